import { APPOINTMENT_TIMEZONE, isAppointmentDayAllowed, newYorkSlot, zonedParts } from '@carespace/domain';
import { expect, type Page, test } from '@playwright/test';
import { hydrated } from '../fixtures/hydrated.ts';
import { latestMailTo } from '../fixtures/mailbox.ts';

/** The public site's interactive pages: therapy navigation booking, contact, wRVU calculator and pricing. */

const SUPPORT_EMAIL = 'support@carespace.health';
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** The n-th bookable weekday of the window, as New York y/m/d. */
function bookableDay(n: number) {
  const now = new Date();
  const today = zonedParts(now, APPOINTMENT_TIMEZONE);
  const days: { year: number; month: number; day: number }[] = [];
  for (let offset = 1; offset <= 40; offset += 1) {
    const date = new Date(Date.UTC(today.year, today.month - 1, today.day + offset));
    const day = { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
    if (isAppointmentDayAllowed(newYorkSlot(day.year, day.month, day.day, 12, 0), now)) days.push(day);
  }
  return days[n]!;
}

const pad = (value: number) => String(value).padStart(2, '0');

function watchConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('public forms', () => {
  test('books a complimentary therapy navigation call and emails the confirmation', async ({ page }) => {
    const errors = watchConsoleErrors(page);
    const email = `navigation.${unique()}@example.com`;
    const day = bookableDay(1);

    await page.goto('/schedule-a-complimentary-therapy-navigation');
    await hydrated(page);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Schedule a complimentary therapy navigation call' }),
    ).toBeVisible();

    // Submitting empty shows the rules' messages and books nothing.
    await page.getByRole('button', { name: 'Book my call' }).click();
    await expect(page.getByText('Please choose a valid date and time.')).toBeVisible();

    await page.getByLabel('First name').fill('Jordan');
    await page.getByLabel('Last name').fill('Reyes');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Phone', { exact: true }).fill('2015550142');
    await page.getByLabel('Anything we should know?').fill('Evening sessions, please.');
    // The date from the phone's own date picker, then one of the day's 15-minute starts (Eastern Time).
    const picker = page.getByRole('group', { name: 'Date and time (Eastern Time)' });
    await picker.getByLabel('Date', { exact: true }).fill(`${day.year}-${pad(day.month)}-${pad(day.day)}`);
    await picker.getByLabel('Time', { exact: true }).selectOption({ label: '10:45 AM' });
    await expect(picker.getByLabel('Time', { exact: true })).toHaveValue('10:45');
    await page.getByRole('button', { name: 'Book my call' }).click();

    const confirmation = page.getByRole('status').filter({ hasText: 'Your call is booked' });
    await expect(confirmation).toBeVisible();
    await expect(confirmation).toContainText('at 10:45 AM Eastern Time');
    await expect(confirmation).toContainText('(201) 555-0142');
    await expect(confirmation).toContainText(email);

    const mail = await latestMailTo(page.request, email, {
      matching: 'Your therapy navigation call is booked',
    });
    expect(mail.subject).toContain('at 10:45 AM Eastern Time');
    expect(mail.text).toContain('Hi Jordan,');

    // The same slot cannot be booked twice.
    const again = await page.request.post('/api/therapy-navigation', {
      headers: { 'x-requested-with': 'carespace' },
      data: {
        firstName: 'Sam',
        lastName: 'Lee',
        email: `second.${unique()}@example.com`,
        phone: '2015550143',
        appointmentAt: newYorkSlot(day.year, day.month, day.day, 10, 45).toISOString(),
      },
    });
    expect(again.status()).toBe(409);
    expect((await again.json()).error.message).toBe('That time was just booked. Please choose another time.');
    expect(errors).toEqual([]);
  });

  test('sends the contact form to support, with the user type from the link', async ({ page }) => {
    const errors = watchConsoleErrors(page);
    const subject = `Listing two exam rooms ${unique()}`;
    await page.goto('/contact-us?userType=PROV');
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: 'How can we help?' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Provider' })).toBeChecked();

    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Please fill out this field.')).toHaveCount(4);

    await page.getByLabel('Name', { exact: true }).fill('Dr. Amara Okafor');
    await page.getByLabel('Email', { exact: true }).fill('amara.okafor@example.com');
    await page.getByLabel('Subject', { exact: true }).fill(subject);
    await page
      .getByLabel('Message', { exact: true })
      .fill('I have two exam rooms free on Tuesdays and Thursdays in Hoboken.');
    await page.getByRole('button', { name: 'Send message' }).click();

    await expect(page.getByRole('heading', { name: 'Message sent' })).toBeVisible();
    await expect(page.getByRole('status')).toContainText('amara.okafor@example.com');
    const mail = await latestMailTo(page.request, SUPPORT_EMAIL, { matching: subject });
    expect(mail.text).toContain('I am a: Provider');
    expect(mail.text).toContain('Tuesdays and Thursdays');
    expect(errors).toEqual([]);
  });

  test('computes a wRVU total and emails the results', async ({ page }) => {
    const errors = watchConsoleErrors(page);
    const email = `wrvu.${unique()}@example.com`;
    await page.goto('/calculate-my-wrvu');
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Calculate my wRVU' })).toBeVisible();

    await page.getByLabel('Annual volume for 99214').fill('1000');
    await page.getByLabel('Annual volume for 99213').fill('500');
    // 1.92 × 1000 + 1.30 × 500 = 2,570 wRVUs; × $51.50 = $132,355
    await expect(page.getByTestId('wrvu-total')).toHaveText('2,570');
    await expect(page.getByTestId('wrvu-compensation')).toHaveText('$132,355');

    await page.getByLabel('Conversion factor ($ per wRVU)').fill('60');
    await page.getByLabel('Conversion factor ($ per wRVU)').blur();
    await expect(page.getByTestId('wrvu-compensation')).toHaveText('$154,200');

    await page.getByLabel('Email me the results').fill(email);
    await page.getByRole('button', { name: 'Email me the results' }).click();
    await expect(page.getByRole('status')).toContainText(`We emailed your results to ${email}.`);
    const mail = await latestMailTo(page.request, email, { matching: 'Your wRVU estimate' });
    expect(mail.subject).toBe('Your wRVU estimate: 2,570 wRVUs, $154,200 a year');
    expect(errors).toEqual([]);
  });

  test('choosing a medication on /pricing lands on /get-started with the category', async ({ page }) => {
    const errors = watchConsoleErrors(page);
    await page.goto('/pricing');
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Simple, upfront pricing' })).toBeVisible();
    const edys = page.locator('#edys');
    await expect(edys.getByRole('heading', { name: 'Erectile Dysfunction' })).toBeVisible();
    await expect(edys.getByText('Most popular!').first()).toBeVisible();

    await edys.getByRole('button', { name: 'Choose a different medication' }).click();
    await expect(edys.getByRole('button', { name: /Sildenafil.*20 mg tablet/ })).toContainText('$30');
    await edys.getByRole('button', { name: /Tadalafil.*5 mg tablet/ }).click();

    await expect(page).toHaveURL(/\/get-started$/);
    const state = await page.evaluate(
      () => (globalThis as unknown as { history: { state: { usr?: unknown } | null } }).history.state?.usr,
    );
    expect(state).toEqual({ treatmentCategories: ['EDYS'] });

    await page.goto('/pricing?tab=providers');
    await hydrated(page);
    await expect(page.getByRole('tab', { name: 'For providers' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('$60', { exact: true })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("the footer's mailing-list form signs up an address", async ({ page }) => {
    const errors = watchConsoleErrors(page);
    await page.goto('/contact-us');
    await hydrated(page);
    const footer = page.locator('footer');
    await footer.scrollIntoViewIfNeeded();
    const email = footer.getByLabel('Email address');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByRole('alert')).toHaveText('Please fill out this field.');
    await email.fill(`news.${unique()}@example.com`);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByRole('status')).toContainText("You're on the list");
    expect(errors).toEqual([]);
  });
});
