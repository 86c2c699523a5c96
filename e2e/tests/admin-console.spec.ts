import { randomBytes } from 'node:crypto';
import {
  createPatient,
  DEMO,
  DEMO_PASSWORD,
  expect,
  signIn,
  signInStatus,
  test,
} from '../fixtures/accounts.ts';
import { expectNoSidewaysScroll } from '../fixtures/layout.ts';
import { chooseOption } from '../fixtures/select.ts';

/*
 * The admin console: the demo admin sees the dashboard's figures, the patients table with the demo
 * patient online, the providers and properties tables, and the activity map's interest for New Jersey.
 */

test.describe.configure({ timeout: 150_000 });

test('the admin reads the dashboard, the tables and the activity map', async ({ page }) => {
  // The demo patient signs in first, so the patients table shows them online.
  expect(await signInStatus(DEMO.patient, DEMO_PASSWORD)).toBe(200);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, DEMO.admin);

  await page.goto('/admin');
  const pending = page.locator('.cs-stat-tile', { hasText: 'Pending prescriptions' });
  await expect(pending.locator('.cs-stat-value')).toHaveText(/^\d+$/, { timeout: 30_000 });
  await expect(
    page.locator('.cs-stat-tile', { hasText: 'Properties listed' }).locator('.cs-stat-value'),
  ).toHaveText('7');
  // The demo host pays for the membership; the other demo host is on the free plan.
  await expect(
    page.locator('.cs-stat-tile', { hasText: 'Paid memberships' }).locator('.cs-stat-value'),
  ).toHaveText('1');
  await expect(page.getByRole('link', { name: 'Open patients' })).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/admin-dashboard-1280.png', fullPage: true });

  await page.getByRole('link', { name: 'Open patients' }).click();
  await expect(page).toHaveURL(/\/admin\/patient$/);
  const patientRow = page.getByRole('row', { name: /patient@demo\.carespace\.test/ });
  await expect(patientRow).toBeVisible({ timeout: 30_000 });
  await expect(patientRow.locator('.cs-online')).toHaveText('Online');
  await page.getByRole('searchbox', { name: /Search by name/ }).fill('patient@demo');
  await page.getByRole('searchbox', { name: /Search by name/ }).press('Enter');
  await expect(page.getByText('1 in all')).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/admin-patients-1280.png', fullPage: true });

  await page.goto('/admin/provider');
  const hostRow = page.getByRole('row', { name: /(?<!free)host@demo\.carespace\.test/ });
  await expect(hostRow).toBeVisible({ timeout: 30_000 });
  await expect(hostRow).toContainText('Riverside Family Practice');
  const hostLink = hostRow.getByRole('link', { name: 'Helen Ortiz' });
  await expect(hostLink).toHaveAttribute('href', /\/admin\/providerProfile\?userId=.+&organizationId=.+/);
  await page.getByRole('columnheader', { name: 'Listings' }).click();
  await page.getByRole('columnheader', { name: 'Listings' }).click();
  await expect(page.getByRole('row').nth(1)).toContainText('Helen Ortiz');
  await page.screenshot({ path: '/tmp/shots/admin-providers-1280.png', fullPage: true });

  await page.goto('/admin/properties');
  const listing = page.getByRole('link', { name: 'Sunlit therapy office on Washington Street' });
  await expect(listing).toBeVisible({ timeout: 30_000 });
  await expect(listing).toHaveAttribute('target', '_blank');
  await expect(listing).toHaveAttribute('href', /^\/admin\/properties\/.+/);

  await page.goto('/admin/map');
  await expect(page.getByRole('heading', { level: 1, name: 'Carespace Activity' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refresh Map' })).toBeVisible();
  await expect(page.getByText('If the map is empty, refresh it once.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show All Lessees' })).toBeVisible();
  await expect(page.getByText('Only Within Selected State')).toBeVisible();
  const cities = page.locator('.ant-list', { hasText: 'Interests Cities' });
  await expect(cities.getByRole('button', { name: 'Jersey City, NJ' })).toBeVisible({ timeout: 30_000 });
  await expect(cities.getByRole('button', { name: 'New York, NY' })).toBeVisible();
  await page.getByText('Only Within Selected State').click();
  await expect(cities.getByRole('button', { name: 'New York, NY' })).toHaveCount(0);
  await expect(cities.getByRole('button', { name: 'Princeton, NJ' })).toBeVisible();
  await cities.getByRole('button', { name: 'Princeton, NJ' }).click();
  await expect(page.getByRole('region', { name: /Heat map of lessee interest/ })).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/admin-map-1280.png', fullPage: true });

  // A state where no practice looks for space.
  await page.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('combobox', { name: 'State' }).fill('Wyoming');
  await page.keyboard.press('Enter');
  await expect(page.getByText('This state does not have any lessees interested in the area.')).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/map');
  await expect(cities.getByRole('button', { name: 'Jersey City, NJ' })).toBeVisible({ timeout: 30_000 });
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: '/tmp/shots/admin-map-390.png', fullPage: true });
  await page.goto('/admin');
  await expect(page.locator('.cs-stat-tile', { hasText: 'Patients' }).first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: '/tmp/shots/admin-dashboard-390.png', fullPage: true });
  await page.goto('/admin/provider');
  await expect(page.getByRole('row', { name: /(?<!free)host@demo\.carespace\.test/ })).toBeVisible({
    timeout: 30_000,
  });
  await page.screenshot({ path: '/tmp/shots/admin-providers-390.png', fullPage: true });
});

