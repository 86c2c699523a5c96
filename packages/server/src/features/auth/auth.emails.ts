import type { MailMessage } from '../../adapters/mail/mailer.ts';
import { htmlEmail } from '../../lib/email/html-email.tsx';

/**
 * The account emails. Plain text first (every client shows it, and links stay readable in the development
 * mailbox), and the same words in the shared HTML layout beside it; each says what happened, what to do, and what
 * to do if it was not you.
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
    html: htmlEmail({
      preheader: 'Confirm your email address to finish setting up your Carespace account.',
      heading: 'Confirm your email address',
      paragraphs: [
        `Hi ${firstName},`,
        'Welcome to Carespace. Please confirm that this is your email address. The link works once and expires in 48 hours.',
      ],
      action: { label: 'Verify my email', url: link },
      after: ['If you did not create a Carespace account, you can ignore this email.'],
    }),
  };
}

/**
 * 'nora.kim@example.com' → 'n***@example.com': enough for the owner of the old address to recognise the new one,
 * not enough to hand it to whoever reads that inbox.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

/** Sent to the NEW address: following the link proves it, and only then does the account move to it. */
export function updateEmailMessage(to: string, firstName: string, link: string): MailMessage {
  return {
    to,
    subject: 'Confirm your new Carespace email address',
    text:
      `Hi ${firstName},\n\nYou asked to use this address for your Carespace account. To confirm it, open the link ` +
      `below. It works once and expires in 24 hours. Until then, keep signing in with your current address.\n\n` +
      `${link}\n\nIf you did not ask for this, you can ignore this email: nothing changes.${signature}`,
    html: htmlEmail({
      preheader: 'Confirm this address to use it for your Carespace account.',
      heading: 'Confirm your new email address',
      paragraphs: [
        `Hi ${firstName},`,
        'You asked to use this address for your Carespace account. To confirm it, use the button below. It works once and expires in 24 hours. Until then, keep signing in with your current address.',
      ],
      action: { label: 'Confirm this address', url: link },
      after: ['If you did not ask for this, you can ignore this email: nothing changes.'],
    }),
  };
}

/** Sent to the CURRENT address when a change is asked for, so a stranger cannot move the account quietly. */
export function emailChangeRequestedMessage(
  to: string,
  firstName: string,
  newEmail: string,
  resetLink: string,
): MailMessage {
  return {
    to,
    subject: 'Your Carespace email is being changed',
    text:
      `Hi ${firstName},\n\nSomeone signed in to your Carespace account asked to change its email address to ` +
      `${maskEmail(newEmail)}. The change happens only once the new address is confirmed from the link we sent ` +
      `there.\n\nIf this was you, there is nothing to do here. If it wasn't you, reset your password now: that ` +
      `signs everyone else out and cancels the change.\n\n${resetLink}\n\nThen contact support.${signature}`,
    html: htmlEmail({
      preheader: 'Someone asked to change the email address of your Carespace account.',
      heading: 'Your email address is being changed',
      paragraphs: [
        `Hi ${firstName},`,
        `Someone signed in to your Carespace account asked to change its email address to ${maskEmail(newEmail)}. The change happens only once the new address is confirmed from the link we sent there.`,
        "If this was you, there is nothing to do here. If it wasn't you, reset your password now: that signs everyone else out and cancels the change.",
      ],
      action: { label: 'Reset my password', url: resetLink },
      after: ['Then contact support.'],
    }),
  };
}

/** Sent to the OLD address once the change is confirmed. */
export function emailChangedMessage(
  to: string,
  firstName: string,
  newEmail: string,
  supportEmail: string,
): MailMessage {
  return {
    to,
    subject: 'Your Carespace email was changed',
    text:
      `Hi ${firstName},\n\nThe email address of your Carespace account is now ${maskEmail(newEmail)}. This ` +
      `address will no longer receive messages about your account.\n\nIf you did not make this change, contact ` +
      `us right away at ${supportEmail}.${signature}`,
    html: htmlEmail({
      preheader: 'Your Carespace account now uses a new email address.',
      heading: 'Your email address was changed',
      paragraphs: [
        `Hi ${firstName},`,
        `The email address of your Carespace account is now ${maskEmail(newEmail)}. This address will no longer receive messages about your account.`,
        `If you did not make this change, contact us right away at ${supportEmail}.`,
      ],
      supportEmail,
    }),
  };
}

