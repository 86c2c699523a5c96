import { SUPPORT_EMAIL, US_STATES, type UsState } from '@carespace/domain';
import type { MailMessage } from '../../adapters/mail/mailer.ts';
import { htmlEmail } from '../../lib/email/html-email.tsx';

/**
 * The provider's license emails: plain text, short, what was decided and where to see it. The license number is
 * the provider's own, so it is named to tell two licenses apart. The HTML part says the same in the shared layout.
 */
const signature = '\n\nCarespace\nCare, and the space to give it.';

export interface LicenseHolder {
  email: string;
  firstName: string;
  providerRole: string | null;
}

export interface DecidedLicense {
  usState: string;
  licenseNumber: string;
  expiresOn: string;
}

const stateName = (code: string) => US_STATES[code as UsState] ?? code;

/** Healthcare professionals and pharmacists work in /rx; every other provider in /provider. */
function licensesPage(holder: LicenseHolder, publicUrl: string): string {
  const area = holder.providerRole === 'HPRO' || holder.providerRole === 'PHAR' ? 'rx' : 'provider';
  return `${publicUrl}/${area}/account?tab=licenses`;
}

/** "2027-03-31" → "March 31, 2027", the way the license itself reads. */
function longDate(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date)).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });
}

export function licenseVerifiedMessage(
  holder: LicenseHolder,
  license: DecidedLicense,
  publicUrl: string,
): MailMessage {
  const state = stateName(license.usState);
  const whatChanges =
    holder.providerRole === 'HPRO'
      ? `You can now review prescription requests from patients in ${state}; they appear in your list at once.`
      : 'Your listings and applications now show License verified, so other providers know who they are dealing with.';
  return {
    to: holder.email,
    subject: `Your ${state} license is verified`,
    text:
      `Hi ${holder.firstName},\n\nWe checked your ${state} license ${license.licenseNumber} and it is verified, ` +
      `valid through ${longDate(license.expiresOn)}. ${whatChanges}\n\nWhen you renew it, add the new license ` +
      `before this one expires so nothing lapses:\n${licensesPage(holder, publicUrl)}${signature}`,
    html: htmlEmail({
      preheader: `Your ${state} license is verified, valid through ${longDate(license.expiresOn)}.`,
      heading: `Your ${state} license is verified`,
      paragraphs: [
        `Hi ${holder.firstName},`,
        `We checked your ${state} license ${license.licenseNumber} and it is verified, valid through ${longDate(license.expiresOn)}. ${whatChanges}`,
        'When you renew it, add the new license before this one expires so nothing lapses.',
      ],
      action: { label: 'Open your licenses', url: licensesPage(holder, publicUrl) },
    }),
  };
}

export function licenseRejectedMessage(
  holder: LicenseHolder,
  license: DecidedLicense,
  reason: string,
  publicUrl: string,
): MailMessage {
  const state = stateName(license.usState);
  return {
    to: holder.email,
    subject: `We could not verify your ${state} license`,
    text:
      `Hi ${holder.firstName},\n\nWe reviewed your ${state} license ${license.licenseNumber} and could not ` +
      `verify it.\n\nThe reason: ${reason}\n\nYou can add the license again with the corrected details or ` +
      `document:\n${licensesPage(holder, publicUrl)}\n\nIf you think this is a mistake, write to us at ` +
      `${SUPPORT_EMAIL}.${signature}`,
    html: htmlEmail({
      preheader: `We could not verify your ${state} license.`,
      heading: `We could not verify your ${state} license`,
      paragraphs: [
        `Hi ${holder.firstName},`,
        `We reviewed your ${state} license ${license.licenseNumber} and could not verify it.`,
        { details: [{ label: 'The reason', value: reason }] },
        'You can add the license again with the corrected details or document.',
      ],
      action: { label: 'Add the license again', url: licensesPage(holder, publicUrl) },
      after: [`If you think this is a mistake, write to us at ${SUPPORT_EMAIL}.`],
    }),
  };
}
