import {
  type AvailabilitySettings,
  availabilitySettingsSchema,
  CANCELLATION_POLICIES,
  CANCELLATION_POLICY_CODES,
  type CancellationPolicy,
  localDate,
} from '@carespace/domain';
import { Alert, Button, Card, Checkbox, Flex, InputNumber, Radio, Select, Skeleton, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { toast } from '../../../lib/notify.ts';
import { useAvailability, useSaveAvailability } from '../api/bookings-api.ts';
import { BlockedDatesPicker } from './BlockedDatesPicker.tsx';
import { clockText, HALF_HOURS, WEEKDAY_NAMES, zoneText } from './booking-text.ts';
import './bookings.css';

interface DayRow {
  weekday: number;
  isOpen: boolean;
  open: string;
  close: string;
}

const timeOptions = HALF_HOURS.map((t) => ({ value: t, label: clockText(t) }));

/**
 * The host's side of bookings on a listing: weekly hours, dates it is closed, the minimum booking, prices and the
 * cancellation policy. Saved together; the time zone follows the listing's address.
 */
export function AvailabilityEditor({ propertyId }: { propertyId: string }) {
  const availability = useAvailability(propertyId);
  const save = useSaveAvailability(propertyId);
  const [days, setDays] = useState<DayRow[]>([]);
  const [blocked, setBlocked] = useState<string[]>([]);
  const [minHours, setMinHours] = useState(1);
  const [hourly, setHourly] = useState(40);
  const [daily, setDaily] = useState(250);
  const [policy, setPolicy] = useState<CancellationPolicy>('flexible');
  const [problem, setProblem] = useState<string | null>(null);
  const data = availability.data;

  useEffect(() => {
    if (!data) return;
    setDays(
      WEEKDAY_NAMES.map((_, weekday) => {
        const hours = data.weeklyHours.find((h) => h.weekday === weekday);
        return { weekday, isOpen: !!hours, open: hours?.open ?? '09:00', close: hours?.close ?? '17:00' };
      }),
    );
    setBlocked(data.blockedDates);
    setMinHours(data.minBookingHours);
    setHourly(data.hourlyPriceCents / 100);
    setDaily(data.dailyPriceCents / 100);
    setPolicy(data.cancellationPolicy);
  }, [data]);

  if (availability.isPending || days.length === 0) return <Skeleton active />;

  const setDay = (weekday: number, change: Partial<DayRow>) =>
    setDays((rows) => rows.map((row) => (row.weekday === weekday ? { ...row, ...change } : row)));

  const submit = async () => {
    const settings: AvailabilitySettings = {
      weeklyHours: days.filter((d) => d.isOpen).map(({ weekday, open, close }) => ({ weekday, open, close })),
      blockedDates: blocked,
      minBookingHours: minHours,
      hourlyPriceCents: Math.round(hourly * 100),
      dailyPriceCents: Math.round(daily * 100),
      cancellationPolicy: policy,
    };
    const parsed = availabilitySettingsSchema.safeParse(settings);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Check the hours and prices.');
      return;
    }
    setProblem(null);
    await save.mutateAsync(parsed.data);
    void toast('success', 'Saved. Approved practices can now book the free times.');
  };

  return (
    <Card className="cs-availability">
      <Typography.Title level={3} style={{ marginTop: 0, fontSize: 18 }}>
        Bookings: hours and prices
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Practices you approve can book this space by the hour or the day and pay on Carespace. Times are in{' '}
        {zoneText(data?.timeZone ?? 'America/New_York')}. Carespace keeps {data?.feePercent ?? 10}% of each
        booking; the rest is paid out to you.
        {data && !data.bookable ? ' Save your hours to open the calendar.' : ''}
      </Typography.Paragraph>
      <fieldset className="cs-availability__week">
        <legend>Weekly opening hours</legend>
        {days.map((day) => (
          <Flex key={day.weekday} wrap gap={8} align="center" className="cs-availability__day">
            <Checkbox
              checked={day.isOpen}
              onChange={(e) => setDay(day.weekday, { isOpen: e.target.checked })}
            >
              {WEEKDAY_NAMES[day.weekday]}
            </Checkbox>
            {day.isOpen ? (
              <>
                <Select
                  aria-label={`${WEEKDAY_NAMES[day.weekday]} opens`}
                  value={day.open}
                  options={timeOptions}
                  onChange={(open) => setDay(day.weekday, { open })}
                  style={{ width: 120 }}
                />
                <span aria-hidden="true">to</span>
                <Select
                  aria-label={`${WEEKDAY_NAMES[day.weekday]} closes`}
                  value={day.close}
                  options={timeOptions}
                  onChange={(close) => setDay(day.weekday, { close })}
                  style={{ width: 120 }}
                />
              </>
            ) : (
              <Typography.Text type="secondary">Closed</Typography.Text>
            )}
          </Flex>
        ))}
      </fieldset>
      <Flex wrap gap={16} className="cs-availability__numbers">
        <div className="cs-availability__field">
          <label htmlFor="cs-price-hour">Price per hour ($)</label>
          <InputNumber
            id="cs-price-hour"
            min={1}
            max={10000}
            precision={2}
            value={hourly}
            onChange={(v) => setHourly(v ?? 0)}
          />
        </div>
        <div className="cs-availability__field">
          <label htmlFor="cs-price-day">Price per day ($)</label>
          <InputNumber
            id="cs-price-day"
            min={1}
            max={10000}
            precision={2}
            value={daily}
            onChange={(v) => setDaily(v ?? 0)}
          />
        </div>
        <div className="cs-availability__field">
          <label htmlFor="cs-min-hours">Minimum booking (hours)</label>
          <InputNumber
            id="cs-min-hours"
            min={1}
            max={12}
            precision={0}
            value={minHours}
            onChange={(v) => setMinHours(v ?? 1)}
          />
        </div>
      </Flex>
      <BlockedDatesPicker
        value={blocked}
        onChange={setBlocked}
        today={localDate(new Date(), data?.timeZone ?? 'America/New_York')}
      />
      <fieldset className="cs-availability__policy">
        <legend>Cancellation policy</legend>
        <Radio.Group value={policy} onChange={(e) => setPolicy(e.target.value)}>
          <Flex vertical gap={4}>
            {CANCELLATION_POLICY_CODES.map((code) => (
              <Radio key={code} value={code}>
                <strong>{CANCELLATION_POLICIES[code].label}</strong>: {CANCELLATION_POLICIES[code].summary}
              </Radio>
            ))}
          </Flex>
        </Radio.Group>
      </fieldset>
      {problem ? <Alert type="error" showIcon title={problem} style={{ marginBottom: 12 }} /> : null}
      <Button type="primary" onClick={submit} loading={save.isPending}>
        Save hours and prices
      </Button>
    </Card>
  );
}
