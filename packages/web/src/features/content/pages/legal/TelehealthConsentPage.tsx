import { Link } from 'react-router';
import { LegalDocument, type LegalSection } from '../../components/LegalDocument.tsx';
import { COMPANY } from './company.ts';

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'what',
    heading: 'What telehealth is',
    body: (
      <p>
        Telehealth means receiving health care from a provider who is not in the same place as you, using
        technology. Through Carespace, telehealth may include secure online questionnaires, photos and
        documents you upload, secure messages, and phone or video visits. Some visits are "asynchronous": your
        Provider reviews your information and replies later, rather than meeting you in real time.
      </p>
    ),
  },
  {
    id: 'providers',
    heading: 'Your providers',
    body: (
      <p>
        Your care is provided by independent physicians, nurse practitioners and physician assistants licensed
        in the state where you are located at the time of your visit. You can see your Provider's name and
        credentials in your account, and ask for information about their license at any time.
      </p>
    ),
  },
  {
    id: 'benefits',
    heading: 'Benefits',
    body: (
      <ul>
        <li>Access to care without travel or waiting rooms, at a time that suits you.</li>
        <li>More privacy for personal health concerns.</li>
        <li>Easier follow-up and communication with your care team.</li>
      </ul>
    ),
  },
  {
    id: 'risks',
    heading: 'Risks and limitations',
    body: (
      <>
        <p>Telehealth has limits you should understand:</p>
        <ul>
          <li>
            Your Provider cannot examine you in person. The information available may not be enough to make a
            diagnosis or decide on treatment, and your Provider may ask you to be seen in person.
          </li>
          <li>
            Decisions depend on the information you give. Incomplete or inaccurate answers can lead to errors
            in judgment or harmful drug interactions.
          </li>
          <li>Technology can fail, causing delays in review or communication.</li>
          <li>
            Although we use strong security safeguards, no system is completely secure; there is a small risk
            that information could be accessed without authorization.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'emergencies',
    heading: 'Emergencies',
    body: (
      <p>
        <strong>Telehealth through Carespace is not for emergencies.</strong> If you have a medical emergency,
        call 911 or go to the nearest emergency room. For a mental health crisis, call or text 988. Messages
        to your care team are not monitored around the clock.
      </p>
    ),
  },
  {
    id: 'judgment',
    heading: 'Your provider decides',
    body: (
      <p>
        Your Provider uses their professional judgment to decide whether telehealth is appropriate for you and
        whether to prescribe any treatment. They may decline to treat you, recommend a different treatment, or
        refer you to in-person care. Requesting a treatment does not guarantee that it will be prescribed or
        that it will work.
      </p>
    ),
  },
  {
    id: 'prescriptions',
    heading: 'Prescriptions',
    body: (
      <p>
        If a medication is prescribed, it is filled by a licensed pharmacy. Read the medication guide provided
        with it, and contact your Provider about side effects or questions. Providers do not prescribe
        controlled substances through Carespace.
      </p>
    ),
  },
  {
    id: 'responsibilities',
    heading: 'Your responsibilities',
    body: (
      <ul>
        <li>Give complete and accurate information about your health, medicines and allergies.</li>
        <li>Be physically located in the state you select at the time of each visit.</li>
        <li>Tell your care team about any change in your health or medicines.</li>
        <li>Follow your Provider's instructions, and seek in-person care when advised.</li>
        <li>Share your Carespace treatment with your primary care provider and other clinicians.</li>
      </ul>
    ),
  },
  {
    id: 'privacy',
    heading: 'Privacy and records',
    body: (
      <p>
        Your telehealth visits are part of your medical record and are protected by HIPAA and state law, as
        described in our <Link to="/privacy-policy">Privacy Policy</Link> and{' '}
        <Link to="/hipaa-authorization">HIPAA Authorization</Link>. You may request a copy of your records at
        any time.
      </p>
    ),
  },
  {
    id: 'costs',
    heading: 'Costs',
    body: (
      <p>
        Prices for telehealth services and medication are shown before you order. Carespace does not bill
        insurance; you may submit receipts to your health plan, HSA or FSA.
      </p>
    ),
  },
  {
    id: 'withdraw',
    heading: 'Your right to withdraw',
    body: (
      <p>
        You may withdraw this consent and stop using telehealth services at any time by contacting us at{' '}
        {COMPANY.privacyEmail}. Withdrawing does not affect care already provided, and you can still request
        your records.
      </p>
    ),
  },
  {
    id: 'acknowledgment',
    heading: 'Your acknowledgment',
    body: (
      <p>
        By accepting this consent, you confirm that you have read and understood it, that you have had the
        opportunity to ask questions, and that you consent to receive health care services through telehealth.
      </p>
    ),
  },
];

export default function TelehealthConsentPage() {
  return (
    <LegalDocument
      title="Consent to Telehealth"
      description="What telehealth through Carespace involves, its benefits, risks and limits, your responsibilities and your rights, before you consent to care."
      effectiveDate={COMPANY.effectiveDate}
      intro={
        <p>
          Before you receive care through Carespace, please read this consent. It explains how telehealth
          works, what it can and cannot do, and your rights.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
