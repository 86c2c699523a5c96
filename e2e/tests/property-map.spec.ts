import { DEMO, expect, signIn, test } from '../fixtures/accounts.ts';
import { expectNoSidewaysScroll } from '../fixtures/layout.ts';

/*
 * The maps (issues 13 and 15): the demo seeker finds a demo listing on the Property Search Map by its ZIP code,
 * opens its card and the property; the demo admin's heat map shows New Jersey's interest and a city in the
 * Interests Cities list moves the map there. Both maps are Leaflet over the offline US outline.
 */

test.describe.configure({ timeout: 120_000 });

const LISTING = 'Group room with kitchenette near Grove Street';

test('the seeker searches the map by ZIP code, opens a pin’s card and the property', async ({ page }) => {
  await signIn(page, DEMO.seeker);
  await page.goto('/provider/properties?tab=property-search');
  // The first signed-in page of a fresh server can take a while on a loaded machine.
  await expect(page.getByRole('heading', { name: 'Property Search Map' })).toBeVisible({ timeout: 30_000 });
  const map = page.getByRole('region', { name: /Map of listed spaces/ });
  await expect(map.locator('.leaflet-container')).toBeVisible();

  await page.getByLabel('ZIP code, city or state').fill('07302');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText(/listed spaces? within 25 miles of Jersey City, NJ 07302/)).toBeVisible();
  const pin = map.getByRole('button', { name: LISTING });
  await expect(pin).toBeVisible();
  // The map has moved from the whole country to the ZIP code's surroundings.
  await expect(map).toHaveAttribute('data-zoom', /^(9|10|11)$/);
  await page.screenshot({ path: '/tmp/shots/property-map-1280.png', fullPage: true });

  await pin.click();
  const card = map.locator('.leaflet-popup');
  await expect(card.getByText(LISTING)).toBeVisible();
  await expect(card.getByText('Jersey City, NJ')).toBeVisible();
  await expect(card.getByText(/\$60 per /)).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/property-map-card-1280.png', fullPage: true });
  await card.getByRole('link', { name: 'Open property' }).click();
  await expect(page).toHaveURL(/\/provider\/properties\/[^/?]+$/);
  await expect(page.getByRole('heading', { name: LISTING })).toBeVisible();
});

test('an unknown place says what to type', async ({ page }) => {
  await signIn(page, DEMO.seeker);
  await page.goto('/provider/properties?tab=property-search');
  await expect(page.getByRole('heading', { name: 'Property Search Map' })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('ZIP code, city or state').fill('Atlantis, NJ');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'We could not find that place. Try a ZIP code, a city with its state (Hoboken, NJ) or a state.',
  );
});

test('the search map and the activity map fit a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DEMO.seeker);
  await page.goto('/provider/map');
  await expect(page.getByRole('heading', { level: 1, name: 'Carespace Activity' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('heading', { name: 'Property Search Map' })).toBeVisible();
  await page.getByLabel('ZIP code, city or state').fill('Hoboken, NJ');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const map = page.getByRole('region', { name: /Map of listed spaces/ });
  // The demo host's Hoboken listings share one address, so one pin carries them all.
  const hoboken = map.getByRole('button', { name: /^\d+ spaces in Hoboken, NJ$/ });
  await expect(hoboken).toBeVisible();
  await hoboken.click();
  await expect(
    map.locator('.leaflet-popup').getByText('Sunlit therapy office on Washington Street'),
  ).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: '/tmp/shots/property-map-390.png', fullPage: true });
});

test('the admin heat map shows New Jersey’s interest and a city moves the map', async ({ page }) => {
  await signIn(page, DEMO.admin);
  await page.goto('/admin/map');
  await expect(page.getByRole('heading', { level: 1, name: 'Carespace Activity' })).toBeVisible({
    timeout: 30_000,
  });
  const cities = page.locator('.ant-list', { hasText: 'Interests Cities' });
  await expect(cities.getByRole('button', { name: 'Jersey City, NJ' })).toBeVisible({ timeout: 30_000 });
  const heat = page.getByRole('region', { name: /Heat map of lessee interest, [1-9]\d* areas/ });
  await expect(heat.locator('canvas.leaflet-heatmap-layer')).toBeVisible();
  await expect(heat).toHaveAttribute('data-zoom', '5');
  const before = await heat.getAttribute('data-center');

  await cities.getByRole('button', { name: 'Jersey City, NJ' }).click();
  await expect(heat).toHaveAttribute('data-zoom', '10');
  await expect(heat).not.toHaveAttribute('data-center', before ?? '');
  const [lat, lng] = ((await heat.getAttribute('data-center')) ?? '').split(',').map(Number);
  // Jersey City is about 40.72, -74.05.
  expect(Math.abs((lat ?? 0) - 40.72)).toBeLessThan(0.1);
  expect(Math.abs((lng ?? 0) + 74.05)).toBeLessThan(0.1);
  await page.screenshot({ path: '/tmp/shots/heat-map-city-1280.png', fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/map');
  await expect(cities.getByRole('button', { name: 'Jersey City, NJ' })).toBeVisible({ timeout: 30_000 });
  await expect(heat.locator('canvas.leaflet-heatmap-layer')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: '/tmp/shots/heat-map-390.png', fullPage: true });
});