test('the admin deactivates a new patient, who is signed out and cannot sign in, then reactivates them', async ({
  page,
  browser,
  request,
}) => {
  const user = await createPatient(request);
  const name = `${user.firstName} ${user.lastName}`;
  // The patient is signed in on their own device.
  const patientContext = await browser.newContext();
  const patientPage = await patientContext.newPage();
  await signIn(patientPage, user.email, user.password);
  await patientPage.goto('/rx');
  await expect(patientPage).toHaveURL(/\/rx$/);
  await expect(patientPage.getByText(user.email).first()).toBeVisible({ timeout: 30_000 });

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, DEMO.admin);
  await page.goto('/admin/patient');
  await expect(page.getByRole('heading', { level: 1, name: 'Patients' })).toBeVisible({ timeout: 30_000 });
  const search = page.getByRole('searchbox', { name: /Search by name/ });
  await search.fill(user.email);
  await search.press('Enter');
  const row = page.getByRole('row', { name: new RegExp(user.email.replace('.', '\\.')) });
  await expect(row).toBeVisible({ timeout: 30_000 });
  await expect(row).toContainText('Active');

  await row.getByRole('button', { name: `Deactivate ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Deactivate ${name}?` });
  await expect(dialog).toContainText('signed out everywhere at once');
  await page.screenshot({ path: '/tmp/shots/admin-deactivate-dialog-1280.png' });
  await dialog.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText(`${name} is deactivated and signed out.`)).toBeVisible();
  await expect(row).toContainText('Deactivated');
  await expect(row.getByRole('button', { name: `Reactivate ${name}` })).toBeVisible();

  // Their open session ended at once: the next page they open sends them to log in.
  await patientPage.goto('/rx/account');
  await expect(patientPage).toHaveURL(/\/login/, { timeout: 30_000 });
  await patientContext.close();
  // And they cannot sign in again.
  expect(await signInStatus(user.email, user.password)).toBe(401);

  await row.getByRole('button', { name: `Reactivate ${name}` }).click();
  await page
    .getByRole('dialog', { name: `Reactivate ${name}?` })
    .getByRole('button', { name: 'Reactivate' })
    .click();
  await expect(row).toContainText('Active');
  await expect(row.getByRole('button', { name: `Deactivate ${name}` })).toBeVisible();
  expect(await signInStatus(user.email, user.password)).toBe(200);
});

test("the admin adds a property for the demo host's practice from the provider profile", async ({ page }) => {
  const title = `Console draft room ${randomBytes(3).toString('hex')}`;
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, DEMO.admin);
  await page.goto('/admin/provider');
  const hostRow = page.getByRole('row', { name: /(?<!free)host@demo\.carespace\.test/ });
  await expect(hostRow).toBeVisible({ timeout: 30_000 });
  await hostRow.getByRole('link', { name: 'Helen Ortiz' }).click();

  await expect(page).toHaveURL(/\/admin\/providerProfile\?/);
  await expect(page.getByRole('heading', { name: 'Helen Ortiz' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Riverside Family Practice').first()).toBeVisible();
  // The admin's own row has no action, but the host's does.
  await expect(page.getByRole('button', { name: 'Deactivate Helen Ortiz' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'The practice’s listings' })).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/admin-provider-profile-1280.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: '/tmp/shots/admin-provider-profile-390.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole('button', { name: 'New Property' }).click();
  await expect(page).toHaveURL(/\/admin\/new\/properties\?organizationId=.+&userId=.+/);
  await expect(page.getByRole('heading', { level: 2, name: 'New property' })).toBeVisible();
  await page.getByLabel('Title').fill(title);
  await page
    .getByLabel('Description')
    .fill(
      'A calm consulting room on the second floor with a sink, a desk and natural light every afternoon.',
    );
  await chooseOption(page, 'Room types', 'therapy', 'Therapy office');
  await page.getByLabel('Street Address').fill('12 Hudson Street');
  await page.getByLabel('Zipcode').fill('07030');
  await page.getByLabel('Zipcode').blur();
  await expect(page.getByLabel('City')).toHaveValue(/Hoboken/i);
  // A draft, so the listed figures other journeys read stay as seeded.
  await page.getByRole('button', { name: 'Save as draft' }).click();

  await expect(page).toHaveURL(/\/admin\/properties\/[^/?]+\?organizationId=/);
  await expect(page.getByRole('heading', { name: title })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Riverside Family Practice')).toBeVisible();

  // It belongs to the host's practice: the properties table says so.
  await page.goto('/admin/properties');
  const search = page.getByRole('searchbox', { name: /Search/ });
  await search.fill(title);
  await search.press('Enter');
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toBeVisible({ timeout: 30_000 });
  await expect(row).toContainText('Riverside Family Practice');
  await expect(row).toContainText('Draft');
});
