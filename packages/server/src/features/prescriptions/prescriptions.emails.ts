import { carrierTracking, PRESCRIPTIONS, SUPPORT_EMAIL } from '@carespace/domain';
import type { MailMessage } from '../../adapters/mail/mailer.ts';
import { htmlEmail } from '../../lib/email/html-email.tsx';

/**
 * The patient's prescription emails. Plain text, kind and short: what happened, what happens next, where to
 * follow it. They name the treatment, never the answers (an inbox is not a safe place for health details).
 * 'Request received' is sent when the payment arrives; approved, rejected and shipped by the review feature.
 * Each carries the same words in the shared HTML layout (lib/email/html-email.tsx) beside the text.
 */
const signature = '\n\nCarespace\nCare, and the space to give it.';

export interface RxEmailPatient {
  email: string;
  firstName: string;
}

const dashboard = (publicUrl: string) => `${publicUrl}/rx`;

export function requestReceivedMessage(
  patient: RxEmailPatient,
  treatment: string,
  publicUrl: string,
): MailMessage {
  return {
    to: patient.email,
    subject: 'We received your Carespace treatment request',
    text:
      `Hi ${patient.firstName},\n\nThank you: your request for ${treatment} treatment and your payment have ` +
      'arrived. A licensed provider will review your answers, usually within one business day, and may message ' +
      'you if they need to know more. We will email you as soon as there is a decision. If treatment is not right ' +
      `for you, your subscription will not renew.\n\nFollow your request at any time:\n${dashboard(publicUrl)}` +
      `\n\n${PRESCRIPTIONS.emergency}${signature}`,
    html: htmlEmail({
      preheader: 'A licensed provider will review your answers, usually within one business day.',
      heading: 'We received your request',
      paragraphs: [
        `Hi ${patient.firstName},`,
        `Thank you: your request for ${treatment} treatment and your payment have arrived. A licensed provider will review your answers, usually within one business day, and may message you if they need to know more.`,
        'We will email you as soon as there is a decision. If treatment is not right for you, your subscription will not renew.',
      ],
      action: { label: 'Follow your request', url: dashboard(publicUrl) },
      after: [{ notice: PRESCRIPTIONS.emergency }],
    }),
  };
}

export function prescriptionApprovedMessage(
  patient: RxEmailPatient,
  medication: { name: string; dosage: string },
  publicUrl: string,
): MailMessage {
  return {
    to: patient.email,
    subject: 'Your Carespace prescription was approved',
    text:
      `Hi ${patient.firstName},\n\nGood news: your provider approved your prescription for ${medication.name} ` +
      `(${medication.dosage}). Our pharmacy is preparing your order now, and we will email you the tracking ` +
      `number as soon as it ships.\n\nYour treatment plan and any note from your provider:\n${dashboard(publicUrl)}` +
      `${signature}`,
    html: htmlEmail({
      preheader: 'Our pharmacy is preparing your order now.',
      heading: 'Your prescription was approved',
      paragraphs: [
        `Hi ${patient.firstName},`,
        `Good news: your provider approved your prescription for ${medication.name} (${medication.dosage}). Our pharmacy is preparing your order now, and we will email you the tracking number as soon as it ships.`,
        'Your treatment plan and any note from your provider are in your dashboard.',
      ],
      action: { label: 'See your treatment plan', url: dashboard(publicUrl) },
    }),
  };
}

export function prescriptionRejectedMessage(
  patient: RxEmailPatient,
  treatment: string,
  reason: { name: string; other: string | null },
  publicUrl: string,
): MailMessage {
  const because = reason.other ? `${reason.name}: ${reason.other}` : reason.name;
  return {
    to: patient.email,
    subject: 'An update on your Carespace treatment request',
    text:
      `Hi ${patient.firstName},\n\nYour provider reviewed your request for ${treatment} treatment and cannot ` +
      `prescribe it online at this time.\n\nThe reason they gave: ${because}\n\nThis is about safety, not a ` +
      'judgment of you. A doctor who can see you in person can help you find the right care. Your subscription ' +
      `will not renew. If you have questions, write to us at ${SUPPORT_EMAIL}.\n\n${dashboard(publicUrl)}` +
      `\n\n${PRESCRIPTIONS.emergency}${signature}`,
    html: htmlEmail({
      preheader: 'Your provider reviewed your request.',
      heading: 'An update on your request',
      paragraphs: [
        `Hi ${patient.firstName},`,
        `Your provider reviewed your request for ${treatment} treatment and cannot prescribe it online at this time.`,
        { details: [{ label: 'The reason they gave', value: because }] },
        `This is about safety, not a judgment of you. A doctor who can see you in person can help you find the right care. Your subscription will not renew. If you have questions, write to us at ${SUPPORT_EMAIL}.`,
      ],
      action: { label: 'Open your dashboard', url: dashboard(publicUrl) },
      after: [{ notice: PRESCRIPTIONS.emergency }],
    }),
  };
}

export function orderShippedMessage(
  patient: RxEmailPatient,
  order: { orderNumber: string; trackingNumber: string | null },
  publicUrl: string,
): MailMessage {
  const carrier = carrierTracking(order.trackingNumber);
  const tracking = carrier
    ? `Your ${carrier.carrier} tracking number is ${order.trackingNumber}. Follow your package:\n${carrier.url}\n`
    : order.trackingNumber
      ? `Your tracking number is ${order.trackingNumber}.`
      : 'Your package is on its way.';
  return {
    to: patient.email,
    subject: `Your Carespace order ${order.orderNumber} has shipped`,
    text:
      `Hi ${patient.firstName},\n\nYour order ${order.orderNumber} has shipped in discreet packaging. ${tracking}` +
      `\n\nYour orders and next refill date:\n${dashboard(publicUrl)}${signature}`,
    html: htmlEmail({
      preheader: `Order ${order.orderNumber} is on its way in discreet packaging.`,
      heading: 'Your order has shipped',
      paragraphs: [
        `Hi ${patient.firstName},`,
        `Your order ${order.orderNumber} has shipped in discreet packaging.`,
        order.trackingNumber
          ? {
              details: [
                ...(carrier ? [{ label: 'Carrier', value: carrier.carrier }] : []),
                { label: 'Tracking number', value: order.trackingNumber },
              ],
            }
          : 'Your package is on its way.',
        ...(carrier ? [{ action: { label: `Track with ${carrier.carrier}`, url: carrier.url } }] : []),
        'Your orders and next refill date are in your dashboard.',
      ],
      action: { label: 'See your orders', url: dashboard(publicUrl) },
    }),
  };
}
