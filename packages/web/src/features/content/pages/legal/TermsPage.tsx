import { formatCents, MEMBERSHIP_PRICE_CENTS, SUPPORT_EMAIL, SUPPORT_PHONE } from '@carespace/domain';
import { Link } from 'react-router';
import { LegalDocument, type LegalSection } from '../../components/LegalDocument.tsx';
import { COMPANY } from './company.ts';

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'agreement',
    heading: 'About these terms',
    body: (
      <>
        <p>
          These Terms &amp; Conditions ("Terms") are an agreement between you and {COMPANY.name} ("Carespace",
          "we", "us"). They apply when you visit our website, create an account or use any of our services
          (together, the "Services"). By using the Services, you agree to these Terms and to our{' '}
          <Link to="/privacy-policy">Privacy Policy</Link>. If you don't agree, please don't use the Services.
        </p>
        <p>
          If you receive medical care through Carespace, you will also be asked to accept our{' '}
          <Link to="/consent-to-telehealth">Consent to Telehealth</Link> and{' '}
          <Link to="/hipaa-authorization">HIPAA Authorization</Link>, which form part of these Terms.
        </p>
      </>
    ),
  },
  {
    id: 'eligibility',
    heading: 'Eligibility and your account',
    body: (
      <>
        <p>You must be at least 18 years old and able to form a binding contract to use the Services.</p>
        <ul>
          <li>Give accurate, current and complete information, and keep it up to date.</li>
          <li>
            Keep your password confidential and don't share your account. We recommend turning on two-factor
            authentication in your security settings.
          </li>
          <li>
            Tell us at once at {SUPPORT_EMAIL} if you believe someone has used your account without
            permission.
          </li>
        </ul>
        <p>
          You are responsible for activity on your account unless it results from our failure to keep it
          secure.
        </p>
      </>
    ),
  },
  {
    id: 'services',
    heading: 'What Carespace is, and is not',
    body: (
      <>
        <p>Carespace provides a technology platform that:</p>
        <ul>
          <li>
            connects patients with independent, licensed healthcare providers ("Providers") for telehealth
            services, and with licensed pharmacies that fill prescriptions;
          </li>
          <li>
            lets licensed healthcare professionals and organizations find, list and share medical office
            space; and
          </li>
          <li>offers information, tools and resources for patients, providers and partners.</li>
        </ul>
        <p>
          Carespace itself does not practise medicine or pharmacy. Medical services are provided by Providers
          who use their own independent professional judgment, and prescriptions are filled by independent
          licensed pharmacies. Nothing on our website is medical advice; information on the site is for
          general education only.
        </p>
      </>
    ),
  },
  {
    id: 'emergencies',
    heading: 'Not for emergencies',
    body: (
      <p>
        <strong>The Services are not for emergencies.</strong> If you think you have a medical emergency, call
        911 or go to the nearest emergency room. If you are in a mental health crisis or thinking about
        harming yourself, call or text 988 (Suicide &amp; Crisis Lifeline). Do not wait for a reply through
        Carespace.
      </p>
    ),
  },
  {
    id: 'telehealth',
    heading: 'Telehealth services and prescriptions',
    body: (
      <>
        <p>
          When you request care, a Provider licensed in the state where you are located reviews the
          information you give. The Provider decides whether a treatment is appropriate. They may ask you
          questions, require a video or phone visit, lab tests or photos, recommend another treatment, or
          decline to treat you and refer you to in-person care.
        </p>
        <ul>
          <li>
            <strong>No guaranteed prescription or result.</strong> Requesting a treatment does not mean you
            will receive it, and no treatment is guaranteed to work.
          </li>
          <li>
            <strong>Honest information.</strong> You agree to answer every question truthfully and completely,
            including about your health, medicines and allergies, and to be located in the state you give
            during each visit.
          </li>
          <li>
            <strong>Controlled substances.</strong> Providers do not prescribe controlled substances through
            Carespace.
          </li>
          <li>
            <strong>Your primary care.</strong> Carespace does not replace a primary care relationship. Share
            your Carespace treatment with your other clinicians.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'pharmacy',
    heading: 'Pharmacy orders, subscriptions and refills',
    body: (
      <>
        <p>
          If a Provider prescribes a medication, you may choose to have it filled by a Carespace partner
          pharmacy, or ask for the prescription to be sent to a pharmacy of your choice where the law allows.
        </p>
        <ul>
          <li>
            <strong>Subscriptions.</strong> Many treatments are offered as subscriptions: your medication is
            refilled and shipped on a regular schedule, and you are charged for each refill, while your
            prescription has refills remaining.
          </li>
          <li>
            <strong>Free first month.</strong> Where offered, the first month of a medication subscription is
            free. The offer applies once per patient per treatment, to new subscriptions only, and has no cash
            value.
          </li>
          <li>
            <strong>Cancelling.</strong> You may pause or cancel a subscription at any time in your account. A
            cancellation takes effect for refills that have not yet been processed by the pharmacy.
          </li>
          <li>
            <strong>Returns.</strong> For safety reasons, pharmacies cannot accept returns of dispensed
            medication. If an order arrives damaged or incorrect, contact us within 14 days and we will make
            it right.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'fees',
    heading: 'Prices and payment',
    body: (
      <>
        <p>
          Prices are shown in US dollars before you order and include what is stated with them (for example
          the Provider's review, messaging and shipping). Provider membership costs{' '}
          {formatCents(MEMBERSHIP_PRICE_CENTS)} per month and renews monthly until cancelled; a cancelled
          membership stays active until the end of the period you paid for.
        </p>
        <p>
          Payments are processed by our payment processor. You authorize us and our processor to charge your
          payment method for the Services you choose, including recurring charges for subscriptions and
          memberships, plus any applicable taxes. If a charge fails, we may pause the related Service until
          payment is made.
        </p>
        <p>
          Our prices are cash prices. We do not bill health insurance, but we can provide a receipt you may
          submit to your plan, HSA or FSA. Prices may change; we will tell you before a change applies to a
          subscription or membership.
        </p>
      </>
    ),
  },
  {
    id: 'marketplace',
    heading: 'Medical space marketplace',
    body: (
      <>
        <p>Providers and organizations who list, search for or rent space through Carespace agree that:</p>
        <ul>
          <li>
            listings must be accurate, describe space the lister has the right to offer, and comply with
            applicable law, including zoning, accessibility and health-facility requirements;
          </li>
          <li>
            any lease, sublease or space-use agreement is solely between the host and the tenant. Carespace is
            not a party to it, is not a real-estate broker for either party, and does not guarantee any space
            or provider;
          </li>
          <li>
            rent must reflect fair market value and must never be conditioned on, or vary with, referrals or
            other business generated between the parties; and
          </li>
          <li>
            each party is responsible for verifying the other's licenses and insurance and for its own
            compliance with healthcare laws, including anti-kickback and self-referral rules.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'providers',
    heading: 'Additional terms for providers',
    body: (
      <>
        <p>If you use Carespace as a healthcare professional, you confirm and agree that:</p>
        <ul>
          <li>
            you hold, and will keep, an active and unrestricted license for the states you list, and your NPI
            and other credentials are accurate;
          </li>
          <li>
            you will tell us promptly about any change to your license, any disciplinary action or any
            exclusion;
          </li>
          <li>you carry professional liability insurance appropriate to your practice; and</li>
          <li>you will protect any patient information you receive as required by HIPAA and state law.</li>
        </ul>
        <p>
          Providers who review prescriptions through Carespace also sign a separate professional services
          agreement.
        </p>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    heading: 'Acceptable use',
    body: (
      <>
        <p>You agree not to:</p>
        <ul>
          <li>impersonate anyone or give false information, including in a medical questionnaire;</li>
          <li>obtain medication for someone else, or resell or share medication prescribed to you;</li>
          <li>use the Services in violation of any law or to harass, abuse or harm anyone;</li>
          <li>
            post listings, messages or content that is false, misleading, discriminatory, infringing or
            unlawful, or that contains another person's health information without authorization;
          </li>
          <li>
            probe, scan or test the security of the Services, interfere with their operation, or access them
            by automated means except through interfaces we provide; or
          </li>
          <li>copy, modify or reverse-engineer the Services except as the law allows.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'content',
    heading: 'Content and intellectual property',
    body: (
      <>
        <p>
          The Services, including our software, text, illustrations and trademarks, belong to Carespace or its
          licensors. We give you a limited, personal, non-transferable license to use them for their intended
          purpose.
        </p>
        <p>
          You keep ownership of content you submit, such as listing photos and descriptions. You grant
          Carespace a worldwide, royalty-free license to host, display and adapt that content to operate and
          promote the Services, for as long as it remains on the Services and for a reasonable period after.
          Health information you provide is handled only as described in our Privacy Policy and HIPAA
          Authorization.
        </p>
      </>
    ),
  },
  {
    id: 'communications',
    heading: 'Communications',
    body: (
      <>
        <p>
          You agree that we may contact you by email, text message and in-app notifications about your
          account, your care, your orders and these Terms. Message and data rates may apply. You can choose
          how you receive non-essential notifications in your notification preferences, reply STOP to any text
          to stop texts, and unsubscribe from marketing emails with the link in each email.
        </p>
      </>
    ),
  },
  {
    id: 'disclaimers',
    heading: 'Disclaimers',
    body: (
      <p>
        Except as expressly stated in these Terms, and to the fullest extent permitted by law, the Services
        are provided "as is" and "as available", without warranties of any kind, express or implied, including
        warranties of merchantability, fitness for a particular purpose and non-infringement. Carespace does
        not warrant that the Services will be uninterrupted or error-free. Carespace is not responsible for
        the professional judgment of Providers or pharmacists, or for the condition of any listed space.
      </p>
    ),
  },
  {
    id: 'liability',
    heading: 'Limitation of liability',
    body: (
      <p>
        To the fullest extent permitted by law, Carespace will not be liable for any indirect, incidental,
        special, consequential or punitive damages, or for lost profits or revenues, arising from your use of
        the Services. Carespace's total liability for any claim relating to the Services is limited to the
        greater of the amount you paid Carespace in the 12 months before the claim and one hundred US dollars.
        Some states do not allow these limitations, so they may not apply to you. Nothing in these Terms
        limits liability that cannot be limited by law.
      </p>
    ),
  },
  {
    id: 'indemnity',
    heading: 'Indemnification',
    body: (
      <p>
        You agree to defend and indemnify Carespace against claims, losses and reasonable costs arising from
        your breach of these Terms, your content or listings, or your violation of any law or the rights of
        another person.
      </p>
    ),
  },
  {
    id: 'disputes',
    heading: 'Disputes and governing law',
    body: (
      <>
        <p>
          These Terms are governed by the laws of the State of New Jersey, without regard to its
          conflict-of-law rules, except where the law of your state of residence must apply. Before filing any
          claim, please contact us at {COMPANY.legalEmail} so we can try to resolve it informally within 60
          days.
        </p>
        <p>
          If we cannot, either of us may bring an individual claim in small-claims court, or submit the
          dispute to binding individual arbitration administered by the American Arbitration Association under
          its Consumer Arbitration Rules. Claims may be brought only individually, not as part of a class or
          representative action. You may opt out of arbitration by writing to us within 30 days of first
          accepting these Terms.
        </p>
      </>
    ),
  },
  {
    id: 'termination',
    heading: 'Suspension and termination',
    body: (
      <p>
        You may close your account at any time by contacting support. We may suspend or close an account that
        breaches these Terms, puts patients or others at risk, or is required to be closed by law. Closing an
        account does not delete medical records we or Providers must keep by law. Sections that by their
        nature should survive termination will survive.
      </p>
    ),
  },
  {
    id: 'changes',
    heading: 'Changes to these terms',
    body: (
      <p>
        We may update these Terms from time to time. If a change is material, we will tell you by email or in
        the Services at least 30 days before it takes effect. Continuing to use the Services after that means
        you accept the updated Terms.
      </p>
    ),
  },
  {
    id: 'contact',
    heading: 'Contact us',
    body: (
      <p>
        {COMPANY.name}, {COMPANY.address}. Email {SUPPORT_EMAIL} or call {SUPPORT_PHONE}. Legal notices:{' '}
        {COMPANY.legalEmail}.
      </p>
    ),
  },
];

export default function TermsPage() {
  return (
    <LegalDocument
      title="Terms & Conditions"
      description="The terms that apply when you use Carespace: telehealth services, pharmacy orders, subscriptions, the medical space marketplace and provider membership."
      effectiveDate={COMPANY.effectiveDate}
      intro={
        <p>
          Please read these terms carefully. They explain what you can expect from Carespace, what we expect
          from you, and how any disagreement will be resolved.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
