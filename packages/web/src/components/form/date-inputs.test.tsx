import { APPOINTMENTS, newYorkSlot, YEARS } from '@carespace/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { renderWithKit, TestForm } from '../test-utils.tsx';
import { AppointmentPicker } from './AppointmentPicker.tsx';
import {
  disabledAppointmentTime,
  firstAppointmentDay,
  isAppointmentDateDisabled,
} from './appointment-slots.ts';
import { DateOfBirthSelect, dayCount } from './DateOfBirthSelect.tsx';

function option(title: string): HTMLElement | null {
  return document.querySelector<HTMLElement>(`.ant-select-item-option[title="${title}"]`);
}

function findOption(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const found = option(title);
    if (!found) throw new Error(`no option ${title}`);
    return found;
  });
}

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.keyboard(text); // the selects are searchable; fewer options render faster
  const item = await findOption(text);
  await user.click(item);
}

function dayOptions(): string[] {
  return Array.from(
    document.querySelectorAll(
      '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
    ),
  ).map((option) => option.getAttribute('title') ?? '');
}

describe('DateOfBirthSelect', { timeout: 120_000 }, () => {
  it('offers the divide-by-4 leap day: Feb 29 for 1900 and 2020, not 2019', () => {
    expect(dayCount(2, 1900)).toBe(29);
    expect(dayCount(2, 2020)).toBe(29);
    expect(dayCount(2, 2019)).toBe(28);
    expect(dayCount(4, 2019)).toBe(30);
    expect(dayCount(2)).toBe(29); // no year yet
    expect(YEARS[0]).toBe(2021);
    expect(YEARS.at(-1)).toBe(1900);
  });

  it.each([
    [1900, true],
    [2020, true],
    [2019, false],
  ])('February %i offers the 29th: %s', async (year, offered) => {
    const user = userEvent.setup({ delay: null });
    renderWithKit(
      <TestForm>
        <DateOfBirthSelect />
      </TestForm>,
    );
    await choose(user, 'Year', String(year));
    await choose(user, 'Month', 'February');
    await user.click(screen.getByLabelText('Day'));
    await waitFor(() => expect(dayOptions().length).toBeGreaterThan(27));
    const days = dayOptions();
    expect(days.includes('29')).toBe(offered);
    expect(days.includes('30')).toBe(false);
  });

  it('offers years 2021 back to 1900 and clears a day the new month does not have', async () => {
    const user = userEvent.setup({ delay: null });
    const onFinish = vi.fn();
    renderWithKit(
      <TestForm onFinish={onFinish}>
        <DateOfBirthSelect />
      </TestForm>,
    );
    await user.click(screen.getByLabelText('Year'));
    expect(await findOption('2021')).toBeInTheDocument();
    expect(option('1900')).toBeInTheDocument();
    expect(option('2022')).toBeNull();
    await user.keyboard('{Escape}');
    await choose(user, 'Year', '1999');
    await choose(user, 'Month', 'January');
    await choose(user, 'Day', '31');
    await choose(user, 'Month', 'April');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please fill out this field.')).toBeInTheDocument();
    expect(onFinish).not.toHaveBeenCalled();
    await choose(user, 'Day', '30');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(onFinish).toHaveBeenCalledWith({ dateOfBirth: { month: 4, day: 30, year: 1999 } }),
    );
  });
});

describe('appointment slots', { timeout: 60_000 }, () => {
  // Wednesday 5 May 2021, 10:00 in New York.
  const now = newYorkSlot(2021, 5, 5, 10, 0);
  const inNewYork = (month: number, day: number) => dayjs(newYorkSlot(2021, month, day, 12, 0));

  it('disables today and the past, weekends, and days more than a month ahead', () => {
    expect(isAppointmentDateDisabled(inNewYork(5, 5), now)).toBe(true); // today
    expect(isAppointmentDateDisabled(inNewYork(5, 4), now)).toBe(true); // past
    expect(isAppointmentDateDisabled(inNewYork(5, 6), now)).toBe(false); // tomorrow
    expect(isAppointmentDateDisabled(inNewYork(5, 8), now)).toBe(true); // Saturday
    expect(isAppointmentDateDisabled(inNewYork(5, 9), now)).toBe(true); // Sunday
    expect(isAppointmentDateDisabled(inNewYork(6, 4), now)).toBe(false); // Friday, within a month
    expect(isAppointmentDateDisabled(inNewYork(6, 7), now)).toBe(true); // beyond 5 June
  });

  it('offers only 8:00 to before 17:00 New York time in 15-minute steps', () => {
    // The test runs in the machine's zone; judge the New York hours through instants.
    const day = inNewYork(5, 6);
    const { disabledHours, disabledMinutes } = disabledAppointmentTime(day, now);
    const openHours = Array.from({ length: 24 }, (_, h) => h).filter((h) => !disabledHours().includes(h));
    expect(openHours).toHaveLength(9);
    const nyHour = (hour: number) =>
      Number(
        new Intl.DateTimeFormat('en-US', {
          timeZone: 'America/New_York',
          hour: 'numeric',
          hourCycle: 'h23',
        }).format(day.hour(hour).minute(0).toDate()),
      );
    expect(openHours.map(nyHour)).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 16]);
    const minutes = Array.from({ length: 60 }, (_, m) => m).filter(
      (m) => !disabledMinutes(openHours[0]!).includes(m),
    );
    expect(minutes).toEqual([0, 15, 30, 45]);
  });

  it('before a bookable day is chosen, offers the hours of the first bookable day', () => {
    const today = disabledAppointmentTime(inNewYork(5, 5), now).disabledHours();
    const tomorrow = disabledAppointmentTime(inNewYork(5, 6), now).disabledHours();
    expect(today).toEqual(tomorrow);
    expect(disabledAppointmentTime(null, now).disabledHours()).toEqual(tomorrow);
    expect(firstAppointmentDay(inNewYork(5, 7), newYorkSlot(2021, 5, 7, 10, 0)).date()).toBe(10); // Fri → Mon
  });
});

describe('AppointmentPicker', { timeout: 60_000 }, () => {
  it('uses the MM-DD-YYYY hh:mm A format and rejects a slot the rules refuse', async () => {
    const user = userEvent.setup({ delay: null });
    const now = newYorkSlot(2021, 5, 5, 10, 0);
    const saturday = dayjs(newYorkSlot(2021, 5, 8, 9, 0));
    const onFinish = vi.fn();
    renderWithKit(
      <TestForm onFinish={onFinish} initialValues={{ appointmentAt: saturday }}>
        <AppointmentPicker name="appointmentAt" label="Appointment" now={() => now} />
      </TestForm>,
    );
    expect(screen.getByLabelText('Appointment')).toHaveValue(saturday.format('MM-DD-YYYY hh:mm A'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(APPOINTMENTS.weekdaysOnly)).toBeInTheDocument();
    expect(onFinish).not.toHaveBeenCalled();
  });

  it('accepts a weekday slot within the hours', async () => {
    const user = userEvent.setup({ delay: null });
    const now = newYorkSlot(2021, 5, 5, 10, 0);
    const slot = dayjs(newYorkSlot(2021, 5, 6, 9, 15));
    const onFinish = vi.fn();
    renderWithKit(
      <TestForm onFinish={onFinish} initialValues={{ appointmentAt: slot }}>
        <AppointmentPicker name="appointmentAt" label="Appointment" now={() => now} />
      </TestForm>,
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalled());
    expect((onFinish.mock.calls[0]![0].appointmentAt as dayjs.Dayjs).toISOString()).toBe(
      '2021-05-06T13:15:00.000Z',
    );
  });
});
