import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/client-address.ts';
import { hydrated } from '../fixtures/hydrated.ts';
import { codeIn, latestMailTo, latestSmsTo, linkPathIn } from '../fixtures/mailbox.ts';
import {
  API_HEADERS,
  createVerifiedPatient,
  expectApiOk,
  newPatient,
  signInByApi,
  uniquePhone,
} from '../fixtures/sign-up.ts';
import { DEMO_PASSWORD } from '../playwright.config.ts';

const INCORRECT_PASSWORD =
  "We don't recognize the email and password combination you provided. Please try again.";

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  // Not an exact name: after a quick failure antd may leave its (collapsed) spinner icon, labelled 'loading', in
  // the button for a moment.
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
}

async function fillPerson(page: Page, account: ReturnType<typeof newPatient>) {
  await page.getByLabel('First name').fill(account.firstName);
  await page.getByLabel('Last name').fill(account.lastName);
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Mobile phone').fill(account.phone);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm Password').fill(account.password);
}

/** Opens the emailed verification link, sees it verified, and is taken to login after 5 s. */
async function verifyFromMailbox(page: Page, request: Parameters<typeof latestMailTo>[0], email: string) {
  const mail = await latestMailTo(request, email, { matching: /verify your email/i });
  await page.goto(linkPathIn(mail.text, '/verify-email'));
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Your email has been verified!' })).toBeVisible();
  await expect(page.getByText("You'll be redirected automatically to your dashboard.")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue to Dashboard' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
}

/** The landing header's Dashboard button takes a signed-in user to their own area. */
async function expectDashboardButton(page: Page, path: string) {
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('banner').getByRole('link', { name: 'Dashboard' }).filter({ visible: true }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

test.describe('sign-up, verification and login', () => {
  test('a patient signs up, verifies the emailed link, logs in and lands on /rx', async ({
    page,
    request,
  }) => {
    const account = newPatient();
    await page.goto('/patient/signup');
    await hydrated(page);
    await expect(page.getByRole('heading', { name: 'Create your patient account' })).toBeVisible();
    await fillPerson(page, account);
    await page.getByRole('checkbox', { name: /Consent to Telehealth/ }).check();
    await page.getByRole('checkbox', { name: /Terms & Conditions/ }).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expect(page.getByText(account.email)).toBeVisible();

    await verifyFromMailbox(page, request, account.email);
    await logIn(page, account.email, account.password);
    await expect(page).toHaveURL(/\/rx$/);
    await expectDashboardButton(page, '/rx');
  });

  test('a provider signs up with their practice, verifies, logs in and lands on /provider', async ({
    page,
    request,
  }) => {
    const account = newPatient({
      email: newPatient().email.replace('patient-', 'provider-'),
      firstName: 'Maya',
    });
    await page.goto('/provider/signup');
    await hydrated(page);
    await expect(page.getByRole('heading', { name: 'Create your provider account' })).toBeVisible();
    await fillPerson(page, account);
    await page.getByLabel('Practice or organization name').fill('Fischer Physical Therapy');
    // Providers accept the Terms & Conditions and Privacy Policy only.
    await expect(page.getByRole('checkbox', { name: /Consent to Telehealth/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Please accept before continuing.')).toBeVisible();
    await page.getByRole('checkbox', { name: /Terms & Conditions/ }).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

    await verifyFromMailbox(page, request, account.email);
    await logIn(page, account.email, account.password);
    await expect(page).toHaveURL(/\/provider$/);
    await expectDashboardButton(page, '/provider');
  });

  test('a verification link works once', async ({ page, request }) => {
    const account = newPatient();
    await expectApiOk(
      await request.post('/api/auth/signup/patient', {
        headers: API_HEADERS,
        data: { ...account, acceptTelehealthAndHipaa: true, acceptTermsAndPrivacy: true },
      }),
      'patient sign-up',
    );
    const link = linkPathIn((await latestMailTo(request, account.email)).text, '/verify-email');
    await page.goto(link);
    await hydrated(page);
    await expect(page.getByRole('heading', { name: 'Your email has been verified!' })).toBeVisible();
    await page.goto(link);
    await hydrated(page);
    await expect(page.getByRole('heading', { name: "We're unable to verify your email." })).toBeVisible();
    await expect(page.getByText('This link is invalid. Please request a new one.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continue to Dashboard' })).toHaveCount(0);
  });

  test('a cut-short verification link is refused without asking the server', async ({ page }) => {
    let called = false;
    page.on('request', (req) => {
      if (req.url().includes('/api/auth/verify-email')) called = true;
    });
    await page.goto(`/verify-email?verificationKey=${'a'.repeat(20)}`);
    await hydrated(page);
    await expect(
      page.getByText(
        'Invalid validation key. It appears part of the key is missing. Please check your email for the correct link.',
      ),
    ).toBeVisible();
    await page.goto('/verify-update-email');
    await hydrated(page);
    await expect(
      page.getByText('Missing validation key. Please check your email for the correct link.'),
    ).toBeVisible();
    expect(called).toBe(false);
  });

  test('a wrong password shows the INCORRECT_PASSWORD message; the right one signs in', async ({ page }) => {
    await page.goto('/login');
    await hydrated(page);
    await logIn(page, 'pharmacist@demo.carespace.test', 'not-the-password-1');
    await expect(page.getByText(INCORRECT_PASSWORD)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
    await logIn(page, 'pharmacist@demo.carespace.test', DEMO_PASSWORD);
    // Pharmacists use the patient dashboard (as the public header routes them).
    await expect(page).toHaveURL(/\/rx$/);
  });
});

test.describe('sign-in slowed down after wrong passwords', () => {
  test('a paused sign-in says how long to wait and offers the reset link; the right password works after the wait', async ({
    page,
    request,
  }, testInfo) => {
    const account = await createVerifiedPatient(request);
    await page.goto('/login');
    await hydrated(page);
    // Wrong passwords through the API, each wait honoured, until eight have failed: the next attempt then
    // waits 8 seconds (five free, then 1, 2, 4 …).
    let failures = 0;
    while (failures < 8) {
      const res = await request.post('/api/auth/login', {
        headers: API_HEADERS,
        data: { email: account.email, password: 'not-the-password-1' },
      });
      if (res.status() === 401) {
        failures += 1;
      } else {
        expect(res.status(), await res.text()).toBe(429);
        const wait = Number(res.headers()['retry-after']);
        expect(wait).toBeLessThanOrEqual(8);
        await new Promise((resolve) => setTimeout(resolve, wait * 1000));
      }
    }

    // Even the right password waits its turn; the page says so, and how to get in at once.
    await logIn(page, account.email, account.password);
    const paused = page.getByRole('status').filter({ hasText: 'Signing in is paused' });
    await expect(paused).toBeVisible();
    await expect(paused).toContainText(
      /signing in to this account is paused for \d+ seconds? after several unsuccessful attempts\. Please try again then, or reset your password to sign in right away\./,
    );
    await expect(page).toHaveURL(/\/login$/);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      const overflow = (await page.evaluate(
        'document.documentElement.scrollWidth - document.documentElement.clientWidth',
      )) as number;
      expect(overflow, `the paused notice scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: testInfo.outputPath(`login-paused-${width}.png`), fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await paused.getByRole('link', { name: 'Reset your password now' }).click();
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();

    // Once the wait is over the right password signs in: the account was never locked.
    await expect(async () => {
      await logIn(page, account.email, account.password);
      await expect(page).toHaveURL(/\/rx$/, { timeout: 2_000 });
    }).toPass({ timeout: 20_000, intervals: [1_000] });
  });
});

test.describe('two-factor sign-in', () => {
  test('needs the texted code in the six boxes; a wrong code is refused; resend sends a new one', async ({
    page,
    request,
  }) => {
    // Turn two-factor on for a fresh account through the API, as the security settings screen would.
    const account = await createVerifiedPatient(request);
    const identity = await signInByApi(request, account.email, account.password);
    const phone = uniquePhone();
    await expectApiOk(
      await request.put('/api/account/change-phone', {
        headers: API_HEADERS,
        data: { phone, twoFactor: true, userId: identity.id },
      }),
      'change phone',
    );
    const verifyText = await latestSmsTo(request, phone);
    await expectApiOk(
      await request.post('/api/account/check-verify-phone', {
        headers: API_HEADERS,
        data: { code: codeIn(verifyText.body), phoneNumber: phone, userId: identity.id },
      }),
      'phone verification',
    );

    await page.goto('/login');
    await hydrated(page);
    await logIn(page, account.email, account.password);
    await expect(page.getByRole('heading', { name: 'Two-factor verification' })).toBeVisible();
    const boxes = page.getByRole('textbox', { name: /^Digit \d of 6$/ });
    await expect(boxes).toHaveCount(6);
    await expect(page.getByText(`(***) ***-${phone.slice(-4)}`)).toBeVisible();
    const loginText = await latestSmsTo(request, phone, { notIn: [verifyText.id] });

    // Digits only, one per box.
    await boxes.first().click();
    await page.keyboard.type('a1');
    await expect(boxes.first()).toHaveValue('1');
    await expect(boxes.nth(1)).toBeFocused();
    await page.keyboard.press('Backspace');
    await expect(boxes.first()).toHaveValue('');

    const wrong = codeIn(loginText.body) === '000000' ? '111111' : '000000';
    await page.keyboard.type(wrong);
    await expect(
      page.getByText('The code you entered is incorrect. Please try again or request a new code.'),
    ).toBeVisible();
    await expect(boxes.first()).toHaveValue('');

    await page.getByRole('button', { name: 'Resend 2FA Code' }).click();
    await expect(page.getByText('New code sent to your registered phone number')).toBeVisible();
    const resent = await latestSmsTo(request, phone, { notIn: [verifyText.id, loginText.id] });

    await boxes.first().click();
    await page.keyboard.type(codeIn(resent.body));
    await expect(page).toHaveURL(/\/rx$/);
  });
});

test.describe('forgot and reset password', () => {
  test('reset by emailed link: the new password works, the old one does not, and the link works once', async ({
    page,
    request,
  }) => {
    const account = await createVerifiedPatient(request);
    const newPassword = 'Brand-New-Lantern-5';

    await page.goto('/login');
    await hydrated(page);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    // The address changes before the new page has rendered; until then the log-in form (which has an Email
    // field too) is still on screen, and what is typed into it would be lost.
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(
      page.getByText(
        'If an account exists for that email, we have sent a link to reset the password. Please check your inbox.',
      ),
    ).toBeVisible();

    const mail = await latestMailTo(request, account.email, { matching: /reset your carespace password/i });
    const resetLink = linkPathIn(mail.text, '/reset-password');
    await page.goto(resetLink);
    await hydrated(page);
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByLabel('Confirm new password').fill('shorter');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText('Your password must be greater than 8 characters.')).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await expect(page.getByText('Your passwords do not match.')).toBeVisible();
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(
      page.getByText('Your password has been reset. Please log in with your new password.'),
    ).toBeVisible();

    await page.getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await logIn(page, account.email, account.password);
    await expect(page.getByText(INCORRECT_PASSWORD)).toBeVisible();
    await logIn(page, account.email, newPassword);
    await expect(page).toHaveURL(/\/rx$/);

    await page.goto(resetLink);
    await hydrated(page);
    await page.getByLabel('New password', { exact: true }).fill('Another-Lantern-6');
    await page.getByLabel('Confirm new password').fill('Another-Lantern-6');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText('This link is invalid. Please request a new one.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Request a new link' })).toBeVisible();
  });
});

test.describe('layout', () => {
  for (const width of [1280, 390]) {
    test(`login, two-factor, provider sign-up, verify and forgot-password fit a ${width} px screen`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width, height: 900 });
      const fits = async (name: string) => {
        const overflow = (await page.evaluate(
          'document.documentElement.scrollWidth - document.documentElement.clientWidth',
        )) as number;
        expect(overflow, `${name} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
        await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
      };

      await page.goto('/login');
      await hydrated(page);
      await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
      await fits('login');

      // The two-factor step, without needing a real two-factor account.
      await page.route('**/api/auth/login', (route) =>
        route.fulfill({
          json: {
            success: true,
            result: { twoFactorRequired: true, userId: 'layout-check', phoneNumber: '(***) ***-0142' },
            error: null,
          },
        }),
      );
      await logIn(page, 'layout@example.test', 'whatever-password');
      await expect(page.getByRole('heading', { name: 'Two-factor verification' })).toBeVisible();
      await fits('two-factor');

      await page.goto('/provider/signup');
      await hydrated(page);
      await expect(page.getByRole('heading', { name: 'Create your provider account' })).toBeVisible();
      await fits('provider-signup');

      await page.goto('/verify-email');
      await hydrated(page);
      await expect(page.getByRole('heading', { name: "We're unable to verify your email." })).toBeVisible();
      await fits('verify-email-failed');

      await page.goto('/forgot-password');
      await hydrated(page);
      await page.getByLabel('Email', { exact: true }).fill('layout@example.test');
      await page.route('**/api/auth/forgot-password', (route) =>
        route.fulfill({
          json: { success: true, result: { message: 'If an account exists …' }, error: null },
        }),
      );
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
      await fits('forgot-password-sent');
    });
  }
});
