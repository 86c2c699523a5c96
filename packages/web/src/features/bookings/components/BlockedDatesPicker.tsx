import { addDays } from '@carespace/domain';
import { Button, DatePicker, Flex, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useId, useState } from 'react';
import { dayText } from './booking-text.ts';

/** The longest run of days one Add closes (a year): enough for any closure, not a typo of a decade. */
const MAX_RUN_DAYS = 366;

/** Sorted dates grouped into runs of consecutive days: ['2026-12-24', '2026-12-25', '2026-12-31'] → 2 runs. */
export function dateRuns(dates: string[]): { from: string; to: string; dates: string[] }[] {
  const runs: { from: string; to: string; dates: string[] }[] = [];
  for (const date of [...new Set(dates)].sort()) {
    const last = runs.at(-1);
    if (last && addDays(last.to, 1) === date) {
      last.to = date;
      last.dates.push(date);
    } else runs.push({ from: date, to: date, dates: [date] });
  }
  return runs;
}

/** Every date from `from` through `to` (`to` before `from`: the two swapped), at most MAX_RUN_DAYS. */
export function datesBetween(from: string, to: string): string[] {
  const [first, last] = from <= to ? [from, to] : [to, from];
  const dates: string[] = [];
  for (let d = first; d <= last && dates.length < MAX_RUN_DAYS; d = addDays(d, 1)) dates.push(d);
  return dates;
}

/**
 * The dates a listing is closed: picked on a calendar (a first day, and a last day for a run of days), added to
 * the list, shown as runs of days each with its Remove button. Two single-month calendars rather than a range
 * calendar, so it fits a phone; both take a typed date (YYYY-MM-DD) and Enter as well as the mouse.
 */
export function BlockedDatesPicker({
  value,
  onChange,
  today,
}: {
  value: string[];
  onChange: (dates: string[]) => void;
  /** The listing's today (its own time zone): earlier days cannot be picked. */
  today: string;
}) {
  const [first, setFirst] = useState<Dayjs | null>(null);
  const [last, setLast] = useState<Dayjs | null>(null);
  const id = useId();
  const past = (day: Dayjs) => day.format('YYYY-MM-DD') < today;

  const add = () => {
    if (!first) return;
    const from = first.format('YYYY-MM-DD');
    const added = datesBetween(from, last ? last.format('YYYY-MM-DD') : from);
    onChange([...new Set([...value, ...added])].sort());
    setFirst(null);
    setLast(null);
  };
  const runs = dateRuns(value);

  return (
    <fieldset className="cs-availability__blocked">
      <legend>Closed on these dates</legend>
      <Flex wrap gap={8} align="end">
        <div className="cs-availability__field">
          <label htmlFor={`${id}-first`}>Closed from</label>
          <DatePicker
            id={`${id}-first`}
            format="YYYY-MM-DD"
            placeholder="YYYY-MM-DD"
            value={first}
            onChange={(day) => {
              setFirst(day);
              if (day && last?.isBefore(day, 'day')) setLast(null);
            }}
            disabledDate={past}
            showNow={false}
          />
        </div>
        <div className="cs-availability__field">
          <label htmlFor={`${id}-last`}>Through (optional)</label>
          <DatePicker
            id={`${id}-last`}
            format="YYYY-MM-DD"
            placeholder="YYYY-MM-DD"
            value={last}
            onChange={setLast}
            disabledDate={(day) => past(day) || (first !== null && day.isBefore(first, 'day'))}
            showNow={false}
          />
        </div>
        <Button onClick={add} disabled={!first} className="cs-availability__field">
          Add closed dates
        </Button>
      </Flex>
      {runs.length === 0 ? (
        <Typography.Text type="secondary">No closed dates: open every week as set above.</Typography.Text>
      ) : (
        <ul className="cs-availability__blocked-list" aria-label="Closed dates">
          {runs.map((run) => {
            const text =
              run.from === run.to ? dayText(run.from) : `${dayText(run.from)} – ${dayText(run.to)}`;
            return (
              <li key={run.from}>
                <span>
                  {text}
                  {run.from.slice(0, 4) !== today.slice(0, 4) ? `, ${run.from.slice(0, 4)}` : ''}
                </span>
                <Button
                  size="small"
                  type="link"
                  aria-label={`Remove ${text}`}
                  onClick={() => onChange(value.filter((d) => !run.dates.includes(d)))}
                >
                  Remove
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}
