import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { CSRF, DEMO, expect, signIn, test } from '../fixtures/accounts.ts';
import { expectNoSidewaysScroll } from '../fixtures/layout.ts';
import { latestSmsTo, mailTo, smsTo } from '../fixtures/mailbox.ts';
import { chooseOption } from '../fixtures/select.ts';

/*
 * The account page, on the real server with a fresh database. The demo seeker edits their profile and
 * practice, uploads a profile picture and makes it their avatar, and chooses text messages for chat notices; a
 * message from a real property chat then reaches their phone and not their inbox. The demo host edits their own
 * practice picture and alerts. Whatever a journey changes on the shared demo accounts is put back, because other
 * journeys run alongside against the same server. Then the pages are checked at 390 px.
 */

test.describe.configure({ timeout: 120_000 });

/** A real 64 × 64 PNG (the cropper needs an image it can draw). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAIAAAAlC+aJAAAAeUlEQVR4nO3PQQkAMAzAwDqY0/p/TsQexyAQAZc5u183XNCAFjSgBQ1oQQNa0IAWNKAFDWhBA1rQgBY0oAUNaEEDWtCAFjSgBQ1oQQNa0IAWNKAFDWhBA1rQgBY0oAUNaEEDWtCAFjSgBQ1oQQNa0IAWNKAFDWjBYxcEK7DTHtg6gQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Closes a dialog with Escape and waits until it is gone. A first Escape can land while an inner layer (the
 * photo cropper, a select) is still closing, so it is pressed again until the dialog itself has closed.
 */
