import type { ConsoleMessage, Page } from '@playwright/test';
import { DEMO, expect, signIn, test } from '../fixtures/accounts.ts';
import { expectNoAxeViolations } from '../fixtures/axe.ts';
import { hydrated } from '../fixtures/hydrated.ts';
import { CONTENT_PAGES, expectContentPage, watchErrors } from '../fixtures/public-pages.ts';

/*
 * Every page of every area, and the dialogs people work in, have no WCAG 2.1 A or AA violation that axe finds
 * (wcag2a, wcag2aa, wcag21a, wcag21aa), and every signed-in page opens in the production build without a script
 * error. The public pages also get the checks public-site makes of them at a phone's width (heading, title,
 * description, the emergency line, no sideways scroll, no console error). One sign-in per account and one walk
 * through its pages per test, at 1280 px; the area shells' drawer menu at 390 px. Each walk reports all its
 * pages' violations together.
 */

test.describe.configure({ timeout: 240_000 });

/** The public paths of the route table (landing, content, the interactive pages, the online visit). */
const PUBLIC_PAGES = [
  '/',
  '/patients',
  '/providers',
  '/providers-extra',
  '/partners',
  '/online-pharmacy',
  '/offer-virtual-care',
  '/physician-organizations',
  '/faq',
  '/glossary',
  '/blog',
  '/blog/tips-for-listing-your-medical-space',
  '/about-us',
  '/terms-and-conditions',
  '/privacy-policy',
  '/hipaa-authorization',
  '/consent-to-telehealth',
  '/get-medicinal-cannabis-license',
  '/employee-health-benefit-plans',
  '/medical-office-brokers',
  '/pharmacies',
  '/provider-member-benefits',
  '/provider-find-list-space',
  '/talk-therapy',
  '/get-your-medical-space-rented',
  '/provider-resources',
  '/help',
  '/what-we-treat',
  '/what-we-treat/acne',
  '/what-we-treat/prep',
  '/what-we-treat/edys',
  '/what-we-treat/sccm',
  '/what-we-treat/axdp',
  '/what-we-treat/hrps',
  '/what-we-treat/migr',
  '/pricing',
  '/pricing?tab=providers',
  '/contact-us',
  '/calculate-my-wrvu',
  '/schedule-a-complimentary-therapy-navigation',
  '/get-started',
];

/** The entry pages (their own card layout), the invitation's welcome page and the not-found page. */
const ENTRY_PAGES = [
  '/login',
  '/patient/signup',
  '/provider/signup',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  `/verify-email?verificationKey=${'a'.repeat(20)}`,
  '/verify-update-email',
  '/welcome',
  '/no-such-page',
];

/** Nothing on the page is still loading: no spinner, skeleton or busy region. */
async function settled(page: Page) {
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton, [aria-busy="true"]')).toHaveCount(0);
}

/** A full page load of a public or entry page: its level-1 heading, then React owns the page. */
async function openPublic(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await hydrated(page);
  await settled(page);
}

/** A signed-in page: the shell's title and main region, the page in it, with its data loaded. */
async function openArea(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('banner').getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  const main = page.locator('main#main-content');
  await expect(main.locator('.cs-loading-page')).toHaveCount(0);
  await expect(main).not.toBeEmpty();
  await settled(page);
}

/** Where the walks also try the skip link: a landing page, an entry page and each area's home. */
const SKIP_LINK_CHECKED = new Set(['/', '/patient/signup', '/admin', '/provider', '/rx']);

/**
 * The page's first Tab stop is 'Skip to main content', shown when focused; Enter moves the focus to the main
 * region, so the next Tab starts in the page's content.
 */
async function expectSkipLink(page: Page) {
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
}

/** Each page's violations are recorded as they are found (soft), and fail the test at its end. */
function check(page: Page, what: string) {
  return expectNoAxeViolations(page, what, { soft: true });
}

/** What a page shows when one of its chunks failed to load or took too long. */
const LOAD_ERRORS = /There was an error loading|This page is taking too long to load/;

/**
 * Opens each page of an area as its account, checks it with axe, and that it opened without a script error or
 * a load-error screen: bundling mistakes (a component imported from a chunk that has not finished evaluating,
 * for one) show only in the production build and only on the pages that use that component.
 */
