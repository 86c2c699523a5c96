import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type APIRequestContext, type Browser, expect, type Locator, type Page } from '@playwright/test';
import { CSRF, createPatient, DEMO, type FreshUser, signIn, test } from '../fixtures/accounts.ts';

/*
 * Every area can be used with the keyboard alone. After the first page load each journey only presses keys
 * (Tab, Shift+Tab, Enter, Space, the arrows, Escape) and types; it reads the page to check where the focus is and
 * what a person would notice.
 */

// Each journey takes well under a minute on a quiet machine; a loaded 2-core CI machine can stretch one past 90 s.
test.describe.configure({ timeout: 150_000 });

const ID_PHOTO = path.join(import.meta.dirname, '../fixtures/id-photo.png');

/** Eligible answers to the erectile dysfunction questionnaire, step by step (the ID photo comes after). */
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

/**
 * A new patient of their own in New Jersey, signed in within a browser context of their own, with an answered
 * erectile dysfunction visit and a chosen medication: a request that waits for checkout (Incomplete), or with
 * `paid`, one paid in the sandbox and waiting for a reviewer. Through the API, as the journeys under test are
 * what comes after.
 */
async function patientWithRequest(
  browser: Browser,
  baseURL: string | undefined,
  { paid }: { paid: boolean },
): Promise<{ user: FreshUser; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const user = await createPatient(context.request);
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
  const save = async (stepId: string, answers: Record<string, unknown>) =>
    resultOf(
      await api.put(`/api/questionnaire/${id}/answers`, { headers: CSRF, data: { stepId, answers } }),
      `Answering ${stepId}`,
    );
  for (const [stepId, answers] of Object.entries(EDYS_ANSWERS)) await save(stepId, answers);
  const photo = await resultOf<unknown[]>(
    await api.post(`/api/questionnaire/${id}/upload-files`, {
      headers: CSRF,
      multipart: { file: { name: 'id-photo.png', mimeType: 'image/png', buffer: await readFile(ID_PHOTO) } },
    }),
    'Uploading the ID',
  );
  await save('edys_identity', { edys_photo_id: photo });
  await resultOf(
    await api.put(`/api/questionnaire/${id}/medication`, {
      headers: CSRF,
      data: { rxMedication_id: 'rxm_tadalafil_5mg_30' },
    }),
    'Choosing the medication',
  );
  if (paid) {
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
  }
  return { user, page };
}

/**
 * Presses `key` (Tab by default; Shift+Tab, or an arrow inside a menu) until `target` has the focus, at most
 * `limit` times; fails with what was focused on the way. The target must be visible: a focus one cannot see is
 * no use.
 */
async function pressUntilFocused(
  page: Page,
  target: Locator,
  { key = 'Tab', limit = 60 }: { key?: string; limit?: number } = {},
): Promise<void> {
  await expect(target, 'the element to reach is on the page').toBeVisible();
  const element = await target.elementHandle();
  const seen: string[] = [];
  for (let presses = 0; presses <= limit; presses++) {
    // One round trip a step: is it the target, and if not, what has the focus.
    const focus = await page.evaluate((wanted) => {
      const active = document.activeElement;
      if (active === wanted) return null;
      if (!active || active === document.body) return 'the page itself (nothing focused)';
      const name =
        active.getAttribute('aria-label') ?? (active.textContent ?? '').trim().replace(/\s+/g, ' ');
      return `${active.getAttribute('role') ?? active.tagName.toLowerCase()} "${name.slice(0, 60)}"`;
    }, element);
    if (focus === null) {
      await expect(target).toBeFocused();
      await expect(target).toBeVisible();
      return;
    }
    if (presses > 0) seen.push(focus);
    if (presses < limit) await pressAndSettle(page, key);
  }
  throw new Error(
    `${target} was not reached in ${limit} presses of ${key}; the focus went to:\n  ${seen.join('\n  ')}`,
  );
}

/**
 * Presses `key` and waits for the focus to leave the element that had it. A menu's arrow keys move the focus on
 * the next animation frame, not at once: reading it straight after the press could see the old element, and the
 * next press would then skip one. A key that leaves the focus where it is costs the short wait.
 */
async function pressAndSettle(page: Page, key: string): Promise<void> {
  const before = await page.evaluateHandle(() => document.activeElement);
  await page.keyboard.press(key);
  await page
    .waitForFunction((element) => document.activeElement !== element, before, { timeout: 1_000 })
    .catch(() => undefined);
  await before.dispose();
}

/** Tabs (or with `back`, Shift+Tabs) to `target`. */
function tabTo(page: Page, target: Locator, { back = false, limit = 60 } = {}): Promise<void> {
  return pressUntilFocused(page, target, { key: back ? 'Shift+Tab' : 'Tab', limit });
}

