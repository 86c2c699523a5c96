import {
  appointmentSlotSchema,
  DATE_FORMATS,
  ERRORS,
  emailSchema,
  formatPhone,
  THERAPY_NAVIGATION_CALL_MINUTES,
  THERAPY_NAVIGATION_NOTES_MAX,
  therapyNavigationRequestSchema,
} from '@carespace/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button, DatePicker, Form, Input } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { NameInput } from '../../../components/form/NameInput.tsx';
import { PhoneInput } from '../../../components/form/PhoneInput.tsx';
import { zodRule } from '../../../components/form/zod-rule.ts';
import { AsideBox, PublicFormPage } from '../../../components/PublicFormPage.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import {
  type Booking,
  bookedSlotsKey,
  bookTherapyNavigation,
  useBookedSlots,
} from '../api/therapy-navigation-api.ts';
import { disabledTimes, firstOpenSlot, isDayDisabled, slotInstant } from '../lib/slots.ts';
import './TherapyNavigationPage.css';

const OPEN_TIME = dayjs().hour(9).minute(0).second(0).millisecond(0);
const notesSchema = therapyNavigationRequestSchema().shape.notes;

interface BookingForm {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  appointmentAt?: Dayjs | null;
  notes?: string;
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
        <Button type="link" onClick={onAnother} className="cs-navigation__another">
          Book another call
        </Button>
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
  const [form] = Form.useForm<BookingForm>();
  const queryClient = useQueryClient();
  const bookedQuery = useBookedSlots();
  const booked = useMemo(() => new Set(bookedQuery.data ?? []), [bookedQuery.data]);
  const [sending, setSending] = useState(false);
  const [confirmed, setConfirmed] = useState<{ booking: Booking; phone: string } | null>(null);
  const chosenDay = Form.useWatch('appointmentAt', form) ?? null;
  const slotRule = useMemo(
    () =>
      zodRule(appointmentSlotSchema(), {
        map: (value) => (value ? slotInstant(value as Dayjs).toISOString() : undefined),
      }),
    [],
  );

  async function submit(values: BookingForm) {
    if (!values.appointmentAt) return;
    setSending(true);
    const outcome = await bookTherapyNavigation({
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      phone: values.phone,
      notes: values.notes?.trim() || null,
      appointmentAt: slotInstant(values.appointmentAt).toISOString(),
    });
    setSending(false);
    void queryClient.invalidateQueries({ queryKey: bookedSlotsKey });
    if (outcome.success) {
      setConfirmed({ booking: outcome.result, phone: values.phone });
      form.resetFields();
      window.scrollTo({ top: 0 });
    } else if (outcome.error.code === 'SLOT_TAKEN') {
      form.setFields([{ name: 'appointmentAt', errors: [ERRORS.SLOT_TAKEN.message] }]);
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
            <Form<BookingForm>
              form={form}
              layout="vertical"
              requiredMark="optional"
              onFinish={submit}
              disabled={sending}
              size="large"
              scrollToFirstError
            >
              <div className="cs-form-page__row">
                <NameInput name="firstName" label="First name" autoComplete="given-name" />
                <NameInput name="lastName" label="Last name" autoComplete="family-name" />
              </div>
              <div className="cs-form-page__row">
                <Form.Item<BookingForm> name="email" label="Email" required rules={[zodRule(emailSchema)]}>
                  <Input type="email" autoComplete="email" inputMode="email" maxLength={254} />
                </Form.Item>
                <PhoneInput name="phone" label="Phone" itemProps={{ extra: 'The number we will call.' }} />
              </div>
              <Form.Item<BookingForm>
                name="appointmentAt"
                label="Date and time (Eastern Time)"
                required
                extra="Weekdays, 8:00 AM to 5:00 PM Eastern, in 15-minute steps."
                rules={[
                  slotRule,
                  {
                    validator: async (_rule, value: Dayjs | null | undefined) => {
                      if (value && booked.has(slotInstant(value).toISOString())) {
                        throw new Error(ERRORS.SLOT_TAKEN.message);
                      }
                    },
                  },
                ]}
              >
                <DatePicker
                  className="cs-navigation__picker"
                  classNames={{ popup: { root: 'cs-navigation__popup' } }}
                  showTime={{
                    format: 'hh:mm A',
                    use12Hours: true,
                    minuteStep: 15,
                    hideDisabledOptions: true,
                    // Picking a day alone lands on 9:00 AM, a bookable time, not midnight.
                    defaultOpenValue: OPEN_TIME,
                  }}
                  format={DATE_FORMATS.appointment}
                  placeholder="MM-DD-YYYY hh:mm AM"
                  showNow={false}
                  disabledDate={(day) => isDayDisabled(day)}
                  disabledTime={(day) => disabledTimes(day ?? chosenDay, booked)}
                  defaultPickerValue={firstOpenSlot()}
                  inputReadOnly={false}
                  aria-label="Date and time (Eastern Time)"
                />
              </Form.Item>
              <Form.Item<BookingForm>
                name="notes"
                label="Anything we should know?"
                rules={[zodRule(notesSchema, { optional: true })]}
              >
                <Input.TextArea
                  rows={4}
                  maxLength={THERAPY_NAVIGATION_NOTES_MAX}
                  showCount
                  placeholder="For example: I'd like a therapist who speaks Spanish, evening sessions, or one who takes my insurance."
                />
              </Form.Item>
              <p className="cs-navigation__privacy">
                We use your details only to arrange this call. See our{' '}
                <Link to="/privacy-policy">Privacy Policy</Link>.
              </p>
              <Button type="primary" htmlType="submit" size="large" loading={sending}>
                Book my call
              </Button>
            </Form>
          </>
        )}
      </div>
    </PublicFormPage>
  );
}
