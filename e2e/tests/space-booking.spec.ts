import { randomBytes } from 'node:crypto';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { CSRF, expect, freshPhone, mailbox, test } from '../fixtures/accounts.ts';
import { chooseOption } from '../fixtures/select.ts';

/*
 * Booking a space (hours, prices, the free-slot calendar, the sandbox checkout, the calendar file, a cancellation
 * under the flexible policy, the host's earnings). Fresh providers and a listing of their own, so the demo
 * accounts and the other journeys' data stay untouched.
 */

test.describe.configure({ timeout: 120_000 });

async function freshProvider(context: BrowserContext, organizationName: string, firstName: string) {
  const user = {
    firstName,
    lastName: `Tester${randomBytes(2).toString('hex').replace(/\d/g, 'x')}`,
    email: `e2e-${randomBytes(6).toString('hex')}@example.test`,
    phone: freshPhone(),
    password: `Journey-${randomBytes(6).toString('hex')}`,
  };
  const signup = await context.request.post('/api/auth/signup/provider', {
    headers: CSRF,
    data: { ...user, organizationName, acceptTermsAndPrivacy: true },
  });
  expect(signup.ok(), await signup.text()).toBe(true);
  let key: string | undefined;
  await expect(async () => {
    const { mail } = await mailbox(context.request, user.email);
    key = /verificationKey=([\w-]+)/.exec(mail[0]?.text ?? '')?.[1];
    expect(key).toBeDefined();
  }).toPass({ timeout: 10_000 });
  await context.request.post('/api/auth/verify-email', { headers: CSRF, data: { verificationKey: key } });
  const login = await context.request.post('/api/auth/login', {
    headers: CSRF,
    data: { email: user.email, password: user.password },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const identity = await (await context.request.get('/api/auth/identity')).json();
  return { ...user, organizationId: identity.result.organizationId as string };
}

/** Pays a sandbox checkout with the test card, as its form would post. */
async function payByForm(request: APIRequestContext, url: string) {
  const paid = await request.post(new URL(url).pathname, {
    form: { cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', name: 'Helena Tester' },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
}

/** The first Tuesday at least two days ahead on New York's calendar, as 'YYYY-MM-DD' and as the day button reads. */
function nextTuesday() {
  const day = new Date(
    `${new Date().toLocaleDateString('en-CA', { timeZone: 'America/New_York' })}T12:00:00Z`,
  );
  day.setUTCDate(day.getUTCDate() + 2);
  while (day.getUTCDay() !== 2) day.setUTCDate(day.getUTCDate() + 1);
  const label = day.toLocaleDateString('en-US', {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  });
  return { iso: day.toISOString().slice(0, 10), label };
}

/** The day `days` after the given one, in the same two forms. */
function dayAfter(day: { iso: string }, days: number) {
  const next = new Date(`${day.iso}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  const label = next.toLocaleDateString('en-US', {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  });
  return { iso: next.toISOString().slice(0, 10), label };
}

async function pickTwoHours(page: Page, dayLabel: string) {
  await page.locator('.cs-book__days label', { hasText: dayLabel }).click();
  await expect(page.getByRole('radio', { name: dayLabel })).toBeChecked();
  await chooseOption(page, 'Start time', '', '10:00 AM');
  await chooseOption(page, 'End time', '', '12:00 PM');
}

test('the host opens a space for bookings, the approved seeker books and pays, then cancels and is refunded', async ({
  browser,
}) => {
  const hostContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const seekerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const host = await freshProvider(hostContext, 'Riverbend Family Medicine', 'Helena');
  const seeker = await freshProvider(seekerContext, 'Maple Street Pediatrics', 'Samir');

  // The setting up the journey starts from: a listing, the host's membership, an approved application.
  const created = await hostContext.request.post('/api/properties', {
    headers: CSRF,
    data: {
      title: 'Exam room with a view of the Hudson',
      description: 'A bright exam room with a sink and a treatment table, free most weekday mornings.',
      propertyStatus: 'LIST',
      addressInfo: {
        addressLineOne: '300 Sinatra Drive',
        addressLineTwo: null,
        city: 'Hoboken',
        usState: 'NJ',
        zipcode: '07030',
      },
      roomTypes: ['EXAM'],
      supportedProviderSpecialty: [],
      unsupportedProviderSpecialty: [],
      rate: 40_00,
      ratePeriod: 'SESN',
      roomInfo: { items: [] },
      propertyPhoto: { files: [] },
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const propertyId = (await created.json()).result.id as string;
  const membership = await hostContext.request.post('/api/card-payment/membership', {
    headers: CSRF,
    data: { organizationId: host.organizationId },
  });
  await payByForm(hostContext.request, (await membership.json()).result.url);
  const applied = await seekerContext.request.post('/api/propertyIntroduction', {
    headers: CSRF,
    data: {
      propertyId,
      organizationId: seeker.organizationId,
      messageToHost: 'We would like the room on Tuesday mornings for well-child visits.',
      howSoon: 'NOWX',
    },
  });
  const applicationId = (await applied.json()).result.id as string;
  const approved = await hostContext.request.post(`/api/propertyIntroduction/true/${applicationId}`, {
    headers: CSRF,
    data: {},
  });
  expect(approved.ok(), await approved.text()).toBe(true);

  // The host sets hours and prices.
  const hostPage = await hostContext.newPage();
  await hostPage.goto(`/provider/properties/${propertyId}`);
  await expect(hostPage.getByRole('heading', { name: 'Bookings: hours and prices' })).toBeVisible();
  await hostPage.getByLabel('Price per hour ($)').fill('40');
  await hostPage.getByLabel('Price per day ($)').fill('250');
  await expect(hostPage.getByRole('checkbox', { name: 'Tuesday' })).toBeChecked();
  await hostPage.getByRole('radio', { name: /Flexible/ }).check();
  // The host closes the Thursday after next Tuesday, picked from the keyboard: typed, then Enter, then Add.
  const tuesday = nextTuesday();
  const thursday = dayAfter(tuesday, 2);
  const closedFrom = hostPage.getByLabel('Closed from');
  await closedFrom.click();
  await closedFrom.fill(thursday.iso);
  await closedFrom.press('Enter');
  await expect(closedFrom).toHaveValue(thursday.iso);
  await hostPage.getByRole('button', { name: 'Add closed dates' }).click();
  const closedList = hostPage.getByRole('list', { name: 'Closed dates' });
  await expect(closedList).toContainText(thursday.label);
  // It fits a phone: nothing of the picker reaches past a 390 px wide screen.
  await hostPage.setViewportSize({ width: 390, height: 844 });
  for (const part of [closedFrom, hostPage.getByLabel('Through (optional)'), closedList]) {
    await part.scrollIntoViewIfNeeded();
    await expect(part).toBeInViewport({ ratio: 1 });
  }
  expect(await hostPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await hostPage.setViewportSize({ width: 1280, height: 900 });
  await hostPage.getByRole('button', { name: 'Save hours and prices' }).click();
  await expect(hostPage.getByText('Saved. Approved practices can now book the free times.')).toBeVisible();

  // The approved seeker books two hours next Tuesday and pays with the sandbox card. First they look at whole
  // days: from Tuesday, the run of free days ends before the closed Thursday, and the total shows for two days.
  const seekerPage = await seekerContext.newPage();
  await seekerPage.goto(`/provider/properties/${propertyId}`);
  // The seeker's first page: the area, the listing, its hours and two weeks of free times, on a server the other
  // journeys share.
  await expect(seekerPage.getByRole('heading', { name: 'Book this space' })).toBeVisible({ timeout: 30_000 });
  await seekerPage.locator('.cs-book__days label', { hasText: tuesday.label }).click();
  await seekerPage.getByRole('radio', { name: /By the day/ }).check();
  const wednesday = dayAfter(tuesday, 1);
  await chooseOption(seekerPage, 'Last day', '', `${wednesday.label} (2 days)`);
  await expect(seekerPage.getByText('Total: $500')).toBeVisible();
  await expect(seekerPage.getByText(new RegExp(`^2 days: ${tuesday.label}`))).toBeVisible();
  await seekerPage.getByRole('combobox', { name: 'Last day' }).click();
  await expect(seekerPage.locator('.ant-select-dropdown:visible .ant-select-item-option')).toHaveCount(2);
  await seekerPage.getByRole('combobox', { name: 'Last day' }).press('Escape');
  await seekerPage.getByRole('radio', { name: 'By the hour' }).check();
  await pickTwoHours(seekerPage, tuesday.label);
  await expect(seekerPage.getByText('Total: $80')).toBeVisible();
  await expect(
    seekerPage.getByText(/Includes Carespace's fee of \$8 \(10%\); the host receives \$72/),
  ).toBeVisible();
  await seekerPage.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(seekerPage.getByRole('heading', { level: 1, name: 'Complete your payment' })).toBeVisible();
  await seekerPage.getByLabel('Card number').fill('4242 4242 4242 4242');
  await seekerPage.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await seekerPage.getByLabel('Security code (CVC)').fill('123');
  await seekerPage.getByLabel('Name on card').fill('Samir Tester');
  await seekerPage.getByRole('button', { name: /^Pay \$80/ }).click();

  // Both see the booking, and both get the email with the calendar file.
  await expect(seekerPage).toHaveURL(/\/provider\/bookings\?booked=/);
  await expect(seekerPage.getByText("You're booked")).toBeVisible();
  const seekerCard = seekerPage.locator('.cs-booking-card', {
    hasText: 'Exam room with a view of the Hudson',
  });
  await expect(seekerCard).toContainText('10:00 AM – 12:00 PM');
  await expect(seekerCard).toContainText('Confirmed');
  await hostPage.goto('/provider/bookings?tab=host');
  const hostCard = hostPage.locator('.cs-booking-card', { hasText: 'Exam room with a view of the Hudson' });
  await expect(hostCard).toContainText('Booked by Maple Street Pediatrics');
  await expect(hostCard).toContainText('You receive $72');
  for (const email of [seeker.email, host.email]) {
    await expect(async () => {
      const { mail } = await mailbox(seekerContext.request, email);
      const booked = (
        mail as Array<{ subject: string; attachments?: Array<{ filename: string; content: string }> }>
      ).find((m) => /^(Booked|New booking): Exam room with a view of the Hudson/.test(m.subject));
      expect(booked?.attachments?.[0]?.filename).toBe('carespace-booking.ics');
      expect(booked?.attachments?.[0]?.content).toContain('BEGIN:VEVENT');
    }).toPass({ timeout: 10_000 });
  }

  // The hour is no longer offered.
  await seekerPage.goto(`/provider/properties/${propertyId}`);
  await seekerPage.locator('.cs-book__days label', { hasText: tuesday.label }).click();
  const start = seekerPage.getByRole('combobox', { name: 'Start time' });
  await start.click();
  const list = seekerPage.locator('.ant-select-dropdown:visible');
  await expect(list.getByTitle('12:00 PM', { exact: true })).toBeVisible();
  await expect(list.getByTitle('10:00 AM', { exact: true })).toHaveCount(0);
  await expect(list.getByTitle('11:00 AM', { exact: true })).toHaveCount(0);
  await start.press('Escape');

  // The seeker cancels under the flexible policy and sees the refund before confirming.
  await seekerPage.goto('/provider/bookings');
  await seekerCard.getByRole('button', { name: 'Cancel booking' }).click();
  const dialog = seekerPage.getByRole('dialog', { name: 'Cancel this booking?' });
  await expect(dialog.getByText('You get $80 back (100%).')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(dialog).toBeHidden();
  const canceled = seekerPage.locator('.cs-booking-card', { hasText: 'Exam room with a view of the Hudson' });
  await expect(canceled).toContainText('Cancelled');
  await expect(canceled).toContainText('Refunded $80');

  // The host's earnings reflect it.
  await hostPage.goto('/provider/bookings?tab=payouts');
  await expect(hostPage.getByText('Refunded to guests')).toBeVisible();
  const earnings = hostPage.locator('.ant-statistic', { hasText: 'Your earnings' });
  await expect(earnings).toContainText('$0');
  await expect(hostPage.locator('.ant-statistic', { hasText: 'Refunded to guests' })).toContainText('$80');
  await expect(hostPage.getByText('Nothing to pay out yet.')).toBeVisible();

  await hostContext.close();
  await seekerContext.close();
});
