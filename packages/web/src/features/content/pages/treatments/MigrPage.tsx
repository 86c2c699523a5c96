import { Paragraphs, type TreatmentContent, TreatmentPage } from '../../components/TreatmentPage.tsx';

const MIGR: TreatmentContent = {
  code: 'MIGR',
  slug: 'migr',
  name: 'Migraine',
  title: 'Migraine treatment online',
  metaDescription:
    'Online migraine care with a licensed US provider: medicine to stop attacks, options to prevent them, and clear advice on when a headache is an emergency.',
  lead: 'Migraine is more than a headache. A licensed provider reviews your pattern of attacks and, if right for you, prescribes treatment to stop them or make them less frequent.',
  accent: '#1D4E89',
  urgent: (
    <>
      A sudden, severe "worst ever" headache, or a headache with weakness, numbness, confusion or trouble
      speaking, is an emergency: call 911.
    </>
  ),
  about: {
    title: 'What is migraine?',
    body: (
      <Paragraphs>
        {[
          'Migraine is a common neurological condition. Attacks bring a moderate or severe throbbing headache, often on one side, that can last from 4 hours to 3 days, with nausea and sensitivity to light and sound. Some people first see an aura: zigzag lines, blind spots or tingling.',
          'Triggers differ from person to person: missed sleep or meals, stress, hormonal changes around a period, alcohol, and dehydration are common ones. A headache diary helps you and your provider spot yours.',
          'Treatment has two parts: medicine to stop an attack early, and, if you have frequent attacks, a daily medicine to prevent them.',
        ]}
      </Paragraphs>
    ),
  },
  visitNote: (
    <p>
      Online care is for people whose migraines follow a familiar pattern. A new kind of headache, or
      headaches that started after age 50, should be checked in person first.
    </p>
  ),
  reviews: [
    'How often your attacks come, how long they last, and what you take for them now.',
    'Warning signs that need an in-person exam, such as a new or changing headache pattern.',
    'Heart disease, stroke, uncontrolled high blood pressure, or migraine with weakness on one side, which rule out triptans.',
    'Whether you take pain relievers on 10 or more days a month, which can cause medication-overuse headaches.',
    'Antidepressants and other medicines, pregnancy, and birth control containing estrogen if you have migraine with aura.',
  ],
  options: {
    intro:
      'Treatment works best when taken early in an attack. If you have four or more migraine days a month, ask about prevention.',
    cards: [
      {
        title: 'Triptans',
        text: 'Sumatriptan or rizatriptan, taken at the start of the headache, stop the attack for many people.',
      },
      {
        title: 'Anti-inflammatories and anti-nausea medicine',
        text: 'Naproxen, alone or with a triptan, and an anti-nausea tablet such as ondansetron when nausea is a problem.',
      },
      {
        title: 'Prevention',
        text: 'A daily medicine such as propranolol, amitriptyline or topiramate to make attacks less frequent.',
      },
    ],
  },
  safety: (
    <>
      <ul>
        <li>
          <strong>Don't take a triptan</strong> if you have heart disease, have had a stroke, or have
          uncontrolled high blood pressure, and never within 24 hours of another triptan or an ergotamine.
        </li>
        <li>
          Triptans can cause tingling, warmth and tightness in the chest or throat. Chest pain that is severe
          or does not pass needs emergency care.
        </li>
        <li>
          Using acute migraine medicine on 10 or more days a month can make headaches more frequent. Tell your
          provider if you need it that often.
        </li>
        <li>
          Topiramate can harm an unborn baby: use reliable contraception and tell your provider if you may be
          pregnant.
        </li>
      </ul>
      <p>
        Call 911 for a sudden, severe headache, or a headache with fever and a stiff neck, weakness, numbness,
        vision loss, confusion or trouble speaking.
      </p>
    </>
  ),
  faq: [
    {
      question: 'When should I take my migraine medicine?',
      answer:
        'As early as possible once the headache starts, while it is still mild. Triptans work less well if you wait.',
    },
    {
      question: 'Do I need a scan?',
      answer:
        'Most people with a typical migraine pattern do not. Your provider will tell you if anything in your history needs an in-person exam or imaging.',
    },
    {
      question: 'Can I take a triptan with my antidepressant?',
      answer:
        'Often yes, but tell your provider about every medicine you take so they can weigh the small risk of serotonin syndrome.',
    },
    {
      question: 'What else helps?',
      answer:
        'Regular sleep, meals and hydration, limiting caffeine and alcohol, and keeping a headache diary to spot triggers.',
    },
  ],
};

export default function MigrPage() {
  return <TreatmentPage content={MIGR} />;
}
