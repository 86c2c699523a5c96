import { expect, test } from '../fixtures/client-address.ts';
import { latestMailTo, linkPathIn } from '../fixtures/mailbox.ts';
import { API_HEADERS, createVerifiedPatient } from '../fixtures/sign-up.ts';

test('the development mailbox shows an email as designed, and its plain text at a switch', async ({
  page,
  request,
}) => {
  const account = await createVerifiedPatient(request);
  const asked = await request.post('/api/auth/forgot-password', {
    headers: API_HEADERS,
    data: { email: account.email },
  });
  expect(asked.ok()).toBe(true);
  const mail = await latestMailTo(request, account.email, { matching: /reset your carespace password/i });
  const resetPath = linkPathIn(mail.text, '/reset-password');

  await page.goto(`/dev/mailbox?to=${encodeURIComponent(account.email)}`);
  const message = page.frameLocator('iframe[title="HTML version of Reset your Carespace password"]');
  await expect(message.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  const button = message.getByRole('link', { name: 'Choose a new password' });
  expect(linkPathIn((await button.getAttribute('href')) ?? '', '/reset-password')).toBe(resetPath);
  await expect(message.getByRole('link', { name: 'support@carespace.health' })).toBeVisible();

  const reset = page.locator('article', { hasText: 'Reset your Carespace password' });
  await reset.getByText('Plain text', { exact: true }).click();
  await expect(reset.getByRole('radio', { name: 'Plain text' })).toBeChecked();
  await expect(reset.locator('iframe')).toBeHidden();
  await expect(
    reset.getByText(/Someone asked to reset the password of your Carespace account/),
  ).toBeVisible();
});
