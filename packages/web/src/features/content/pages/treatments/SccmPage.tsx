import { Paragraphs, type TreatmentContent, TreatmentPage } from '../../components/TreatmentPage.tsx';

const SCCM: TreatmentContent = {
  code: 'SCCM',
  slug: 'sccm',
  name: 'Female libido',
  title: 'Support for low sexual desire and arousal',
  metaDescription:
    'Talk to a licensed US provider online about low libido or arousal. Your provider looks at the whole picture and, if right for you, prescribes treatment.',
  lead: 'Changes in desire are common, and there is no "normal" amount to want. If it bothers you, a licensed provider can look at what might be behind it and what may help.',
  accent: '#1D4E89',
  about: {
    title: 'Low desire and arousal',
    body: (
      <Paragraphs>
        {[
          'Many women go through times of low sexual desire or difficulty becoming aroused. It becomes a health concern when it lasts for months and causes you distress, which clinicians call hypoactive sexual desire disorder or female sexual arousal disorder.',
          'Desire is shaped by body and mind together: hormones and menopause, birth control, antidepressants and other medicines, pain during sex, vaginal dryness, tiredness, stress, mood, and how things are in your relationship.',
          'So your provider starts by understanding what is going on for you. Sometimes the answer is a prescription; sometimes it is changing a medicine, treating dryness or pain, or talking with a therapist.',
        ]}
      </Paragraphs>
    ),
  },
  reviews: [
    'What has changed, for how long, and how much it bothers you.',
    'Your medicines, including antidepressants, hormonal birth control and anything affecting the liver enzyme CYP3A4.',
    'Menopause status, pregnancy and breastfeeding, and any pain or dryness during sex.',
    'Your blood pressure, history of fainting, liver health and how much alcohol you drink.',
    'Mood, stress and relationship factors, so you are pointed to the right kind of help.',
  ],
  options: {
    intro:
      'Options depend on your health and what is behind the change. Your provider may suggest one of these, or something else entirely.',
    cards: [
      {
        title: 'Flibanserin',
        text: 'A nightly tablet approved for premenopausal women with low desire. Alcohol must be avoided close to bedtime doses.',
      },
      {
        title: 'Topical arousal cream',
        text: 'A compounded cream applied before sex to increase blood flow and sensitivity. Compounded medicines are made by a pharmacy for you and are not FDA-approved.',
      },
      {
        title: 'Treating what gets in the way',
        text: 'Vaginal moisturizers or estrogen for dryness, a review of medicines that lower desire, or a referral to talk therapy.',
      },
    ],
  },
  safety: (
    <>
      <ul>
        <li>
          <strong>Flibanserin and alcohol:</strong> wait at least two hours after drinking before your bedtime
          dose, or skip that dose. Together they can cause very low blood pressure and fainting.
        </li>
        <li>
          Flibanserin can cause dizziness, sleepiness and nausea. Don't drive or use machines for at least six
          hours after your dose.
        </li>
        <li>
          Stop a topical cream and contact your provider if it causes burning, a rash or irritation that does
          not go away.
        </li>
        <li>Tell your provider if you become pregnant or start any new medicine.</li>
      </ul>
      <p>If you faint and hurt yourself, or have chest pain or trouble breathing, get emergency help.</p>
    </>
  ),
  faq: [
    {
      question: 'Is low libido "all in my head"?',
      answer:
        'No. Desire has physical, hormonal, emotional and relationship sides. A good plan looks at all of them, which is what your provider will do.',
    },
    {
      question: 'Can I use treatment after menopause?',
      answer:
        'Some options are approved only before menopause. After menopause, treating dryness or discomfort often helps most. Your provider will explain what fits you.',
    },
    {
      question: 'How soon does treatment work?',
      answer:
        'A cream works within about 15 to 30 minutes. Flibanserin can take up to eight weeks; if there is no change by then, your provider will likely stop it.',
    },
    {
      question: 'Can my partner be involved?',
      answer:
        'If you want. Many people find it helps to talk together, and your provider can suggest couples or sex therapy.',
    },
  ],
};

export default function SccmPage() {
  return <TreatmentPage content={SCCM} />;
}