async function closeDialog(page: Page, dialog: Locator) {
  await expect(async () => {
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
}

interface Envelope<T> {
  success: boolean;
  result: T;
  error: { message: string } | null;
}

async function resultOf<T>(
  response: Awaited<ReturnType<APIRequestContext['get']>>,
  what: string,
): Promise<T> {
  const body = (await response.json()) as Envelope<T>;
  expect(body.success, `${what}: ${JSON.stringify(body.error)}`).toBe(true);
  return body.result;
}

interface Address {
  addressLineOne: string | null;
  addressLineTwo: string | null;
  city: string | null;
  usState: string | null;
  zipcode: string | null;
}

interface Profile {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  language: string[];
  languageOther: string[];
  organization: {
    id: string;
    name: string;
    email: string | null;
    phone: string | null;
    website: string | null;
    fax: string | null;
    ein: string | null;
    address: Address;
  } | null;
  provider: {
    npi: string | null;
    yearsPracticed: number | null;
    insurance: string[];
    licensedState: string[];
    specialty: string[];
    specialtyOther: string[];
  } | null;
}

interface NotificationView {
  notificationSettings: { type: string; method: string[] };
}

/** What a journey may change on a demo account: read first, so it can be put back exactly. */
async function snapshot(request: APIRequestContext) {
  const profile = await resultOf<Profile>(await request.get('/api/profile'), 'Reading the profile');
  const organizationId = profile.organization!.id;
  const alerts = await resultOf<NotificationView[]>(
    await request.get(`/api/notification/${organizationId}`),
    'Reading the notification settings',
  );
  return { profile, alerts };
}

/** Puts the profile lists, practice, avatar and notification settings back as the snapshot had them. */
async function restore(
  request: APIRequestContext,
  { profile, alerts }: Awaited<ReturnType<typeof snapshot>>,
) {
  const organization = profile.organization!;
  const put = async (path: string, data: unknown, what: string) =>
    resultOf(await request.put(path, { headers: CSRF, data }), what);
  await put(
    '/api/profile',
    {
      firstName: profile.firstName,
      lastName: profile.lastName,
      language: profile.language,
      languageOther: profile.languageOther,
      provider: profile.provider,
    },
    'Restoring the profile',
  );
  const { address } = organization;
  await put(
    '/api/organization',
    {
      name: organization.name,
      email: organization.email,
      phone: organization.phone,
      website: organization.website,
      fax: organization.fax,
      ein: organization.ein,
      address: {
        addressLineOne: address.addressLineOne,
        addressLineTwo: address.addressLineTwo,
        city: address.city,
        usState: address.usState,
        zipcode: address.zipcode,
      },
    },
    'Restoring the practice',
  );
  await put(
    `/api/profile/avatar/${organization.id}/${profile.id}/user`,
    { imageId: 'initials' },
    'Restoring the avatar',
  );
  await put(
    `/api/notification/${organization.id}`,
    { settings: alerts.map((item) => item.notificationSettings) },
    'Restoring the notification settings',
  );
}

async function signedInContext(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email);
  return { context, request: page.request };
}

test('the host edits profile and practice, sets alerts and uploads a practice picture', async ({ page }) => {
  await signIn(page, DEMO.host);
  const before = await snapshot(page.request);
  await page.goto('/provider/account');
  // The first load of the page's chunks can be slow on a busy machine.
  await expect(page.getByRole('heading', { level: 2, name: 'Helen Ortiz' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Riverside Family Practice').first()).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText([
    'Profile',
    'Practice',
    'Licenses',
    'Applications',
    'Billing & Membership',
    'Settings',
  ]);
  await page.screenshot({ path: '/tmp/account-1280.png', fullPage: true });

  // Profile: add a specialty and a licensed state through the searchable multi-selects.
  await page.getByRole('button', { name: 'Edit profile' }).click();
  const profileForm = page.getByRole('form', { name: 'Edit profile' });
  await expect(profileForm).toBeVisible();
  await chooseOption(page, 'Specialties', 'PSYCHIATRY', 'Psychiatry');
  await chooseOption(page, 'Licensed states', 'penn', 'Pennsylvania');
  await profileForm.getByRole('button', { name: 'Save profile' }).click();
  await expect(profileForm).toBeHidden();
  await expect(page).not.toHaveURL(/isEdit/);
  const details = page.getByRole('tabpanel', { name: 'Profile' });
  await expect(details.getByText('Psychiatry', { exact: true })).toBeVisible();
  await expect(details.getByText('Pennsylvania', { exact: true })).toBeVisible();
  await expect(details.getByText('New Jersey', { exact: true })).toBeVisible();

  // Practice: a new address; the city and state fill in from the ZIP code.
  await page.getByRole('tab', { name: 'Practice' }).click();
  await page.getByRole('button', { name: 'Edit practice' }).click();
  const practiceForm = page.getByRole('form', { name: 'Edit practice' });
  await practiceForm.getByLabel('Street Address').fill('30 Montgomery Street');
  await practiceForm.getByLabel('City').fill('');
  await practiceForm.getByLabel('Zipcode').fill('07302');
  await practiceForm.getByLabel('Zipcode').blur();
  await expect(practiceForm.getByLabel('City')).toHaveValue(/Jersey City/i);
  await practiceForm.getByRole('button', { name: 'Save practice' }).click();
  await expect(practiceForm).toBeHidden();
  await expect(page.getByText('30 Montgomery Street')).toBeVisible();

  // Notification preferences: chat messages by text as well.
  await page.getByRole('button', { name: 'Notification Preferences' }).click();
  const dialog = page.getByRole('dialog', { name: 'Notification Preferences' });
  const chat = dialog.getByRole('group', { name: 'New chat message' });
  await chat.getByRole('checkbox', { name: 'Text message' }).check();
  await dialog.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.getByText('Alert Preferences - Successfully saved.')).toBeVisible();
  const settings = await (await page.request.get('/api/profile')).json();
  const saved = await (await page.request.get(`/api/notification/${settings.result.organization.id}`)).json();
  expect(saved.result[0].notificationSettings).toEqual({ type: 'CHAT', method: ['EMAL', 'PHNE'] });
  await closeDialog(page, dialog);

  // Practice picture: cropped, stored in the logos folder and shown on the practice.
  await page.getByRole('button', { name: 'Change picture' }).last().click();
  const pictureDialog = page.getByRole('dialog', { name: 'Practice picture' });
  const uploaded = page.waitForResponse(
    (r) => r.url().includes('/api/profilePicture/') && r.request().method() === 'POST',
  );
  await pictureDialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'practice.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Use picture' }).click();
  expect((await uploaded).status()).toBe(200);
  await closeDialog(page, pictureDialog);
  await expect(page.getByRole('img', { name: 'Riverside Family Practice logo' })).toHaveAttribute(
    'src',
    /\/logos$/,
  );

  // Avatar: the female avatar replaces the initials here and in the header.
  await page.getByRole('button', { name: 'Change picture' }).first().click();
  const avatarDialog = page.getByRole('dialog', { name: 'Picture and avatar' });
  await avatarDialog.getByRole('radio', { name: /Female avatar/ }).check();
  await avatarDialog.getByRole('button', { name: 'Use this avatar' }).click();
  await expect(page.getByText('Your avatar has been updated.')).toBeVisible();
  await closeDialog(page, avatarDialog);
  await expect(page.locator('.cs-shell__user [aria-label="woman"]')).toBeAttached();

  // Put the demo profile, practice, avatar and alerts back where the other journeys expect them.
  await restore(page.request, before);
});

