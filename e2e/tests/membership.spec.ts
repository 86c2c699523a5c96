import type { Page } from '@playwright/test';
import { DEMO, expect, signIn, test } from '../fixtures/accounts.ts';
import { expectNoSidewaysScroll } from '../fixtures/layout.ts';

/*
 * The provider membership: the demo host on the free plan opens Billing & Membership, upgrades,
 * pays $60 a month in the sandbox checkout and comes back to an active membership; the dashboard tile follows.
 */

test.describe.configure({ timeout: 120_000 });

async function payInSandbox(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Complete your payment' })).toBeVisible();
  await expect(page.getByText(/Carespace Membership/).first()).toBeVisible();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByLabel('Name on card').fill('Marcus Bell');
  await page.getByRole('button', { name: /^Pay \$60/ }).click();
}

test('the host upgrades to the membership in the sandbox checkout and sees it active', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, DEMO.freeHost);

  await page.goto('/provider');
  const tile = page.getByTestId('membership-plan');
  await expect(tile).toHaveText('Free', { timeout: 30_000 });
  await page.getByRole('link', { name: 'Membership plan: Free' }).click();

  await expect(page).toHaveURL(/\/provider\/account\?tab=billing/);
  await expect(page.getByRole('tab', { name: 'Billing & Membership', selected: true })).toBeVisible();
  await expect(page.getByText('Unlimited introductions with interested providers')).toBeVisible();
  await expect(page.getByText('$60', { exact: true })).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/membership-checkout-1280.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: 'Upgrade' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: '/tmp/shots/membership-checkout-390.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole('button', { name: 'Upgrade' }).click();
  await expect(page).toHaveURL(/\/sandbox-pay\/checkout\//);
  await page.screenshot({ path: '/tmp/shots/membership-sandbox-1280.png', fullPage: true });
  await payInSandbox(page);

  // Back on the billing tab: the session is confirmed, the address cleared and the member thanked.
  await expect(page.getByText('Your membership is active. Thank you!').first()).toBeVisible({
    timeout: 30_000,
  });
  await expect(page).toHaveURL(/\/provider\/account\?tab=billing$/);
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByText('Next payment', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'View / Update' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upgrade' })).toHaveCount(0);
  await page.screenshot({ path: '/tmp/shots/membership-active-1280.png', fullPage: true });

  // View / Update opens the payment portal in a new window, listing the membership.
  const [portal] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('button', { name: 'View / Update' }).click(),
  ]);
  await expect(portal).toHaveURL(/\/sandbox-pay\/portal\//);
  await expect(portal.getByText(/Carespace Membership/).first()).toBeVisible();
  await portal.close();

  await page.goto('/provider');
  await expect(tile).toHaveText('Carespace Membership', { timeout: 30_000 });
  await page.screenshot({ path: '/tmp/shots/membership-dashboard-1280.png', fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(tile).not.toHaveText('Free');
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: '/tmp/shots/membership-dashboard-390.png', fullPage: true });
  await page.goto('/provider/account?tab=billing');
  await expect(page.getByRole('button', { name: 'View / Update' })).toBeVisible({ timeout: 30_000 });
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: '/tmp/shots/membership-active-390.png', fullPage: true });
});
