import {
  type ContactMessage,
  SUPPORT_EMAIL,
  SUPPORT_PHONE,
  USER_TYPE,
  type UserType,
} from '@carespace/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { AsideBox, PublicFormPage } from '../../../components/PublicFormPage.tsx';
import { PublicForm, SubmitButton } from '../../../components/public-form/PublicForm.tsx';
import { RadioGroupField } from '../../../components/public-form/RadioGroupField.tsx';
import { TextAreaField } from '../../../components/public-form/TextAreaField.tsx';
import { TextField } from '../../../components/public-form/TextField.tsx';
import { zodResolver } from '../../../components/public-form/zod-resolver.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { sendContactMessage } from '../api/contact-api.ts';
import './ContactUsPage.css';

type ContactForm = Omit<ContactMessage, 'userType'> & { userType?: UserType | null };

/** The server's schema, fetched on the form's first use (zod is not part of the page's first download). */
const resolver = zodResolver<ContactForm>(() =>
  import('./contact-form-schema.ts').then((module) => module.contactSchema),
);
const USER_TYPE_OPTIONS = Object.entries(USER_TYPE).map(([value, label]) => ({ value, label }));

/** Friendly names accepted in ?userType= besides the codes (the home chooser's words among them). */
const USER_TYPE_ALIASES: Record<string, UserType> = {
  patient: 'PTNT',
  provider: 'PROV',
  independentprovider: 'PROV',
  hospital: 'HOSP',
  employer: 'EMPL',
  broker: 'BRKR',
  other: 'OTHR',
};

/** ?userType=PROV, ?userType=prov or ?userType=broker → the User type code; anything else → none. */
export function userTypeFromQuery(value: string | null): UserType | undefined {
  if (!value) return undefined;
  const code = value.trim().toUpperCase();
  if (code in USER_TYPE) return code as UserType;
  return USER_TYPE_ALIASES[value.trim().toLowerCase()];
}

/** /contact-us (optional userType): the contact form; name, email, subject and message required. */
export default function ContactUsPage() {
  usePageMeta({
    title: 'Contact us',
    description:
      'Questions about treatment, prescriptions, listing medical space or partnering with Carespace? Send us a message and we reply within one business day.',
  });
  const [params] = useSearchParams();
  const form = useForm<ContactForm>({
    mode: 'onChange',
    resolver,
    defaultValues: { userType: userTypeFromQuery(params.get('userType')) ?? null },
  });
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<{ name: string; email: string; message: string } | null>(null);

  async function submit(values: ContactForm) {
    setSending(true);
    const message: ContactMessage = {
      name: values.name,
      email: values.email,
      subject: values.subject,
      content: values.content,
      userType: values.userType || null,
    };
    const outcome = await sendContactMessage(message);
    setSending(false);
    if (outcome.success) {
      setSentTo({ name: values.name.trim(), email: values.email.trim(), message: outcome.result.message });
      form.reset({ userType: null });
    }
  }

  return (
    <PublicFormPage
      eyebrow="Contact us"
      title="How can we help?"
      lead="Questions about a treatment, your prescription, listing or finding medical space, or partnering with us: send a message and a real person will reply."
      aside={
        <>
          <AsideBox title="Other ways to reach us">
            <p>
              Email <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
            </p>
            <p>
              Call <a href={`tel:${SUPPORT_PHONE.replace(/\D/g, '')}`}>{SUPPORT_PHONE}</a>, weekdays 9 am to 6
              pm Eastern
            </p>
          </AsideBox>
          <AsideBox title="Quick answers">
            <p>
              Many questions are answered in our <Link to="/faq">FAQ</Link> and{' '}
              <Link to="/glossary">glossary</Link>.
            </p>
          </AsideBox>
          <section className="cs-form-page__box cs-form-page__box--alert">
            <h2 className="cs-form-page__box-title">Not for emergencies</h2>
            <p>
              Please do not send urgent medical questions here. In an emergency, call 911. If you are thinking
              about harming yourself, call or text 988.
            </p>
          </section>
        </>
      }
    >
      <div className="cs-form-page__card">
        {sentTo ? (
          <div className="cs-form-page__success" role="status">
            <h2 className="cs-form-page__success-title">Message sent</h2>
            <p>
              Thank you, {sentTo.name}. {sentTo.message} We will write to <strong>{sentTo.email}</strong>.
            </p>
            <button type="button" className="cs-button cs-button--secondary" onClick={() => setSentTo(null)}>
              Send another message
            </button>
          </div>
        ) : (
          <>
            <h2 className="cs-form-page__card-title">Send us a message</h2>
            <PublicForm form={form} onSubmit={submit} busy={sending} prepare={resolver.preload}>
              <RadioGroupField name="userType" legend="I am a…" options={USER_TYPE_OPTIONS} optional />
              <div className="cs-form-page__row">
                <TextField name="name" label="Name" autoComplete="name" maxLength={200} />
                <TextField name="email" label="Email" type="email" autoComplete="email" maxLength={254} />
              </div>
              <TextField name="subject" label="Subject" maxLength={200} />
              <TextAreaField name="content" label="Message" rows={6} maxLength={5000} />
              <p className="cs-contact__privacy">
                Please leave out medical details you would not want in an email. See our{' '}
                <Link to="/privacy-policy">Privacy Policy</Link>.
              </p>
              <SubmitButton busy={sending}>Send message</SubmitButton>
            </PublicForm>
          </>
        )}
      </div>
    </PublicFormPage>
  );
}
