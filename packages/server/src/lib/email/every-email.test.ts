import { SUPPORT_EMAIL } from '@carespace/domain';
import { type DefaultTreeAdapterMap, parse } from 'parse5';
import { describe, expect, it } from 'vitest';
import type { MailMessage } from '../../adapters/mail/mailer.ts';
import * as auth from '../../features/auth/auth.emails.ts';
import { membershipActivatedMessage } from '../../features/billing/membership.emails.ts';
import { contactSupportEmail } from '../../features/contact/contact.emails.ts';
import { licenseRejectedMessage, licenseVerifiedMessage } from '../../features/licenses/licenses.emails.ts';
import { notificationEmail } from '../../features/notifications/notification.emails.ts';
import * as rx from '../../features/prescriptions/prescriptions.emails.ts';
import * as receipts from '../../features/prescriptions/receipt.emails.ts';
import { bookingConfirmationEmail } from '../../features/therapy-navigation/therapy-navigation.emails.ts';
import { wrvuResultsEmail } from '../../features/wrvu/wrvu.emails.ts';
import { htmlEmail } from './html-email.tsx';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

/** What a person typed where a name, a subject or a message goes: it must arrive as text, never as markup. */
const HOSTILE = '<script>alert("x")</script><img src=x onerror=alert(1)> & Co';
const PUBLIC_URL = 'https://carespace.test';
const to = 'nora.kim@example.com';

const elements = (node: Node): Element[] => {
  const children = 'childNodes' in node ? node.childNodes : [];
  const content = node.nodeName === 'template' ? [(node as DefaultTreeAdapterMap['template']).content] : [];
  const self = 'tagName' in node ? [node as Element] : [];
  return [...self, ...[...children, ...content].flatMap(elements)];
};
const textOf = (node: Node): string =>
  node.nodeName === '#text'
    ? (node as DefaultTreeAdapterMap['textNode']).value
    : 'childNodes' in node
      ? node.childNodes.map(textOf).join('')
      : '';
const attr = (element: Element, name: string) => element.attrs.find((a) => a.name === name)?.value;

function read(html: string) {
  const document = parse(html);
  const all = elements(document);
  return {
    tags: new Set(all.map((element) => element.tagName)),
    hrefs: all.filter((element) => element.tagName === 'a').map((element) => attr(element, 'href')),
    handlers: all.flatMap((element) => element.attrs.filter((a) => a.name.startsWith('on'))),
    text: textOf(document),
  };
}

/** The web addresses a reader of the plain text can follow; a sentence's full stop is not part of one. */
const linksIn = (text: string) =>
  [...text.matchAll(/https?:\/\/\S+/g)].map(([url]) => url.replace(/[.,)]+$/, ''));

const patient = { email: to, firstName: HOSTILE };
const holder = { email: to, firstName: HOSTILE, providerRole: 'HPRO' };
const license = { usState: 'NJ', licenseNumber: 'MD-20417', expiresOn: '2027-03-31' };
const recipient = { email: to, healco_admin: false, is_patient: false, provider_role: 'MDOC' };

