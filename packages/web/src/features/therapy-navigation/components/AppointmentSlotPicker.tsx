import { useId, useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FieldError, useFieldError } from '../../../components/public-form/Field.tsx';
import { useHydrated } from '../../../components/public-form/use-hydrated.ts';
import { type BookingForm, bookableRange, timeOptions } from '../lib/slots.ts';

/**
 * The call's date and time, Eastern Time: the phone's own date picker (limited to tomorrow … one month ahead once
 * the page runs in the browser; the build does not know today's date) and a list of the day's 15-minute starts,
 * 8:00 AM to 4:45 PM, taken ones marked. Weekends and the rest are checked by the domain's slot rule, with its
 * messages, shown under the pair.
 */
export function AppointmentSlotPicker({ booked }: { booked: ReadonlySet<string> }) {
  const { register, control, getValues, getFieldState, formState, setValue, trigger } =
    useFormContext<BookingForm>();
  const id = useId();
  const hydrated = useHydrated();
  const error = useFieldError('appointmentDate');
  const date = useWatch({ control, name: 'appointmentDate' }) ?? '';
  // Today's window, once in the browser (a few dozen time-zone conversions: once, not on every keystroke).
  const range = useMemo(() => (hydrated ? bookableRange() : null), [hydrated]);
  const options = useMemo(() => timeOptions(date, booked), [date, booked]);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = error ? `${hintId} ${errorId}` : hintId;
  // The pair is one answer: checked once both are chosen (or after a submit, or to clear a shown error).
  const checkSlot = () => {
    const { appointmentDate, appointmentTime } = getValues();
    if (
      (appointmentDate && appointmentTime) ||
      formState.isSubmitted ||
      getFieldState('appointmentDate').invalid
    )
      void trigger('appointmentDate');
  };
  // Their own change handlers: the form's check-on-change would complain about the time while a date is picked.
  const dateField = register('appointmentDate');
  const timeField = register('appointmentTime');
  const change = (name: 'appointmentDate' | 'appointmentTime') => (event: { target: { value: string } }) => {
    setValue(name, event.target.value, { shouldDirty: true });
    checkSlot();
  };
  return (
    <fieldset className={`cs-field cs-slot${error ? ' cs-field--invalid' : ''}`}>
      <legend className="cs-field__label">Date and time (Eastern Time)</legend>
      <div className="cs-slot__controls">
        <div className="cs-slot__control">
          <label htmlFor={`${id}-date`} className="cs-slot__label">
            Date
          </label>
          <input
            {...dateField}
            onChange={change('appointmentDate')}
            id={`${id}-date`}
            className="cs-input"
            type="date"
            min={range?.min}
            max={range?.max}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
          />
        </div>
        <div className="cs-slot__control">
          <label htmlFor={`${id}-time`} className="cs-slot__label">
            Time
          </label>
          <select
            {...timeField}
            onChange={change('appointmentTime')}
            id={`${id}-time`}
            className="cs-input cs-select"
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
          >
            <option value="">Choose a time</option>
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.booked}>
                {option.booked ? `${option.label} (taken)` : option.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p id={hintId} className="cs-field__hint">
        Weekdays, 8:00 AM to 5:00 PM Eastern, in 15-minute steps, from tomorrow up to one month ahead.
      </p>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
