import type { WelcomeReason } from '../../lib/signup-reason-storage.ts';

export interface WelcomeStep {
  title: string;
  text: string;
  /** Where to do it now; following it closes the welcome. */
  link?: { label: string; to: string };
}

export interface Welcome {
  heading: string;
  steps: readonly WelcomeStep[];
}

/** Stated in the provider steps. */
export const PHOTO_FACT = 'Listings with photos get 94 percent more views.';
export const MEMBERSHIP_FACT = 'You need a membership to accept property applications.';

const PHOTOS: WelcomeStep = {
  title: 'Add photos',
  text: `${PHOTO_FACT} A few bright, uncluttered pictures of the rooms are enough; the first one becomes the cover.`,
};

const MEMBERSHIP: WelcomeStep = {
  title: 'Accept applications',
  text: `Providers who match your space send you applications. ${MEMBERSHIP_FACT} Listing is free; a membership also opens chat with every provider you accept.`,
  link: { label: 'See membership', to: '/provider/account?tab=billing' },
};

/**
 * The welcome's steps by the stored sign-up reason: find space, list space, acquire patients and
 * integrate therapy, and the patient's.
 */
export const WELCOME: Record<WelcomeReason, Welcome> = {
  FIND: {
    heading: 'Welcome to Carespace. Let’s find you a room.',
    steps: [
      {
        title: 'Tell us how you practice',
        text: 'Your specialties, licensed states and practice address decide which spaces we match you with. Add them to your profile and practice first.',
        link: { label: 'Complete my profile', to: '/provider/account?tab=profile' },
      },
      {
        title: 'See your matches',
        text: 'Matching spaces appear on your dashboard as hosts list them, with listed rooms within about 5 miles of your practice recommended beside them. The search map covers everywhere else.',
        link: { label: 'Open the search map', to: '/provider/properties?tab=property-search' },
      },
      {
        title: 'Introduce yourself',
        text: `Send the host an introduction from any listing. ${MEMBERSHIP_FACT.replace('You need', 'Hosts need')} Once they accept, you can chat and arrange a visit. Have a room of your own to spare? List it too, with photos: ${PHOTO_FACT.charAt(0).toLowerCase()}${PHOTO_FACT.slice(1)}`,
        link: { label: 'Create a listing', to: '/provider/new/properties' },
      },
    ],
  },
  LIST: {
    heading: 'Welcome to Carespace. Let’s fill your spare room.',
    steps: [
      {
        title: 'Describe your space',
        text: 'Give it a title, the rooms you offer with their rates, and the specialties it suits. We show it to providers whose practice fits, nearby and in your state.',
        link: { label: 'Create a listing', to: '/provider/new/properties' },
      },
      PHOTOS,
      MEMBERSHIP,
    ],
  },
  ACQR: {
    heading: 'Welcome to Carespace. Let’s bring you new patients.',
    steps: [
      {
        title: 'Refer to talk therapy',
        text: 'Your dashboard has a referral to talk therapy, with the form already filled in with your name, email and phone. Your patients get a therapist; you stay in the loop.',
        link: { label: 'Go to my dashboard', to: '/provider' },
      },
      {
        title: 'Refer through the pharmacy',
        text: 'Patients can start treatment through the Carespace online pharmacy: a short online visit, a review by a licensed provider, and delivery to their door.',
      },
      {
        title: 'Share your space too',
        text: `A spare room can earn while you grow. ${PHOTO_FACT} ${MEMBERSHIP_FACT}`,
        link: { label: 'Create a listing', to: '/provider/new/properties' },
      },
    ],
  },
  PATIENT: {
    heading: 'Welcome to Carespace.',
    steps: [
      {
        title: 'Finish your visit',
        text: 'If you stopped before checkout, your dashboard keeps your answers. Complete it and a provider licensed in your state reviews your request.',
      },
      {
        title: 'Follow your treatment',
        text: 'Each prescription shows its status on your dashboard, and a tracking number once your order ships.',
      },
      {
        title: 'Choose how we reach you',
        text: 'Pick email, text or both for updates in your account’s Notification Preferences.',
        link: { label: 'Open my account', to: '/rx/account' },
      },
    ],
  },
};
