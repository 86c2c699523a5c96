import type { Receipt } from '@carespace/domain';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ReceiptView } from './ReceiptPage.tsx';

const RECEIPT: Receipt = {
  orderId: 'o1',
  orderNumber: 'CS-2611-7KQ4MZ',
  paidOn: '2026-11-20T15:00:00Z',
  patient: { name: 'Rita Receipt', email: 'rita@example.test' },
  treatmentCategory: { id: 'EDYS', name: 'Erectile Dysfunction' },
  medication: { name: 'Sildenafil', dosage: '50 mg', daySupply: 30 },
  periodEnd: '2026-12-20T15:00:00Z',
  subtotalCents: 4500,
  taxCents: 360,
  amountCents: 4860,
  currency: 'usd',
  card: { brand: 'visa', last4: '4242' },
  refundedCents: 0,
  refundedOn: null,
  shippedOn: '2026-11-21T15:00:00Z',
  trackingNumber: 'EC123456789US',
  pharmacy: {
    name: 'Carespace Pharmacy',
    address: '100 Hudson Street, Suite 400, Hoboken, NJ 07030',
    phone: '(888) 555-0142',
    email: 'support@carespace.health',
  },
};

function show(receipt: Receipt) {
  const router = createMemoryRouter([{ path: '*', element: <ReceiptView receipt={receipt} /> }]);
  render(<RouterProvider router={router} />);
}

describe('ReceiptView', () => {
  it('shows the order, medication, amounts with tax, card, pharmacy and a USPS tracking link', () => {
    show(RECEIPT);
    expect(screen.getByText('Order #CS-2611-7KQ4MZ')).toBeVisible();
    expect(screen.getByText('Sildenafil (50 mg), 30-day supply')).toBeVisible();
    expect(screen.getByText('$45.00')).toBeVisible();
    expect(screen.getByText('$3.60')).toBeVisible();
    expect(screen.getByText('$48.60')).toBeVisible();
    expect(screen.getByText('Visa ending in 4242')).toBeVisible();
    expect(screen.getByText('Carespace Pharmacy')).toBeVisible();
    expect(screen.getByRole('link', { name: /Track EC123456789US with USPS/ })).toHaveAttribute(
      'href',
      'https://tools.usps.com/go/TrackConfirmAction?tLabels=EC123456789US',
    );
    expect(screen.getByRole('button', { name: /Print receipt/ })).toBeVisible();
    expect(screen.queryByText(/refunded/)).toBeNull();
  });

  it('leaves out a tax line when there was none and says what was refunded', () => {
    show({ ...RECEIPT, taxCents: 0, refundedCents: 4860, refundedOn: '2026-11-22T15:00:00Z' });
    expect(screen.queryByText('Tax')).toBeNull();
    expect(screen.getByText(/\$48\.60 was refunded to your Visa ending in 4242/)).toBeVisible();
  });
});
