import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { DEMO, expect, signIn, test } from '../fixtures/accounts.ts';
import { expectNoSidewaysScroll } from '../fixtures/layout.ts';

/*
 * A chat left open in another browser must not outlive the sign-out: once the user signs out anywhere, the open
 * conversation says so within 2 seconds and offers to sign in again, instead of silently showing a dead chat.
 * The demo seeker's approved conversation with the demo host (seeded) is the chat.
 */

test.describe.configure({ timeout: 120_000 });

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const liveTag = (page: Page) => page.locator('.cs-chat__live');

test('a chat open in a second browser shows that the session ended within 2 seconds of signing out elsewhere', async ({
  browser,
}) => {
  mkdirSync('/tmp/shots', { recursive: true });
  const first = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const firstPage = await first.newPage();
  await signIn(firstPage, DEMO.seeker);
  const chats = (await (await firstPage.request.get('/api/propertyChat')).json()).result as Array<{
    id: string;
  }>;
  expect(chats.length).toBeGreaterThan(0);
  const chatPath = `/provider/property-chat?propertyChat_id=${chats[0]!.id}`;
  await firstPage.goto(chatPath);
  await expect(liveTag(firstPage)).toHaveText('Live', { timeout: 30_000 });

  // A second browser, a phone, signed in on its own as the same user, with the conversation open.
  const second = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const secondPage = await second.newPage();
  await signIn(secondPage, DEMO.seeker);
  await secondPage.goto(chatPath);
  await expect(liveTag(secondPage)).toHaveText('Live', { timeout: 30_000 });

  // Sign out through the menu of the first window.
  const signedOut = firstPage.waitForResponse((response) => response.url().endsWith('/api/logout'));
  await mainMenu(firstPage).getByRole('button', { name: 'Sign Out' }).click();
  expect((await signedOut).status()).toBe(200);
  const since = Date.now();
  await expect(firstPage).toHaveURL(/\/login$/);

  // Signing out ends every session of the user: the second browser's conversation says so within 2 seconds,
  // and offers to sign in again.
  const ended = secondPage.getByRole('alert').filter({ hasText: 'Your session has ended' });
  await expect(ended).toBeVisible({ timeout: 2_000 });
  expect(Date.now() - since).toBeLessThan(2_000);
  await expect(liveTag(secondPage)).toHaveText('Signed out');
  await expect(secondPage.getByRole('textbox', { name: 'Message' })).toBeDisabled();
  await expect(ended.getByRole('button', { name: 'Sign in again' })).toBeVisible();
  await expectNoSidewaysScroll(secondPage);
  await secondPage.screenshot({ path: '/tmp/shots/chat-session-ended-390.png', fullPage: true });

  // Sign in again leads to the login page, which brings the user back to this conversation afterwards.
  await ended.getByRole('button', { name: 'Sign in again' }).click();
  await expect(secondPage).toHaveURL(/\/login$/);

  await Promise.all([first.close(), second.close()]);
});