async function walk(page: Page, paths: readonly string[]) {
  const errors: string[] = [];
  const onPageError = (error: Error) => errors.push(`${page.url()}: ${error.message}`);
  const onConsole = (message: ConsoleMessage) => {
    // React reports a render failure (e.g. error #130, an undefined component) on the console.
    if (
      message.type() === 'error' &&
      /Minified React error|React error|Content security policy refused/.test(message.text())
    ) {
      errors.push(`${page.url()}: ${message.text()}`);
    }
  };
  // Anything the page's content security policy refuses, even where the script catches the refusal (a library
  // probing whether it may compile code): the browser reports each one, and a report is noise an operator reads.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `Content security policy refused ${event.violatedDirective} ${event.blockedURI} in ${event.sourceFile}`,
      );
    });
  });
  page.on('pageerror', onPageError);
  page.on('console', onConsole);
  for (const path of paths) {
    await openArea(page, path);
    await expect(page.getByText(LOAD_ERRORS)).toHaveCount(0);
    await check(page, path);
    if (SKIP_LINK_CHECKED.has(path)) await expectSkipLink(page);
  }
  page.off('pageerror', onPageError);
  page.off('console', onConsole);
  expect(errors).toEqual([]);
}

const CONTENT_HEADINGS = new Map(CONTENT_PAGES);

// The public pages in three walks, so they share the workers with the signed-in walks.
const THIRD = Math.ceil(PUBLIC_PAGES.length / 3);
for (const [index, start] of [0, THIRD, 2 * THIRD].entries()) {
  test(`the public pages, part ${index + 1} of 3`, async ({ page }) => {
    const errors = watchErrors(page);
    for (const path of PUBLIC_PAGES.slice(start, start + THIRD)) {
      await openPublic(page, path);
      // The content pages' own checks at this width (public-site walks them at a phone's).
      const heading = CONTENT_HEADINGS.get(path);
      if (heading) await expectContentPage(page, heading);
      await check(page, path);
      if (SKIP_LINK_CHECKED.has(path)) await expectSkipLink(page);
    }
    expect(errors, 'console errors on the public pages').toEqual([]);
  });
}

test('the entry pages', async ({ page }) => {
  const errors = watchErrors(page);
  for (const path of ENTRY_PAGES) {
    await openPublic(page, path);
    await check(page, path);
    if (SKIP_LINK_CHECKED.has(path)) await expectSkipLink(page);
  }
  // A refused key and the not-found page answer 4xx on purpose, which Chromium reports as failed loads; any
  // other console error is a fault.
  expect(errors.filter((error) => !/Failed to load resource/.test(error))).toEqual([]);
});

test('the admin area, first half, its idle prompt and its lock', async ({ page }) => {
  await page.clock.install();
  await signIn(page, DEMO.admin);
  await walk(page, [
    '/admin',
    '/admin/patient',
    '/admin/provider',
    '/admin/provider?tab=licenses',
    '/admin/properties',
    '/admin/bookings',
    '/admin/prescription',
    '/admin/map',
    '/admin/calculator',
  ]);

  // The idle prompt, 30 s before the lock, then the lock itself.
  await page.clock.fastForward('07:31');
  const question = page.getByRole('dialog', { name: 'Are you still there?' });
  await expect(question).toBeVisible();
  await check(page, 'the idle prompt');
  await page.clock.fastForward('00:40');
  await expect(page.getByText('This page is locked')).toBeVisible();
  // The prompt fades out as the lock comes: axe would read its half-transparent text as low contrast.
  await page.clock.runFor(1_000);
  await expect(question).toBeHidden();
  await check(page, 'the idle lock');
});

test('the admin area, second half', async ({ page }) => {
  await signIn(page, DEMO.admin);
  await walk(page, [
    '/admin/property-chat',
    '/admin/connections',
    '/admin/connections?viewCondition=approved',
    '/admin/providerProfile',
    '/admin/new/properties',
    '/admin/settings',
    '/admin/settings?tab=twoFA',
    '/admin/account',
    '/admin/account?tab=properties',
    '/admin/no-such-page',
  ]);

  // Producing a patient's record for them: the dialog that asks why (left without sending).
  await openArea(page, '/admin/patient');
  await page
    .getByRole('row', { name: /patient@demo\.carespace\.test/ })
    .getByRole('button', { name: 'Record' })
    .click();
  await expect(page.getByRole('form', { name: "Produce a patient's record" })).toBeVisible();
  await check(page, "the dialog producing a patient's record");
});

