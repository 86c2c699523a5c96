import { DEMO, expect, signIn, test } from '../fixtures/accounts.ts';

/*
 * Every page of every signed-in area opens in the production build for its role, with no script error and no
 * load-error screen. Bundling mistakes (a component imported from a chunk that has not finished evaluating, for
 * one) only show in the production build, and only on the pages that use that component: the feature journeys
 * cover their own pages, this one covers them all.
 */
const AREAS = [
  {
    account: DEMO.admin,
    paths: [
      '/admin',
      '/admin/patient',
      '/admin/provider',
      '/admin/provider?tab=licenses',
      '/admin/properties',
      '/admin/prescription',
      '/admin/map',
      '/admin/calculator',
      '/admin/property-chat',
      '/admin/connections',
      '/admin/connections?viewCondition=approved',
      '/admin/providerProfile',
      '/admin/new/properties',
      '/admin/settings',
      '/admin/settings?tab=twoFA',
      '/admin/account',
      '/admin/account?tab=properties',
    ],
  },
  {
    account: DEMO.host,
    paths: [
      '/provider',
      '/provider/properties',
      '/provider/properties?mode=draft',
      '/provider/properties?mode=organize',
      '/provider/properties?tab=guest',
      '/provider/properties?tab=property-search',
      '/provider/new/properties',
      '/provider/referrals',
      '/provider/property-chat',
      '/provider/connections',
      '/provider/connections?viewCondition=rejected',
      '/provider/map',
      '/provider/prescription',
      '/provider/account',
      '/provider/account?tab=organization',
      '/provider/account?tab=licenses',
      '/provider/account?tab=billing',
      '/provider/account?tab=settings',
    ],
  },
  { account: DEMO.seeker, paths: ['/provider', '/provider/properties?tab=guest', '/provider/account'] },
  { account: DEMO.patient, paths: ['/rx', '/rx/account'] },
  { account: DEMO.pro, paths: ['/rx', '/rx?tab=approved', '/rx/account', '/rx/account?tab=licenses'] },
  { account: DEMO.pharmacist, paths: ['/rx', '/rx/account'] },
];

const LOAD_ERRORS = /There was an error loading|This page is taking too long to load/;

for (const { account, paths } of AREAS) {
  test(`every page of ${account.split('@')[0]}'s area opens without a script error`, async ({ page }) => {
    test.setTimeout(30_000 + paths.length * 6_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
    page.on('console', (message) => {
      // React reports a render failure (e.g. error #130, an undefined component) on the console.
      if (message.type() === 'error' && /Minified React error|React error/.test(message.text())) {
        errors.push(`${page.url()}: ${message.text()}`);
      }
    });
    await signIn(page, account);
    for (const path of paths) {
      await page.goto(path);
      // The first page of an area loads its chunks: on two busy cores that alone can take several seconds.
      await expect(page.locator('main, [role="main"]').first()).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole('heading').first()).toBeVisible();
      await expect(page.getByText(LOAD_ERRORS)).toHaveCount(0);
    }
    expect(errors).toEqual([]);
  });
}

test('the referrals page offers both referrals and copies the pharmacy page’s address', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, DEMO.host);
  await page.goto('/provider/referrals');
  // The first provider page a worker opens loads the area's chunks (as in the admin journey): give it the time.
  await expect(page.getByRole('heading', { name: 'Refer a patient' })).toBeVisible({ timeout: 20_000 });
  const therapy = page.getByRole('link', { name: /Refer a patient to talk therapy/ });
  await expect(therapy).toHaveAttribute('href', /^https:\/\/therapy\.carespace\.health\/refer\?name=/);
  await expect(therapy).toHaveAttribute('target', '_blank');
  await page.getByRole('button', { name: 'Copy the link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied.' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/online-pharmacy$/);
});

test('admins reach the wRVU calculator from their dashboard and it computes', async ({ page }) => {
  await signIn(page, DEMO.admin);
  await page.goto('/admin');
  await page.getByRole('link', { name: 'wRVU calculator' }).click();
  await expect(page).toHaveURL('/admin/calculator');
  await expect(page.getByRole('heading', { level: 2, name: 'wRVU calculator' })).toBeVisible({
    timeout: 15_000,
  });
  await page.getByLabel('Annual volume for 99214').fill('1000');
  // 1.92 wRVUs × 1000 visits.
  await expect(page.getByTestId('wrvu-total')).toHaveText('1,920');
});
