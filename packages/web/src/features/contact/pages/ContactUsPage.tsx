import {
  type ContactMessage,
  contactSchema,
  SUPPORT_EMAIL,
  SUPPORT_PHONE,
  USER_TYPE,
  type UserType,
} from '@carespace/domain';
import { Button, Form, Input, Radio } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { zodRule } from '../../../components/form/zod-rule.ts';
import { AsideBox, PublicFormPage } from '../../../components/PublicFormPage.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { sendContactMessage } from '../api/contact-api.ts';
import './ContactUsPage.css';

const FIELDS = contactSchema.shape;

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

type ContactForm = Omit<ContactMessage, 'userType'> & { userType?: UserType };

/** /contact-us (optional userType): the contact form of spec 01 §5; name, email, subject and message required. */
export default function ContactUsPage() {
  usePageMeta({
    title: 'Contact us',
    description:
      'Questions about treatment, prescriptions, listing medical space or partnering with Carespace? Send us a message and we reply within one business day.',
  });
  const [params] = useSearchParams();
  const [form] = Form.useForm<ContactForm>();
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<{ name: string; email: string; message: string } | null>(null);

  async function submit(values: ContactForm) {
    setSending(true);
    const message: ContactMessage = { ...values, userType: values.userType ?? null };
    const outcome = await sendContactMessage(message);
    setSending(false);
    if (outcome.success) {
      setSentTo({ name: values.name.trim(), email: values.email.trim(), message: outcome.result.message });
      form.resetFields();
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
            <Button onClick={() => setSentTo(null)}>Send another message</Button>
          </div>
        ) : (
          <>
            <h2 className="cs-form-page__card-title">Send us a message</h2>
            <Form<ContactForm>
              form={form}
              layout="vertical"
              requiredMark="optional"
              initialValues={{ userType: userTypeFromQuery(params.get('userType')) }}
              onFinish={submit}
              disabled={sending}
              size="large"
              scrollToFirstError
            >
              <Form.Item<ContactForm> name="userType" label="I am a…">
                <Radio.Group
                  options={Object.entries(USER_TYPE).map(([value, label]) => ({ value, label }))}
                  className="cs-contact__user-types"
                />
              </Form.Item>
              <div className="cs-form-page__row">
                <Form.Item<ContactForm> name="name" label="Name" required rules={[zodRule(FIELDS.name)]}>
                  <Input autoComplete="name" maxLength={200} />
                </Form.Item>
                <Form.Item<ContactForm> name="email" label="Email" required rules={[zodRule(FIELDS.email)]}>
                  <Input type="email" autoComplete="email" inputMode="email" maxLength={254} />
                </Form.Item>
              </div>
              <Form.Item<ContactForm>
                name="subject"
                label="Subject"
                required
                rules={[zodRule(FIELDS.subject)]}
              >
                <Input maxLength={200} />
              </Form.Item>
              <Form.Item<ContactForm>
                name="content"
                label="Message"
                required
                rules={[zodRule(FIELDS.content)]}
              >
                <Input.TextArea rows={6} maxLength={5000} showCount />
              </Form.Item>
              <p className="cs-contact__privacy">
                Please leave out medical details you would not want in an email. See our{' '}
                <Link to="/privacy-policy">Privacy Policy</Link>.
              </p>
              <Button type="primary" htmlType="submit" size="large" loading={sending}>
                Send message
              </Button>
            </Form>
          </>
        )}
      </div>
    </PublicFormPage>
  );
}
