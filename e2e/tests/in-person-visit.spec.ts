import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { CSRF, createPatient, DEMO, expect, type FreshUser, signIn, test } from '../fixtures/accounts.ts';
import { expectNoSidewaysScroll } from '../fixtures/layout.ts';
import { latestMailTo } from '../fixtures/mailbox.ts';

/*
 * Care beyond the screen: the reviewer refers a new patient's paid request for an in-person visit with a note →
 * the patient sees the note and the opted-in clinicians near Hoboken (the demo host first, no street shown),
 * and asks the host for a visit at two times, sharing their answers → the host reads the answers under Visit
 * requests and accepts a time → the patient sees the address and the time, has the email with the calendar
 * file, and the refund shows in the order history. The patient and their request are the journey's own.
 */

test.describe.configure({ timeout: 120_000 });

const ID_PHOTO = path.join(import.meta.dirname, '../fixtures/id-photo.png');
const NOTE = 'Please have your blood pressure checked in person before we prescribe tadalafil.';

const EDYS_ANSWERS = {
  edys_about: { edys_adult: 'yes', edys_dob: '04/12/1980', edys_sex: 'male' },
  edys_symptoms: { edys_duration: '3to12m', edys_frequency: 'often' },
  edys_heart: {
    edys_nitrates: 'no',
    edys_blood_pressure: 'normal',
    edys_chest_pain: 'no',
    edys_cardiac_history: ['none'],
    edys_alpha_blockers: 'no',
    edys_prior: 'no',
    edys_medicines: 'none',
    edys_allergies: 'none',
  },
} as const;

async function resultOf<T>(
  response: Awaited<ReturnType<APIRequestContext['get']>>,
  what: string,
): Promise<T> {
  expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBe(true);
  return ((await response.json()) as { result: T }).result;
}

/** A new patient in Hoboken with an erectile dysfunction request paid in the sandbox, signed in in a context of their own. */
async function patientWithPaidRequest(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const user: FreshUser = await createPatient(context.request);
  const page = await context.newPage();
  await signIn(page, user.email, user.password);
  const api = context.request;
  const { patientQuestionnaireId: id } = await resultOf<{ patientQuestionnaireId: string }>(
    await api.post('/api/questionnaire/start', {
      headers: CSRF,
      data: { treatmentCategory: 'EDYS', zipcode: '07030' },
    }),
    'Starting the visit',
  );
  for (const [stepId, answers] of Object.entries(EDYS_ANSWERS)) {
    await resultOf(
      await api.put(`/api/questionnaire/${id}/answers`, { headers: CSRF, data: { stepId, answers } }),
      `Answering ${stepId}`,
    );
  }
  const photo = await resultOf<unknown[]>(
    await api.post(`/api/questionnaire/${id}/upload-files`, {
      headers: CSRF,
      multipart: { file: { name: 'id-photo.png', mimeType: 'image/png', buffer: await readFile(ID_PHOTO) } },
    }),
    'Uploading the ID',
  );
  await resultOf(
    await api.put(`/api/questionnaire/${id}/answers`, {
      headers: CSRF,
      data: { stepId: 'edys_identity', answers: { edys_photo_id: photo } },
    }),
    'Answering the ID step',
  );
  await resultOf(
    await api.put(`/api/questionnaire/${id}/medication`, {
      headers: CSRF,
      data: { rxMedication_id: 'rxm_tadalafil_5mg_30' },
    }),
    'Choosing the medication',
  );
  const checkout = await resultOf<{ sessionId: string; url: string }>(
    await api.post('/api/prescription/checkout', { headers: CSRF, data: { patientQuestionnaireId: id } }),
    'Starting the checkout',
  );
  const pay = await api.post(new URL(checkout.url, baseURL).pathname, {
    form: {
      line1: '221 River Street',
      line2: '',
      city: 'Hoboken',
      state: 'NJ',
      postalCode: '07030',
      cardNumber: '4242 4242 4242 4242',
      expiry: '12 / 34',
      cvc: '123',
      name: `${user.firstName} ${user.lastName}`,
    },
    maxRedirects: 0,
  });
  expect(pay.status(), 'the sandbox takes the payment').toBe(303);
  await resultOf(
    await api.post('/api/card-payment/checkout-session', {
      headers: CSRF,
      data: { sessionId: checkout.sessionId },
    }),
    'Confirming the payment',
  );
  return { user, page };
}

/** Picks options of the open multiple select by their titles, then closes its list by clicking the dialog's text. */
async function chooseTimes(page: Page, dialog: ReturnType<Page['getByRole']>, count: number) {
  const select = dialog.getByRole('combobox', { name: 'Two or three times that suit you' });
  await select.click();
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  await expect(options.first()).toBeVisible();
  const chosen: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const option = options.nth(i * 3);
    chosen.push((await option.getAttribute('title')) ?? '');
    await option.click();
  }
  await dialog.getByText(/Visits .* \(New York time\)/).click();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  return chosen;
}

