import { Paragraphs, type TreatmentContent, TreatmentPage } from '../../components/TreatmentPage.tsx';

const HRPS: TreatmentContent = {
  code: 'HRPS',
  slug: 'hrps',
  name: 'Herpes',
  title: 'Herpes treatment online',
  metaDescription:
    'Antiviral treatment for cold sores and genital herpes, prescribed online by a licensed US provider when it is right for you, and delivered discreetly.',
  lead: 'Herpes is common and manageable. Antiviral medicine can shorten outbreaks, make them less frequent and lower the chance of passing the virus on.',
  accent: '#0F6E6E',
  about: {
    title: 'What is herpes?',
    body: (
      <Paragraphs>
        {[
          'Herpes is caused by the herpes simplex virus (HSV). HSV-1 usually causes cold sores around the mouth and can also cause genital herpes; HSV-2 usually causes genital herpes. More than half of adults in the US carry HSV-1, and many people with herpes never know they have it.',
          'Outbreaks start with tingling, itching or burning, then small blisters that break into sores and heal over one to two weeks. The first outbreak is often the worst. After that, the virus stays in the body and can come back, often less often and more mildly over time.',
          'There is no cure, but antiviral medicine works well, and most people with herpes have healthy relationships and sex lives.',
        ]}
      </Paragraphs>
    ),
  },
  visitNote: (
    <p>
      Online treatment is for people who have had herpes diagnosed before, or with typical cold sores. If this
      may be your first genital outbreak, your provider will likely ask you to get a swab test in person,
      because other infections can look similar.
    </p>
  ),
  reviews: [
    'Whether herpes was diagnosed before, and how and when.',
    'How often you have outbreaks and how severe they are, to choose between episodic and daily treatment.',
    'Kidney disease and other medicines, because antivirals are cleared by the kidneys.',
    'Pregnancy, and conditions or medicines that weaken the immune system.',
    'Symptoms that need in-person care, such as sores near the eye or widespread sores.',
  ],
  options: {
    intro:
      'Antivirals stop the virus from multiplying. They can be taken when an outbreak starts, or every day to prevent outbreaks.',
    cards: [
      {
        title: 'Episodic treatment',
        text: 'A short course of valacyclovir, acyclovir or famciclovir started at the first tingle, ideally within 24 hours.',
      },
      {
        title: 'Suppressive therapy',
        text: 'A daily antiviral for people with frequent outbreaks. It cuts outbreaks and lowers the risk of passing HSV to a partner.',
      },
      {
        title: 'Cold sore treatment',
        text: 'A one-day or short course of valacyclovir taken at the first sign of a cold sore.',
      },
    ],
  },
  safety: (
    <>
      <ul>
        <li>Antivirals are usually well tolerated; headache and nausea are the most common side effects.</li>
        <li>Drink plenty of water, especially if you have kidney disease or are older.</li>
        <li>
          Avoid sex from the first tingle until sores have fully healed. Condoms and daily suppressive therapy
          lower, but do not remove, the chance of passing herpes on.
        </li>
        <li>
          Get care the same day for sores near or in the eye, eye pain or blurred vision, or sores that spread
          widely.
        </li>
      </ul>
      <p>Severe headache with a stiff neck, fever or confusion needs emergency care.</p>
    </>
  ),
  faq: [
    {
      question: 'Can herpes be cured?',
      answer:
        'Not yet. Antivirals control the virus well: outbreaks become shorter, less frequent and less likely to be passed on.',
    },
    {
      question: 'Can I keep medication on hand?',
      answer:
        'Yes. Many people keep an episodic course at home so they can start it at the first tingle, when it works best.',
    },
    {
      question: 'Should I tell my partners?',
      answer:
        'It is recommended, and it helps you decide together about condoms and suppressive therapy. Your provider can suggest ways to start the conversation.',
    },
    {
      question: 'Is it safe during pregnancy?',
      answer:
        'Herpes in pregnancy needs care from your obstetric provider, who may recommend an antiviral late in pregnancy. Tell your Carespace provider if you are pregnant.',
    },
  ],
};

export default function HrpsPage() {
  return <TreatmentPage content={HRPS} />;
}
