import type { Page } from '@playwright/test';
import { DEMO, expect, signIn, test } from '../fixtures/accounts.ts';
import { expectNoSidewaysScroll } from '../fixtures/layout.ts';
import { chooseOption } from '../fixtures/select.ts';

/*
 * Prescription review and fulfilment, on the demo pharmacy's requests: the reviewer approves the demo
 * patient's migraine request with an uploaded prescription (after the form refuses an approval with neither an
 * upload nor the external box) and rejects their PrEP request with an explanation; the pharmacist views the
 * address and adds the tracking number; the patient sees Shipped with the number, and Rejected with the reason.
 */

test.describe.configure({ timeout: 180_000 });

const UPLOAD_REQUIRED =
  'Please upload the prescription, or confirm that you have already sent it externally.';
const EXIT_CONFIRM =
  'Are you sure you want to exit? You have not accepted or rejected this prescription yet.';
const TRACKING = '9400111206213859012345';
const EXPLANATION =
  'PrEP needs a recent negative HIV test on file. Please upload your result and request again.';

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n' +
    '2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
);

function requestRow(page: Page, name: string, category: string) {
  return page.getByRole('row').filter({ hasText: name }).filter({ hasText: category });
}

async function openRequest(page: Page, name: string, category: string) {
  await requestRow(page, name, category)
    .getByRole('button', { name: `Open the request of ${name}` })
    .click();
  const dialog = page.getByRole('dialog').filter({ hasText: name });
  await expect(dialog.getByText('Medication', { exact: true })).toBeVisible();
  return dialog;
}

async function switchTo(page: Page, email: string) {
  await page.context().clearCookies();
  await signIn(page, email);
  await page.goto('/rx');
}

