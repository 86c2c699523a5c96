import type { Locator, Page } from '@playwright/test';
import {
  CSRF,
  createPatient,
  DEMO,
  expect,
  type FreshUser,
  freshPhone,
  latestSmsCode,
  mailbox,
  signIn,
  signInStatus,
  test,
} from '../fixtures/accounts.ts';

/*
 * Signed-in shells, guards, the idle gate and the security settings, in the real app on a fresh
 * database. Tests that change credentials use a patient of their own.
 */

// Whole journeys through a real server and browser; allow for a busy machine.
test.describe.configure({ timeout: 90_000 });

const REQUIRED = 'Please fill out this field.';

const MENUS = {
  admin: [
    'Dashboard',
    'Patients',
    'Provider',
    'Properties',
    'Bookings',
    'Prescriptions',
    'Connections',
    'Chat',
    'Settings',
    'Sign Out',
  ],
  provider: ['Dashboard', 'Properties', 'Connections', 'Chat', 'Bookings', 'Account', 'Sign Out'],
  patient: ['Dashboard', 'Account', 'Sign Out'],
};

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

/** The menu's entries in order: its links, the Connections group's button and Sign Out (not a closed group's links). */
async function expectMenu(page: Page, labels: string[]) {
  await expect(mainMenu(page).locator(':scope > ul > li > :is(a, button)')).toHaveText(labels);
}

const formNamed = (page: Page, name: string) => page.getByRole('form', { name });

async function expectErrors(form: Locator, messages: string[]) {
  await expect(form.locator('.ant-form-item-explain-error')).toHaveText(messages);
}

/** The phone field shows (xxx) xxx-xxxx until focused, then its digits: focus it before replacing the value. */
async function fillPhone(input: Locator, value: string) {
  await input.click();
  await input.fill(value);
}

