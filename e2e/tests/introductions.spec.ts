import { randomBytes } from 'node:crypto';
import type { BrowserContext } from '@playwright/test';
import { CSRF, expect, freshPhone, mailbox, test } from '../fixtures/accounts.ts';
import { expectNoSidewaysScroll } from '../fixtures/layout.ts';
import { chooseOption } from '../fixtures/select.ts';

/*
 * Introductions and the property chat: a seeker applies to a host's space; the host, on the free
 * plan, sees the applicant's details hidden behind Upgrade Membership, pays in the sandbox checkout, approves,
 * and both talk in the chat in real time; a second application is declined with Other and an explanation, and
 * the seeker's listing shows Declined Application. Fresh providers of their own, so the demo accounts stay untouched.
 */

test.describe.configure({ timeout: 180_000 });

interface Provider {
  email: string;
  password: string;
  firstName: string;
}

/** A new provider with a practice of their own, verified and signed in within the browser context. */
async function freshProvider(
  context: BrowserContext,
  organizationName: string,
  firstName: string,
): Promise<Provider> {
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
  expect(
    (
      await context.request.post('/api/auth/verify-email', { headers: CSRF, data: { verificationKey: key } })
    ).ok(),
  ).toBe(true);
  const login = await context.request.post('/api/auth/login', {
    headers: CSRF,
    data: { email: user.email, password: user.password },
  });
  expect(login.ok(), await login.text()).toBe(true);
  return user;
}

