import { Paragraphs, type TreatmentContent, TreatmentPage } from '../../components/TreatmentPage.tsx';

const EDYS: TreatmentContent = {
  code: 'EDYS',
  slug: 'edys',
  name: 'Erectile dysfunction',
  title: 'Erectile dysfunction treatment online',
  metaDescription:
    'Online visits for erectile dysfunction (ED) with a licensed US provider. If a prescription is right for you, generic sildenafil or tadalafil is delivered to your door.',
  lead: 'Erectile dysfunction is common and treatable. Answer a few questions online, and a licensed provider will decide with you whether medication is a safe option.',
  accent: '#2E7D32',
  about: {
    title: 'What is erectile dysfunction?',
    body: (
      <Paragraphs>
        {[
          'Erectile dysfunction (ED) means having trouble getting or keeping an erection firm enough for sex, often enough that it bothers you. Most men have an occasional difficulty; ED is when it keeps happening.',
          'An erection depends on blood flow, nerves, hormones and how you feel. That is why ED can be linked to heart disease, high blood pressure, diabetes, high cholesterol, smoking, some medicines, low testosterone, stress, anxiety or relationship worries. Often more than one of these plays a part.',
          'Because ED can be an early sign of a heart or blood-vessel problem, your provider may recommend a check-up with blood pressure, cholesterol and blood sugar tests with your primary care clinician, even if medication helps.',
        ]}
      </Paragraphs>
    ),
  },
  visitNote: (
    <p>
      You will be asked about your heart health and recent blood pressure reading. If you don't have a reading
      from the last 12 months, a pharmacy kiosk or home monitor is fine.
    </p>
  ),
  reviews: [
    'Your symptoms: how long they have lasted, and whether erections happen at night or in the morning.',
    'Your heart health: chest pain, heart attack, stroke, heart failure, irregular heartbeat, and whether sexual activity is safe for you.',
    'Your blood pressure, including very low blood pressure or fainting.',
    'Every medicine you take, especially nitrates (such as nitroglycerin or isosorbide), riociguat, alpha-blockers and other blood pressure medicines.',
    'Recreational drugs, including "poppers" (amyl or butyl nitrite), which can be dangerous with ED medication.',
    'Liver or kidney disease, eye conditions such as retinitis pigmentosa, and any past reaction to ED medication.',
  ],
  options: {
    intro:
      'The most common prescription treatment is a PDE5 inhibitor, which improves blood flow when you are sexually aroused. It does not cause an erection on its own.',
    cards: [
      {
        title: 'Sildenafil (generic Viagra®)',
        text: 'Taken as needed, about an hour before sex, ideally not after a heavy meal. Works for about 4 to 6 hours.',
      },
      {
        title: 'Tadalafil (generic Cialis®)',
        text: 'Taken as needed, or as a low daily dose. Can work for up to 36 hours, which lets you be less planned.',
      },
      {
        title: 'Vardenafil',
        text: 'Taken as needed, about an hour before sex. An option if another medicine did not suit you.',
      },
    ],
  },
  safety: (
    <>
      <ul>
        <li>
          <strong>Never take ED medication with nitrates</strong> (such as nitroglycerin or isosorbide) or
          riociguat, or with "poppers". Together they can cause a sudden, dangerous drop in blood pressure.
        </li>
        <li>
          Common side effects are headache, flushing, stuffy nose, indigestion and, with tadalafil, back or
          muscle ache. They usually ease within a few hours.
        </li>
        <li>Don't take more than one dose in 24 hours, and don't combine two ED medicines.</li>
        <li>
          Seek urgent care for an erection lasting more than 4 hours, or for sudden loss of vision or hearing.
        </li>
        <li>
          If you get chest pain, dizziness or nausea during sex, stop. If you need emergency care, tell the
          responders you took ED medication and when.
        </li>
      </ul>
      <p>
        Read the pharmacy's medication guide that comes with your prescription, and ask your provider
        anything.
      </p>
    </>
  ),
  faq: [
    {
      question: 'Is it safe to get ED treatment online?',
      answer:
        'Yes, when a licensed provider reviews your health history first, as on Carespace. Your provider will only prescribe if it is safe for you, and will tell you if you should be seen in person.',
    },
    {
      question: 'Will medication work for me?',
      answer:
        'PDE5 inhibitors help many men, but not everyone, and they need sexual arousal to work. If the first medicine or dose is not right, message your provider: they may adjust it or suggest another approach.',
    },
    {
      question: 'Do I need to see a doctor in person?',
      answer:
        'Not for the online visit. Your provider may still recommend an in-person check-up, because ED can be an early sign of heart disease or diabetes.',
    },
    {
      question: 'Can I drink alcohol with ED medication?',
      answer:
        'A small amount is usually fine, but heavy drinking makes erections harder and adds to the risk of dizziness and low blood pressure.',
    },
    {
      question: 'How is the medication shipped?',
      answer:
        'A licensed US pharmacy ships it in plain packaging, with nothing on the outside about what is inside. Shipping is free.',
    },
  ],
};

export default function EdysPage() {
  return <TreatmentPage content={EDYS} />;
}
