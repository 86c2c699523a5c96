import { MEMBERSHIP_PLAN_NAME } from '@carespace/domain';
import type { MailMessage } from '../../adapters/mail/mailer.ts';
import { htmlEmail } from '../../lib/email/html-email.tsx';

export const MEMBERSHIP_ACTIVATED_SUBJECT = 'Your Carespace membership is active';

/** To the practice's owner once the first membership payment went through: an account email, not marketplace news. */
export function membershipActivatedMessage(
  to: string,
  organizationName: string,
  publicUrl: string,
): MailMessage {
  const billing = `${publicUrl}/provider/account?tab=billing`;
  const summary =
    `Thank you for becoming a member. ${organizationName} now has ${MEMBERSHIP_PLAN_NAME}: unlimited ` +
    'introductions, the built-in chat and the full search.';
  return {
    to,
    subject: MEMBERSHIP_ACTIVATED_SUBJECT,
    text: `${summary} You can view or update your membership any time from Billing & Membership: ${billing}`,
    html: htmlEmail({
      preheader: `${organizationName} now has ${MEMBERSHIP_PLAN_NAME}.`,
      heading: 'Your membership is active',
      paragraphs: [summary, 'You can view or update your membership any time from Billing & Membership.'],
      action: { label: 'Open Billing & Membership', url: billing },
    }),
  };
}
