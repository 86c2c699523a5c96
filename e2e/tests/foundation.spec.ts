import { expect, test } from '@playwright/test';
import { hydrated } from '../fixtures/hydrated.ts';

test.describe('foundation', () => {
  test('home page renders with its entry points and no console errors', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    await page.goto('/');
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: /patients/i }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /providers/i }).first()).toBeVisible();
    await expect(page).toHaveTitle(/Carespace/);
    expect(errors).toEqual([]);
  });

  test('an unknown path shows page-not-found', async ({ page }) => {
    await page.goto('/no/such/page');
    await hydrated(page);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: /home/i }).first().click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the ZIP check loads the reference tables and shows the state', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const tables = page.waitForResponse((r) => r.url().endsWith('/api/misc/reference-tables') && r.ok());
    await page.getByLabel('ZIP code').fill('07030');
    await page.getByRole('button', { name: 'Check' }).click();
    await tables;
    await expect(page.getByRole('status')).toContainText('Hoboken');
    await expect(page.getByRole('status')).toContainText('New Jersey');
  });

  test("bad input shows the spec's toast", async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await page.getByLabel('ZIP code').fill('00000');
    await page.getByRole('button', { name: 'Check' }).click();
    await expect(page.getByText('Please enter a valid Zipcode.')).toBeVisible();
  });

  test('API errors never carry a stack trace', async ({ request }) => {
    const response = await request.post('/api/misc/reference-tables', {
      data: '{"tables": [',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'carespace' },
    });
    expect(response.status()).toBe(400);
    const text = await response.text();
    expect(text).not.toMatch(/at \w+ \(|node_modules|\.ts:\d+/);
  });
});
