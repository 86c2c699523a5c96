import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmModal, confirmModalAnswer, confirmModalStorageKey } from './ConfirmModal.tsx';
import { FALLBACK_IMAGE, ImageWithFallback } from './ImageWithFallback.tsx';
import { LicenseVerifiedTag } from './LicenseVerifiedTag.tsx';
import { Money } from './Money.tsx';
import { QueryTabs } from './QueryTabs.tsx';
import { renderWithKit } from './test-utils.tsx';

function Search() {
  return <span data-testid="search">{useLocation().search}</span>;
}

const TABS = [
  { key: 'profile', label: 'Profile', children: <p>Profile panel</p> },
  { key: 'billing', label: 'Billing & Membership', children: <p>Billing panel</p> },
];

describe('QueryTabs', { timeout: 60_000 }, () => {
  it('opens the tab named in ?tab= and keeps the change in the query, clearing the listed parameters', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithKit(
      <>
        <QueryTabs items={TABS} clearParams={['isEdit']} />
        <Search />
      </>,
      { route: '/provider/account?tab=billing&userId=u1&isEdit=true' },
    );
    expect(screen.getByRole('tab', { name: 'Billing & Membership', selected: true })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Profile' }));
    expect(await screen.findByRole('tab', { name: 'Profile', selected: true })).toBeInTheDocument();
    expect(screen.getByTestId('search')).toHaveTextContent('?tab=profile&userId=u1');
  });

  it('falls back to the default tab for a missing or unknown ?tab=', () => {
    renderWithKit(<QueryTabs items={TABS} />, { route: '/x?tab=nope' });
    expect(screen.getByRole('tab', { name: 'Profile', selected: true })).toBeInTheDocument();
  });
});

describe('ConfirmModal', { timeout: 60_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('confirms once per key: the answer is remembered in session storage', async () => {
    const user = userEvent.setup({ delay: null });
    const onConfirm = vi.fn();
    const first = renderWithKit(
      <ConfirmModal storageKey="welcome" title="Before you start" onConfirm={onConfirm}>
        Photos raise listing views.
      </ConfirmModal>,
    );
    expect(await screen.findByText('Photos raise listing views.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(confirmModalAnswer('welcome')).toBe('confirmed');
    first.unmount();

    renderWithKit(
      <ConfirmModal storageKey="welcome" title="Before you start">
        Photos raise listing views.
      </ConfirmModal>,
    );
    expect(screen.queryByText('Photos raise listing views.')).not.toBeInTheDocument();
  });

  it('the cancel link dismisses it for the session; another key still shows', async () => {
    const user = userEvent.setup({ delay: null });
    const onCancel = vi.fn();
    renderWithKit(
      <ConfirmModal storageKey="one" title="First" onCancel={onCancel}>
        First body
      </ConfirmModal>,
    );
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(window.sessionStorage.getItem(confirmModalStorageKey('one'))).toBe('dismissed');
    expect(confirmModalAnswer('two')).toBeNull();
  });

  it('clears session storage and remembers the answer when the quota is exceeded', async () => {
    const user = userEvent.setup({ delay: null });
    window.sessionStorage.setItem('bulky', 'x');
    const original = Storage.prototype.setItem;
    let refused = false;
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key, value) {
      if (!refused) {
        refused = true;
        throw new DOMException('full', 'QuotaExceededError');
      }
      original.call(this, key, value);
    });
    renderWithKit(
      <ConfirmModal storageKey="quota" title="Quota">
        Quota body
      </ConfirmModal>,
    );
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(window.sessionStorage.getItem('bulky')).toBeNull();
    expect(confirmModalAnswer('quota')).toBe('confirmed');
  });
});

describe('ImageWithFallback', { timeout: 60_000 }, () => {
  it("says 'No Pictures Yet' when there is no picture", () => {
    renderWithKit(<ImageWithFallback src={null} alt="Exam room" />);
    expect(screen.getByText('No Pictures Yet')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Exam room' })).not.toBeInTheDocument();
  });

  it('shows the fallback picture when the picture fails to load', async () => {
    renderWithKit(<ImageWithFallback src="/api/no-auth/download-file/gone.png/properties" alt="Exam room" />);
    const image = screen.getByRole('img', { name: 'Exam room' });
    expect(image).toHaveAttribute('src', '/api/no-auth/download-file/gone.png/properties');
    fireEvent.error(image);
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Exam room' })).toHaveAttribute('src', FALLBACK_IMAGE),
    );
  });
});

describe('LicenseVerifiedTag', () => {
  it('names up to three states, and reads every state where it shows +N', () => {
    const { container } = renderWithKit(<LicenseVerifiedTag states={['NJ', 'NY', 'PA', 'CT']} />);
    const tag = screen.getByTitle(/License verified by Carespace in/);
    expect(tag).toHaveTextContent(/^License verified · NJ, NY, PA \+1/);
    expect(tag.querySelector('.cs-visually-hidden')?.textContent).toContain('CT');
    expect(container.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('is not there without a verified license', () => {
    const { container } = renderWithKit(<LicenseVerifiedTag states={[]} />);
    expect(container.textContent).toBe('');
  });
});

describe('Money', () => {
  it('shows at most 2 decimals with a dollar prefix, or a dash when empty', () => {
    renderWithKit(
      <>
        <Money value={12.5} />
        <Money value={1200} />
        <Money value={12.345} />
        <Money value={6000} unit="cents" />
        <Money value={null} />
      </>,
    );
    expect(screen.getByText('$12.5')).toBeInTheDocument();
    expect(screen.getByText('$1,200')).toBeInTheDocument();
    expect(screen.getByText('$12.35')).toBeInTheDocument();
    expect(screen.getByText('$60')).toBeInTheDocument();
    expect(screen.getByText('-')).toBeInTheDocument();
  });
});
