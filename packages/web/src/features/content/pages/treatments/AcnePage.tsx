import { Paragraphs, type TreatmentContent, TreatmentPage } from '../../components/TreatmentPage.tsx';

const ACNE: TreatmentContent = {
  code: 'ACNE',
  slug: 'acne',
  name: 'Acne',
  title: 'Prescription acne treatment online',
  metaDescription:
    'Send photos and answer a few questions: a licensed US provider reviews your skin and, if right for you, prescribes acne treatment delivered to your door.',
  lead: 'When over-the-counter products are not enough, prescription treatment can help. Share a few photos and your history, and a licensed provider builds a plan with you.',
  accent: '#C25E00',
  about: {
    title: 'What is acne?',
    body: (
      <Paragraphs>
        {[
          'Acne happens when hair follicles get blocked with oil and dead skin cells. Bacteria and inflammation turn those blocked pores into blackheads, whiteheads, red bumps and, in deeper acne, painful nodules that can leave scars.',
          'Hormones, genetics, some medicines, and products that clog pores all play a part. Acne is most common in teens, but many adults, especially women, have it along the jawline and chin.',
          'Treatment takes time: most plans need 8 to 12 weeks to show their effect, and skin can look a little worse in the first weeks before it improves.',
        ]}
      </Paragraphs>
    ),
  },
  visitNote: (
    <p>
      You will be asked for three clear photos of the affected areas, taken in daylight without makeup. They
      are stored securely and seen only by your care team.
    </p>
  ),
  reviews: [
    'Your photos: the type of acne (blackheads, inflamed spots, cysts), how widespread it is, and any scarring.',
    'What you have tried already, including over-the-counter products and past prescriptions.',
    'Whether you are pregnant, trying to conceive or breastfeeding: several acne medicines must not be used then.',
    'Your other medicines and allergies, including antibiotic allergies.',
    'Signs that acne may be linked to a hormone condition, such as irregular periods or unusual hair growth.',
  ],
  options: {
    intro:
      'Most plans start with a cream or gel. Your provider may add a tablet for inflamed or widespread acne. Severe, scarring acne usually needs an in-person dermatologist.',
    cards: [
      {
        title: 'Topical retinoids',
        text: 'Tretinoin or adapalene unclog pores and prevent new spots. Used at night, starting a few times a week.',
      },
      {
        title: 'Topical antibiotics and benzoyl peroxide',
        text: 'Clindamycin with benzoyl peroxide calms inflamed spots; benzoyl peroxide keeps bacteria from becoming resistant.',
      },
      {
        title: 'Oral options',
        text: 'A short course of doxycycline or minocycline for inflamed acne, or spironolactone for hormonal acne in women.',
      },
    ],
  },
  safety: (
    <>
      <ul>
        <li>
          <strong>Tell your provider if you are or may become pregnant.</strong> Tretinoin, spironolactone and
          tetracycline antibiotics such as doxycycline are not used in pregnancy.
        </li>
        <li>
          Retinoids can cause dryness, peeling and sun sensitivity: use a gentle moisturizer and daily
          sunscreen.
        </li>
        <li>
          Take doxycycline with a full glass of water and stay upright for 30 minutes; it makes skin burn more
          easily in the sun.
        </li>
        <li>
          Stop and seek care for a severe rash, blistering, swelling of the face or lips, or trouble
          breathing.
        </li>
      </ul>
      <p>Isotretinoin is not prescribed through Carespace; it requires in-person monitoring.</p>
    </>
  ),
  faq: [
    {
      question: 'How long until I see results?',
      answer:
        'Usually 8 to 12 weeks. Keep using your treatment as prescribed and send your provider an update photo if things are not improving.',
    },
    {
      question: 'Can I keep using my own skincare?',
      answer:
        'Usually, yes. Choose gentle, non-comedogenic products and avoid harsh scrubs. Your provider may suggest changes if something irritates your skin.',
    },
    {
      question: 'Who sees my photos?',
      answer: 'Only your care team. Photos are part of your medical record and protected under HIPAA.',
    },
    {
      question: 'Can you treat acne scars?',
      answer:
        'Prescription treatment prevents new spots and scars. Existing scars are usually treated in person by a dermatologist.',
    },
  ],
};

export default function AcnePage() {
  return <TreatmentPage content={ACNE} />;
}
