import { SUPPORT_PHONE } from '@carespace/domain';
import { Link } from 'react-router';
import { LegalDocument, type LegalSection } from '../../components/LegalDocument.tsx';
import { COMPANY } from './company.ts';

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'scope',
    heading: 'Who we are and what this policy covers',
    body: (
      <>
        <p>
          This Privacy Policy explains how {COMPANY.name} ("Carespace", "we") collects, uses and shares
          personal information when you use our website and services. It applies to patients, providers,
          partners and visitors.
        </p>
        <p>
          Health information you share to receive care is also protected by the Health Insurance Portability
          and Accountability Act (HIPAA). Where HIPAA applies, our{' '}
          <a href="#hipaa">Notice of Privacy Practices</a> and any{' '}
          <Link to="/hipaa-authorization">HIPAA Authorization</Link> you sign also govern that information,
          and they take priority over this policy if the two differ.
        </p>
      </>
    ),
  },
  {
    id: 'hipaa',
    heading: 'Health information and HIPAA',
    body: (
      <>
        <p>
          The Providers who treat you through Carespace are "covered entities" under HIPAA, and Carespace acts
          as their "business associate" when it handles protected health information (PHI) for them. This
          means:
        </p>
        <ul>
          <li>
            we use and disclose PHI only to provide care, arrange payment and run healthcare operations, as
            HIPAA allows, or as you authorize;
          </li>
          <li>
            we have signed business associate agreements with the Providers, pharmacies and vendors who handle
            PHI;
          </li>
          <li>
            we keep administrative, physical and technical safeguards required by the HIPAA Security Rule; and
          </li>
          <li>we will notify you as the law requires if your unsecured PHI is breached.</li>
        </ul>
        <p>
          <strong>Notice of Privacy Practices.</strong> The Notice of Privacy Practices describes how your
          medical information may be used and disclosed and how you can get access to it. You receive it when
          you create a patient account, and can ask for a copy at any time from {COMPANY.privacyEmail}.
        </p>
      </>
    ),
  },
  {
    id: 'collect',
    heading: 'Information we collect',
    body: (
      <>
        <h3>Information you give us</h3>
        <ul>
          <li>Account details: name, email, phone number, password, date of birth and address.</li>
          <li>
            Health information: questionnaire answers, symptoms, history, medicines, allergies, photos, lab
            results, messages with your care team, prescriptions and orders.
          </li>
          <li>
            Profile details you choose to share, such as pronouns, language, gender, race, faith or sexual
            orientation. These are optional.
          </li>
          <li>
            Provider and organization details: specialty, licenses, NPI, education, practice information,
            listings and photos of space.
          </li>
          <li>
            Payment details, collected and stored by our payment processor; we see only the card type and last
            four digits.
          </li>
          <li>Messages you send us, including contact forms and mailing-list sign-ups.</li>
        </ul>
        <h3>Information collected automatically</h3>
        <ul>
          <li>Device and log information: IP address, browser, operating system, pages visited and times.</li>
          <li>
            Approximate location derived from your IP address, used for security alerts such as a password
            change.
          </li>
          <li>Essential cookies that keep you signed in and protect your session.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'use',
    heading: 'How we use information',
    body: (
      <ul>
        <li>
          To provide the Services: connect you with Providers, pharmacies and spaces, and process orders.
        </li>
        <li>To communicate with you about your account, care, orders, listings and support requests.</li>
        <li>
          To keep the Services secure: verify identity, detect fraud and abuse, and keep audit logs of access
          to health information.
        </li>
        <li>
          To meet legal obligations, such as medical record retention and responding to lawful requests.
        </li>
        <li>To improve the Services, using de-identified or aggregated information where possible.</li>
        <li>
          To send you news about Carespace if you sign up for it. We never use your health information for
          marketing without your written authorization.
        </li>
      </ul>
    ),
  },
  {
    id: 'share',
    heading: 'How we share information',
    body: (
      <>
        <p>
          <strong>
            We do not sell your personal information, and we do not share health information with advertisers.
          </strong>{' '}
          We share information only:
        </p>
        <ul>
          <li>with your Providers and the pharmacy filling your prescription, to give you care;</li>
          <li>
            with service providers that help us operate (hosting, payments, email, text messages, customer
            support), under contracts that limit their use of it and, for PHI, business associate agreements;
          </li>
          <li>
            between providers using the space marketplace, limited to the profile and listing details you
            choose to share, and contact details once both sides agree to an introduction;
          </li>
          <li>with employers only as anonymous, aggregated reports, never individual health information;</li>
          <li>when required by law, to protect someone's safety, or to enforce our Terms; and</li>
          <li>in a merger or acquisition, with the same protections continuing to apply.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'cookies',
    heading: 'Cookies and similar technologies',
    body: (
      <p>
        We use essential cookies to keep you signed in, protect against cross-site request forgery and
        remember choices such as a dismissed banner. We do not use third-party advertising cookies or tracking
        pixels on Carespace. You can block cookies in your browser, but parts of the Services will not work
        without essential cookies.
      </p>
    ),
  },
  {
    id: 'security',
    heading: 'How we protect information',
    body: (
      <ul>
        <li>Encryption in transit (TLS) and at rest for health information and files.</li>
        <li>
          Role-based access: people see only what their role needs, and every access to health information is
          logged.
        </li>
        <li>Optional two-factor authentication, and automatic lock after 8 minutes without activity.</li>
        <li>Passwords stored only as strong one-way hashes.</li>
        <li>Regular security reviews, staff training and vendor assessments.</li>
      </ul>
    ),
  },
  {
    id: 'retention',
    heading: 'How long we keep information',
    body: (
      <p>
        We keep account information while your account is open. Medical records are kept for as long as state
        and federal law require, which is often seven to ten years after your last visit, and longer for
        minors. When information is no longer needed, we delete or de-identify it.
      </p>
    ),
  },
  {
    id: 'rights',
    heading: 'Your choices and rights',
    body: (
      <>
        <p>
          You can update most account and profile information in your account settings. You also have the
          right to:
        </p>
        <ul>
          <li>access and get a copy of your health records;</li>
          <li>ask us to correct information that is wrong or incomplete;</li>
          <li>ask for an accounting of certain disclosures of your health information;</li>
          <li>ask us to limit certain uses, or to contact you in a particular way or place;</li>
          <li>ask us to delete personal information we are not required to keep; and</li>
          <li>unsubscribe from marketing messages at any time.</li>
        </ul>
        <p>
          To make a request, email {COMPANY.privacyEmail}. We will verify your identity and respond within the
          time the law allows. We will not treat you differently for exercising your rights.
        </p>
      </>
    ),
  },
  {
    id: 'state-rights',
    heading: 'State privacy rights',
    body: (
      <p>
        Residents of some states, including California, Colorado, Connecticut, Nevada, Virginia and
        Washington, have additional rights under state privacy and consumer health data laws, such as the
        right to know what personal information we collect, to delete it, and to withdraw consent to the
        collection of consumer health data. We honor these rights for all users wherever practical. You may
        use an authorized agent to make a request. If we deny a request, you may appeal by replying to our
        decision.
      </p>
    ),
  },
  {
    id: 'children',
    heading: 'Children',
    body: (
      <p>
        Carespace is for adults 18 and older. We do not knowingly collect information from children. If you
        believe a child has given us information, contact us and we will delete it.
      </p>
    ),
  },
  {
    id: 'changes',
    heading: 'Changes to this policy',
    body: (
      <p>
        We will post any change to this policy here with a new effective date, and tell you by email or in the
        Services before a material change takes effect.
      </p>
    ),
  },
  {
    id: 'contact',
    heading: 'Contact our privacy officer',
    body: (
      <p>
        Privacy Officer, {COMPANY.name}, {COMPANY.address}. Email {COMPANY.privacyEmail} or call{' '}
        {SUPPORT_PHONE}. You may also file a complaint with the US Department of Health and Human Services
        Office for Civil Rights. We will not retaliate against you for filing a complaint.
      </p>
    ),
  },
];

export default function PrivacyPolicyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      description="How Carespace collects, uses, shares and protects personal and health information, your HIPAA and state privacy rights, and how to contact our privacy officer."
      effectiveDate={COMPANY.effectiveDate}
      intro={
        <p>
          Your privacy matters to us, especially when it comes to your health. This policy explains, in plain
          English, what we collect, why, who sees it and the choices you have.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
