import { expect, type Page, test } from '@playwright/test';
import { hydrated } from '../fixtures/hydrated.ts';
import { CONTENT_PAGES, expectContentPage, OTHER_PAGES, watchErrors } from '../fixtures/public-pages.ts';
import { DEMO_PASSWORD } from '../playwright.config.ts';

/*
 * The public site: every landing path at a phone's width (the accessibility journeys walk them at 1280 px), the
 * landing layout (banners, header, slide-in menu, footer), the home chooser's pre-selection and the crawler files.
 */

const FREE_MONTH = 'Get your first month free on any medication subscription.';

// The same walk at 1280 px is made by the accessibility journeys, which check each page's content with
// expectContentPage as they go; this one walks them at a phone's width.
const PHONE = { width: 390, height: 844 } as const;

test.describe(`public pages at ${PHONE.width} px`, () => {
  test.use({ viewport: PHONE });

  test('every content page shows its page', async ({ page }) => {
    test.setTimeout(CONTENT_PAGES.length * 15_000);
    const errors = watchErrors(page);
    for (const [path, heading] of CONTENT_PAGES) {
      await test.step(path, async () => {
        await page.goto(path);
        await expectContentPage(page, heading);
        await page.waitForLoadState('networkidle');
        expect(errors, `console errors on ${path}`).toEqual([]);
      });
    }
  });

  test('every other public page shows a page', async ({ page }) => {
    test.setTimeout(OTHER_PAGES.length * 30_000);
    const errors = watchErrors(page);
    for (const path of OTHER_PAGES) {
      await test.step(path, async () => {
        await page.goto(path);
        await hydrated(page);
        // These pages bring antd forms: give them longer when the machine is busy with parallel workers.
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
        await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
        await page.waitForLoadState('networkidle');
        expect(errors, `console errors on ${path}`).toEqual([]);
      });
    }
  });
});

test.describe('page-not-found', () => {
  for (const path of ['/no/such/page', '/what-we-treat/colds', '/blog/no-such-article']) {
    test(`${path} shows page-not-found`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    });
  }
});

test.describe('landing layout', () => {
  test('treatment pages carry safety information and the emergency line', async ({ page }) => {
    await page.goto('/what-we-treat/prep');
    await hydrated(page);
    await expect(page.getByRole('heading', { name: 'Safety information' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('In an emergency, call 911');
    await expect(page.getByRole('link', { name: 'Start your online visit' }).first()).toHaveAttribute(
      'href',
      '/get-started',
    );
  });

  test('the free-month banner dismisses and stays dismissed after a reload', async ({ page }) => {
    await page.goto('/patients');
    await hydrated(page);
    await expect(page.getByText(FREE_MONTH)).toBeVisible();
    await page.getByRole('button', { name: 'Dismiss the free month offer' }).click();
    await expect(page.getByText(FREE_MONTH)).toHaveCount(0);
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(FREE_MONTH)).toHaveCount(0);
    await page.goto('/providers');
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(FREE_MONTH)).toHaveCount(0);
  });

  test('no unsupported-browser warning in a current Chromium', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Your browser is not supported', { exact: false })).toHaveCount(0);
  });

  test('desktop dropdowns navigate, and external links open in a new tab', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Patients' }).click();
    const talkTherapy = nav.getByRole('link', { name: /Talk Therapy/ });
    await expect(talkTherapy).toHaveAttribute('target', '_blank');
    await expect(talkTherapy).toHaveAttribute('rel', /noopener/);
    await nav.getByRole('link', { name: 'PrEP', exact: true }).click();
    await expect(page).toHaveURL(/\/what-we-treat\/prep$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'PrEP for HIV prevention, online' }),
    ).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Patients' })).toHaveAttribute('aria-expanded', 'false');

    await nav.getByRole('button', { name: 'Partners' }).click();
    await nav.getByRole('link', { name: 'Employers' }).click();
    await expect(page).toHaveURL(/\/employee-health-benefit-plans$/);
  });

  test('the header takes its scrolled state after 100 px, and the scroll-up button returns to the top', async ({
    page,
  }) => {
    await page.goto('/patients');
    await hydrated(page);
    const header = page.getByRole('banner');
    await expect(header).not.toHaveClass(/cs-header--scrolled/);
    await page.mouse.wheel(0, 1200);
    await expect(header).toHaveClass(/cs-header--scrolled/);
    await page.getByRole('button', { name: 'Back to top' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(100);
    await expect(header).not.toHaveClass(/cs-header--scrolled/);
  });

  test('a sitemap link to a section lands on it', async ({ page }) => {
    await page.goto('/faq');
    await hydrated(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Patients' }).click();
    await nav.getByRole('link', { name: 'Urgent Care/Telemedicine' }).click();
    await expect(page).toHaveURL(/\/patients#urgent-care$/);
    await expect(page.getByRole('heading', { name: 'Urgent care and telemedicine' })).toBeInViewport();
  });

  test('moving between blog articles renders each article', async ({ page }) => {
    await page.goto('/blog');
    await hydrated(page);
    await page.getByRole('link', { name: 'PrEP basics: who it is for and how to start' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'PrEP basics: who it is for and how to start' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'PrEP on Carespace' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'PrEP for HIV prevention, online' }),
    ).toBeVisible();
    await page.goBack();
    await page.getByRole('link', { name: 'All articles' }).click();
    await page.getByRole('link', { name: 'How to negotiate a higher wRVU rate' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'How to negotiate a higher wRVU rate' }),
    ).toBeVisible();
  });

  test('signed in, the header offers the Dashboard of the user’s own area', async ({ page }) => {
    for (const [email, area] of [
      ['patient@demo.carespace.test', '/rx'],
      ['admin@demo.carespace.test', '/admin'],
    ] as const) {
      const login = await page.request.post('/api/auth/login', {
        data: { email, password: DEMO_PASSWORD },
        headers: { 'X-Requested-With': 'carespace' },
      });
      expect(login.ok()).toBe(true);
      await page.goto('/patients');
      await hydrated(page);
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', area);
      await expect(header.getByRole('link', { name: 'Login' })).toHaveCount(0);
      await page.context().clearCookies();
    }
  });
});