test('the host’s provider area, first half', async ({ page }) => {
  await signIn(page, DEMO.host);
  const own = (await (await page.request.get('/api/properties')).json()) as {
    result: Array<{ id: string }>;
  };
  const id = own.result[0]?.id;
  expect(id, 'the demo host has a property').toBeTruthy();
  await walk(page, [
    '/provider',
    '/provider/properties',
    '/provider/properties?mode=draft',
    '/provider/properties?mode=organize',
    '/provider/properties?tab=guest',
    '/provider/properties?tab=property-search',
    `/provider/properties/${id}`,
    '/provider/new/properties',
    `/provider/edit/properties/${id}`,
  ]);
});

test('the host’s provider area, second half, a conversation, the changelog and the alerts', async ({
  page,
}) => {
  await signIn(page, DEMO.host);
  await walk(page, [
    '/provider/referrals',
    '/provider/bookings?tab=host',
    '/provider/bookings?tab=payouts',
    '/provider/connections',
    '/provider/connections?viewCondition=approved',
    '/provider/connections?viewCondition=rejected',
    '/provider/map',
    '/provider/prescription',
    '/provider/account?tab=organization',
    '/provider/account?tab=licenses',
    '/provider/account?tab=billing',
    '/provider/account?tab=settings',
    '/provider/account',
  ]);

  await page.getByRole('button', { name: 'Notification Preferences' }).click();
  const preferences = page.getByRole('dialog', { name: 'Notification Preferences' });
  await expect(preferences.getByRole('group').first()).toBeVisible();
  await check(page, 'the notification preferences');

  // The conversations, then one open beside the list.
  await openArea(page, '/provider/property-chat');
  await check(page, '/provider/property-chat');
  await page.getByTestId('chat-item').first().click();
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
  await settled(page);
  await check(page, 'a conversation');

  await page.getByTestId('changelog-button').click();
  const changelog = page.getByRole('dialog', { name: 'What’s new' });
  await expect(changelog.getByRole('listitem').first()).toBeVisible();
  await check(page, 'the changelog drawer');

  // The in-person referrals form on the Practice tab, and the decline dialog of a visit request.
  await openArea(page, '/provider/account?tab=organization');
  await page.getByRole('button', { name: 'Edit in-person referrals' }).click();
  await expect(page.getByRole('form', { name: 'In-person referrals' })).toBeVisible();
  await check(page, 'the in-person referrals form');
  await openArea(page, '/provider');
  const visitRequests = page.getByRole('region', { name: 'Visit requests' });
  await visitRequests.getByRole('button', { name: 'Decline' }).first().click();
  const declineDialog = page.getByRole('dialog', { name: 'Decline the visit request' });
  await expect(declineDialog).toBeVisible();
  await check(page, 'the decline dialog of a visit request');
  await declineDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(declineDialog).toBeHidden();
  await visitRequests.getByRole('button', { name: 'Read the shared answers' }).first().click();
  await expect(visitRequests.getByRole('list', { name: 'Shared answers' })).toBeVisible();
  await settled(page);
  await check(page, 'the shared answers of a visit request');
});

