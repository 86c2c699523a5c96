import type { MailMessage } from '../../adapters/mail/mailer.ts';

/**
 * The account emails. Plain text first (every client shows it, and links stay readable in the development
 * mailbox); each says what happened, what to do, and what to do if it was not you.
 */
const signature = '\n\nCarespace\nCare, and the space to give it.';

export function verifyEmailMessage(to: string, firstName: string, link: string): MailMessage {
  return {
    to,
    subject: 'Verify your email for Carespace',
    text:
      `Hi ${firstName},\n\nWelcome to Carespace. Please confirm that this is your email address by opening the link ` +
      `below. The link works once and expires in 48 hours.\n\n${link}\n\nIf you did not create a Carespace ` +
      `account, you can ignore this email.${signature}`,
  };
}

export function updateEmailMessage(
  to: string,
  firstName: string,
  newEmail: string,
  link: string,
): MailMessage {
  return {
    to,
    subject: 'Confirm your new Carespace email address',
    text:
      `Hi ${firstName},\n\nWe received a request to change the email address of your Carespace account to ` +
      `${newEmail}. To confirm the change, open the link below. It works once and expires in 24 hours.\n\n${link}\n\n` +
      `If you did not ask for this, do not open the link, and change your password.${signature}`,
  };
}

export function resetPasswordMessage(to: string, firstName: string, link: string): MailMessage {
  return {
    to,
    subject: 'Reset your Carespace password',
    text:
      `Hi ${firstName},\n\nSomeone asked to reset the password of your Carespace account. To choose a new ` +
      `password, open the link below. It works once and expires in 1 hour.\n\n${link}\n\n` +
      `If you did not ask for this, you can ignore this email: your password stays the same.${signature}`,
  };
}

export function inviteMessage(
  to: string,
  firstName: string,
  organizationName: string,
  inviterName: string,
  link: string,
): MailMessage {
  return {
    to,
    subject: `${inviterName} invited you to ${organizationName} on Carespace`,
    text:
      `Hi ${firstName},\n\n${inviterName} added you to ${organizationName} on Carespace. Open the link below ` +
      `to set your password and sign in. The link works once and expires in 7 days.\n\n${link}${signature}`,
  };
}

export function accountLockedMessage(
  to: string,
  firstName: string,
  minutes: number,
  resetLink: string,
): MailMessage {
  return {
    to,
    subject: 'Your Carespace account was locked',
    text:
      `Hi ${firstName},\n\nThere were several unsuccessful attempts to sign in to your Carespace account, so we ` +
      `locked it for ${minutes} minutes to keep it safe. If these attempts were yours, wait and try again, or ` +
      `reset your password:\n\n${resetLink}\n\nIf they were not yours, we recommend resetting your password now.` +
      signature,
  };
}

export function passwordChangedMessage(
  to: string,
  firstName: string,
  details: { when: string; ip: string; location: string; os: string },
): MailMessage {
  return {
    to,
    subject: 'Your Carespace password was changed',
    text:
      `Hi ${firstName},\n\nThe password of your Carespace account was changed.\n\nWhen: ${details.when}\n` +
      `IP address: ${details.ip}\nApproximate location: ${details.location}\nDevice: ${details.os}\n\n` +
      `If this was not you, reset your password right away and contact support.${signature}`,
  };
}
