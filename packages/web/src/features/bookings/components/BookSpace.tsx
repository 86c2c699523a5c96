import {
  addDays,
  bookingPrice,
  CANCELLATION_POLICIES,
  localDate,
  minutesOf,
  timeOf,
} from '@carespace/domain';
import { Alert, Button, Card, Empty, Flex, Radio, Select, Skeleton, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useAvailability, useFreeSlots, useStartBooking } from '../api/bookings-api.ts';
import { clockText, dayText, money, zoneText } from './booking-text.ts';
import './bookings.css';

const DAYS_SHOWN = 14;
/** The longest booking by the day the API takes. */
const MAX_DAYS = 14;

type SlotDay = { date: string; wholeDayFree: boolean };

/**
 * The last days a whole-day booking starting on `date` may run through: each following calendar day, as long as
 * it is wholly free (open, nothing booked, not closed); the first that is not ends the run.
 */
export function throughDays(days: SlotDay[], date: string): string[] {
  const byDate = new Map(days.map((d) => [d.date, d]));
  const through: string[] = [];
  for (let d = date; through.length < MAX_DAYS && byDate.get(d)?.wholeDayFree; d = addDays(d, 1)) {
    through.push(d);
  }
  return through;
}

/**
 * An approved applicant's booking card on a listing: pick a day with free time, then a start and an end, or whole
 * days through a last day (only runs of wholly free days are offered), see the price and Carespace's share, and
 * go to the checkout. Only free times are offered.
 */