/**
 * Moves a focused native select down its options with ArrowDown, as a keyboard user does, until `option` is the
 * one chosen; the select shows it without opening a list.
 */
async function chooseWithArrows(page: Page, select: Locator, option: string, limit = 30): Promise<void> {
  await expect(select).toBeFocused();
  const chosen = () => select.evaluate((element) => (element as HTMLSelectElement).selectedOptions[0]?.text);
  for (let presses = 0; presses < limit; presses++) {
    if ((await chosen()) === option) return;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`"${option}" was not reached with ArrowDown in ${limit} presses`);
}

test('admin: the side menu, a filtered table, a request’s details and signing out', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, DEMO.admin);
  await page.goto('/admin');
  await expect(page.getByRole('link', { name: 'Prescriptions' })).toBeVisible({ timeout: 30_000 });

  // The side menu: Tab into it, then on through its links.
  const sideMenu = page.getByRole('navigation', { name: 'Main menu' });
  await tabTo(page, sideMenu.getByRole('link', { name: 'Dashboard', exact: true }));
  await pressUntilFocused(page, sideMenu.getByRole('link', { name: 'Prescriptions', exact: true }), {
    limit: 8,
  });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/prescription/);
  await expect(page.getByRole('tab', { name: 'Pending', selected: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('row').filter({ hasText: 'Morgan Diaz' })).toBeVisible({ timeout: 30_000 });

  // Filter by treatment: the arrow keys move the select through its options.
  const treatment = page.getByRole('combobox', { name: 'Treatment category' });
  await tabTo(page, treatment);
  await chooseWithArrows(page, treatment, 'Female Libido');
  await tabTo(page, page.getByRole('button', { name: 'Search' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('row').filter({ hasText: 'Morgan Diaz' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Chris Walker' })).toHaveCount(0);

  // The row's details, closed with Escape: the focus is back on the button that opened them.
  const open = page.getByRole('button', { name: 'Open the request of Morgan Diaz' });
  await tabTo(page, open);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog').filter({ hasText: 'Morgan Diaz' });
  await expect(dialog.getByText('Medication', { exact: true })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(dialog.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(open).toBeFocused();

  // Signing out from the side menu: back into it, then down to its last entry. The server's answer is stood in
  // for: a real sign-out ends every session of the demo admin, which other journeys are using at the same time
  // (the sign-out itself has its own journey).
  await page.route('**/api/logout', (route) =>
    route.fulfill({ status: 200, json: { success: true, result: null, error: null } }),
  );
  await tabTo(page, sideMenu.getByRole('link', { name: 'Settings', exact: true }), { back: true });
  await pressUntilFocused(page, sideMenu.getByRole('button', { name: 'Sign Out' }), { limit: 3 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login/, { timeout: 30_000 });
});

test('reviewer: opens a pending request from the list and approves it', async ({
  page,
  browser,
  baseURL,
}) => {
  const { user, page: patientPage } = await patientWithRequest(browser, baseURL, { paid: true });
  await patientPage.context().close();
  const name = `${user.firstName} ${user.lastName}`;

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, DEMO.pro);
  await page.goto('/rx');
  await expect(page.getByRole('tab', { name: 'Pending', selected: true })).toBeVisible({ timeout: 30_000 });

  // Narrow the list to the new request by its patient's name.
  await tabTo(page, page.getByRole('textbox', { name: 'Search by name' }));
  await page.keyboard.type(user.firstName);
  await page.keyboard.press('Enter');
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(page.getByText('1 request', { exact: true })).toBeVisible();

  // Open it, and read it: the focus moves inside the dialog.
  await tabTo(page, row.getByRole('button', { name: `Open the request of ${name}` }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog').filter({ hasText: name });
  await expect(dialog.getByText('Medication', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Tadalafil', { exact: false }).first()).toBeVisible();

  // Approve: the form takes the focus; the prescription was sent externally.
  await tabTo(page, dialog.getByRole('button', { name: 'Approve', exact: true }));
  await page.keyboard.press('Enter');
  const form = page.getByRole('form', { name: 'Approve prescription' });
  await expect(form).toBeVisible();
  await expect(form.getByLabel('Note to the patient (optional)')).toBeFocused();
  await page.keyboard.type('Take one tablet a day, at the same time.');
  const external = form.getByRole('checkbox', {
    name: 'I have already sent in this prescription externally',
  });
  await tabTo(page, external);
  await page.keyboard.press('Space');
  await expect(external).toBeChecked();
  await tabTo(page, form.getByRole('button', { name: 'Approve prescription' }));
  await page.keyboard.press('Enter');

  // The outcome: said, and the request leaves the pending list; the focus is back on the page, not lost.
  await expect(page.getByText('Prescription approved. The patient has been emailed.')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(row).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Requests' })).toBeFocused();
  await expect(page.locator(':focus')).toHaveCount(1);
});

test('host: the approved connections, the conversation and a message sent', async ({ page }) => {
  const text = `Keyboard hello ${Date.now().toString(36)}`;
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, DEMO.host);
  await page.goto('/provider');
  const sideMenu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(sideMenu.getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible({
    timeout: 30_000,
  });

  // The side menu: Connections opens with the keyboard, then its Approved view.
  await tabTo(page, sideMenu.getByRole('link', { name: 'Dashboard', exact: true }));
  const group = sideMenu.getByRole('button', { name: 'Connections' });
  await pressUntilFocused(page, group, { limit: 10 });
  await page.keyboard.press('Enter');
  await expect(group).toHaveAttribute('aria-expanded', 'true');
  await pressUntilFocused(page, sideMenu.getByRole('link', { name: 'Approved', exact: true }), { limit: 4 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/provider\/connections\?viewCondition=approved/);

  // The approved application's conversation: one stop, and Enter opens it.
  const card = page
    .getByTestId('application-card')
    .filter({ has: page.getByText('Approved', { exact: true }) });
  const openChat = card.first().getByRole('link', { name: 'Open chat' });
  await expect(openChat).toBeVisible({ timeout: 30_000 });
  await tabTo(page, openChat);
  // One stop for one action: the next Tab leaves the link instead of landing on the button drawn inside it.
  await page.keyboard.press('Tab');
  await expect(card.first().getByRole('button', { name: 'Open chat' })).not.toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(openChat).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/provider\/property-chat\?propertyChat_id=/);

  // Write and send with Enter; the message shows in the conversation and the box is empty again.
  const message = page.getByRole('textbox', { name: 'Message' });
  await expect(page.locator('.cs-chat__live')).toHaveText('Live', { timeout: 30_000 });
  await tabTo(page, message);
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('chat-messages').getByText(text)).toBeVisible();
  await expect(message).toHaveValue('');
  await expect(message).toBeFocused();
});

test('patient: completes the checkout of a waiting request and pays in the sandbox', async ({
  browser,
  baseURL,
}) => {
  const { page } = await patientWithRequest(browser, baseURL, { paid: false });
  await page.goto('/rx');
  const entry = page.locator('.cs-rx__entry[data-status="Incomplete"]');
  const complete = entry.getByRole('button', { name: 'Complete Checkout' });
  await expect(complete).toBeVisible({ timeout: 30_000 });

  // From the dashboard to the visit, where it stopped: the review of the answers and the medication.
  await tabTo(page, complete);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Review and pay', exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await tabTo(page, page.getByRole('button', { name: 'Continue to payment' }));
  await page.keyboard.press('Enter');

  // The sandbox checkout: every field by Tab and typing, the state by typing its name on the closed list.
  await expect(page.getByRole('heading', { level: 1, name: 'Complete your payment' })).toBeVisible({
    timeout: 30_000,
  });
  const fields: Array<[string, string]> = [
    ['Street address', '221 River Street'],
    ['City', 'Hoboken'],
    ['State', 'New Jersey'],
    ['ZIP code', '07030'],
    ['Card number', '4242 4242 4242 4242'],
    ['Expiry (MM / YY)', '12 / 34'],
    ['Security code (CVC)', '123'],
    ['Name on card', 'Casey Keyboard'],
  ];
  for (const [label, value] of fields) {
    await tabTo(page, page.getByLabel(label, { exact: true }), { limit: 10 });
    await page.keyboard.type(value);
  }
  await expect(page.getByLabel('State', { exact: true })).toHaveValue('NJ');
  await tabTo(page, page.getByRole('button', { name: /^Pay \$/ }), { limit: 5 });
  await page.keyboard.press('Enter');

  // Back on the dashboard: thanked, and the request waits for a provider.
  await expect(page).toHaveURL(/\/rx$/, { timeout: 30_000 });
  const thanks = page.getByText('Thank you — your request is with our providers.');
  await expect(thanks).toBeVisible();

  // The thanks is closed from its button; the focus moves on to the treatments.
  await tabTo(
    page,
    page.getByRole('status').filter({ hasText: 'Thank you' }).getByRole('button', { name: 'close' }),
  );
  await page.keyboard.press('Enter');
  await expect(thanks).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: 'Your treatments' })).toBeFocused();
  await expect(
    page.locator('.cs-rx__entry').first().getByText('Waiting approval', { exact: true }),
  ).toBeVisible();
});
