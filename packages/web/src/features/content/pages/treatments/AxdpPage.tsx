import { Link } from 'react-router';
import { Paragraphs, type TreatmentContent, TreatmentPage } from '../../components/TreatmentPage.tsx';

const CRISIS = (
  <>
    If you are thinking about harming yourself, call or text <strong>988</strong> (Suicide &amp; Crisis
    Lifeline) now, any time. In an emergency, call 911.
  </>
);

const AXDP: TreatmentContent = {
  code: 'AXDP',
  slug: 'axdp',
  name: 'Anxiety and depression',
  title: 'Care for anxiety and depression, online',
  metaDescription:
    'Online care for anxiety and depression with licensed US providers: an assessment, medication if it is right for you, and a path to talk therapy.',
  lead: 'Feeling anxious or low for weeks is not a weakness, and it is treatable. A licensed provider assesses how you are doing and works out a plan with you.',
  accent: '#1D4E89',
  urgent: CRISIS,
  about: {
    title: 'About anxiety and depression',
    body: (
      <Paragraphs>
        {[
          'Depression is more than a bad day: a low mood or loss of interest that lasts two weeks or more, often with changes in sleep, appetite, energy and concentration. Anxiety disorders bring worry or fear that is hard to control and gets in the way of daily life, sometimes with panic attacks.',
          'They often come together, and both are common: each year millions of adults in the US live with one or both. They are caused by a mix of genes, life events, stress, health conditions and some medicines.',
          'Treatment works best as a combination of talk therapy, everyday habits like sleep and movement, and, for many people, medication.',
        ]}
      </Paragraphs>
    ),
  },
  visitNote: (
    <p>
      Your questionnaire includes two standard screening tools (PHQ-9 for depression and GAD-7 for anxiety).
      Your provider may also ask for a video or phone conversation before prescribing. Carespace does not
      prescribe controlled substances such as benzodiazepines or stimulants.
    </p>
  ),
  reviews: [
    'How you have been feeling, for how long, and how it affects work, sleep and relationships.',
    'Any thoughts of suicide or self-harm, so you get the right level of support straight away.',
    'Past episodes of very high mood or energy (mania), which changes which medicines are safe.',
    'Your other medicines and supplements, alcohol and drug use, and other health conditions.',
    'Pregnancy, plans for pregnancy, and breastfeeding.',
  ],
  options: {
    intro: (
      <>
        Many people do best with medication and therapy together. Carespace can also book you a free{' '}
        <Link to="/schedule-a-complimentary-therapy-navigation">15-minute therapy navigation call</Link> to
        find a therapist.
      </>
    ),
    cards: [
      {
        title: 'SSRIs',
        text: 'Sertraline, escitalopram and fluoxetine are common first choices for both depression and anxiety. They take 4 to 6 weeks to work fully.',
      },
      {
        title: 'Other antidepressants',
        text: 'SNRIs such as venlafaxine or duloxetine, or bupropion for depression, when an SSRI is not the right fit.',
      },
      {
        title: 'Talk therapy',
        text: 'Cognitive behavioral therapy and other approaches work as well as medication for many people.',
        to: '/schedule-a-complimentary-therapy-navigation',
        linkLabel: 'Book a free navigation call',
      },
    ],
  },
  safety: (
    <>
      <ul>
        <li>
          <strong>Antidepressants can increase suicidal thoughts in some people under 25</strong>, mostly in
          the first weeks or after a dose change. Tell someone you trust and contact your provider if your
          mood worsens.
        </li>
        <li>
          Don't stop an antidepressant suddenly; your provider will help you taper to avoid withdrawal
          symptoms.
        </li>
        <li>
          Taking two medicines that raise serotonin (including some migraine medicines, tramadol and St John's
          wort) can cause serotonin syndrome: agitation, fever, sweating, shaking or a fast heartbeat. Seek
          care at once.
        </li>
        <li>Limit alcohol, which worsens mood and anxiety and adds to drowsiness.</li>
      </ul>
      <p>{CRISIS}</p>
    </>
  ),
  faq: [
    {
      question: 'Is online care right for me?',
      answer:
        'For mild to moderate anxiety or depression, often yes. If you are in crisis, have severe symptoms or have had mania or psychosis, your provider will help you find in-person care.',
    },
    {
      question: 'How long will I take medication?',
      answer:
        'Usually at least six to twelve months after you feel better, to prevent a relapse. You and your provider decide together when and how to stop.',
    },
    {
      question: 'Will my employer or insurer know?',
      answer:
        'No. Your information is protected health information under HIPAA, shared only with your care team and pharmacy, or as you authorize.',
    },
    {
      question: 'Can I get help finding a therapist?',
      answer:
        'Yes. Book a free 15-minute therapy navigation call and we will help you find a therapist who fits.',
    },
  ],
};

export default function AxdpPage() {
  return <TreatmentPage content={AXDP} />;
}