async function openSettings(page: Page, user: FreshUser) {
  await signIn(page, user.email, user.password);
  await page.goto('/rx/account?tab=settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
}

test.describe('area shells and guards', () => {
  const roles = [
    {
      who: 'an admin',
      elsewhere: '/provider',
      email: DEMO.admin,
      home: '/admin',
      title: 'Admin Dashboard',
      name: 'Avery Morgan',
      menu: MENUS.admin,
    },
    {
      who: 'a host',
      elsewhere: '/rx',
      email: DEMO.host,
      home: '/provider',
      title: 'Dashboard',
      name: 'Helen Ortiz',
      menu: MENUS.provider,
    },
    {
      who: 'a space seeker',
      elsewhere: '/admin',
      email: DEMO.seeker,
      home: '/provider',
      title: 'Dashboard',
      name: 'Samuel Reyes',
      menu: MENUS.provider,
    },
    {
      who: 'a pharmacist',
      elsewhere: '/admin',
      email: DEMO.pharmacist,
      home: '/rx',
      title: 'Dashboard',
      name: 'Priya Shah',
      menu: MENUS.patient,
    },
    {
      who: 'a healthcare professional',
      elsewhere: '/admin/settings',
      email: DEMO.pro,
      home: '/rx',
      title: 'Dashboard',
      name: 'Daniel Kim',
      menu: MENUS.patient,
    },
    {
      who: 'a patient',
      elsewhere: '/provider',
      email: DEMO.patient,
      home: '/rx',
      title: 'Dashboard',
      name: 'Jordan Lee',
      menu: MENUS.patient,
    },
  ];

  for (const role of roles) {
    test(`${role.who} lands in ${role.home} with their menu`, async ({ page }) => {
      await signIn(page, role.email);
      // Opening an area that is not theirs sends them to their own dashboard.
      await page.goto(role.elsewhere);
      // The guard decides once the app has loaded and asked who is signed in (seconds on two busy cores).
      await expect(page).toHaveURL(role.home, { timeout: 20_000 });
      await expect(page.getByRole('heading', { level: 1, name: role.title })).toBeVisible();
      await expect(page.getByRole('banner').getByText(role.name, { exact: true })).toBeVisible();
      await expectMenu(page, role.menu);
      if (role.menu.includes('Connections')) {
        await mainMenu(page).getByRole('button', { name: 'Connections' }).click();
        const base = role.home;
        await expect(mainMenu(page).getByRole('link', { name: 'Pending' })).toHaveAttribute(
          'href',
          `${base}/connections`,
        );
        await expect(mainMenu(page).getByRole('link', { name: 'Approved' })).toHaveAttribute(
          'href',
          `${base}/connections?viewCondition=approved`,
        );
        await expect(mainMenu(page).getByRole('link', { name: 'Rejected' })).toHaveAttribute(
          'href',
          `${base}/connections?viewCondition=rejected`,
        );
      }
    });
  }

  test('a patient opening /admin is sent to /rx, and the admin API refuses them', async ({ page }) => {
    const patient = await createPatient(page.request);
    await signIn(page, patient.email, patient.password);
    await page.goto('/admin');
    await expect(page).toHaveURL('/rx');
    await expectMenu(page, MENUS.patient);

    const response = await page.request.get('/api/admin/audit-events');
    expect(response.status()).toBe(403);
    expect((await response.json()).error.code).toBe('NO_ADMIN_PRIVILEGES');
  });

  test('a signed-out visitor is sent to login', async ({ page }) => {
    await page.goto('/rx/account?tab=settings');
    await expect(page).toHaveURL('/login');
  });

  test('the admin area: security events, settings tabs, prepared sections and page-not-found', async ({
    page,
  }) => {
    await signIn(page, DEMO.admin);
    await page.goto('/admin');
    // The first admin page a worker opens loads the console's chunks; on a loaded CI machine that alone has
    // taken longer than the default wait.
    await expect(page.getByRole('heading', { name: 'Recent security events' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole('row', { name: /Sign-in succeeded/ }).first()).toBeVisible();

    await mainMenu(page).getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL('/admin/settings');
    await expect(page.getByRole('tab', { name: 'Settings', selected: true })).toBeVisible();
    await expect(formNamed(page, 'Change email')).toBeVisible();
    await page.getByRole('tab', { name: 'Two-Factor Authentication' }).click();
    await expect(page).toHaveURL('/admin/settings?tab=twoFA');
    await expect(page.getByRole('switch', { name: 'Two-factor authentication' })).toBeEnabled();

    await mainMenu(page).getByRole('link', { name: 'Patients' }).click();
    await expect(page).toHaveURL('/admin/patient');
    await expect(page.getByRole('heading', { level: 2, name: 'Patients' })).toBeVisible();

    await page.goto('/admin/no-such-page');
    // The shell's title (h1) and the page's own heading (h2) both say it.
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Page not found' })).toBeVisible();
    await expectMenu(page, MENUS.admin);
  });

  test('below 992 px the menu is a drawer that a tap on the backdrop closes', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, DEMO.seeker);
    await page.goto('/provider');
    await expect(mainMenu(page)).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expectMenu(page, MENUS.provider);
    // Beside the 280 px drawer: the dimmed page.
    await page.mouse.click(360, 400);
    await expect(mainMenu(page)).toBeHidden();
  });
});

test.describe('security settings', () => {
  test('change email, with every validation message', async ({ page }) => {
    const user = await createPatient(page.request);
    await openSettings(page, user);
    const form = formNamed(page, 'Change email');
    const submit = form.getByRole('button', { name: 'Update Email' });

    await submit.click();
    await expectErrors(form, [REQUIRED, REQUIRED]);

    await form.getByLabel('Current Email').fill('not-my-address@example.test');
    await form.getByLabel('New Email').fill(user.email.toUpperCase());
    await submit.click();
    await expectErrors(form, [
      'Your account email does not match the record entered.',
      'Your new account email cannot be changed to your current email.',
    ]);

    const newEmail = `moved-${user.email}`;
    await form.getByLabel('Current Email').fill(user.email);
    await form.getByLabel('New Email').fill(newEmail);
    await submit.click();
    await expect(
      page.getByText(
        'A verification email has been sent to your new email address. Please check that inbox and verify to update your email.',
      ),
    ).toBeVisible();
    await expectErrors(form, []);

    // The link went to the new address, which it proves; the current one was told, with no link to follow.
    let link: string | undefined;
    await expect(async () => {
      const { mail } = await mailbox(page.request, newEmail);
      link = /\/verify-update-email\?verificationKey=[\w-]+/.exec(mail[0]?.text ?? '')?.[0];
      expect(link).toBeDefined();
    }).toPass({ timeout: 10_000 });
    const current = await mailbox(page.request, user.email);
    const notice = current.mail.find((m) => m.subject === 'Your Carespace email is being changed');
    expect(notice?.text).toContain(`m***@${newEmail.split('@')[1]}`);
    expect(notice?.text).not.toContain('verify-update-email');
    // Nothing has changed until the link is opened.
    expect((await (await page.request.get('/api/auth/identity')).json()).result.email).toBe(user.email);

    await page.goto(link!);
    await expect(page.getByRole('heading', { name: 'Your email has been verified!' })).toBeVisible();
    const identity = await (await page.request.get('/api/auth/identity')).json();
    expect(identity.result.email).toBe(newEmail);
    await expect(async () => {
      const { mail } = await mailbox(page.request, user.email);
      expect(mail.map((m) => m.subject)).toContain('Your Carespace email was changed');
    }).toPass({ timeout: 10_000 });
    expect(await signInStatus(user.email, user.password)).toBe(401);
    expect(await signInStatus(newEmail, user.password)).toBe(200);
  });

  test('change password, with every validation message', async ({ page }) => {
    const user = await createPatient(page.request);
    await openSettings(page, user);
    const form = formNamed(page, 'Change password');
    const submit = form.getByRole('button', { name: 'Update Password' });

    await submit.click();
    await expectErrors(form, [REQUIRED, REQUIRED, REQUIRED]);

    await form.getByLabel('Current Password').fill('not-the-password');
    await form.getByLabel('New Password', { exact: true }).fill('short1');
    await form.getByLabel('Confirm New Password').fill('short1');
    await submit.click();
    await expectErrors(form, ['Your password must be greater than 8 characters.']);

    await form.getByLabel('New Password', { exact: true }).fill('Another-secret-2026');
    await form.getByLabel('Confirm New Password').fill('Another-secret-2027');
    await submit.click();
    await expectErrors(form, ['Your passwords do not match.']);

    await form.getByLabel('Confirm New Password').fill('Another-secret-2026');
    await submit.click();
    await expectErrors(form, ['Your current password is not correct.']);

    const changed = page.waitForRequest((request) => request.url().endsWith('/api/account/change-password'));
    await form.getByLabel('Current Password').fill(user.password);
    await submit.click();
    await expect(page.getByText('Password Successfully Updated')).toBeVisible();
    const body = (await changed).postDataJSON();
    expect(body.clientInformation).toMatchObject({ ip: null, approximateLocation: null });
    expect(body.clientInformation.os).toMatch(/^(Windows|Linux|macOS)$/);

    // The new password signs in; the old one no longer does.
    await page.request.get('/api/logout', { headers: CSRF });
    expect(await signInStatus(user.email, user.password)).toBe(401);
    await signIn(page, user.email, 'Another-secret-2026');
  });

  test('change phone, verify it by code, then two-factor follows the choice', async ({ page }) => {
    const user = await createPatient(page.request);
    await openSettings(page, user);
    const form = formNamed(page, 'Change phone number');
    const submit = form.getByRole('button', { name: 'Update Phone Number' });
    const twoFactorSwitch = page.getByRole('switch', { name: 'Two-factor authentication' });
    // A new account's phone is not verified yet, so two-factor cannot be turned on.
    await expect(twoFactorSwitch).toBeDisabled();

    await submit.click();
    await expectErrors(form, [REQUIRED, REQUIRED]);

    const newPhone = freshPhone();
    await form
      .getByLabel('New Phone Number', { exact: true })
      .fill(`(${user.phone.slice(0, 3)}) ${user.phone.slice(3)}99`);
    await expect(form.getByLabel('New Phone Number', { exact: true })).toHaveValue(user.phone); // digits only, at most 10
    await fillPhone(form.getByLabel('Confirm New Phone Number'), newPhone);
    await submit.click();
    await expectErrors(form, ['This is current phone number.', 'Your phone number does not match.']);
    await expect(form.getByLabel('Use this number for two-factor authentication')).toBeHidden();

    await fillPhone(form.getByLabel('New Phone Number', { exact: true }), newPhone);
    await fillPhone(form.getByLabel('Confirm New Phone Number'), newPhone);
    await expect(form.getByLabel('Use this number for two-factor authentication')).toBeChecked();
    await submit.click();
    await expect(page.getByText('Phone Number Successfully Updated')).toBeVisible();

    const verify = formNamed(page, 'Verify phone number');
    await expect(verify).toBeVisible();
    const code = await latestSmsCode(page.request, newPhone);
    const wrong = code === '000000' ? '111111' : '000000';

    await verify.getByLabel('Verification code').fill('123');
    await verify.getByRole('button', { name: 'Verify' }).click();
    await expectErrors(verify, ['Please enter the 6-digit code.']);

    await verify.getByLabel('Verification code').fill(wrong);
    await verify.getByRole('button', { name: 'Verify' }).click();
    await expect(
      page.getByText(
        'Error verifying phone number: That code is not correct or has expired. Please request a new code.',
      ),
    ).toBeVisible();

    await verify.getByLabel('Verification code').fill(code);
    await verify.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Verified: Thank you for verifying your phone number.')).toBeVisible();
    await expect(verify).toBeHidden();

    // Two-factor was chosen with the new number: it is on now, and can be turned off.
    await expect(twoFactorSwitch).toBeEnabled();
    await expect(twoFactorSwitch).toBeChecked();
    await twoFactorSwitch.click();
    await expect(page.getByText('2FA Preference Saved')).toBeVisible();
    await expect(twoFactorSwitch).not.toBeChecked();
    const security = await (await page.request.get('/api/account/security')).json();
    expect(security.result).toMatchObject({
      phone: newPhone,
      isPhoneVerified: true,
      twoFactorEnabled: false,
    });
  });
});

test.describe('idle gate and sign-out', () => {
  test('the idle gate warns, locks after the timeout, and unlocks with the right password only', async ({
    page,
  }) => {
    await page.clock.install();
    const user = await createPatient(page.request);
    await signIn(page, user.email, user.password);
    const access = page.waitForRequest((request) => request.url().endsWith('/api/audit/access-ePHI'));
    await page.goto('/rx');
    await access;
    const treatments = page.getByRole('heading', { name: 'Your treatments' });
    await expect(treatments).toBeVisible();

    // 30 s before the end: the question, and 'Still here' starts the countdown again.
    await page.clock.fastForward('07:31');
    await expect(page.getByText('Are you still there?')).toBeVisible();
    await page.getByRole('button', { name: 'Still here' }).click();
    await expect(page.getByText('Are you still there?')).toBeHidden();

    await page.clock.fastForward('08:01');
    await expect(page.getByText('This page is locked')).toBeVisible();
    await expect(treatments).toBeHidden();

    const unlock = page.getByRole('button', { name: 'Unlock' });
    await unlock.click();
    await expect(page.getByText(REQUIRED)).toBeVisible();

    await page.getByLabel('Password').fill('not-my-password');
    await unlock.click();
    await expect(page.getByText('That password is not correct. Please try again.')).toBeVisible();
    await expect(treatments).toBeHidden();

    // Reloading does not get around the lock.
    await page.reload();
    await expect(page.getByText('This page is locked')).toBeVisible();

    const resumed = page.waitForRequest((request) => request.url().endsWith('/api/audit/continue-ePHI'));
    await page.getByLabel('Password').fill(user.password);
    await unlock.click();
    await expect(treatments).toBeVisible();
    await resumed;
  });

  test('sign-out: a failure is explained, then the session ends', async ({ page }) => {
    const user = await createPatient(page.request);
    await signIn(page, user.email, user.password);
    await page.goto('/rx');
    await expectMenu(page, MENUS.patient);

    await page.route('**/api/logout', (route) =>
      route.fulfill({
        status: 500,
        json: {
          success: false,
          result: null,
          error: { message: 'Server unavailable', code: 'X', isInformation: false },
        },
      }),
    );
    await mainMenu(page).getByRole('button', { name: 'Sign Out' }).click();
    await expect(page.getByText('Error Signing Out')).toBeVisible();
    await expect(page).toHaveURL('/rx');
    await page.unroute('**/api/logout');

    const ephiClosed = page.waitForRequest((request) => request.url().endsWith('/api/audit/logout-ePHI'));
    await mainMenu(page).getByRole('button', { name: 'Sign Out' }).click();
    await ephiClosed;
    await expect(page).toHaveURL('/login');
    const identity = await (await page.request.get('/api/auth/identity')).json();
    expect(identity.result).toBeNull();
  });
});
