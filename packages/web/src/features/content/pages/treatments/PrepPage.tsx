import { Paragraphs, type TreatmentContent, TreatmentPage } from '../../components/TreatmentPage.tsx';

const PREP: TreatmentContent = {
  code: 'PREP',
  slug: 'prep',
  name: 'PrEP',
  title: 'PrEP for HIV prevention, online',
  metaDescription:
    'Start or continue HIV PrEP with a licensed US provider online: lab testing, a prescription if it is right for you, and discreet delivery.',
  lead: 'PrEP is a medicine that greatly lowers the chance of getting HIV when taken as prescribed. A licensed provider arranges your tests and decides with you whether PrEP fits.',
  accent: '#9A5B00',
  urgent: (
    <>
      Had a possible HIV exposure in the last 72 hours? You need PEP, not PrEP: go to an emergency room or
      urgent care today. In an emergency, call 911.
    </>
  ),
  about: {
    title: 'What is PrEP?',
    body: (
      <Paragraphs>
        {[
          'PrEP stands for pre-exposure prophylaxis: medicine taken by people who do not have HIV to help prevent getting it. According to the CDC, PrEP taken as prescribed reduces the risk of getting HIV from sex by about 99%, and from injection drug use by at least 74%.',
          'PrEP may be right for you if you have sex without condoms, have a partner who has HIV or whose status you do not know, have had a sexually transmitted infection (STI) in the last six months, or share injection equipment.',
          'PrEP does not protect against other STIs such as syphilis, gonorrhea or chlamydia, so regular testing and condoms are still part of staying healthy.',
        ]}
      </Paragraphs>
    ),
  },
  visitNote: (
    <>
      <p>
        <strong>PrEP needs lab tests.</strong> Before you start, you need a negative HIV test, a kidney
        function test and a hepatitis B test, plus STI screening. Your provider orders them at a lab near you,
        or reviews results from the last week if you already have them.
      </p>
      <p>While you take PrEP, you repeat an HIV test every three months before each refill.</p>
    </>
  ),
  reviews: [
    'A recent negative HIV test, and any symptoms of a recent infection (fever, sore throat, rash, swollen glands).',
    'Your kidney function, because tenofovir is cleared by the kidneys.',
    'Your hepatitis B status: stopping PrEP suddenly can cause a hepatitis B flare in people who have it.',
    'Your sexual health history and recent STI tests, so your PrEP plan and testing schedule fit your life.',
    'Other medicines, including anti-inflammatory painkillers taken often, and any bone-density concerns.',
    'Whether you are pregnant, planning pregnancy or breastfeeding.',
  ],
  options: {
    intro:
      'There are two daily PrEP pills approved in the US. Long-acting injectable PrEP is given at a clinic, so it is not offered through our online pharmacy.',
    cards: [
      {
        title: 'Emtricitabine / tenofovir disoproxil fumarate',
        text: 'One pill a day (generic Truvada®). Approved for people at risk through sex or injection drug use.',
      },
      {
        title: 'Emtricitabine / tenofovir alafenamide',
        text: 'One pill a day (Descovy®). Not approved for people at risk through receptive vaginal sex.',
      },
    ],
  },
  safety: (
    <>
      <ul>
        <li>
          <strong>Take PrEP every day.</strong> It takes about 7 days of daily pills to reach full protection
          for anal sex, and about 21 days for vaginal sex and injection drug use.
        </li>
        <li>
          Some people have nausea, diarrhea, headache or tiredness in the first weeks. These usually pass.
        </li>
        <li>
          Tell your provider about symptoms of a recent HIV infection, such as fever, rash, sore throat or
          swollen glands. Don't stop PrEP without talking to your provider, especially if you have hepatitis
          B.
        </li>
        <li>
          If you think you were exposed to HIV in the last 72 hours, you need PEP: go to an emergency room or
          urgent care today.
        </li>
      </ul>
      <p>PrEP does not prevent other STIs. Condoms and regular testing do.</p>
    </>
  ),
  faq: [
    {
      question: 'Do I need a negative HIV test before starting?',
      answer:
        'Yes. Starting PrEP with an undiagnosed HIV infection can make the virus resistant to these medicines, so your provider confirms a recent negative test first.',
    },
    {
      question: 'How often will I be tested?',
      answer:
        'Every three months for HIV, with STI testing based on your risk, and a kidney test at least once a year (more often for some people).',
    },
    {
      question: 'Is PrEP covered by insurance?',
      answer:
        'Under federal preventive-care rules, most private health plans cover PrEP and its required lab tests without a copay. You can also pay the cash price shown on this page.',
    },
    {
      question: 'What is the difference between PrEP and PEP?',
      answer:
        'PrEP is taken before possible exposure, on an ongoing basis. PEP is an emergency 28-day treatment started within 72 hours after a possible exposure, and needs to be started in person straight away.',
    },
    {
      question: 'Is my information private?',
      answer:
        'Yes. Your answers and test results are protected health information under HIPAA, shared only with your care team and pharmacy.',
    },
  ],
};

export default function PrepPage() {
  return <TreatmentPage content={PREP} />;
}
