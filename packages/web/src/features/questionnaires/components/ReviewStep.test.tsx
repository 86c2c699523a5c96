import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ReviewStep, type ReviewStepProps } from './ReviewStep.tsx';

const props: ReviewStepProps = {
  categoryName: 'Herpes',
  usState: 'NJ',
  medication: {
    id: 'rxm_valacyclovir_500',
    name: 'Valacyclovir',
    dosage: '500 mg',
    price: 2500,
    quantity: 30,
    daySupply: 30,
    isMostPopular: false,
    priceId: 'price_valacyclovir_500',
  },
  paying: false,
  error: null,
  onEditAnswers: vi.fn(),
  onChangeMedication: vi.fn(),
  onPay: vi.fn(),
};

describe('ReviewStep', () => {
  it('offers the payment to the patient', () => {
    render(<ReviewStep {...props} />);
    expect(screen.getByRole('button', { name: 'Continue to payment' })).toBeTruthy();
  });

  it('shows an admin the same checkout with no way to pay, and says why', () => {
    render(<ReviewStep {...props} staffView />);
    expect(screen.getByText('Valacyclovir 500 mg', { exact: false })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue to payment' })).toBeNull();
    expect(screen.getByRole('note').textContent).toContain('Only the patient can pay for their request');
  });
});