export function BookSpace({ propertyId }: { propertyId: string }) {
  const availability = useAvailability(propertyId);
  const timeZone = availability.data?.timeZone ?? 'America/New_York';
  const from = useMemo(() => addDays(localDate(new Date(), timeZone), 1), [timeZone]);
  const slots = useFreeSlots(propertyId, from, DAYS_SHOWN);
  const start = useStartBooking();
  const [date, setDate] = useState<string | null>(null);
  const [kind, setKind] = useState<'hourly' | 'daily'>('hourly');
  const [startTime, setStartTime] = useState<string | null>(null);
  const [endTime, setEndTime] = useState<string | null>(null);
  const [endDate, setEndDate] = useState<string | null>(null);

  if (availability.isPending || slots.isPending) return <Skeleton active />;
  const settings = availability.data;
  if (!settings?.bookable) {
    return (
      <Card>
        <Typography.Title level={3} style={{ marginTop: 0, fontSize: 18 }}>
          Book this space
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          The host has not opened this space for bookings yet. Ask them in Property Chat when it will be.
        </Typography.Paragraph>
      </Card>
    );
  }
  const allDays = slots.data?.days ?? [];
  const days = allDays.filter((d) => d.freeStarts.length > 0);
  const day = days.find((d) => d.date === date) ?? null;
  const minMinutes = settings.minBookingHours * 60;

  // Ends offered: each half hour after the start while the time stays free, at least the minimum booking long.
  const ends: string[] = [];
  if (day && startTime) {
    const free = new Set(day.freeStarts);
    for (let m = minutesOf(startTime); free.has(timeOf(m)); m += 30) {
      if (m + 30 - minutesOf(startTime) >= minMinutes) ends.push(timeOf(m + 30));
    }
  }
  const starts = day
    ? day.freeStarts.filter((s) => {
        const free = new Set(day.freeStarts);
        for (let m = minutesOf(s); m < minutesOf(s) + minMinutes; m += 30)
          if (!free.has(timeOf(m))) return false;
        return true;
      })
    : [];

  const through = day?.wholeDayFree ? throughDays(allDays, day.date) : [];
  const lastDay = endDate && through.includes(endDate) ? endDate : (date ?? '');
  const dayCount = Math.max(1, through.indexOf(lastDay) + 1);
  const lastOpening = allDays.find((d) => d.date === lastDay);

  const price =
    kind === 'daily' && day?.wholeDayFree
      ? bookingPrice(dayCount, settings.dailyPriceCents, settings.feePercent)
      : startTime && endTime
        ? bookingPrice(
            (minutesOf(endTime) - minutesOf(startTime)) / 30,
            settings.hourlyPriceCents / 2,
            settings.feePercent,
          )
        : null;

  const book = async () => {
    if (!date) return;
    const result =
      kind === 'daily'
        ? await start.mutateAsync({ kind: 'daily', propertyId, date, endDate: lastDay || date })
        : await start.mutateAsync({
            kind: 'hourly',
            propertyId,
            date,
            startTime: startTime!,
            endTime: endTime!,
          });
    window.location.assign(result.url);
  };

  return (
    <Card className="cs-book">
      <Typography.Title level={3} style={{ marginTop: 0, fontSize: 18 }}>
        Book this space
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        {money(settings.hourlyPriceCents)} an hour or {money(settings.dailyPriceCents)} a day, at least{' '}
        {settings.minBookingHours} {settings.minBookingHours === 1 ? 'hour' : 'hours'}. Times are in{' '}
        {zoneText(timeZone)}. {CANCELLATION_POLICIES[settings.cancellationPolicy].label} cancellation:{' '}
        {CANCELLATION_POLICIES[settings.cancellationPolicy].summary}
      </Typography.Paragraph>
      {days.length === 0 ? (
        <Empty description="No free times in the next two weeks. Check back soon or ask the host in Property Chat." />
      ) : (
        <>
          <Typography.Text strong id="cs-book-day-label">
            Choose a day
          </Typography.Text>
          <Radio.Group
            className="cs-book__days"
            aria-labelledby="cs-book-day-label"
            value={date}
            onChange={(e) => {
              setDate(e.target.value);
              setStartTime(null);
              setEndTime(null);
              setEndDate(null);
            }}
            optionType="button"
            options={days.map((d) => ({ value: d.date, label: dayText(d.date) }))}
          />
          {day ? (
            <Flex vertical gap={12}>
              <Radio.Group value={kind} onChange={(e) => setKind(e.target.value)}>
                <Radio value="hourly">By the hour</Radio>
                <Radio value="daily" disabled={!day.wholeDayFree}>
                  By the day ({clockText(day.open!)} – {clockText(day.close!)})
                </Radio>
              </Radio.Group>
              {kind === 'daily' && day.wholeDayFree ? (
                <Flex wrap gap={8} align="center">
                  <label htmlFor="cs-book-through">Through</label>
                  <Select
                    id="cs-book-through"
                    aria-label="Last day"
                    value={lastDay}
                    onChange={setEndDate}
                    options={through.map((d, i) => ({
                      value: d,
                      label: `${dayText(d)} (${i + 1} ${i === 0 ? 'day' : 'days'})`,
                    }))}
                    style={{ width: 200 }}
                  />
                </Flex>
              ) : null}
              {kind === 'hourly' ? (
                <Flex wrap gap={8} align="center">
                  <Select
                    aria-label="Start time"
                    placeholder="Start"
                    value={startTime}
                    onChange={(v) => {
                      setStartTime(v);
                      setEndTime(null);
                    }}
                    options={starts.map((s) => ({ value: s, label: clockText(s) }))}
                    style={{ width: 130 }}
                  />
                  <span aria-hidden="true">to</span>
                  <Select
                    aria-label="End time"
                    placeholder="End"
                    value={endTime}
                    onChange={setEndTime}
                    disabled={!startTime}
                    options={ends.map((s) => ({ value: s, label: clockText(s) }))}
                    style={{ width: 130 }}
                  />
                </Flex>
              ) : null}
            </Flex>
          ) : null}
          {price ? (
            <div className="cs-book__summary" aria-live="polite">
              {kind === 'daily' && day ? (
                <Typography.Paragraph style={{ marginBottom: 4 }}>
                  {dayCount === 1
                    ? `${dayText(day.date)}, ${clockText(day.open!)} – ${clockText(day.close!)}`
                    : `${dayCount} days: ${dayText(day.date)}, ${clockText(day.open!)} – ${dayText(lastDay)}, ${clockText(lastOpening?.close ?? day.close!)}`}{' '}
                  ({money(settings.dailyPriceCents)} a day)
                </Typography.Paragraph>
              ) : null}
              <Typography.Paragraph style={{ marginBottom: 4 }}>
                Total: <strong>{money(price.totalCents)}</strong>
              </Typography.Paragraph>
              <Typography.Text type="secondary">
                Includes Carespace's fee of {money(price.feeCents)} ({settings.feePercent}%); the host
                receives {money(price.hostCents)}.
              </Typography.Text>
            </div>
          ) : null}
          {start.error?.code === 'SLOT_TAKEN' ? (
            <Alert type="warning" showIcon title={start.error.message} style={{ marginBottom: 12 }} />
          ) : null}
          <Button type="primary" disabled={!price} loading={start.isPending} onClick={book}>
            Continue to payment
          </Button>
        </>
      )}
    </Card>
  );
}
