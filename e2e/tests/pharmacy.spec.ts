import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { DEMO, signIn } from '../fixtures/accounts.ts';
import { hydrated } from '../fixtures/hydrated.ts';
import { codeIn, latestMailTo } from '../fixtures/mailbox.ts';
import { newPatient } from '../fixtures/sign-up.ts';

/**
 * The online pharmacy, patient side: from the erectile dysfunction page to a paid request waiting for a provider,
 * through the questionnaire (with a safety stop), an ID upload, the account, the medication and the sandbox
 * checkout — a declined card first, then Complete Checkout from the dashboard. Once on a desktop, once on a phone.
 */

const ID_PHOTO = path.join(import.meta.dirname, '../fixtures/id-photo.png');
const NITRATE_STOP =
  'Erectile dysfunction medicines taken with nitrates can cause a dangerous drop in blood pressure';
const DECLINED = 'Your card was declined. Try a different card.';

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

function stepHeading(page: Page, name: string) {
  return page.getByRole('heading', { level: 2, name, exact: true });
}

function question(page: Page, name: string | RegExp) {
  return page.getByRole('group', { name });
}

async function choose(page: Page, questionName: string | RegExp, option: string) {
  await question(page, questionName).getByRole('radio', { name: option, exact: true }).check();
}

async function proceed(page: Page, next: string) {
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(stepHeading(page, next)).toBeVisible();
}

async function payInSandbox(page: Page, card: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Complete your payment' })).toBeVisible();
  await page.getByLabel('Street address').fill('221 River Street');
  await page.getByLabel('City').fill('Hoboken');
  await page.getByLabel('State').selectOption('NJ');
  await page.getByLabel('ZIP code').fill('07030');
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByLabel('Name on card').fill('Ana Silva');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
}

