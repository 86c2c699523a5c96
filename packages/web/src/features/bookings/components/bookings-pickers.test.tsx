import { addDays } from '@carespace/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithKit } from '../../../components/test-utils.tsx';
import { BlockedDatesPicker, dateRuns, datesBetween } from './BlockedDatesPicker.tsx';
import { BookSpace, throughDays } from './BookSpace.tsx';
import { dayText } from './booking-text.ts';
import { PayoutsPanel } from './PayoutsPanel.tsx';

const mutateAsync = vi.fn();
let slotDays: {
  date: string;
  open: string | null;
  close: string | null;
  wholeDayFree: boolean;
  freeStarts: string[];
}[] = [];

vi.mock('../api/bookings-api.ts', () => ({
  useAvailability: () => ({
    isPending: false,
    data: {
      bookable: true,
      timeZone: 'America/New_York',
      weeklyHours: [],
      blockedDates: [],
      minBookingHours: 1,
      hourlyPriceCents: 4000,
      dailyPriceCents: 25000,
      cancellationPolicy: 'flexible',
      feePercent: 10,
    },
  }),
  useFreeSlots: () => ({ isPending: false, data: { days: slotDays } }),
  useStartBooking: () => ({ mutateAsync, isPending: false, error: null }),
  usePayouts: () => ({
    isPending: false,
    data: {
      account: 'active',
      feePercent: 10,
      grossCents: 55000,
      feeCents: 5500,
      earningsCents: 49500,
      refundedCents: 0,
      hostCancellations: 0,
      upcoming: [],
      paid: [
        { id: 'po_2', amountCents: 27000, arrivesOn: '2030-01-20', status: 'scheduled' },
        { id: 'po_1', amountCents: 22500, arrivesOn: '2030-01-13', status: 'paid' },
      ],
    },
  }),
}));

const open = (date: string) => ({
  date,
  open: '09:00',
  close: '17:00',
  wholeDayFree: true,
  freeStarts: ['09:00', '09:30', '10:00'],
});

/** Monday 2030-01-07 to Friday open and free, the weekend closed, Monday 14th open again. */
function week() {
  const monday = '2030-01-07';
  const days: typeof slotDays = [0, 1, 2, 3, 4].map((i) => open(addDays(monday, i)));
  days.push({ date: '2030-01-12', open: null, close: null, wholeDayFree: false, freeStarts: [] });
  days.push({ date: '2030-01-13', open: null, close: null, wholeDayFree: false, freeStarts: [] });
  days.push(open('2030-01-14'));
  return days;
}

beforeEach(() => {
  mutateAsync.mockReset();
  mutateAsync.mockResolvedValue({ bookingId: 'b1', url: '/sandbox-pay/checkout/x' });
});