test('a reviewer approves and rejects, the pharmacist ships, the patient sees both', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });

  // The reviewer: the Pending tab lists the demo patient's paid requests.
  await signIn(page, DEMO.pro);
  await page.goto('/rx');
  await expect(page.getByRole('tab', { name: 'Pending', selected: true })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('tab')).toHaveText(['Pending', 'Approved', 'Rejected', 'Completed']);
  await expect(requestRow(page, 'Jordan Lee', 'MIGR')).toBeVisible();
  // A reviewer licensed in NJ and NY does not see the Florida request.
  await expect(page.getByRole('row').filter({ hasText: 'Morgan Diaz' })).toHaveCount(0);
  await page.screenshot({ path: '/tmp/rx-review-list-1280.png', fullPage: true });

  let dialog = await openRequest(page, 'Jordan Lee', 'MIGR');
  await expect(dialog.getByText('12 months', { exact: true })).toBeVisible();
  // The date of birth, in New York time (the answers give it too, as the patient typed it).
  await expect(dialog.getByText('Jun/14/1992', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Questionnaire', { exact: true })).toBeVisible();
  await page.screenshot({ path: '/tmp/rx-review-modal-1280.png' });

  // Approve: neither an upload nor the external box → the form says what is missing.
  await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
  const approveForm = page.getByRole('form', { name: 'Approve prescription' });
  await approveForm.getByRole('button', { name: 'Approve prescription' }).click();
  await expect(approveForm.getByRole('alert')).toHaveText(UPLOAD_REQUIRED);
  await approveForm
    .getByLabel('Note to the patient (optional)')
    .fill('Take one tablet at the first sign of a migraine.');
  await approveForm
    .locator('input[type=file]')
    .setInputFiles({ name: 'prescription.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(approveForm.getByText('Uploaded', { exact: true })).toBeVisible();
  await expect(
    approveForm.getByRole('checkbox', { name: 'I have already sent in this prescription externally' }),
  ).toBeDisabled();
  await approveForm.getByRole('button', { name: 'Approve prescription' }).click();
  await expect(page.getByText('Prescription approved. The patient has been emailed.')).toBeVisible();
  await expect(requestRow(page, 'Jordan Lee', 'MIGR')).toHaveCount(0);

  // Reject the PrEP request with Other; leaving the form first asks.
  dialog = await openRequest(page, 'Jordan Lee', 'PREP');
  await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
  const rejectForm = page.getByRole('form', { name: 'Reject prescription' });
  await rejectForm.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('dialog', { name: EXIT_CONFIRM })).toBeVisible();
  await page.getByRole('button', { name: 'Stay' }).click();
  await chooseOption(
    page,
    rejectForm.getByRole('combobox', { name: 'Reason' }),
    'Other',
    'Other (please explain)',
  );
  await rejectForm.getByRole('button', { name: 'Reject request' }).click();
  await expect(rejectForm.getByRole('alert')).toHaveText('Please provide an explanation.');
  await rejectForm.getByLabel('Explanation').fill(EXPLANATION);
  await rejectForm.getByRole('button', { name: 'Reject request' }).click();
  await expect(page.getByText('Request rejected. The patient has been emailed.')).toBeVisible();
  await expect(requestRow(page, 'Jordan Lee', 'PREP')).toHaveCount(0);

  // The pharmacist: only Approved; the address, then the tracking number.
  await switchTo(page, DEMO.pharmacist);
  await expect(page.getByRole('tab')).toHaveText(['Approved'], { timeout: 20_000 });
  await expect(requestRow(page, 'Jordan Lee', 'MIGR')).toBeVisible();
  dialog = await openRequest(page, 'Jordan Lee', 'MIGR');
  await expect(dialog.getByText('Questionnaire', { exact: true })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'View shipping address' }).click();
  await expect(
    dialog.getByRole('group', { name: 'Shipping address' }).or(dialog.locator('address')),
  ).toContainText('200 Hudson Street');
  await dialog.getByRole('button', { name: 'Save tracking' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please enter tracking info or mark as shipped');
  await dialog.getByRole('textbox', { name: /Tracking number for order/ }).fill(TRACKING);
  await dialog.getByRole('button', { name: 'Save tracking' }).click();
  await expect(page.getByText('Successfully updated tracking.')).toBeVisible();
  await expect(dialog.getByText(TRACKING)).toBeVisible();
  await page.screenshot({ path: '/tmp/rx-pharmacist-modal-1280.png' });
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();

  // The patient: the migraine order has shipped with its number; the PrEP request is rejected with the reason.
  await switchTo(page, DEMO.patient);
  // Each treatment is a region named by its heading ('MIGR Migraine').
  const migraine = page.getByRole('region', { name: /Migraine/ });
  // A USPS barcode: shown as a link to the carrier's tracking page.
  await expect(
    migraine.getByRole('link', { name: `Track ${TRACKING} with USPS (opens the carrier's site)` }).first(),
  ).toBeVisible();
  await expect(migraine.getByText('Shipped').first()).toBeVisible();
  const prep = page.getByRole('region', { name: /PrEP/ });
  await expect(prep.getByText('Rejected').first()).toBeVisible();
  await expect(prep.getByText(`Other: ${EXPLANATION}`)).toBeVisible();
});

test('the lists fit a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DEMO.pharmacist);
  await page.goto('/rx');
  await expect(page.getByRole('tab', { name: 'Approved', selected: true })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Alex Chen' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: '/tmp/rx-pharmacist-list-390.png', fullPage: true });

  await page.context().clearCookies();
  await signIn(page, DEMO.admin);
  await page.goto('/admin/prescription?tab=incomplete');
  await expect(page.getByRole('tab', { name: 'Incomplete', selected: true })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Casey Nguyen' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: '/tmp/rx-admin-list-390.png', fullPage: true });
  await page.goto('/admin/prescription?tab=others');
  // Admins see every state, Florida included.
  await expect(page.getByRole('row').filter({ hasText: 'Morgan Diaz' })).toBeVisible();
});