const EVERY_EMAIL: Record<string, MailMessage> = {
  'email verification': auth.verifyEmailMessage(to, HOSTILE, `${PUBLIC_URL}/verify-email?token=a1&b=2`),
  'new address confirmation': auth.updateEmailMessage(to, HOSTILE, `${PUBLIC_URL}/update-email?token=b2`),
  'email change requested': auth.emailChangeRequestedMessage(
    to,
    HOSTILE,
    'new@example.com',
    `${PUBLIC_URL}/reset-password?token=c3`,
  ),
  'email changed': auth.emailChangedMessage(to, HOSTILE, 'new@example.com', SUPPORT_EMAIL),
  'sign-up code': auth.signupCodeMessage(to, '482913'),
  'sign-up with an existing account': auth.signupExistingAccountMessage(
    to,
    HOSTILE,
    `${PUBLIC_URL}/login`,
    `${PUBLIC_URL}/forgot-password`,
  ),
  'password reset': auth.resetPasswordMessage(to, HOSTILE, `${PUBLIC_URL}/reset-password?token=d4`),
  invite: auth.inviteMessage(to, HOSTILE, HOSTILE, HOSTILE, `${PUBLIC_URL}/set-password?token=e5`),
  'sign-ins throttled': auth.signInThrottledMessage(to, HOSTILE, `${PUBLIC_URL}/forgot-password`),
  'password changed': auth.passwordChangedMessage(to, HOSTILE, {
    when: 'November 27, 2026 at 9:14 AM Eastern Time',
    ip: '203.0.113.7',
    location: 'Hoboken, NJ',
    os: HOSTILE,
  }),
  'membership active': membershipActivatedMessage(to, HOSTILE, PUBLIC_URL),
  'license verified': licenseVerifiedMessage(holder, license, PUBLIC_URL),
  'license rejected': licenseRejectedMessage(holder, license, HOSTILE, PUBLIC_URL),
  'request received': rx.requestReceivedMessage(patient, HOSTILE, PUBLIC_URL),
  'prescription approved': rx.prescriptionApprovedMessage(
    patient,
    { name: HOSTILE, dosage: '50 mg' },
    PUBLIC_URL,
  ),
  'prescription rejected': rx.prescriptionRejectedMessage(
    patient,
    HOSTILE,
    { name: 'Other', other: HOSTILE },
    PUBLIC_URL,
  ),
  'order shipped with tracking': rx.orderShippedMessage(
    patient,
    { orderNumber: 'CS-100245', trackingNumber: HOSTILE },
    PUBLIC_URL,
  ),
  'order shipped with a carrier link': rx.orderShippedMessage(
    patient,
    { orderNumber: 'CS-100247', trackingNumber: '9400111899223344556677' },
    PUBLIC_URL,
  ),
  'payment receipt': receipts.paymentReceiptMessage(to, {
    firstName: HOSTILE,
    orderNumber: 'CS-100248',
    kind: 'refill',
    amountCents: 4500,
    taxCents: 320,
    card: { brand: 'visa', last4: '4242' },
    paidOn: new Date('2026-11-27T15:00:00Z'),
    receiptUrl: `${PUBLIC_URL}/rx/receipt/ord1`,
  }),
  refund: receipts.refundMessage(to, {
    firstName: HOSTILE,
    orderNumber: 'CS-100248',
    refundedCents: 4500,
    totalRefundedCents: 4500,
    amountCents: 4500,
    card: { brand: 'visa', last4: '4242' },
    receiptUrl: `${PUBLIC_URL}/rx/receipt/ord1`,
  }),
  'renewal failed': receipts.renewalFailedMessage(to, {
    firstName: HOSTILE,
    amountCents: 4500,
    nextAttemptAt: new Date('2026-11-30T15:00:00Z'),
    dashboardUrl: `${PUBLIC_URL}/rx`,
  }),
  'order shipped without tracking': rx.orderShippedMessage(
    patient,
    { orderNumber: 'CS-100246', trackingNumber: null },
    PUBLIC_URL,
  ),
  'contact support': contactSupportEmail(
    SUPPORT_EMAIL,
    { name: HOSTILE, email: 'visitor@example.com', subject: HOSTILE, content: HOSTILE, userType: null },
    'msg-7',
  ),
  'wRVU results': wrvuResultsEmail(
    to,
    {
      lines: [{ cpt: '99213', description: HOSTILE, workRvu: 1.3, volume: 2000, totalWorkRvus: 2600 }],
      totalWorkRvus: 2600,
      conversionFactor: 45.52,
      compensationCents: 11_835_200,
    },
    PUBLIC_URL,
  ),
  'booking confirmation': bookingConfirmationEmail({
    firstName: HOSTILE,
    email: to,
    phone: '2015550123',
    appointmentAt: new Date('2026-12-02T14:15:00Z'),
    id: 'bk-31',
  }),
  'application received (notification)': notificationEmail(
    recipient,
    { subject: `New application for ${HOSTILE}`, text: `A provider has applied to rent "${HOSTILE}".` },
    PUBLIC_URL,
  ),
  'property match (notification)': notificationEmail(
    recipient,
    {
      subject: 'New property match: Sunny suite',
      text: `A new property matches: "${HOSTILE}".\n\nSee it: ${PUBLIC_URL}/provider/properties/p-1\n\nYou get this because New property match is on.`,
    },
    PUBLIC_URL,
  ),
};

describe('every email has an HTML part in the shared layout', () => {
  it.each(Object.entries(EVERY_EMAIL))(
    '%s: both parts, the same links, nothing a person typed run',
    (_, mail) => {
      expect(mail.text.length).toBeGreaterThan(0);
      expect(mail.html).toMatch(/^<!DOCTYPE html>/);
      const html = read(mail.html!);

      for (const link of linksIn(mail.text)) expect(html.hrefs).toContain(link);
      expect(html.text).toContain(SUPPORT_EMAIL);
      expect(html.hrefs).toContain(`mailto:${SUPPORT_EMAIL}`);

      // The hostile value shows as the characters typed: no script or image element, no event handler.
      expect(html.tags.has('script')).toBe(false);
      expect(html.tags.has('img')).toBe(false);
      expect(html.handlers).toEqual([]);
      if (mail.text.includes(HOSTILE)) expect(html.text).toContain(HOSTILE);
    },
  );

  it('links the notification emails, and only those, to the account notification settings', () => {
    const preferences = `${PUBLIC_URL}/provider/account?modal=notification`;
    for (const [name, mail] of Object.entries(EVERY_EMAIL)) {
      const html = read(mail.html!);
      const isNotification = name.endsWith('(notification)');
      expect(html.hrefs.includes(preferences), name).toBe(isNotification);
      expect(html.text.includes('Manage notification preferences'), name).toBe(isNotification);
    }
  });

  it('sends the notification settings link to the area where each person signs in', () => {
    const link = (person: Partial<typeof recipient>) =>
      read(notificationEmail({ ...recipient, ...person }, { subject: 'S', text: 'T' }, PUBLIC_URL).html!)
        .hrefs;
    expect(link({ provider_role: 'HPRO' })).toContain(`${PUBLIC_URL}/rx/account?modal=notification`);
    expect(link({ healco_admin: true })).toContain(`${PUBLIC_URL}/admin/account?modal=notification`);
  });

  it('keeps the plain text of a notification exactly as the event wrote it', () => {
    const event = { subject: 'You have a new message on Carespace', text: 'Open Property Chat to read it.' };
    expect(notificationEmail(recipient, event, PUBLIC_URL)).toMatchObject({ to, ...event });
  });

  it('puts the preheader first in the body, for the inbox preview', () => {
    const html = htmlEmail({ preheader: 'Your code expires soon.', heading: 'Code', paragraphs: ['Body'] });
    expect(read(html).text.trimStart().startsWith('CodeYour code expires soon.')).toBe(true);
  });
});
