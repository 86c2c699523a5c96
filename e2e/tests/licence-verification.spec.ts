import type { Browser, Page } from '@playwright/test';
import { DEMO, expect, signIn, test } from '../fixtures/accounts.ts';
import { expectNoSidewaysScroll } from '../fixtures/layout.ts';
import { latestMailTo } from '../fixtures/mailbox.ts';
import { chooseOption } from '../fixtures/select.ts';

/*
 * Verified state licenses: the demo reviewer (pro@, verified in NJ and NY) has a pending Pennsylvania license. Until
 * an admin verifies it in the queue at /admin/provider, the Pennsylvania patient's pending request is out of their
 * reach at /rx; once verified, it is in their list. The reviewer also adds and withdraws a license of their own,
 * and the marketplace shows License verified for the demo host and seeker.
 */

// One after the other: the second journey adds (and withdraws) a license of the same reviewer, which would show
// in the first one's queue if they ran at the same moment.
test.describe.configure({ mode: 'default', timeout: 180_000 });

const PA_PATIENT = 'Riley Fischer';
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n' +
    '2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
);

async function signedInPage(browser: Browser, email: string, width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

async function pendingRows(page: Page) {
  await page.goto('/rx');
  await expect(page.getByRole('tab', { name: 'Pending', selected: true })).toBeVisible({ timeout: 30_000 });
  // The demo patient's NJ request is always in a NJ reviewer's list: the table has loaded.
  await expect(page.getByRole('row').filter({ hasText: 'Chris Walker' })).toBeVisible({ timeout: 30_000 });
  return page.getByRole('row').filter({ hasText: PA_PATIENT });
}

function licenseItem(page: Page, state: string) {
  return page.locator('.cs-licenses__item').filter({ hasText: state });
}

test('an admin verifies the reviewer’s pending license; only then does its state’s request reach them', async ({
  browser,
}) => {
  const pro = await signedInPage(browser, DEMO.pro);

  // Before: the Pennsylvania request is not in the reviewer's list.
  expect(await (await pendingRows(pro)).count()).toBe(0);

  // The reviewer's Licenses tab: verified NJ and NY, Pennsylvania pending review.
  await pro.goto('/rx/account?tab=licenses');
  await expect(pro.getByRole('tab', { name: 'Licenses', selected: true })).toBeVisible({ timeout: 30_000 });
  await expect(licenseItem(pro, 'New Jersey').getByText('Verified', { exact: true })).toBeVisible();
  await expect(licenseItem(pro, 'New York').getByText('Verified', { exact: true })).toBeVisible();
  await expect(licenseItem(pro, 'Pennsylvania').getByText('Pending review')).toBeVisible();
  await pro.screenshot({ path: '/tmp/shots/licenses-provider-1280.png', fullPage: true });

  // The admin's queue, beside the providers table.
  const admin = await signedInPage(browser, DEMO.admin);
  await admin.goto('/admin/provider');
  const queueTab = admin.getByRole('tab', { name: /Licenses to verify/ });
  await expect(queueTab).toContainText('1', { timeout: 30_000 });
  await queueTab.click();
  await expect(admin).toHaveURL(/tab=licenses/);
  const item = admin.locator('.cs-license-queue__item').filter({ hasText: 'Daniel Kim' }).filter({
    hasText: 'Pennsylvania',
  });
  await expect(item.first()).toBeVisible({ timeout: 30_000 });
  await expect(item.first()).toContainText('MD461234');
  await expect(item.first()).toContainText('pro@demo.carespace.test');
  // The document opens for the admin (the private folder serves it to admins and its owner only).
  const documentLink = item.first().getByRole('link', { name: /Open pa-license/ });
  const href = await documentLink.getAttribute('href');
  const document = await admin.request.get(href!);
  expect(document.status()).toBe(200);
  expect(document.headers()['content-type']).toContain('application/pdf');
  const anonymous = await (await browser.newContext()).request.get(new URL(href!, admin.url()).toString());
  expect(anonymous.status()).toBe(401);
  await admin.screenshot({ path: '/tmp/shots/licenses-queue-1280.png', fullPage: true });
  await admin.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(admin);
  await admin.screenshot({ path: '/tmp/shots/licenses-queue-390.png', fullPage: true });
  await admin.setViewportSize({ width: 1280, height: 900 });

  await item.first().getByRole('button', { name: "Verify Daniel Kim's Pennsylvania license" }).click();
  const confirm = admin.getByRole('dialog').filter({ hasText: "Verify Daniel Kim's Pennsylvania license?" });
  await expect(confirm).toContainText('prescription requests from patients in Pennsylvania');
  await confirm.getByRole('button', { name: 'Verify license' }).click();
  await expect(admin.getByText("Daniel Kim's Pennsylvania license is verified.")).toBeVisible();
  await expect(admin.getByText('No licenses are waiting.')).toBeVisible({ timeout: 30_000 });
  await admin.screenshot({ path: '/tmp/shots/licenses-queue-empty-1280.png', fullPage: true });

  // The reviewer is told, and the Pennsylvania request is now theirs to review.
  const mail = await latestMailTo(pro.request, DEMO.pro, {
    matching: 'Your Pennsylvania license is verified',
  });
  expect(mail.text).toContain('/rx/account?tab=licenses');
  await expect(await pendingRows(pro)).toBeVisible();
  await pro.screenshot({ path: '/tmp/shots/licenses-rx-after-1280.png', fullPage: true });
  await pro.goto('/rx/account?tab=licenses');
  await expect(licenseItem(pro, 'Pennsylvania').getByText('Verified', { exact: true })).toBeVisible({
    timeout: 30_000,
  });
});

test('a reviewer adds a license with its document, sees it pending, and withdraws it', async ({
  browser,
}) => {
  const pro = await signedInPage(browser, DEMO.pro);
  await pro.goto('/rx/account?tab=licenses');
  await pro.getByRole('button', { name: 'Add a license' }).click({ timeout: 30_000 });
  const form = pro.getByRole('form', { name: 'Add a license' });
  await form.getByRole('button', { name: 'Submit for verification' }).click();
  await expect(form.getByText('Please choose the state that issued the license.')).toBeVisible();

  await chooseOption(pro, form.getByRole('combobox', { name: 'State' }), 'conn', 'Connecticut');
  await form.getByLabel('License number').fill('060123');
  const nextYear = new Date().getFullYear() + 2;
  await form.getByLabel('Expiration date').fill(`06/30/${nextYear}`);
  await form.getByLabel('Expiration date').press('Tab');
  await form
    .locator('input[type=file]')
    .setInputFiles({ name: 'ct-license.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(form.getByText('ct-license.pdf')).toBeVisible();
  await pro.screenshot({ path: '/tmp/shots/licenses-form-1280.png', fullPage: true });
  await pro.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(pro);
  await pro.screenshot({ path: '/tmp/shots/licenses-form-390.png', fullPage: true });
  await pro.setViewportSize({ width: 1280, height: 900 });
  await form.getByRole('button', { name: 'Submit for verification' }).click();
  await expect(pro.getByText('License added. We will email you once it is reviewed.')).toBeVisible();
  const connecticut = licenseItem(pro, 'Connecticut');
  await expect(connecticut.getByText('Pending review')).toBeVisible();
  await expect(connecticut.getByRole('link', { name: /ct-license\.pdf/ })).toBeVisible();

  await connecticut.getByRole('button', { name: 'Withdraw the Connecticut license' }).click();
  await pro.getByRole('dialog').getByRole('button', { name: 'Withdraw' }).click();
  await expect(pro.getByText('License withdrawn.')).toBeVisible();
  await expect(connecticut).toHaveCount(0);
});

test('the marketplace shows License verified; the Licenses tab and the queue fit a phone', async ({
  browser,
}) => {
  // The seeker sees the demo host's verified New Jersey license on the host's listings.
  const seeker = await signedInPage(browser, DEMO.seeker);
  await seeker.goto('/provider/properties?tab=guest');
  const listing = seeker
    .locator('.cs-property-card')
    .filter({ has: seeker.getByRole('link', { name: 'Sunlit therapy office on Washington Street' }) });
  await expect(listing).toBeVisible({ timeout: 30_000 });
  await expect(listing.getByText('License verified · NJ')).toBeVisible();
  await seeker.screenshot({ path: '/tmp/shots/licenses-badge-card-1280.png', fullPage: true });
  await listing.click();
  await expect(seeker.getByText('Hosted by Helen Ortiz')).toBeVisible({ timeout: 30_000 });
  await expect(seeker.getByText('License verified · NJ')).toBeVisible();
  await seeker.screenshot({ path: '/tmp/shots/licenses-badge-property-1280.png', fullPage: true });

  // The host sees the seeker's on the application (the approved one: the waiting one is answered by another journey).
  const host = await signedInPage(browser, DEMO.host);
  await host.goto('/provider/connections?viewCondition=approved');
  const application = host.getByTestId('application-card').filter({ hasText: 'Reyes Counseling' }).first();
  await expect(application).toBeVisible({ timeout: 30_000 });
  await expect(application.getByText('License verified · NJ')).toBeVisible();
  await host.screenshot({ path: '/tmp/shots/licenses-badge-application-1280.png', fullPage: true });

  for (const [email, path, ready] of [
    [DEMO.pro, '/rx/account?tab=licenses', 'New Jersey'],
    [DEMO.admin, '/admin/provider?tab=licenses', 'Licenses to verify'],
    [DEMO.seeker, '/provider/properties?tab=guest', 'License verified · NJ'],
  ] as const) {
    const phone = await signedInPage(browser, email, 390);
    await phone.goto(path);
    await expect(phone.getByText(ready).first()).toBeVisible({ timeout: 30_000 });
    await expectNoSidewaysScroll(phone);
    await phone.screenshot({
      path: `/tmp/shots/licenses-${email.split('@')[0]}-390.png`,
      fullPage: true,
    });
  }
});
