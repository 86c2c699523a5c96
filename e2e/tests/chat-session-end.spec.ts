import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { DEMO, expect, signIn, test } from '../fixtures/accounts.ts';
import { expectNoSidewaysScroll } from '../fixtures/layout.ts';

/*
 * A chat left open in another window must not outlive the session: once the user signs out, the open
 * conversation says so within 2 seconds and offers to sign in again, instead of silently showing a dead chat.
 * The demo seeker's approved conversation with the demo host (seeded) is the chat.
 */

test.describe.configure({ timeout: 120_000 });

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const liveTag = (page: Page) => page.locator('.cs-chat__live');

test('a chat open in another window shows that the session ended within 2 seconds of signing out', async ({
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

  // A second window of the same browser: the same sign-in, so the same session.
  const second = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    storageState: await first.storageState(),
  });
  const secondPage = await second.newPage();
  await secondPage.goto(chatPath);
  await expect(liveTag(secondPage)).toHaveText('Live', { timeout: 30_000 });

  // Another device signed in on its own: signing out of one browser leaves it signed in and live.
  const elsewhere = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const elsewherePage = await elsewhere.newPage();
  await signIn(elsewherePage, DEMO.seeker);
  await elsewherePage.goto(chatPath);
  await expect(liveTag(elsewherePage)).toHaveText('Live', { timeout: 30_000 });

  // Sign out through the menu of the first window.
  const signedOut = firstPage.waitForResponse((response) => response.url().endsWith('/api/logout'));
  await mainMenu(firstPage).getByRole('menuitem', { name: 'Sign Out' }).click();
  expect((await signedOut).status()).toBe(200);
  const since = Date.now();
  await expect(firstPage).toHaveURL(/\/login$/);

  // The second window's conversation says so within 2 seconds, and offers to sign in again.
  const ended = secondPage.getByRole('alert').filter({ hasText: 'Your session has ended' });
  await expect(ended).toBeVisible({ timeout: 2_000 });
  expect(Date.now() - since).toBeLessThan(2_000);
  await expect(liveTag(secondPage)).toHaveText('Signed out');
  await expect(secondPage.getByRole('textbox', { name: 'Message' })).toBeDisabled();
  await expect(ended.getByRole('button', { name: 'Sign in again' })).toBeVisible();
  await secondPage.screenshot({ path: '/tmp/shots/chat-session-ended-1280.png', fullPage: true });
  await secondPage.setViewportSize({ width: 390, height: 844 });
  await expect(ended.getByRole('button', { name: 'Sign in again' })).toBeVisible();
  await expectNoSidewaysScroll(secondPage);
  await secondPage.screenshot({ path: '/tmp/shots/chat-session-ended-390.png', fullPage: true });

  // The device signed in on its own is untouched.
  await expect(liveTag(elsewherePage)).toHaveText('Live');
  await expect(elsewherePage.getByRole('alert').filter({ hasText: 'Your session has ended' })).toHaveCount(0);

  // Sign in again leads to the login page, which brings the user back to this conversation afterwards.
  await ended.getByRole('button', { name: 'Sign in again' }).click();
  await expect(secondPage).toHaveURL(/\/login$/);

  await Promise.all([first.close(), second.close(), elsewhere.close()]);
});
