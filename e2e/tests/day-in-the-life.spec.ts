import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { DEMO, expect, signIn, test } from '../fixtures/accounts.ts';
import { expectNoSidewaysScroll } from '../fixtures/layout.ts';
import { latestMailTo, mailTo } from '../fixtures/mailbox.ts';

/*
 * A day with the demo accounts, as they are on a fresh start: the patient checks a shipped order's receipt and its
 * carrier on their phone; the seeker turns off news of declined introductions; the host sees the waiting
 * application on the listing's card and approves it, and the seeker still hears of the approval; the admin exports
 * the providers the search selected and opens the file.
 */

test.describe.configure({ timeout: 240_000 });

// The demo host's listing the demo seeker has applied to, waiting for an answer.
const WAITING_LISTING = 'Quiet counseling suite near Union Square';

async function signedIn(browser: Browser, email: string, width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 } });
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

test('a day in the life of the demo accounts', async ({ browser }) => {
  // The patient, on a phone: the shipped order links to its carrier and opens its receipt.
  const patient = await signedIn(browser, DEMO.patient, 390);
  await patient.goto('/rx');
  const active = patient.locator('.cs-rx__entry[data-status="Active"]').first();
  await expect(active.getByText('Shipped', { exact: true }).first()).toBeVisible({ timeout: 30_000 });
  await expect(active.getByRole('link', { name: /with USPS/ }).first()).toHaveAttribute(
    'href',
    /^https:\/\/tools\.usps\.com\//,
  );
  await expectNoSidewaysScroll(patient);
  await active
    .getByRole('link', { name: /^Receipt for order/ })
    .first()
    .click();
  const receipt = patient.locator('.cs-receipt');
  await expect(receipt.getByRole('heading', { name: 'Receipt' })).toBeVisible({ timeout: 20_000 });
  await expect(receipt.getByText('Visa ending in 4242')).toBeVisible();
  await expect(receipt.getByText(/^\$\d+\.\d\d$/).first()).toBeVisible();
  await expect(receipt.getByText(/Not recorded for this order/)).toHaveCount(0);
  await expectNoSidewaysScroll(patient);
  await patient.screenshot({ path: '/tmp/shots/day-receipt-390.png', fullPage: true });

  // The seeker no longer wants news of declined introductions, by email or text.
  const seeker = await signedIn(browser, DEMO.seeker);
  await seeker.goto('/provider/account?modal=notification');
  const preferences = seeker.getByRole('dialog', { name: 'Notification Preferences' });
  const declined = preferences.getByRole('group', { name: 'Introduction declined' });
  await expect(declined).toBeVisible({ timeout: 30_000 });
  for (const method of ['Email', 'Text message']) {
    await declined.getByRole('checkbox', { name: method }).uncheck();
  }
  await preferences.getByRole('button', { name: 'Save preferences' }).click();
  await expect(seeker.getByText('Alert Preferences - Successfully saved.')).toBeVisible();

  // The host, a paying member, sees the waiting application on the listing's card and approves it.
  const host = await signedIn(browser, DEMO.host);
  await host.goto('/provider/properties');
  await expect(host.getByText(/applications? waits? for your answer/).first()).toBeVisible({
    timeout: 30_000,
  });
  await host.screenshot({ path: '/tmp/shots/day-host-alert-1280.png', fullPage: true });
  await host.getByRole('link', { name: `Review applications for ${WAITING_LISTING}` }).click();
  await expect(host).toHaveURL(/\/provider\/connections/);
  const card = host.getByTestId('application-card').filter({ hasText: WAITING_LISTING });
  await expect(card.getByRole('button', { name: 'Approve' })).toBeVisible({ timeout: 30_000 });
  const before = (await mailTo(host.request, DEMO.seeker)).map((mail) => mail.id);
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(
    host.getByText('Application approved, you can now start your communication with your potential guest.'),
  ).toBeVisible();

  // Declines are off, approvals are not: the seeker is told.
  const approval = await latestMailTo(host.request, DEMO.seeker, {
    matching: 'Your application was approved',
    notIn: before,
    timeout: 20_000,
  });
  expect(approval.text).toContain('the host approved your application');

  // The admin narrows the providers to the two demo hosts, exports them and opens the file.
  const admin = await signedIn(browser, DEMO.admin);
  await admin.goto('/admin/provider');
  const search = admin.getByRole('searchbox', { name: /Search by name/ });
  await expect(search).toBeVisible({ timeout: 30_000 });
  await search.fill('host@demo.carespace.test');
  await search.press('Enter');
  await expect(admin.getByText(/^2 in all$/)).toBeVisible({ timeout: 30_000 });
  const downloading = admin.waitForEvent('download');
  await admin.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  const csv = await readFile((await download.path())!, 'utf8');
  const [header, ...rows] = csv.trimEnd().split('\n');
  expect(header).toContain('Email');
  expect(rows).toHaveLength(2);
  expect(csv).toContain(DEMO.host);
  expect(csv).toContain(DEMO.freeHost);
  await admin.screenshot({ path: '/tmp/shots/day-admin-export-1280.png' });

  for (const page of [patient, seeker, host, admin]) await page.context().close();
});