test('a reviewer refers a request; the patient asks a clinician nearby, who accepts', async ({
  page,
  browser,
  baseURL,
}) => {
  const { user, page: patientPage } = await patientWithPaidRequest(browser, baseURL);
  const name = `${user.firstName} ${user.lastName}`;

  // The reviewer refers it, with a note for the patient.
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, DEMO.pro);
  await page.goto('/rx');
  await expect(page.getByRole('tab', { name: 'Pending', selected: true })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('textbox', { name: 'Search by name' }).fill(user.firstName);
  await page.getByRole('textbox', { name: 'Search by name' }).press('Enter');
  await page
    .getByRole('row')
    .filter({ hasText: name })
    .getByRole('button', { name: `Open the request of ${name}` })
    .click();
  const dialog = page.getByRole('dialog').filter({ hasText: name });
  await dialog.getByRole('button', { name: 'Needs an in-person visit' }).click();
  const referForm = page.getByRole('form', { name: 'Refer for an in-person visit' });
  await referForm.getByLabel('Note to the patient').fill(NOTE);
  await referForm.getByRole('button', { name: 'Refer for a visit' }).click();
  await expect(page.getByText('Referred for an in-person visit. The patient is refunded')).toBeVisible();

  // The patient: the note, and the clinicians nearby, nearest first, without their street.
  await patientPage.goto('/rx');
  const entry = patientPage.locator('.cs-rx__entry[data-status="Referred"]');
  await expect(entry.getByText(NOTE)).toBeVisible({ timeout: 30_000 });
  const care = entry.getByRole('region', { name: 'Care near you' });
  await expect(care.getByRole('heading', { level: 4 })).toHaveText(['Helen Ortiz', 'Marcus Bell'], {
    timeout: 30_000,
  });
  await expect(care.getByText(/Riverside Family Practice · Hoboken, NJ · 0\.\d miles/)).toBeVisible();
  await expect(entry.getByText('100 Washington Street')).toHaveCount(0);
  // The refund shows in the order history.
  await expect(entry.getByText(/\$\d+\.\d\d refunded/)).toBeVisible();
  await patientPage.screenshot({ path: '/tmp/in-person-patient-1280.png', fullPage: true });

  await entry.getByRole('button', { name: 'Request a visit with Helen Ortiz' }).click();
  const ask = patientPage.getByRole('dialog', { name: 'Request a visit with Helen Ortiz' });
  await chooseTimes(patientPage, ask, 2);
  await ask.getByRole('checkbox', { name: 'Share my answers with this clinician' }).check();
  await ask.getByRole('button', { name: 'Send request' }).click();
  await expect(entry.getByText('Waiting for Helen Ortiz to answer')).toBeVisible();

  // The host: the request under Visit requests, the shared answers, and a time accepted.
  await page.context().clearCookies();
  await signIn(page, DEMO.host);
  await page.goto('/provider');
  const requests = page.getByRole('region', { name: 'Visit requests' });
  const item = requests.getByRole('listitem').filter({ hasText: name });
  await expect(item).toBeVisible({ timeout: 30_000 });
  await item.getByRole('button', { name: 'Read the shared answers' }).click();
  await expect(item.getByRole('list', { name: 'Shared answers' })).toContainText('none');
  await item.getByRole('radio').first().check();
  await item.getByRole('button', { name: 'Accept this time' }).click();
  await expect(item.getByText('Accepted', { exact: true })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page);

  // The patient: the address, the phone and the time; the email carries the calendar file.
  await patientPage.reload();
  const visit = patientPage.getByRole('group', { name: 'Visit address' }).or(patientPage.locator('address'));
  await expect(visit).toContainText('100 Washington Street', { timeout: 30_000 });
  await expect(patientPage.getByText(/Your visit with Helen Ortiz:/)).toBeVisible();
  const mail = (await latestMailTo(patientPage.request, user.email, {
    matching: 'is confirmed',
  })) as unknown as {
    attachments: Array<{ filename: string; content: string }>;
  };
  expect(mail.attachments[0]?.filename).toBe('carespace-visit.ics');
  expect(mail.attachments[0]?.content).toContain('BEGIN:VEVENT');
  await patientPage.screenshot({ path: '/tmp/in-person-accepted-1280.png', fullPage: true });
  await patientPage.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(patientPage);
  await patientPage.screenshot({ path: '/tmp/in-person-accepted-390.png', fullPage: true });
  await patientPage.context().close();
});
