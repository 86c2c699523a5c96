import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithKit } from '../../../components/test-utils.tsx';
import { rememberSignupReason, SIGNUP_REASON_KEY } from '../../../lib/signup-reason-storage.ts';
import { WelcomeDialog } from './WelcomeDialog.tsx';

const PROVIDER = ['FIND', 'LIST', 'ACQR'] as const;

afterEach(() => window.localStorage.clear());

async function readAllSteps() {
  const user = userEvent.setup();
  const dialog = await screen.findByRole('dialog');
  const texts: string[] = [dialog.textContent ?? ''];
  while (within(dialog).queryByRole('button', { name: 'Next' })) {
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    texts.push(dialog.textContent ?? '');
  }
  return { user, dialog, text: texts.join('\n') };
}

describe('WelcomeDialog', () => {
  it('shows nothing without a stored sign-up reason', () => {
    renderWithKit(<WelcomeDialog reasons={PROVIDER} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('walks a lister through the steps, with the photo fact and the membership rule, then never again', async () => {
    rememberSignupReason('list');
    expect(window.localStorage.getItem(SIGNUP_REASON_KEY)).toBe('LIST');
    renderWithKit(<WelcomeDialog reasons={PROVIDER} />);
    const { user, dialog, text } = await readAllSteps();
    expect(text).toContain('Let’s fill your spare room');
    expect(text).toContain('Listings with photos get 94 percent more views.');
    expect(text).toContain('You need a membership to accept property applications.');
    expect(within(dialog).getByText('Step 3 of 3: Accept applications')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Get started' }));
    expect(window.localStorage.getItem(SIGNUP_REASON_KEY)).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('has steps for finding space and for acquiring patients', async () => {
    rememberSignupReason('find');
    const find = renderWithKit(<WelcomeDialog reasons={PROVIDER} />);
    const findText = (await readAllSteps()).text;
    expect(findText).toContain('Hosts need a membership to accept property applications.');
    expect(findText).toContain('listings with photos get 94 percent more views.');
    find.unmount();
    rememberSignupReason('acquireNewPatientsClients');
    renderWithKit(<WelcomeDialog reasons={PROVIDER} />);
    const { text } = await readAllSteps();
    expect(text).toContain('Refer to talk therapy');
    expect(text).toContain('Listings with photos get 94 percent more views.');
  });

  it('welcomes a patient only in the patient area', async () => {
    rememberSignupReason('PATIENT');
    const provider = renderWithKit(<WelcomeDialog reasons={PROVIDER} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    provider.unmount();
    renderWithKit(<WelcomeDialog reasons={['PATIENT']} />);
    expect((await readAllSteps()).text).toContain('Finish your visit');
  });

  it('Skip also forgets the reason', async () => {
    rememberSignupReason('find');
    renderWithKit(<WelcomeDialog reasons={PROVIDER} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Skip' }));
    expect(window.localStorage.getItem(SIGNUP_REASON_KEY)).toBeNull();
  });
});