const CHAT_NOTICE = 'You have a new message on Carespace';

test('the seeker edits profile and practice, makes a picture their avatar, and gets chat notices by text', async ({
  page,
  browser,
}) => {
  await signIn(page, DEMO.seeker);
  const before = await snapshot(page.request);
  const seeker = before.profile;
  expect(seeker.phone, 'the demo seeker has a verified phone for texts').toBeTruthy();
  const admin = await signedInContext(browser, DEMO.admin);
  const host = await signedInContext(browser, DEMO.host);
  try {
    await page.goto('/provider/account');
    // The first load of the page's chunks can be slow on a busy machine.
    await expect(page.getByRole('heading', { level: 2, name: 'Samuel Reyes' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('tab')).toHaveText([
      'Profile',
      'Practice',
      'Licenses',
      'Applications',
      'Billing & Membership',
      'Settings',
    ]);

    // Profile: a specialty and a licensed state through the searchable multi-selects, then back to view mode.
    await page.getByRole('button', { name: 'Edit profile' }).click();
    const profileForm = page.getByRole('form', { name: 'Edit profile' });
    await expect(profileForm).toBeVisible();
    await chooseOption(page, 'Specialties', 'PSYCHIATRY', 'Psychiatry');
    await chooseOption(page, 'Licensed states', 'penn', 'Pennsylvania');
    await profileForm.getByRole('button', { name: 'Save profile' }).click();
    await expect(profileForm).toBeHidden();
    await expect(page).not.toHaveURL(/isEdit/);
    const details = page.getByRole('tabpanel', { name: 'Profile' });
    await expect(details.getByText('Psychiatry', { exact: true })).toBeVisible();
    await expect(details.getByText('Pennsylvania', { exact: true })).toBeVisible();
    await expect(details.getByText('New Jersey', { exact: true })).toBeVisible();
    await page.screenshot({ path: '/tmp/account-seeker-1280.png', fullPage: true });

    // Practice: a new address across the river; the city and the state follow the ZIP code.
    await page.getByRole('tab', { name: 'Practice' }).click();
    await page.getByRole('button', { name: 'Edit practice' }).click();
    const practiceForm = page.getByRole('form', { name: 'Edit practice' });
    await expect(practiceForm.getByLabel('City')).toHaveValue('Jersey City');
    await practiceForm.getByLabel('Street Address').fill('45 Christopher Street');
    await practiceForm.getByLabel('Zipcode').fill('10014');
    await practiceForm.getByLabel('Zipcode').blur();
    await expect(practiceForm.getByLabel('City')).toHaveValue(/New York/i);
    await expect(practiceForm.getByText('New York', { exact: true }).last()).toBeVisible();
    await practiceForm.getByRole('button', { name: 'Save practice' }).click();
    await expect(practiceForm).toBeHidden();
    await expect(page.getByText('45 Christopher Street')).toBeVisible();
    const moved = await resultOf<Profile>(await page.request.get('/api/profile'), 'Reading the profile');
    expect(moved.organization!.address).toMatchObject({
      addressLineOne: '45 Christopher Street',
      city: expect.stringMatching(/New York/i),
      usState: 'NY',
      zipcode: '10014',
    });

    // Profile picture: uploaded, then chosen as the avatar; the header shows it.
    await page.getByRole('button', { name: 'Change picture' }).first().click();
    const pictureDialog = page.getByRole('dialog', { name: 'Picture and avatar' });
    const uploaded = page.waitForResponse(
      (r) => r.url().includes('/api/profilePicture/') && r.request().method() === 'POST',
    );
    await pictureDialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'samuel.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: 'Use picture' }).click();
    expect((await uploaded).status()).toBe(200);
    const pictureChoice = pictureDialog.getByRole('radio', { name: /Profile picture/ });
    await expect(pictureChoice).toBeAttached();
    // Another avatar first, so choosing the picture is a real change the header has to follow.
    await pictureDialog.getByRole('radio', { name: /Male avatar/ }).check();
    await pictureDialog.getByRole('button', { name: 'Use this avatar' }).click();
    await expect(page.locator('.cs-shell__user [aria-label="man"]')).toBeAttached();
    await pictureChoice.check();
    await pictureDialog.getByRole('button', { name: 'Use this avatar' }).click();
    await expect(page.locator('.cs-shell__user img')).toHaveAttribute('src', /\/logos$/);
    await expect(page.locator('.cs-shell__user [aria-label="man"]')).toHaveCount(0);
    await closeDialog(page, pictureDialog);

    // Chat notices by text only.
    await page.getByRole('button', { name: 'Notification Preferences' }).click();
    const alertsDialog = page.getByRole('dialog', { name: 'Notification Preferences' });
    const chat = alertsDialog.getByRole('group', { name: 'New chat message' });
    await chat.getByRole('checkbox', { name: 'Email' }).uncheck();
    await chat.getByRole('checkbox', { name: 'Text message' }).check();
    await alertsDialog.getByRole('button', { name: 'Save preferences' }).click();
    await expect(page.getByText('Alert Preferences - Successfully saved.')).toBeVisible();
    const saved = await resultOf<NotificationView[]>(
      await page.request.get(`/api/notification/${seeker.organization!.id}`),
      'Reading the notification settings',
    );
    expect(saved.find((item) => item.notificationSettings.type === 'CHAT')?.notificationSettings).toEqual({
      type: 'CHAT',
      method: ['PHNE'],
    });
    await closeDialog(page, alertsDialog);

    // A real chat: the seeker applies to one of the host's spaces, an admin approves (the demo host stays on
    // the free plan), and the host writes in the chat that opens.
    const textsBefore = (await smsTo(page.request, seeker.phone!)).map((sms) => sms.id);
    const mailBefore = (await mailTo(page.request, seeker.email)).map((mail) => mail.id);
    const matches = await resultOf<Array<{ id: string; title: string }>>(
      // The list comes a page at a time, newest first: ask for a large one, as other journeys add matches.
      await page.request.get('/api/properties/guest?limit=100'),
      'Reading the matches',
    );
    const space = matches.find((property) => property.title === 'Sunlit therapy office on Washington Street');
    expect(space, 'the demo host’s therapy office matches the seeker').toBeDefined();
    const application = await resultOf<{ id: string }>(
      await page.request.post('/api/propertyIntroduction', {
        headers: CSRF,
        data: {
          propertyId: space!.id,
          messageToHost: 'I see adults and couples and would love Tuesdays and Thursdays.',
          howSoon: 'MNTH',
        },
      }),
      'Applying',
    );
    const chatId = await resultOf<string>(
      await admin.request.post(`/api/propertyIntroduction/true/${application.id}`, {
        headers: CSRF,
        data: {},
      }),
      'Approving',
    );
    // Only the other side is told: a message from the host notifies the seeker's practice.
    await resultOf(
      await host.request.post(`/api/propertyChat/${chatId}/messages`, {
        headers: CSRF,
        data: { clientMessageId: randomUUID(), body: 'Welcome, Samuel! Tuesdays after 1 pm are open.' },
      }),
      'Sending a chat message',
    );

    const text = await latestSmsTo(page.request, seeker.phone!, { notIn: textsBefore });
    expect(text.body).toContain('new message');
    const chatMail = (await mailTo(page.request, seeker.email)).filter(
      (mail) => !mailBefore.includes(mail.id) && mail.subject === CHAT_NOTICE,
    );
    expect(chatMail, 'no chat email to the seeker').toEqual([]);
    // The approval itself still came by email, as the seeker's other settings say.
    expect(
      (await mailTo(page.request, seeker.email)).some(
        (mail) => !mailBefore.includes(mail.id) && mail.subject === 'Your application was approved',
      ),
    ).toBe(true);
  } finally {
    await restore(page.request, before);
    await admin.context.close();
    await host.context.close();
  }
});

test('the account page fits a 390 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DEMO.seeker);
  await page.goto('/provider/account');
  await expect(page.getByRole('heading', { level: 2, name: 'Samuel Reyes' })).toBeVisible({
    timeout: 30_000,
  });
  await page.screenshot({ path: '/tmp/account-390.png', fullPage: true });
  await expectNoSidewaysScroll(page);
  await page.goto('/provider/account?isEdit=true');
  await expect(page.getByRole('form', { name: 'Edit profile' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: '/tmp/account-390-edit.png', fullPage: true });
  await page.goto('/provider/account?tab=organization');
  await expect(page.getByText('Reyes Counseling').first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.goto('/provider/account?modal=notification');
  await expect(page.getByRole('dialog', { name: 'Notification Preferences' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: '/tmp/account-390-alerts.png' });
  await page.goto('/provider/account?modal=profilePic');
  await expect(page.getByRole('dialog', { name: 'Picture and avatar' })).toBeVisible();
  await expectNoSidewaysScroll(page);
});