describe('booking several days', { timeout: 60_000 }, () => {
  it('offers last days only through a run of wholly free days', () => {
    const days = week();
    expect(throughDays(days, '2030-01-07')).toEqual([
      '2030-01-07',
      '2030-01-08',
      '2030-01-09',
      '2030-01-10',
      '2030-01-11',
    ]);
    days[2]!.wholeDayFree = false; // Wednesday has an hour booked
    expect(throughDays(days, '2030-01-07')).toEqual(['2030-01-07', '2030-01-08']);
    expect(throughDays(days, '2030-01-14')).toEqual(['2030-01-14']);
  });

  it('the seeker picks a first and a last day, sees the total, and books the range', async () => {
    slotDays = week();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const user = userEvent.setup({ delay: null });
    renderWithKit(<BookSpace propertyId="p1" />);
    await user.click(screen.getByText(dayText('2030-01-08')));
    await user.click(screen.getByLabelText(/By the day/));
    // One day by default.
    expect(screen.getByText('Total:').textContent).toContain('$250');
    await user.click(screen.getByLabelText('Last day'));
    const options = await waitFor(() => {
      const found = document.querySelectorAll('.ant-select-item-option');
      if (found.length === 0) throw new Error('no options yet');
      return Array.from(found).map((o) => o.getAttribute('title'));
    });
    // Tuesday through Friday: the closed weekend ends the run.
    expect(options).toEqual([
      `${dayText('2030-01-08')} (1 day)`,
      `${dayText('2030-01-09')} (2 days)`,
      `${dayText('2030-01-10')} (3 days)`,
      `${dayText('2030-01-11')} (4 days)`,
    ]);
    await user.click(
      document.querySelector(`.ant-select-item-option[title="${dayText('2030-01-10')} (3 days)"]`)!,
    );
    expect(screen.getByText('Total:').textContent).toContain('$750');
    expect(screen.getByText(/^3 days:/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(mutateAsync).toHaveBeenCalledWith({
      kind: 'daily',
      propertyId: 'p1',
      date: '2030-01-08',
      endDate: '2030-01-10',
    });
    vi.unstubAllGlobals();
  });
});

function Blocked({ initial = [] as string[], onChange = (_: string[]) => {} }) {
  const [value, setValue] = useState(initial);
  return (
    <BlockedDatesPicker
      value={value}
      today="2030-01-01"
      onChange={(dates) => {
        setValue(dates);
        onChange(dates);
      }}
    />
  );
}

async function typeDate(user: ReturnType<typeof userEvent.setup>, label: string, date: string) {
  const input = screen.getByLabelText(label);
  await user.click(input);
  await user.keyboard(date);
  await user.keyboard('{Enter}');
  await waitFor(() => expect(input).toHaveValue(date));
}

describe('closed dates', { timeout: 60_000 }, () => {
  it('groups dates into runs and lists the days of a run', () => {
    expect(datesBetween('2030-02-27', '2030-03-02')).toEqual([
      '2030-02-27',
      '2030-02-28',
      '2030-03-01',
      '2030-03-02',
    ]);
    expect(datesBetween('2030-01-03', '2030-01-01')).toHaveLength(3);
    expect(dateRuns(['2030-01-03', '2030-01-01', '2030-01-02', '2030-01-09'])).toEqual([
      { from: '2030-01-01', to: '2030-01-03', dates: ['2030-01-01', '2030-01-02', '2030-01-03'] },
      { from: '2030-01-09', to: '2030-01-09', dates: ['2030-01-09'] },
    ]);
  });

  it('the host adds a run of days and a single day from the keyboard, and removes one', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderWithKit(<Blocked onChange={onChange} />);
    expect(screen.getByText(/No closed dates/)).toBeInTheDocument();

    await typeDate(user, 'Closed from', '2030-12-24');
    await typeDate(user, 'Through (optional)', '2030-12-26');
    await user.click(screen.getByRole('button', { name: 'Add closed dates' }));
    expect(onChange).toHaveBeenLastCalledWith(['2030-12-24', '2030-12-25', '2030-12-26']);

    await typeDate(user, 'Closed from', '2030-07-04');
    // The button is reached and pressed with the keyboard too.
    screen.getByRole('button', { name: 'Add closed dates' }).focus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['2030-07-04', '2030-12-24', '2030-12-25', '2030-12-26']);

    const list = screen.getByRole('list', { name: 'Closed dates' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await user.click(
      within(list).getByRole('button', {
        name: `Remove ${dayText('2030-12-24')} – ${dayText('2030-12-26')}`,
      }),
    );
    expect(onChange).toHaveBeenLastCalledWith(['2030-07-04']);
  });

  it('a day before today cannot be picked', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithKit(<Blocked />);
    const input = screen.getByLabelText('Closed from');
    await user.click(input);
    fireEvent.change(input, { target: { value: '2029-12-31' } });
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Add closed dates' })).toBeDisabled();
  });
});

describe('payouts', { timeout: 60_000 }, () => {
  it('a payout whose transfer is still under way is not shown as paid', () => {
    renderWithKit(<PayoutsPanel onboardingFailed={false} />);
    const past = screen.getByRole('region', { name: 'Past payouts' });
    expect(within(past).getByText(`Being transferred (from ${dayText('2030-01-20')})`)).toBeInTheDocument();
    expect(within(past).getByText(`Paid ${dayText('2030-01-13')}`)).toBeInTheDocument();
  });
});
