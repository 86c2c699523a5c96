import type { MembershipBilling as Billing } from '@carespace/domain';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithKit } from '../../../components/test-utils.tsx';
import { MembershipBilling } from './MembershipBilling.tsx';

const FREE: Billing = {
  purpose: 'membership',
  organizationId: 'org-1',
  plan: 'NONE',
  status: 'none',
  isPaid: false,
  planLabel: 'Free',
  showsActiveCard: false,
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  hasPaymentCustomer: false,
};
const ACTIVE: Billing = {
  ...FREE,
  status: 'active',
  isPaid: true,
  planLabel: 'Carespace Membership',
  showsActiveCard: true,
  currentPeriodEnd: '2026-12-26T12:00:00.000Z',
  hasPaymentCustomer: true,
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const ok = (result: unknown) => json({ success: true, result, error: null });

let billing: Billing = FREE;
let checkoutFails = false;
const fetchMock = vi.fn<typeof fetch>(async (input) => {
  const url = String(input);
  if (url.startsWith('/api/card-payment/membership') && url.includes('organizationId')) return ok(billing);
  if (url === '/api/card-payment/membership') {
    return checkoutFails
      ? json(
          {
            success: false,
            result: null,
            error: { message: 'We were unable to start checkout.', code: 'X', isInformation: false },
          },
          500,
        )
      : ok({ sessionId: 'cs_1', url: '/sandbox-pay/checkout/cs_1' });
  }
  if (url.startsWith('/api/card-payment/subscription-info')) return ok(1_798_286_400);
  return ok(null);
});

configure({ asyncUtilTimeout: 15_000 });

describe('Billing & Membership', { timeout: 60_000 }, () => {
  beforeEach(() => {
    billing = FREE;
    checkoutFails = false;
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('offers the $60 a month plan with its benefits on the free plan, and says why a checkout failed', async () => {
    checkoutFails = true;
    renderWithKit(<MembershipBilling organizationId="org-1" accountUserId="user-1" viewerIsAdmin={false} />, {
      route: '/provider/account?tab=billing',
    });
    expect(await screen.findByText('$60')).toBeInTheDocument();
    expect(screen.getByText('Unlimited introductions with interested providers')).toBeInTheDocument();
    expect(screen.getByText('Built-in chat')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade' }));
    expect(
      await screen.findByText(
        'Error setting up membership: We were unable to start checkout. Please try again or contact admin.',
      ),
    ).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([input]) => String(input) === '/api/card-payment/membership');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ organizationId: 'org-1' });
  });

  it('shows an active membership with its next payment and View / Update', async () => {
    billing = ACTIVE;
    renderWithKit(<MembershipBilling organizationId="org-1" accountUserId="user-1" viewerIsAdmin={false} />, {
      route: '/provider/account?tab=billing',
    });
    expect(await screen.findByText('Carespace Membership', { selector: 'td *, td' })).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('Next payment')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Dec/26/2026')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'View / Update' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upgrade' })).not.toBeInTheDocument();
  });

  it("says 'Missing Organization Id' without an organization", async () => {
    renderWithKit(<MembershipBilling organizationId={null} accountUserId="user-1" viewerIsAdmin />, {
      route: '/admin/account?tab=billing',
    });
    expect(await screen.findByText('Missing Organization Id')).toBeInTheDocument();
  });
});