/** The code that proves an address before a sign-up inside the online visit creates the account. */
export function signupCodeMessage(to: string, code: string): MailMessage {
  return {
    to,
    subject: `${code} is your Carespace verification code`,
    text:
      `Hi,\n\nTo create your Carespace account, enter this code on the account step of your online visit:\n\n` +
      `${code}\n\nThe code expires in 10 minutes. If you did not ask for it, you can ignore this email: no ` +
      `account is created without it.${signature}`,
    html: htmlEmail({
      preheader: 'Your code to create a Carespace account. It expires in 10 minutes.',
      heading: 'Your verification code',
      paragraphs: [
        'Hi,',
        'To create your Carespace account, enter this code on the account step of your online visit:',
        { code },
        'The code expires in 10 minutes. If you did not ask for it, you can ignore this email: no account is created without it.',
      ],
    }),
  };
}

/**
 * Sent instead of a code when the address already has an account: the visitor sees the same answer either way,
 * so asking for a code does not tell anyone which addresses are registered.
 */
export function signupExistingAccountMessage(
  to: string,
  firstName: string,
  loginLink: string,
  resetLink: string,
): MailMessage {
  return {
    to,
    subject: 'You already have a Carespace account',
    text:
      `Hi ${firstName},\n\nSomeone asked to create a Carespace account with this address, which already has ` +
      `one, so we did not send a code. If it was you, sign in instead; your answers are kept in the browser you ` +
      `started with:\n\n${loginLink}\n\nForgot your password? Reset it here:\n\n${resetLink}\n\nIf it wasn't ` +
      `you, you can ignore this email.${signature}`,
    html: htmlEmail({
      preheader: 'This address already has a Carespace account: sign in instead.',
      heading: 'You already have an account',
      paragraphs: [
        `Hi ${firstName},`,
        'Someone asked to create a Carespace account with this address, which already has one, so we did not send a code. If it was you, sign in instead; your answers are kept in the browser you started with.',
      ],
      action: { label: 'Sign in', url: loginLink },
      after: [
        'Forgot your password? Reset it here:',
        { action: { label: 'Reset my password', url: resetLink } },
        "If it wasn't you, you can ignore this email.",
      ],
    }),
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
    html: htmlEmail({
      preheader: 'Choose a new password for your Carespace account. The link expires in 1 hour.',
      heading: 'Reset your password',
      paragraphs: [
        `Hi ${firstName},`,
        'Someone asked to reset the password of your Carespace account. To choose a new password, use the button below. It works once and expires in 1 hour.',
      ],
      action: { label: 'Choose a new password', url: link },
      after: ['If you did not ask for this, you can ignore this email: your password stays the same.'],
    }),
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
    html: htmlEmail({
      preheader: `${inviterName} added you to ${organizationName} on Carespace.`,
      heading: `Join ${organizationName} on Carespace`,
      paragraphs: [
        `Hi ${firstName},`,
        `${inviterName} added you to ${organizationName} on Carespace. Set your password to sign in. The link works once and expires in 7 days.`,
      ],
      action: { label: 'Set my password', url: link },
    }),
  };
}

/**
 * Sent once when wrong passwords start slowing sign-ins to the account down. Nothing is locked: the owner can
 * still sign in, and the reset link gets them in at once.
 */
export function signInThrottledMessage(to: string, firstName: string, resetLink: string): MailMessage {
  return {
    to,
    subject: 'Unsuccessful sign-ins to your Carespace account',
    text:
      `Hi ${firstName},\n\nThere were several unsuccessful attempts to sign in to your Carespace account, so we ` +
      `are slowing further attempts down to keep it safe. Your account is not locked: if these attempts were ` +
      `yours, wait a moment and try again, or reset your password to sign in right away:\n\n${resetLink}\n\n` +
      `If they were not yours, we recommend resetting your password now.${signature}`,
    html: htmlEmail({
      preheader: 'We are slowing down sign-in attempts to keep your account safe.',
      heading: 'Unsuccessful sign-ins to your account',
      paragraphs: [
        `Hi ${firstName},`,
        'There were several unsuccessful attempts to sign in to your Carespace account, so we are slowing further attempts down to keep it safe. Your account is not locked: if these attempts were yours, wait a moment and try again, or reset your password to sign in right away.',
      ],
      action: { label: 'Reset my password', url: resetLink },
      after: ['If they were not yours, we recommend resetting your password now.'],
    }),
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
    html: htmlEmail({
      preheader: 'The password of your Carespace account was just changed.',
      heading: 'Your password was changed',
      paragraphs: [
        `Hi ${firstName},`,
        'The password of your Carespace account was changed.',
        {
          details: [
            { label: 'When', value: details.when },
            { label: 'IP address', value: details.ip },
            { label: 'Approximate location', value: details.location },
            { label: 'Device', value: details.os },
          ],
        },
        'If this was not you, reset your password right away and contact support.',
      ],
    }),
  };
}
