import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../playwright.config.ts';

// The general uploader against the real server, on the hidden /kit/uploader page.

/** A real 1 × 1 PNG and a minimal PDF: the server checks the bytes, not just the names. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);

async function signIn(page: Page) {
  const response = await page.request.post('/api/auth/login', {
    data: { email: 'host@demo.carespace.test', password: DEMO_PASSWORD },
    headers: { 'x-requested-with': 'carespace' },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

function fileInput(page: Page) {
  return page.locator('.cs-file-uploader input[type="file"]');
}

function rows(page: Page) {
  return page.getByRole('list', { name: 'Files' }).getByRole('listitem');
}

// Each case uploads real files through the page: up to 20 s on a busy two-core machine.
test.describe.configure({ timeout: 60_000 });

test.describe('uploader', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
    await page.goto('/kit/uploader');
    // Its first load builds the form kit's chunks: seconds on two busy cores.
    await expect(page.getByRole('heading', { level: 1, name: 'Upload check' })).toBeVisible({
      timeout: 20_000,
    });
  });

  test('two files upload, reorder, one is removed and the rest renumber', async ({ page }) => {
    const uploaded = page.waitForResponse(
      (r) => r.url().endsWith('/api/upload-files/properties') && r.request().method() === 'POST',
    );
    await fileInput(page).setInputFiles([
      { name: 'front-room.png', mimeType: 'image/png', buffer: PNG },
      { name: 'floor-plan.pdf', mimeType: 'application/pdf', buffer: PDF },
    ]);
    expect((await uploaded).status()).toBe(200);
    await expect(rows(page)).toHaveCount(2);
    await expect(rows(page).getByText('Uploaded')).toHaveCount(2);
    await expect(rows(page).nth(0)).toContainText('1front-room.png');
    await expect(rows(page).nth(1)).toContainText('2floor-plan.pdf');

    // The stored picture is served with its real type.
    const href = await rows(page).nth(0).getByRole('link', { name: 'front-room.png' }).getAttribute('href');
    const download = await page.request.get(href!);
    expect(download.status()).toBe(200);
    expect(download.headers()['content-type']).toContain('image/png');
    expect(download.headers()['x-content-type-options']).toBe('nosniff');

    await page.getByRole('button', { name: 'Move floor-plan.pdf up' }).click();
    await expect(rows(page).nth(0)).toContainText('1floor-plan.pdf');
    await expect(rows(page).nth(1)).toContainText('2front-room.png');
    await page.getByRole('button', { name: 'Move floor-plan.pdf down' }).click();
    await expect(rows(page).nth(0)).toContainText('1front-room.png');

    const deleted = page.waitForResponse((r) => r.request().method() === 'DELETE');
    await page.getByRole('button', { name: 'Remove front-room.png' }).click();
    expect((await deleted).status()).toBe(200);
    await expect(page.getByText('File Deleted')).toBeVisible();
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).nth(0)).toContainText('1floor-plan.pdf');
    expect((await page.request.get(href!)).status()).toBe(404);

    await page.getByRole('button', { name: 'Check the list' }).click();
    await expect(page.getByText('Every file is uploaded.')).toBeVisible();
  });

  test('an 11 MB batch is refused before anything is sent', async ({ page }) => {
    let sent = false;
    page.on('request', (request) => {
      if (request.url().includes('/api/upload-files/')) sent = true;
    });
    await fileInput(page).setInputFiles([
      { name: 'big-one.png', mimeType: 'image/png', buffer: Buffer.alloc(6 * 1024 * 1024) },
      { name: 'big-two.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024) },
    ]);
    await expect(page.getByText('Files exceed 10MBs. Please upload in 10MB Batches.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Files' })).toHaveCount(0);
    expect(sent).toBe(false);
  });

  test('a .txt renamed .png is refused by the server', async ({ page }) => {
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/upload-files/properties'));
    await fileInput(page).setInputFiles([
      { name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('Just some notes, not a picture.\n') },
    ]);
    expect((await answer).status()).toBe(400);
    await expect(page.locator('.ant-message').getByText(/^File uploading failed: .+/)).toBeVisible();
    await expect(rows(page).nth(0)).toContainText('Pending');

    // A parent form cannot go on with a file that is not uploaded.
    await page.getByRole('button', { name: 'Check the list' }).click();
    await expect(page.getByText('Please upload pending files or remove them.')).toBeVisible();
  });
});
