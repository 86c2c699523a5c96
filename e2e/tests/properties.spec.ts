import type { Browser, Page } from '@playwright/test';
import { DEMO, expect, signIn, test } from '../fixtures/accounts.ts';
import { expectNoSidewaysScroll } from '../fixtures/layout.ts';
import { latestMailTo } from '../fixtures/mailbox.ts';
import { chooseOption } from '../fixtures/select.ts';

/*
 * The space marketplace: the demo host lists a new property with a photo; the demo seeker finds it
 * among the matches with its New badge and opens it; the host's card then no longer says New. Fresh database.
 */

// One after the other: both journeys work on the demo host's listings, and saving a new order lists exactly the
// chosen properties, so a property listed by the other journey at the same moment would race the reorder.
test.describe.configure({ mode: 'default', timeout: 180_000 });

/** A real 64 × 64 PNG (the cropper needs an image it can draw). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAIAAAAlC+aJAAAAeUlEQVR4nO3PQQkAMAzAwDqY0/p/TsQexyAQAZc5u183XNCAFjSgBQ1oQQNa0IAWNKAFDWhBA1rQgBY0oAUNaEEDWtCAFjSgBQ1oQQNa0IAWNKAFDWhBA1rQgBY0oAUNaEEDWtCAFjSgBQ1oQQNa0IAWNKAFDWjBYxcEK7DTHtg6gQAAAABJRU5ErkJggg==',
  'base64',
);
const TITLE = 'Corner counseling room by the waterfront';

async function signedInPage(browser: Browser, email: string, width = 1280) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

/** A property card: its title is the link, stretched over the card, so a click anywhere on the card opens it. */
function card(page: Page, title: string) {
  return page.locator('.cs-property-card').filter({ has: page.getByRole('link', { name: title }) });
}