test.describe('slide-in menu at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens, closes with Escape, and navigates', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await menuButton.click();
    const menu = page.getByRole('dialog', { name: 'Site menu' });
    await expect(menu).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();

    await menuButton.click();
    await menu.getByRole('button', { name: 'Patients' }).click();
    await menu.getByRole('link', { name: 'ED', exact: true }).click();
    await expect(page).toHaveURL(/\/what-we-treat\/edys$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Erectile dysfunction treatment online' }),
    ).toBeVisible();
    await expect(menu).toBeHidden();

    await menuButton.click();
    await expect(menu.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await page.mouse.click(20, 400); // the backdrop, left of the panel
    await expect(menu).toBeHidden();
  });
});

test.describe('home chooser', () => {
  async function historyState(page: Page) {
    return page.evaluate(() => (window.history.state as { usr?: unknown } | null)?.usr);
  }

  // A test for each card: six page loads in one test outran its time limit on a busy two-core machine.
  for (const [card, selection] of [
    ['Find medical space', { signupReason: 'find' }],
    ['List my medical space', { signupReason: 'list' }],
    ['Acquire new patients or clients', { signupReason: 'acquireNewPatientsClients' }],
    ["I'm an independent provider", { userType: 'independentProvider' }],
    ["I'm a medical real-estate broker", { userType: 'broker' }],
    ["I'm an employer", { userType: 'employer' }],
  ] as const) {
    test(`"${card}" carries its pre-selection to /provider/signup`, async ({ page }) => {
      await page.goto('/help');
      await hydrated(page);
      await expect(page.getByRole('heading', { level: 1, name: 'What can we help with?' })).toBeVisible();
      await page.getByRole('link', { name: new RegExp(`^${card}`) }).click();
      await expect(page).toHaveURL(/\/provider\/signup$/);
      expect(await historyState(page)).toEqual(selection);
    });
  }

  test('patient conditions carry treatmentCategories to /get-started; marijuana is coming soon', async ({
    page,
  }) => {
    await page.goto('/help');
    await hydrated(page);
    await expect(page.getByText('Coming soon')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Medicinal marijuana card' })).toBeVisible();
    await page.getByRole('link', { name: 'Erectile dysfunction' }).click();
    await expect(page).toHaveURL(/\/get-started$/);
    expect(await historyState(page)).toEqual({ treatmentCategories: ['edys'] });
  });
});

test.describe('pre-rendered pages', () => {
  test.use({ javaScriptEnabled: false });

  test('a public page reads in full before any script runs, with its own title and description', async ({
    page,
  }) => {
    await page.goto('/what-we-treat/edys');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Erectile dysfunction treatment online' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Safety information' })).toBeVisible();
    await expect(page).toHaveTitle('Erectile dysfunction treatment online | Carespace');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /erectile/i);
    await expect(page.getByText(FREE_MONTH)).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('In an emergency, call 911.');
  });

  test("an emailed link's page without its key says so before any script runs; with a key it waits for the check", async ({
    page,
  }) => {
    await page.goto('/verify-email');
    await expect(
      page.getByRole('heading', { level: 1, name: "We're unable to verify your email." }),
    ).toBeVisible();
    await expect(
      page.getByText('Missing validation key. Please check your email for the correct link.'),
    ).toBeVisible();
    await page.goto(`/verify-email?verificationKey=${'0'.repeat(64)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Verifying your email' })).toBeVisible();
  });

  test('signed-in areas are not pre-rendered', async ({ page }) => {
    await page.goto('/rx/orders');
    await expect(page.getByRole('heading')).toHaveCount(0);
  });
});

test.describe('crawler files', () => {
  test('robots.txt and sitemap.xml are served', async ({ request }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.ok()).toBe(true);
    expect(await robots.text()).toContain('Sitemap: https://carespace.health/sitemap.xml');
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.ok()).toBe(true);
    const xml = await sitemap.text();
    for (const [path] of CONTENT_PAGES) expect(xml).toContain(`<loc>https://carespace.health${path}</loc>`);
  });
});
