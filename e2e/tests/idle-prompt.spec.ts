import { DEMO, expect, signIn, test } from '../fixtures/accounts.ts';

/*
 * The admin area keeps an idle gate around every page, and the patients page keeps its own for its ePHI. The
 * admin must be asked once, and one 'Still here' must be enough: the page stays open after the time the
 * first prompt would have locked it. The browser's clock is moved forward instead of waiting eight minutes.
 */

test.describe.configure({ timeout: 90_000 });

test('an admin on the patients page is asked once if they are still there, and one answer keeps it open', async ({
  page,
}) => {
  await page.clock.install();
  await signIn(page, DEMO.admin);
  const access = page.waitForRequest((request) => request.url().endsWith('/api/audit/access-ePHI'));
  await page.goto('/admin/patient');
  await access;
  const patients = page.getByRole('heading', { name: 'Patients', level: 2 });
  await expect(patients).toBeVisible({ timeout: 30_000 });

  // 30 s before the end of the countdown: one question, not one per gate.
  await page.clock.fastForward('07:31');
  const question = page.getByRole('dialog', { name: 'Are you still there?' });
  await expect(question).toHaveCount(1);
  await expect(question).toBeVisible();
  await page.getByRole('button', { name: 'Still here' }).click();
  await expect(page.getByRole('dialog', { name: 'Are you still there?' })).toHaveCount(0);

  // Past the moment the first countdown would have ended: the answer counted for the whole page.
  await page.clock.fastForward('01:00');
  await expect(page.getByText('This page is locked')).toBeHidden();
  await expect(patients).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Are you still there?' })).toHaveCount(0);
});
