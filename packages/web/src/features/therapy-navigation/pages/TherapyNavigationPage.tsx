import {
  FETCH,
  formatPhone,
  NAME_MAX,
  THERAPY_NAVIGATION_CALL_MINUTES,
  THERAPY_NAVIGATION_NOTES_MAX,
  type TherapyNavigationRequest,
} from '@carespace/domain';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { AsideBox, PublicFormPage } from '../../../components/PublicFormPage.tsx';
import { PhoneField } from '../../../components/public-form/DigitsField.tsx';
import { PublicForm, SubmitButton } from '../../../components/public-form/PublicForm.tsx';
import { TextAreaField } from '../../../components/public-form/TextAreaField.tsx';
import { TextField } from '../../../components/public-form/TextField.tsx';
import { zodResolver } from '../../../components/public-form/zod-resolver.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { type Booking, loadBookingCall, useBookedSlots } from '../api/therapy-navigation-api.ts';
import { AppointmentSlotPicker } from '../components/AppointmentSlotPicker.tsx';
import { type BookingForm, bookingRequest } from '../lib/slots.ts';
import './TherapyNavigationPage.css';

/** The request's schema, fetched on the form's first use; the slot's issues show under the date and time. */
const resolver = zodResolver<BookingForm>(
  () => import('./booking-form-schema.ts').then((module) => module.bookingFormSchema),
  { rename: { appointmentAt: 'appointmentDate' } },
);

/** On the form's first focus or touch: its checks and the booking call. */
function prepareBooking() {
  resolver.preload();
  void loadBookingCall().catch(() => undefined);
}

function Confirmation({
  booking,
  phone,
  onAnother,
}: {
  booking: Booking;
  phone: string;
  onAnother: () => void;
}) {
  return (
    <div className="cs-form-page__success" role="status">
      <h2 className="cs-form-page__success-title">Your call is booked</h2>
      <p className="cs-navigation__when">{booking.message}</p>
      <p>
        A care navigator will call you at <strong>{formatPhone(phone)}</strong>. We sent a confirmation to{' '}
        <strong>{booking.email}</strong>.
      </p>
      <p>Need a different time? Reply to the confirmation email and we will move it for you.</p>
      <div className="cs-navigation__after">
        <Link to="/talk-therapy">How talk therapy works at Carespace</Link>
        <button type="button" onClick={onAnother} className="cs-button cs-button--link">
          Book another call
        </button>
      </div>
    </div>
  );
}

/**
 * /schedule-a-complimentary-therapy-navigation: books a free 15-minute call. The picker follows the appointment
 * rules (MM-DD-YYYY hh:mm A, 15-minute steps, weekdays, tomorrow up to one month ahead, 8:00 to before 17:00
 * Eastern); the server enforces the same rules and that a slot is booked only once.
 */
export default function TherapyNavigationPage() {
  usePageMeta({
    title: 'Schedule a complimentary therapy navigation call',
    description:
      'Book a free 15-minute call with a Carespace care navigator who helps you find a therapist who fits your needs, schedule and budget.',
  });
  const form = useForm<BookingForm>({ mode: 'onChange', resolver });
  const bookedQuery = useBookedSlots();
  const booked = useMemo(() => new Set(bookedQuery.data ?? []), [bookedQuery.data]);
  const [sending, setSending] = useState(false);
  const [confirmed, setConfirmed] = useState<{ booking: Booking; phone: string } | null>(null);

  async function submit(values: BookingForm) {
    const request = bookingRequest(values);
    if (!request.appointmentAt) return;
    setSending(true);
    let booking: Awaited<ReturnType<typeof loadBookingCall>>;
    try {
      booking = await loadBookingCall();
    } catch {
      // The call's code could not be fetched (connection lost): nothing was sent; the next submit tries again.
      setSending(false);
      form.setError('root', { type: 'load', message: FETCH.somethingWentWrong });
      return;
    }
    // Complete: the form passed the request's schema (bookingFormSchema) to get here.
    const outcome = await booking.bookTherapyNavigation(request as TherapyNavigationRequest);
    setSending(false);
    void bookedQuery.refetch();
    if (outcome.success) {
      setConfirmed({ booking: outcome.result, phone: values.phone });
      form.reset();
      window.scrollTo({ top: 0 });
    } else if (outcome.error.code === 'SLOT_TAKEN') {
      form.setError(
        'appointmentDate',
        { type: 'server', message: booking.SLOT_TAKEN_MESSAGE },
        { shouldFocus: true },
      );
    }
  }

  return (
    <PublicFormPage
      eyebrow="Talk therapy"
      title="Schedule a complimentary therapy navigation call"
      lead={`Finding the right therapist is hard. In a free ${THERAPY_NAVIGATION_CALL_MINUTES}-minute phone call, a Carespace care navigator listens to what you need and helps you find a licensed therapist who fits: their approach, availability, language, insurance or cost.`}
      aside={
        <>
          <AsideBox title="What to expect">
            <p>We call you at the time you choose. There is nothing to prepare and nothing to pay.</p>
            <p>
              The call is not therapy or a medical visit. Afterwards we send you therapist options to book
              yourself.
            </p>
          </AsideBox>
          <AsideBox title="Times">
            <p>Calls run weekdays, 8:00 AM to 5:00 PM Eastern Time, from tomorrow up to one month ahead.</p>
          </AsideBox>
          <section className="cs-form-page__box cs-form-page__box--alert">
            <h2 className="cs-form-page__box-title">Need help now?</h2>
            <p>
              If you are in crisis or thinking about harming yourself, call or text <strong>988</strong>{' '}
              (Suicide &amp; Crisis Lifeline). In an emergency, call 911.
            </p>
          </section>
        </>
      }
    >
      <div className="cs-form-page__card">
        {confirmed ? (
          <Confirmation
            booking={confirmed.booking}
            phone={confirmed.phone}
            onAnother={() => setConfirmed(null)}
          />
        ) : (
          <>
            <h2 className="cs-form-page__card-title">Book your free call</h2>
            <PublicForm form={form} onSubmit={submit} busy={sending} prepare={prepareBooking}>
              <div className="cs-form-page__row">
                <TextField
                  name="firstName"
                  label="First name"
                  autoComplete="given-name"
                  maxLength={NAME_MAX}
                />
                <TextField
                  name="lastName"
                  label="Last name"
                  autoComplete="family-name"
                  maxLength={NAME_MAX}
                />
              </div>
              <div className="cs-form-page__row">
                <TextField name="email" label="Email" type="email" autoComplete="email" maxLength={254} />
                <PhoneField name="phone" label="Phone" hint="The number we will call." />
              </div>
              <AppointmentSlotPicker booked={booked} />
              <TextAreaField
                name="notes"
                label="Anything we should know?"
                rows={4}
                maxLength={THERAPY_NAVIGATION_NOTES_MAX}
                optional
                placeholder="For example: I'd like a therapist who speaks Spanish, evening sessions, or one who takes my insurance."
              />
              <p className="cs-navigation__privacy">
                We use your details only to arrange this call. See our{' '}
                <Link to="/privacy-policy">Privacy Policy</Link>.
              </p>
              <SubmitButton busy={sending}>Book my call</SubmitButton>
            </PublicForm>
          </>
        )}
      </div>
    </PublicFormPage>
  );
}
