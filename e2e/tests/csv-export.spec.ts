import { readFile } from 'node:fs/promises';
import { DEMO, expect, signIn, test } from '../fixtures/accounts.ts';

/*
 * CSV export: the admin narrows the providers table with a search, exports it, and the downloaded file holds
 * exactly the rows the search selected (not only the page shown), under a dated file name.
 */

test.describe.configure({ timeout: 180_000 });

test('the admin exports the filtered providers table and gets exactly those providers', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, DEMO.admin);
  await page.goto('/admin/provider');
  // host@, not freehost@: the demo has a paying host and a free one.
  await expect(page.getByRole('row', { name: /(^|\s)host@demo\.carespace\.test/ })).toBeVisible({
    timeout: 90_000,
  });

  const search = page.getByRole('searchbox', { name: /Search by name/ });
  await search.fill('demo.carespace.test');
  // The count and rows of the whole list stay on screen until the searched list arrives: read them only after.
  const searched = page.waitForResponse(
    (response) =>
      /\/api\/admin\/providers\?.*search=demo\.carespace\.test/.test(response.url()) && response.ok(),
  );
  await search.press('Enter');
  await searched;
  const total = page.getByText(/^\d+ in all$/);
  await expect(total).toBeVisible();
  await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
  await expect(page.locator('.ant-table .ant-spin-spinning')).toHaveCount(0);
  const shown = Number((await total.textContent())?.split(' ')[0]);
  // The demo's host, seeker, pharmacist and healthcare professional, and not the admin or the patient.
  expect(shown).toBeGreaterThanOrEqual(4);
  // The Email column's cells: the only cells that are an address and nothing else.
  const emails = (await page.locator('.ant-table-tbody tr.ant-table-row td').allTextContents())
    .filter((text) => /^[\w.+-]+@[\w.-]+\.test$/.test(text.trim()))
    .map((text) => text.trim())
    .sort();
  expect(emails).toHaveLength(shown);
  await page.screenshot({ path: '/tmp/shots/csv-export-providers-1280.png' });

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(
    `carespace-providers-${new Date().toISOString().slice(0, 10)}.csv`,
  );
  const csv = await readFile((await download.path())!, 'utf8');
  const [header, ...lines] = csv.trimEnd().split('\n');
  expect(header).toBe(
    'User ID,Name,Status,Practice,Email,Phone,Address,State,Specialty,Signed up to,Listings,Joined,Last login,Account',
  );
  expect(lines).toHaveLength(shown);
  const exported = lines.map((line) => /,([\w.+-]+@[\w.-]+\.test),/.exec(line)?.[1]).sort();
  expect(exported).toEqual(emails);
  expect(csv).not.toContain('admin@demo.carespace.test');
  expect(csv).not.toContain('patient@demo.carespace.test');
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
});
