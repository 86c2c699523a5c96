import { DEMO, expect, signIn, test } from '../fixtures/accounts.ts';

/*
 * Pages of the signed-in areas beyond opening: every page opening without a script error is checked by the
 * accessibility walk (accessibility.spec.ts), which opens them all as their accounts.
 */

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