for (const viewport of VIEWPORTS) {
  test.describe(`online visit (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('a visitor answers, uploads an ID, signs up, pays and waits for approval', async ({
      page,
      request,
    }) => {
      // The whole visit, from the landing page to the paid request: past 2 minutes on a loaded 2-core CI machine.
      test.setTimeout(180_000);
      const patient = newPatient();
      // A pre-rendered page that hydrates into something else logs it; so does a crash.
      const reactErrors: string[] = [];
      page.on('pageerror', (error) => reactErrors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error' && /hydrat|react/i.test(message.text()))
          reactErrors.push(message.text());
      });
      const shot = (name: string) =>
        page.screenshot({ path: `/tmp/pharmacy-${viewport.name}-${name}.png`, fullPage: true });

      await page.goto('/what-we-treat/edys');
      await hydrated(page);
      await page.getByRole('link', { name: 'Start your online visit' }).first().click();
      await expect(stepHeading(page, 'Where do you live?')).toBeVisible();
      await page.getByLabel('Your ZIP code').fill('07030');
      await shot('zip');
      await proceed(page, 'About you');
      await expect(page).toHaveURL(/\/get-started\?patientQuestionnaireId=/);
      await expect(page.getByText(/Step 2 of \d+/)).toBeVisible();

      await choose(page, 'Are you 18 or older?', 'Yes, I am 18 or older');
      await page.getByLabel('What is your date of birth?').fill('04/12/1984');
      await choose(page, 'What sex were you assigned at birth?', 'Male');
      await proceed(page, 'Your symptoms');

      await choose(page, /trouble getting or keeping an erection/, '3 to 12 months');
      await choose(page, 'How often does it happen?', 'More than half the time');
      await proceed(page, 'Heart health and medicines');

      // A nitrate stops the visit kindly; going back and changing the answer lets it go on.
      await choose(page, /nitrate medicine/, 'Yes');
      await expect(page.getByRole('alert')).toContainText(NITRATE_STOP);
      await expect(page.getByRole('button', { name: 'Continue', exact: true })).toBeDisabled();
      await shot('stop');
      await page.getByRole('button', { name: 'Back' }).click();
      await expect(stepHeading(page, 'Your symptoms')).toBeVisible();
      await proceed(page, 'Heart health and medicines');
      await expect(page.getByRole('alert')).toContainText(NITRATE_STOP);
      await choose(page, /nitrate medicine/, 'No');
      await expect(page.getByRole('alert')).toHaveCount(0);

      await choose(page, 'What was your most recent blood pressure reading?', 'Normal: below 120/80');
      await choose(page, /chest pain, severe shortness of breath/, 'No');
      await question(page, 'Have you ever had any of these?')
        .getByRole('checkbox', { name: 'None of these' })
        .check();
      await choose(page, /alpha-blocker/, 'No');
      await choose(page, 'Have you taken medicine for erectile dysfunction before?', 'No');
      await page.getByLabel('Which medicines, vitamins or supplements do you take regularly?').fill('none');
      await page.getByLabel('Are you allergic to any medicines?').fill('none');
      await proceed(page, 'Confirm your identity');

      await page.locator('input[type="file"]').setInputFiles(ID_PHOTO);
      await expect(page.getByText('Uploaded', { exact: true })).toBeVisible();
      await shot('upload');
      await proceed(page, 'Create your account');

      const account = page.getByRole('region', { name: 'Create your account' });
      await account.getByLabel('First name').fill(patient.firstName);
      await account.getByLabel('Last name').fill(patient.lastName);
      await account.getByLabel('Email').fill(patient.email);
      await account.getByLabel('Mobile phone').fill(patient.phone);
      await account.getByLabel('Password', { exact: true }).fill(patient.password);
      await account.getByLabel('Confirm password').fill(patient.password);
      await account.getByRole('checkbox', { name: /Consent to Telehealth/ }).check();
      await account.getByRole('checkbox', { name: /Terms & Conditions/ }).check();
      // The address is proven before the account exists: a 6-digit code is mailed to it.
      await page.getByRole('button', { name: 'Email me a code' }).click();
      await expect(account.getByText(`We sent a 6-digit code to ${patient.email}.`)).toBeVisible();
      const boxes = account.getByRole('textbox', { name: /^Digit \d of 6$/ });
      await expect(boxes).toHaveCount(6);
      await expect(boxes.first()).toBeFocused();
      await shot('code');
      const mail = await latestMailTo(request, patient.email, { matching: /verification code/ });
      await page.keyboard.type(codeIn(mail.text));
      await expect(stepHeading(page, 'Choose your medication')).toBeVisible();

      await page.locator('.cs-price-card').first().click();
      await expect(page.getByText(/^Your choice: /)).toBeVisible();
      await shot('medication');
      await proceed(page, 'Review and pay');
      await shot('review');

      // A declined card: the checkout says so, and the request stays Incomplete.
      await page.getByRole('button', { name: 'Continue to payment' }).click();
      await expect(page).toHaveURL(/\/sandbox-pay\/checkout\//);
      await payInSandbox(page, '4000 0000 0000 0002');
      await expect(page.getByRole('alert')).toContainText(DECLINED);
      await shot('declined');

      // Back from the checkout: a full page load of the visit, which resumes at its last step.
      await page.getByRole('link', { name: '← Back to Carespace' }).click();
      await expect(stepHeading(page, 'Review and pay')).toBeVisible();
      await expect(page).toHaveURL(/\/get-started\?patientQuestionnaireId=/);

      await page.goto('/rx');
      await hydrated(page);
      const entry = page.locator('.cs-rx__entry').first();
      await expect(entry.getByText('Incomplete', { exact: true })).toBeVisible();
      await shot('incomplete');

      // Complete Checkout goes back to the visit, where it stopped, and the test card pays.
      await entry.getByRole('button', { name: 'Complete Checkout' }).click();
      await expect(stepHeading(page, 'Review and pay')).toBeVisible();
      await page.getByRole('button', { name: 'Continue to payment' }).click();
      await payInSandbox(page, '4242 4242 4242 4242');

      // The return confirms the payment (order, receipt email) before it clears the address.
      await expect(page).toHaveURL(/\/rx$/, { timeout: 20_000 });
      await expect(page.getByText('Thank you — your request is with our providers.')).toBeVisible();
      await expect(
        page.locator('.cs-rx__entry').first().getByText('Waiting approval', { exact: true }),
      ).toBeVisible();
      await shot('waiting');
      expect(reactErrors).toEqual([]);
    });

    test('the demo patient sees every state of a request on the dashboard', async ({ page }) => {
      await signIn(page, DEMO.patient);
      await page.goto('/rx');
      await hydrated(page);
      // The first read after the server starts can be slow while the other journey runs on the same 2 cores.
      const summary = page.getByRole('group', { name: 'Subscription summary' });
      await expect(summary).toBeVisible({ timeout: 20_000 });
      for (const status of ['Active', 'Waiting approval', 'Incomplete']) {
        await expect(page.locator(`.cs-rx__entry[data-status="${status}"]`).first()).toBeVisible();
      }
      const active = page.locator('.cs-rx__entry[data-status="Active"]').first();
      await expect(active.getByText('Shipped', { exact: true }).first()).toBeVisible();
      await expect(active.getByText(/^Tracking /).first()).toBeVisible();
      // The demo's tracking numbers are USPS barcodes: they link to USPS's tracking page.
      await expect(active.getByRole('link', { name: /with USPS/ }).first()).toHaveAttribute(
        'href',
        /^https:\/\/tools\.usps\.com\//,
      );
      await expect(
        page
          .locator('.cs-rx__entry[data-status="Incomplete"]')
          .first()
          .getByRole('button', { name: 'Complete Checkout' }),
      ).toBeVisible();
      await page.screenshot({ path: `/tmp/pharmacy-${viewport.name}-demo.png`, fullPage: true });

      // Each order opens its receipt: what was paid and with which card.
      await active
        .getByRole('link', { name: /^Receipt for order/ })
        .last()
        .click();
      const receipt = page.locator('.cs-receipt');
      await expect(receipt.getByRole('heading', { name: 'Receipt' })).toBeVisible({ timeout: 20_000 });
      await expect(receipt.getByText('Visa ending in 4242')).toBeVisible();
      await expect(receipt.getByText('Carespace Pharmacy')).toBeVisible();
    });
  });
}
