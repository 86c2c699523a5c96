/**
 * The talk-therapy partner's referral form: outside this app, opened in a new tab. Only the referring provider's
 * own contact details go in the address (never a patient's), so the partner knows whom to thank and call back.
 */
export const TALK_THERAPY_REFERRAL_FORM = 'https://therapy.carespace.health/refer';

/** The patient-facing landing page a provider shares to refer patients through the online pharmacy. */
export const PHARMACY_LANDING_PATH = '/online-pharmacy';

export interface Referrer {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
}

export function talkTherapyReferralUrl(referrer: Referrer): string {
  const url = new URL(TALK_THERAPY_REFERRAL_FORM);
  url.searchParams.set('name', `${referrer.firstName} ${referrer.lastName}`.trim());
  url.searchParams.set('email', referrer.email);
  if (referrer.phone) url.searchParams.set('phone', referrer.phone);
  return url.toString();
}
