import type { SubscriptionStatusLabel } from '@carespace/domain';
import type { TagColor } from '../../../components/plain/Tag.tsx';

/** Status colours: waiting (warning), active (success), rejected (error), incomplete/completed (grey). */
export const STATUS_TAG_COLOR: Record<SubscriptionStatusLabel, TagColor> = {
  Active: 'success',
  Completed: 'default',
  Rejected: 'error',
  Referred: 'processing',
  Incomplete: 'default',
  'Waiting approval': 'warning',
};

/** What each status means for the patient, in a sentence. */
export const STATUS_EXPLANATION: Record<SubscriptionStatusLabel, string> = {
  Active: 'Your provider approved this treatment. Refills ship every month while it is active.',
  Completed: 'This treatment has ended. Start a new request whenever you need it again.',
  Rejected: 'A provider reviewed this request and decided not to prescribe.',
  Referred:
    'A provider would like you to be examined in person first. Your payment is refunded; a clinician nearby can see you.',
  Incomplete: 'This request is not paid yet, so no provider has seen it.',
  'Waiting approval': 'Your request is with our providers. We email you as soon as they decide.',
};
