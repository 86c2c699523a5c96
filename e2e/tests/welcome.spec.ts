import type { Page } from '@playwright/test';
import { DEMO, expect, signIn, test } from '../fixtures/accounts.ts';
import { hydrated } from '../fixtures/hydrated.ts';
import { expectNoSidewaysScroll } from '../fixtures/layout.ts';
import { latestMailTo, linkPathIn } from '../fixtures/mailbox.ts';
import { newPatient } from '../fixtures/sign-up.ts';

/*
 * The first signed-in visit: a provider who came to list space is welcomed with the listing steps
 * (the 94 percent photo fact, membership to accept applications), once; the What's new drawer shows a dot until
 * opened, and provider-only entries only to providers.
 */

test.describe.configure({ timeout: 120_000 });

const WELCOME_LIST = 'Welcome to Carespace. Let’s fill your spare room.';

async function openChangelog(page: Page) {
  await page.getByTestId('changelog-button').click();
  const drawer = page.getByRole('dialog', { name: 'What’s new' });
  await expect(drawer).toBeVisible();
  return drawer;
}

test('a provider who signs up to list space is welcomed once, and the changelog dot goes once read', async ({
  page,
  request,
}) => {
  const account = newPatient({ email: newPatient().email.replace('patient-', 'lister-'), firstName: 'Nora' });
  await page.goto('/help');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'What can we help with?' })).toBeVisible();
  await page.getByRole('link', { name: /^List my medical space/ }).click();
  await expect(page.getByRole('heading', { name: 'Create your provider account' })).toBeVisible();
  await page.getByLabel('First name').fill(account.firstName);
  await page.getByLabel('Last name').fill(account.lastName);
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Mobile phone').fill(account.phone);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm Password').fill(account.password);
  await page.getByLabel('Practice or organization name').fill('Harbor Street Physical Therapy');
  await page.getByRole('checkbox', { name: /Terms & Conditions/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

  const mail = await latestMailTo(request, account.email, { matching: /verify your email/i });
  await page.goto(linkPathIn(mail.text, '/verify-email'));
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Your email has been verified!' })).toBeVisible();
  await page.goto('/login');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/provider$/);

  // The welcome (the area's first load can be slow while other work shares the machine's 2 cores).: the listing steps, one after another.
  const welcome = page.getByRole('dialog', { name: WELCOME_LIST });
  await expect(welcome).toBeVisible({ timeout: 30_000 });
  await expect(welcome.getByText('Step 1 of 3: Describe your space')).toBeVisible();
  await welcome.getByRole('button', { name: 'Next' }).click();
  await expect(
    welcome.getByText('Listings with photos get 94 percent more views.', { exact: false }),
  ).toBeVisible();
  await welcome.getByRole('button', { name: 'Next' }).click();
  await expect(
    welcome.getByText('You need a membership to accept property applications.', { exact: false }),
  ).toBeVisible();
  await page.screenshot({ path: '/tmp/welcome-list-1280.png' });
  await welcome.getByRole('button', { name: 'Get started' }).click();
  await expect(welcome).toBeHidden();

  // The dashboard's tiles: Free membership, and the talk-therapy form pre-filled with this provider's details.
  await expect(page.getByTestId('membership-plan')).toHaveText('Free');
  const referral = new URL(
    (await page.getByRole('link', { name: /Refer a patient to talk therapy/ }).getAttribute('href')) ?? '',
  );
  expect(Object.fromEntries(referral.searchParams)).toEqual({
    name: `${account.firstName} ${account.lastName}`,
    email: account.email,
    phone: account.phone,
  });
  await expect(page.getByRole('link', { name: /Refer a patient through the pharmacy/ })).toHaveAttribute(
    'href',
    '/online-pharmacy',
  );

  // Seen once: a reload brings the dashboard without the welcome.
  await page.reload();
  await hydrated(page);
  await expect(page.getByText('Your Most Recent Matches')).toBeVisible();
  await expect(page.getByRole('dialog', { name: WELCOME_LIST })).toHaveCount(0);

  // What's new: a dot until the drawer is opened, provider-only entries included.
  await expect(page.getByRole('button', { name: 'What’s new (unread updates)' })).toBeVisible();
  const drawer = await openChangelog(page);
  await expect(drawer.getByRole('listitem')).toHaveCount(6);
  await expect(drawer.getByText('Put your best space first')).toBeVisible();
  await expect(drawer.getByText('May/24/2021')).toBeVisible();
  await page.screenshot({ path: '/tmp/changelog-provider-1280.png' });
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(drawer).toBeHidden();
  await page.reload();
  await hydrated(page);
  await expect(page.getByText('Your Most Recent Matches')).toBeVisible();
  await expect(page.getByRole('button', { name: 'What’s new', exact: true })).toBeVisible();
});

test('at 390 px the welcome and the changelog fit; patients do not see provider-only entries', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await context.newPage();
  await signIn(phone, DEMO.seeker);
  await phone.goto('/provider');
  await hydrated(phone);
  await expect(phone.getByText('Your Most Recent Matches')).toBeVisible({ timeout: 30_000 });
  // As the sign-up form leaves it for someone who came to find space.
  await phone.evaluate(() => window.localStorage.setItem('signupReason', 'FIND'));
  await phone.reload();
  await hydrated(phone);
  const welcome = phone.getByRole('dialog', { name: 'Welcome to Carespace. Let’s find you a room.' });
  await expect(welcome).toBeVisible();
  await expectNoSidewaysScroll(phone);
  await phone.screenshot({ path: '/tmp/welcome-find-390.png' });
  await welcome.getByRole('button', { name: 'Skip' }).click();
  await expect(welcome).toBeHidden();
  await openChangelog(phone);
  await expectNoSidewaysScroll(phone);
  await phone.screenshot({ path: '/tmp/changelog-provider-390.png' });
  await context.close();

  const patientContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const patient = await patientContext.newPage();
  await signIn(patient, DEMO.patient);
  await patient.goto('/rx');
  await hydrated(patient);
  const drawer = await openChangelog(patient);
  await expect(drawer.getByText('Follow your order to the door')).toBeVisible();
  await expect(drawer.getByText('Put your best space first')).toHaveCount(0);
  await expect(drawer.getByRole('listitem')).toHaveCount(4);
  await patientContext.close();
});