test('the seeker’s provider area, the welcome dialog and the menu drawer at 390 px', async ({ page }) => {
  await signIn(page, DEMO.seeker);
  const matches = (await (await page.request.get('/api/properties/guest?limit=1')).json()) as {
    result: Array<{ id: string }>;
  };
  const id = matches.result[0]?.id;
  expect(id, 'the demo seeker has a match').toBeTruthy();
  await walk(page, [
    '/provider/properties?tab=guest',
    `/provider/properties/${id}`,
    '/provider/account?tab=applications',
    '/provider/account',
    '/provider',
  ]);

  // The seeker's bookings, and the cancellation dialog with its refund shown (kept, not confirmed).
  await openArea(page, '/provider/bookings');
  await check(page, '/provider/bookings');
  await page.getByRole('button', { name: 'Cancel booking' }).first().click();
  const cancelDialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await expect(cancelDialog.getByText(/back \(|No refund/)).toBeVisible();
  await check(page, 'the cancellation dialog');
  await cancelDialog.getByRole('button', { name: 'Keep it' }).click();
  await expect(cancelDialog).toBeHidden();
  await openArea(page, '/provider');

  // The first visit's welcome, as the sign-up form leaves it for someone who came to find space.
  await page.evaluate(() => window.localStorage.setItem('signupReason', 'FIND'));
  await page.reload();
  const welcome = page.getByRole('dialog', { name: 'Welcome to Carespace. Let’s find you a room.' });
  await expect(welcome).toBeVisible({ timeout: 20_000 });
  await check(page, 'the welcome dialog');
  await welcome.getByRole('button', { name: 'Skip' }).click();
  await expect(welcome).toBeHidden();

  // The shell at phone width: the bookings' tabs fit, and the side menu is a drawer.
  await page.setViewportSize({ width: 390, height: 844 });
  await openArea(page, '/provider/bookings');
  await check(page, '/provider/bookings at 390 px');
  await openArea(page, '/provider');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page
    .getByRole('dialog')
    .filter({ has: page.getByRole('navigation', { name: 'Main menu' }) });
  await expect(drawer).toBeVisible();
  await check(page, 'the menu drawer at 390 px');
});

test('the patient area, a receipt, and the prescription review forms', async ({ page }) => {
  await signIn(page, DEMO.patient);
  await walk(page, ['/rx/account', '/rx/account?tab=record', '/rx']);
  await page
    .getByRole('link', { name: /^Receipt for order/ })
    .first()
    .click();
  await expect(page.locator('#main-content').getByRole('heading', { name: 'Receipt' })).toBeVisible();
  await settled(page);
  await check(page, 'a receipt');

  // A referred request's clinicians nearby, and the dialog asking one for a visit (left without sending).
  await openArea(page, '/rx');
  await page.getByRole('button', { name: 'Request a visit with Helen Ortiz' }).click();
  const askVisit = page.getByRole('dialog', { name: 'Request a visit with Helen Ortiz' });
  await expect(askVisit.getByRole('combobox', { name: 'Two or three times that suit you' })).toBeVisible();
  await check(page, 'the visit request dialog');
  await askVisit.getByRole('button', { name: 'Cancel' }).click();
  await expect(askVisit).toBeHidden();

  // The reviewer: the list, a request's modal, its approve and reject forms (left without sending).
  await page.context().clearCookies();
  await signIn(page, DEMO.pro);
  await walk(page, ['/rx/account', '/rx/account?tab=licenses', '/rx?tab=approved', '/rx']);
  await page
    .getByRole('row')
    .filter({ hasText: 'Jordan Lee' })
    .first()
    .getByRole('button', { name: 'Open the request of Jordan Lee' })
    .click();
  const request = page.getByRole('dialog').filter({ hasText: 'Jordan Lee' });
  await expect(request.getByText('Medication', { exact: true })).toBeVisible();
  await check(page, 'the prescription modal');
  await request.getByRole('button', { name: 'Approve', exact: true }).click();
  const approve = page.getByRole('form', { name: 'Approve prescription' });
  await expect(approve).toBeVisible();
  await check(page, 'the approve form');
  await approve.getByRole('button', { name: 'Back' }).click();
  const leave = page.getByRole('dialog', { name: /Are you sure you want to exit/ });
  await expect(leave).toBeVisible();
  await check(page, 'the question before leaving a decision');
  await leave.getByRole('button', { name: 'Exit' }).click();
  await expect(leave).toBeHidden();
  await request.getByRole('button', { name: 'Reject', exact: true }).click();
  const reject = page.getByRole('form', { name: 'Reject prescription' });
  await expect(reject).toBeVisible();
  await check(page, 'the reject form');
  await reject.getByRole('button', { name: 'Back' }).click();
  await leave.getByRole('button', { name: 'Exit' }).click();
  await expect(leave).toBeHidden();
  await request.getByRole('button', { name: 'Needs an in-person visit' }).click();
  const refer = page.getByRole('form', { name: 'Refer for an in-person visit' });
  await expect(refer).toBeVisible();
  await check(page, 'the referral form');

  await page.context().clearCookies();
  await signIn(page, DEMO.pharmacist);
  await walk(page, ['/rx/account', '/rx']);
});
