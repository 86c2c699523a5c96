import { LegalDocument, type LegalSection } from '../../components/LegalDocument.tsx';
import { COMPANY } from './company.ts';

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'information',
    heading: 'Information covered',
    body: (
      <>
        <p>
          This authorization covers your protected health information (PHI) created or received through
          Carespace, including:
        </p>
        <ul>
          <li>
            your answers to medical questionnaires, messages with your care team, and photos you upload;
          </li>
          <li>diagnoses, treatment plans, prescriptions, refill history and order details;</li>
          <li>lab orders and results; and</li>
          <li>your name, contact details, date of birth and shipping address as they relate to your care.</li>
        </ul>
        <p>
          <strong>Sensitive information.</strong> Depending on the care you request, this may include
          information about HIV testing or status, sexually transmitted infections, sexual health, mental
          health, or reproductive health. By signing, you specifically authorize the use and disclosure of
          this information for the purposes below, to the extent state law requires your specific
          authorization.
        </p>
      </>
    ),
  },
  {
    id: 'who',
    heading: 'Who may use and disclose it',
    body: (
      <p>
        {COMPANY.name}, the licensed healthcare Providers who treat you through Carespace and their
        professional entities, and the licensed pharmacies that fill your prescriptions.
      </p>
    ),
  },
  {
    id: 'recipients',
    heading: 'Who may receive it',
    body: (
      <ul>
        <li>Providers, pharmacists and clinical staff involved in your care through Carespace.</li>
        <li>Laboratories that perform tests your Provider orders.</li>
        <li>Shipping carriers, limited to your name and address.</li>
        <li>
          Carespace's service providers that support the Services (such as hosting, secure messaging and
          customer support), under business associate agreements.
        </li>
        <li>Anyone else you ask us in writing to share your information with.</li>
      </ul>
    ),
  },
  {
    id: 'purposes',
    heading: 'Purposes',
    body: (
      <ul>
        <li>To provide, coordinate and follow up on your telehealth care and prescriptions.</li>
        <li>To process, fill and ship your orders, and to manage refills and subscriptions.</li>
        <li>To respond to your questions and provide customer support.</li>
        <li>
          To send you reminders and information about your treatment and about Carespace services related to
          your care. Carespace does not receive payment from third parties for these communications.
        </li>
      </ul>
    ),
  },
  {
    id: 'expiration',
    heading: 'Expiration',
    body: (
      <p>
        This authorization stays in effect until you revoke it, or until three years after your last use of
        Carespace telehealth services, whichever is earlier.
      </p>
    ),
  },
  {
    id: 'revoke',
    heading: 'Your right to revoke',
    body: (
      <p>
        You may revoke this authorization at any time by writing to {COMPANY.privacyEmail} or to the Privacy
        Officer, {COMPANY.name}, {COMPANY.address}. Revocation does not affect uses or disclosures already
        made in reliance on it. If you revoke it, we may be unable to continue providing services that depend
        on it.
      </p>
    ),
  },
  {
    id: 'conditioning',
    heading: 'You do not have to sign',
    body: (
      <p>
        Signing is voluntary. Your treatment, payment, enrollment or eligibility for benefits will not be
        conditioned on signing, except that Carespace may not be able to provide telehealth and pharmacy
        services that require the disclosures described here.
      </p>
    ),
  },
  {
    id: 'redisclosure',
    heading: 'Redisclosure',
    body: (
      <p>
        Information disclosed under this authorization to a recipient that is not covered by HIPAA may be
        redisclosed by that recipient and may no longer be protected by federal privacy law. Some state laws
        give additional protections, for example to HIV-related and mental health information, which continue
        to apply.
      </p>
    ),
  },
  {
    id: 'copy',
    heading: 'Your copy',
    body: (
      <p>
        You are entitled to a copy of this authorization. This page is always available at carespace.health,
        and you may ask us to email you a copy of the version you accepted.
      </p>
    ),
  },
];

export default function HipaaAuthorizationPage() {
  return (
    <LegalDocument
      title="HIPAA Authorization"
      description="Your authorization for Carespace, its Providers and partner pharmacies to use and disclose your health information to provide telehealth care and prescriptions."
      effectiveDate={COMPANY.effectiveDate}
      intro={
        <>
          <p>
            When you check the box accepting the Consent to Telehealth and HIPAA Authorization, you authorize
            the uses and disclosures of your health information described below, in addition to those HIPAA
            already permits for treatment, payment and healthcare operations.
          </p>
          <p>Please read it carefully, and contact us with any questions before you accept.</p>
        </>
      }
      sections={SECTIONS}
    />
  );
}