test('a host lists a property with a photo; a matching seeker sees it as New and opens it', async ({
  browser,
}) => {
  const host = await signedInPage(browser, DEMO.host);
  await host.goto('/provider/properties');
  // The first page of a fresh server can be slow while other work shares the machine's 2 cores.
  await expect(host.getByRole('heading', { name: 'Your Property Listings' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(card(host, 'Sunlit therapy office on Washington Street')).toBeVisible({ timeout: 30_000 });
  await expect(host.getByText('Licensed Professional Counselor').first()).toBeVisible();
  await host.screenshot({ path: '/tmp/properties-listings-1280.png', fullPage: true });

  // The form: a title, a description with a phone number (warned, not blocked), the address, rooms, a photo.
  await host.getByRole('button', { name: 'New Property' }).click();
  await expect(host).toHaveURL(/\/provider\/new\/properties$/);
  await host.getByLabel('Title').fill(TITLE);
  const description = host.getByLabel('Description');
  await description.fill('Call 201 555 0199 to see it.');
  await expect(host.getByText(/phone number/i).first()).toBeVisible();
  await description.fill(
    'A corner office with two armchairs, a desk and a river view. Free Monday, Wednesday and Friday mornings.',
  );
  await chooseOption(host, 'Room types', 'therapy', 'Therapy office');
  await host.getByLabel('Street Address').fill('800 Sinatra Drive');
  await host.getByLabel('Zipcode').fill('07030');
  await host.getByLabel('Zipcode').blur();
  await expect(host.getByLabel('City')).toHaveValue(/Hoboken/i);
  await chooseOption(
    host,
    'Specialties welcome',
    'professional counselor',
    'Licensed Professional Counselor',
  );
  await host.getByLabel('Full office rate', { exact: true }).fill('55');
  await chooseOption(host, 'Full office rate period', '', 'Per session');

  const uploaded = host.waitForResponse(
    (r) => r.url().includes('/api/fileUploader/properties') && r.request().method() === 'POST',
  );
  await host
    .locator('input[type="file"]')
    .setInputFiles({ name: 'room.png', mimeType: 'image/png', buffer: PNG });
  await host.getByRole('button', { name: 'Use picture' }).click();
  expect((await uploaded).status()).toBe(200);
  await host.screenshot({ path: '/tmp/properties-form-1280.png', fullPage: true });

  const saved = host.waitForResponse(
    (r) => r.url().endsWith('/api/properties') && r.request().method() === 'POST',
  );
  await host.getByRole('button', { name: 'List property' }).click();
  const created = await (await saved).json();
  expect(created.success, JSON.stringify(created.error)).toBe(true);
  const propertyId: string = created.result.id;
  await expect(host).toHaveURL(new RegExp(`/provider/properties/${propertyId}$`));
  await expect(host.getByRole('heading', { name: TITLE })).toBeVisible();
  await expect(host.getByText('800 Sinatra Drive, Hoboken, NJ 07030')).toBeVisible();
  await expect(host.getByText('$55 per session')).toBeVisible();

  // The seeker's practice matches it, so the seeker hears about it by email (their default preference).
  const notice = await latestMailTo(host.request, DEMO.seeker, { matching: `New property match: ${TITLE}` });
  expect(notice.text).toContain('Hoboken, NJ');
  expect(notice.text).not.toContain('800 Sinatra Drive');

  // On the host's list the new card says New: nobody else has opened it yet.
  await host.goto('/provider/properties');
  const hostCard = card(host, TITLE);
  await expect(hostCard.getByText('New', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(hostCard.locator('img')).toHaveAttribute('src', /\/properties$/);

  // The seeker (a licensed professional counselor in NJ) finds it among the matches and on the dashboard.
  const seeker = await signedInPage(browser, DEMO.seeker);
  await seeker.goto('/provider');
  await expect(seeker.getByText('Your Most Recent Matches')).toBeVisible({ timeout: 30_000 });
  await expect(seeker.getByText('Recommended Nearby Properties')).toBeVisible();
  await expect(card(seeker, TITLE)).toBeVisible();
  await seeker.screenshot({ path: '/tmp/properties-dashboard-1280.png', fullPage: true });
  await seeker.getByRole('link', { name: 'View all matches' }).click();
  await expect(seeker).toHaveURL(/tab=guest/);
  await expect(seeker.getByRole('heading', { name: 'Property Matches' })).toBeVisible();
  const match = card(seeker, TITLE);
  await expect(match.getByText('New', { exact: true })).toBeVisible();
  await match.click();
  await expect(seeker).toHaveURL(new RegExp(`/provider/properties/${propertyId}$`));
  await expect(seeker.getByRole('heading', { name: TITLE })).toBeVisible();
  // Address privacy: the street stays with the host; the API itself leaves it out.
  await expect(seeker.getByText('Hoboken, NJ 07030').first()).toBeVisible();
  await expect(seeker.getByText('800 Sinatra Drive')).toHaveCount(0);
  const asGuest = await seeker.request.get(`/api/properties/${propertyId}`);
  expect(JSON.stringify(await asGuest.json())).not.toContain('Sinatra');

  // The host's card loses its New badge once someone else has viewed the property.
  await host.reload();
  await expect(card(host, TITLE)).toBeVisible({ timeout: 30_000 });
  await expect(card(host, TITLE).getByText('New', { exact: true })).toHaveCount(0);

  // Phone width: the dashboard, the listing form and the property fit 390 px.
  const phone = await signedInPage(browser, DEMO.seeker, 390);
  await phone.goto('/provider');
  await expect(card(phone, TITLE)).toBeVisible({ timeout: 30_000 });
  await expectNoSidewaysScroll(phone);
  await phone.screenshot({ path: '/tmp/properties-dashboard-390.png', fullPage: true });
  await phone.goto(`/provider/properties/${propertyId}`);
  await expect(phone.getByRole('heading', { name: TITLE })).toBeVisible({ timeout: 30_000 });
  await expectNoSidewaysScroll(phone);
  await phone.screenshot({ path: '/tmp/properties-detail-390.png', fullPage: true });
  await phone.goto('/provider/new/properties');
  await expect(phone.getByLabel('Title')).toBeVisible({ timeout: 30_000 });
  await expectNoSidewaysScroll(phone);
  await phone.screenshot({ path: '/tmp/properties-form-390.png', fullPage: true });
});

/** The titles of the cards on the listings page, in the order shown. */
async function cardTitles(page: Page): Promise<string[]> {
  return page.locator('.cs-property-card__title').allTextContents();
}

test('the host reorders the listed properties, and the order holds after a reload', async ({ browser }) => {
  const host = await signedInPage(browser, DEMO.host);
  await host.goto('/provider/properties');
  // The first page of a fresh server can be slow while other work shares the machine's 2 cores.
  await expect(host.getByRole('heading', { name: 'Your Property Listings' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(card(host, 'Sunlit therapy office on Washington Street')).toBeVisible({ timeout: 30_000 });
  const before = await cardTitles(host);
  expect(before.length).toBeGreaterThan(1);
  const wanted = [...before].reverse();

  await host.getByRole('button', { name: 'Change my listed properties' }).click();
  await expect(host).toHaveURL(/mode=organize/);
  await expect(host.getByRole('heading', { name: 'Choose my Properties' })).toBeVisible();
  const choice = (title: string) =>
    host.locator('button.cs-property-card__button').filter({ hasText: title });
  // Everything listed starts chosen, in its order: clear the choice, then choose again in the new order.
  for (const title of before) {
    await expect(choice(title)).toHaveAttribute('aria-pressed', 'true');
    await choice(title).click();
    await expect(choice(title)).toHaveAttribute('aria-pressed', 'false');
  }
  await expect(host.getByRole('button', { name: 'Save Listings' })).toHaveCount(0);
  for (const title of wanted) {
    await choice(title).click();
    await expect(choice(title)).toHaveAttribute('aria-pressed', 'true');
  }
  const saved = host.waitForResponse(
    (r) => r.url().includes('/api/properties/update-priority/') && r.request().method() === 'PUT',
  );
  await host.getByRole('button', { name: 'Save Listings' }).click();
  const answer = await (await saved).json();
  expect(answer.success, JSON.stringify(answer.error)).toBe(true);
  await expect(host.getByText('Your listings have been updated!')).toBeVisible();
  await expect(host.getByRole('heading', { name: 'Your Property Listings' })).toBeVisible();
  await expect.poll(() => cardTitles(host)).toEqual(wanted);

  await host.reload();
  await expect(host.getByRole('heading', { name: 'Your Property Listings' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(card(host, wanted[0]!)).toBeVisible();
  await expect.poll(() => cardTitles(host)).toEqual(wanted);
});