test('a seeker applies, the host upgrades and approves, and both chat in real time', async ({ browser }) => {
  const hostContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const seekerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const host = await freshProvider(hostContext, 'Harbor Street Family Medicine', 'Helena');
  const seeker = await freshProvider(seekerContext, 'Willow Pediatrics', 'Samir');

  const created = await hostContext.request.post('/api/properties', {
    headers: CSRF,
    data: {
      title: 'Bright exam room by the waterfront',
      description: 'A bright exam room with a sink and a treatment table, free on weekday afternoons.',
      propertyStatus: 'LIST',
      addressInfo: {
        addressLineOne: '200 Sinatra Drive',
        addressLineTwo: null,
        city: 'Hoboken',
        usState: 'NJ',
        zipcode: '07030',
      },
      roomTypes: ['EXAM'],
      supportedProviderSpecialty: [],
      unsupportedProviderSpecialty: [],
      rate: 55_00,
      ratePeriod: 'SESN',
      roomInfo: { items: [] },
      propertyPhoto: { files: [] },
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const propertyId = ((await created.json()) as { result: { id: string } }).result.id;

  // The seeker applies from the listing.
  const seekerPage = await seekerContext.newPage();
  const problems: string[] = [];
  seekerPage.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  seekerPage.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  await seekerPage.goto(`/provider/properties/${propertyId}`);
  await expect(
    seekerPage.getByRole('button', { name: 'Apply', exact: true }),
    problems.join('\n'),
  ).toBeVisible({
    timeout: 30_000,
  });
  await seekerPage.getByRole('button', { name: 'Apply', exact: true }).click();
  await seekerPage
    .getByLabel('Message to the host')
    .fill('I run a small pediatric practice and would love two afternoons a week.');
  await seekerPage.getByLabel('How soon do you need the space?').click();
  await seekerPage.getByTitle('Within a month').click();
  await seekerPage.getByRole('button', { name: 'Send application' }).click();
  await expect(seekerPage.getByText('Contacting Host')).toBeVisible({ timeout: 15_000 });

  // The host's dashboard now has Property Connections, leading to the Connections page.
  const hostPage = await hostContext.newPage();
  await hostPage.goto('/provider');
  const connections = hostPage.getByTestId('dashboard-connections');
  await expect(connections.getByText('Bright exam room by the waterfront')).toBeVisible({ timeout: 30_000 });
  await expect(connections.getByText(/Willow Pediatrics applied/)).toBeVisible();
  await hostPage.screenshot({ path: '/tmp/shots/dashboard-connections-1280.png', fullPage: true });
  await hostPage.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(hostPage);
  await connections.screenshot({ path: '/tmp/shots/dashboard-connections-390.png' });
  await hostPage.setViewportSize({ width: 1280, height: 900 });
  await connections.getByRole('link', { name: 'View all connections' }).click();
  await expect(hostPage).toHaveURL(/\/provider\/connections$/);

  // The host, on the free plan, sees the application with the applicant's details hidden.
  const card = hostPage
    .getByTestId('application-card')
    .filter({ hasText: 'Bright exam room by the waterfront' });
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect(card.getByText('Willow Pediatrics')).toBeVisible();
  await expect(card.getByText(seeker.email)).toHaveCount(0);
  await expect(card.getByText('two afternoons a week')).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Upgrade Membership' })).toBeVisible();
  await hostPage.screenshot({ path: '/tmp/shots/connections-free-1280.png', fullPage: true });
  await hostPage.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(hostPage);
  await hostPage.screenshot({ path: '/tmp/shots/connections-free-390.png', fullPage: true });
  await hostPage.setViewportSize({ width: 1280, height: 900 });

  // Upgrade Membership leads to billing; the host pays in the sandbox checkout.
  await card.getByRole('button', { name: 'Upgrade Membership' }).click();
  await expect(hostPage).toHaveURL(/\/provider\/account\?tab=billing/);
  await expect(hostPage.getByText('$60', { exact: true })).toBeVisible({ timeout: 30_000 });
  // The billing card settles after its own reads; a click during that is tried again.
  await expect(async () => {
    await hostPage.getByRole('button', { name: 'Upgrade', exact: true }).click({ timeout: 5_000 });
    await expect(hostPage).toHaveURL(/\/sandbox-pay\/checkout\//, { timeout: 10_000 });
  }).toPass({ timeout: 60_000 });
  await hostPage.getByLabel('Card number').fill('4242 4242 4242 4242');
  await hostPage.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await hostPage.getByLabel('Security code (CVC)').fill('123');
  await hostPage.getByLabel('Name on card').fill('Helena Tester');
  await hostPage.getByRole('button', { name: /^Pay \$60/ }).click();
  await expect(hostPage.getByText('Your membership is active. Thank you!').first()).toBeVisible({
    timeout: 30_000,
  });

  // Now a member, the host reads the details and approves: straight into the chat.
  await hostPage.goto('/provider/connections');
  await expect(card.getByText(seeker.email)).toBeVisible({ timeout: 30_000 });
  await expect(card.getByText('two afternoons a week')).toBeVisible();
  await hostPage.screenshot({ path: '/tmp/shots/connections-member-1280.png', fullPage: true });
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(
    hostPage.getByText(
      'Application approved, you can now start your communication with your potential guest.',
    ),
  ).toBeVisible();
  await expect(hostPage).toHaveURL(/\/provider\/property-chat\?propertyChat_id=/);
  await expect(hostPage.getByText('Live', { exact: true })).toBeVisible({ timeout: 15_000 });

  // The seeker's listing shows the approval and opens the same chat.
  await seekerPage.reload();
  await expect(seekerPage.getByText('Approved Application')).toBeVisible({ timeout: 15_000 });
  await seekerPage.getByRole('button', { name: 'Open chat' }).click();
  await expect(seekerPage.getByText('Live', { exact: true })).toBeVisible({ timeout: 15_000 });

  // A message from each side appears on the other without a reload.
  await hostPage
    .getByRole('textbox', { name: 'Message' })
    .fill('Welcome, Samir! Tuesdays and Thursdays after 1 pm are open.');
  await hostPage.locator('.cs-chat__composer').getByRole('button').click();
  await expect(
    seekerPage.getByTestId('chat-messages').getByText('Tuesdays and Thursdays after 1 pm'),
  ).toBeVisible({
    timeout: 15_000,
  });
  await seekerPage
    .getByRole('textbox', { name: 'Message' })
    .fill('Perfect. Could I visit on Monday to see the room?');
  await seekerPage.locator('.cs-chat__composer').getByRole('button').click();
  await expect(hostPage.getByTestId('chat-messages').getByText('Could I visit on Monday')).toBeVisible({
    timeout: 15_000,
  });
  await hostPage.screenshot({ path: '/tmp/shots/chat-host-1280.png', fullPage: true });

  // Both survive a reload, each message once.
  await seekerPage.reload();
  await expect(seekerPage.getByTestId('chat-messages').getByText('Could I visit on Monday')).toHaveCount(1, {
    timeout: 15_000,
  });
  await expect(
    seekerPage.getByTestId('chat-messages').getByText('Tuesdays and Thursdays after 1 pm'),
  ).toHaveCount(1);
  await seekerPage.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(seekerPage);
  await seekerPage.screenshot({ path: '/tmp/shots/chat-seeker-390.png', fullPage: true });

  // A second space of the same host: this application is declined, with Other and an explanation.
  const second = await hostContext.request.post('/api/properties', {
    headers: CSRF,
    data: {
      title: 'Quiet consult room on Washington Street',
      description: 'A quiet consult room with two armchairs and a desk, free on Friday mornings.',
      propertyStatus: 'LIST',
      addressInfo: {
        addressLineOne: '310 Washington Street',
        addressLineTwo: null,
        city: 'Hoboken',
        usState: 'NJ',
        zipcode: '07030',
      },
      roomTypes: ['CONS'],
      supportedProviderSpecialty: [],
      unsupportedProviderSpecialty: [],
      rate: 40_00,
      ratePeriod: 'SESN',
      roomInfo: { items: [] },
      propertyPhoto: { files: [] },
    },
  });
  expect(second.ok(), await second.text()).toBe(true);
  const secondId = ((await second.json()) as { result: { id: string } }).result.id;
  const applied = await seekerContext.request.post('/api/propertyIntroduction', {
    headers: CSRF,
    data: {
      propertyId: secondId,
      messageToHost: 'Could I have Friday mornings for parent visits?',
      howSoon: 'MNTH',
    },
  });
  expect(applied.ok(), await applied.text()).toBe(true);

  await hostPage.goto('/provider/connections');
  const secondCard = hostPage
    .getByTestId('application-card')
    .filter({ hasText: 'Quiet consult room on Washington Street' });
  await expect(secondCard).toBeVisible({ timeout: 30_000 });
  await secondCard.getByRole('button', { name: 'Reject' }).click();
  const rejectDialog = hostPage.getByRole('dialog', { name: 'Reject this application' });
  await chooseOption(hostPage, rejectDialog.getByRole('combobox', { name: 'Reason' }), '', 'Other');
  // Other needs its explanation.
  await rejectDialog.getByRole('button', { name: 'Reject application' }).click();
  await expect(rejectDialog.getByText('Please provide a reason other.')).toBeVisible();
  await rejectDialog
    .getByLabel('Tell the applicant why')
    .fill('Friday mornings have just gone to a long-standing tenant. Tuesdays may open up in spring.');
  await rejectDialog.getByRole('button', { name: 'Reject application' }).click();
  await expect(hostPage.getByText('Application Rejected.')).toBeVisible({ timeout: 15_000 });
  await expect(rejectDialog).toBeHidden();
  await expect(secondCard).toHaveCount(0);
  // It is listed with the rejected ones, with the explanation.
  await hostPage.goto('/provider/connections?viewCondition=rejected');
  await expect(
    hostPage.getByTestId('application-card').filter({ hasText: 'Quiet consult room on Washington Street' }),
  ).toContainText('Friday mornings have just gone to a long-standing tenant.', { timeout: 30_000 });

  // The seeker's listing says so.
  await seekerPage.setViewportSize({ width: 1280, height: 900 });
  await seekerPage.goto(`/provider/properties/${secondId}`);
  await expect(
    seekerPage.getByRole('heading', { name: 'Quiet consult room on Washington Street' }),
  ).toBeVisible({
    timeout: 30_000,
  });
  await expect(seekerPage.getByText('Declined Application')).toBeVisible();
  await expect(seekerPage.getByRole('button', { name: 'Apply', exact: true })).toHaveCount(0);

  expect(host.email).not.toBe(seeker.email);
  await hostContext.close();
  await seekerContext.close();
});
