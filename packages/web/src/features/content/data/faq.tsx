import { SUPPORT_EMAIL, SUPPORT_PHONE } from '@carespace/domain';
import { Link } from 'react-router';
import type { FaqItem } from '../components/blocks.tsx';

export interface FaqGroup {
  id: string;
  title: string;
  items: readonly FaqItem[];
}

export const FAQ_GROUPS: readonly FaqGroup[] = [
  {
    id: 'patients',
    title: 'Online care and prescriptions',
    items: [
      {
        question: 'How does an online visit work?',
        answer:
          'You answer a medical questionnaire about your symptoms, history and medicines. A provider licensed in your state reviews it, may message you with questions, and decides with you whether a prescription is right. If it is, a licensed US pharmacy ships it to you.',
      },
      {
        question: 'Who will review my request?',
        answer:
          'A physician, nurse practitioner or physician assistant with an active license in your state. Their name and credentials are shown in your account.',
      },
      {
        question: 'Will I definitely get a prescription?',
        answer:
          'No. A provider prescribes only when it is safe and appropriate for you. They may suggest a different treatment or an in-person visit instead.',
      },
      {
        question: 'How long does a review take?',
        answer:
          'Usually within one business day. If your provider needs more information, they will message you, and the review continues when you reply.',
      },
      {
        question: 'Which states do you serve?',
        answer: (
          <p>
            Care is available where our providers are licensed. Enter your ZIP code on the{' '}
            <Link to="/">home page</Link> to check your area.
          </p>
        ),
      },
      {
        question: 'Can I use Carespace in an emergency?',
        answer:
          'No. Carespace is for non-urgent care. In an emergency, call 911 or go to the nearest emergency room. For a mental health crisis, call or text 988.',
      },
    ],
  },
  {
    id: 'pharmacy',
    title: 'Pharmacy, shipping and billing',
    items: [
      {
        question: 'How much does treatment cost?',
        answer:
          'Each treatment page lists monthly prices, which include your provider’s review, messages with your care team and shipping. Your first month of any medication subscription is free.',
      },
      {
        question: 'Do you accept insurance?',
        answer:
          'Our prices are cash prices, often lower than a copay for generic medicines. You can pay with an HSA or FSA card for eligible care.',
      },
      {
        question: 'How is my medication shipped?',
        answer:
          'Free, in plain packaging with nothing about its contents on the outside, usually arriving 2 to 5 business days after approval. You get a tracking number.',
      },
      {
        question: 'How do I pause or cancel a subscription?',
        answer:
          'From your account at any time before the next refill ships. Talk to your provider before stopping a medicine.',
      },
    ],
  },
  {
    id: 'providers',
    title: 'For providers',
    items: [
      {
        question: 'How do I find medical space?',
        answer:
          'Create a free provider profile, search by location, specialty fit and schedule, and send an introduction to the host. If they approve, a chat opens so you can arrange a visit.',
      },
      {
        question: 'How do I list my space?',
        answer:
          'Create a listing with photos, equipment, rates and availability. Providers apply with their profile; you choose who to approve.',
      },
      {
        question: 'What does membership cost?',
        answer: (
          <p>
            $60 a month for hosts who want to accept applications and get unlimited introductions. Searching
            for space is free. See <Link to="/provider-member-benefits">member benefits</Link>.
          </p>
        ),
      },
      {
        question: 'Can my whole practice use one account?',
        answer:
          'Yes. An organization account owner can invite colleagues by email; each gets their own login to manage listings, applications and chats.',
      },
      {
        question: 'What is the wRVU calculator?',
        answer: (
          <p>
            A free tool that estimates your annual work RVUs and compensation from your usual CPT codes,
            volumes and conversion factor. <Link to="/calculate-my-wrvu">Try it</Link>.
          </p>
        ),
      },
    ],
  },
  {
    id: 'privacy',
    title: 'Privacy and your account',
    items: [
      {
        question: 'Is my health information private?',
        answer:
          'Yes. Health information is protected under HIPAA, encrypted in transit and at rest, seen only by your care team and pharmacy, and every access is recorded.',
      },
      {
        question: 'Can I turn on two-factor authentication?',
        answer:
          'Yes. Verify your phone number in your security settings, then turn on two-factor authentication to get a 6-digit code by text when you sign in.',
      },
      {
        question: 'Why was I signed out?',
        answer:
          'To protect your information, you are asked to sign in again, or enter your password, after 8 minutes without activity.',
      },
      {
        question: 'How do I contact support?',
        answer: `Email ${SUPPORT_EMAIL} or call ${SUPPORT_PHONE}, weekdays 9 am to 6 pm Eastern.`,
      },
    ],
  },
];
