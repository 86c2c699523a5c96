import { Link } from 'react-router';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { Hero, SafetyNotice, Section } from '../components/blocks.tsx';
import { CareArt } from '../illustrations/CareArt.tsx';

export default function CannabisLicensePage() {
  usePageMeta({
    title: 'Medicinal cannabis card evaluations: coming soon',
    description:
      'Carespace is preparing online evaluations for medical cannabis cards with licensed providers, where state law allows. Coming soon.',
  });
  return (
    <>
      <Hero
        eyebrow="Coming soon"
        title="Medicinal cannabis card evaluations are coming soon"
        lead="We're preparing online evaluations with licensed providers for patients who may qualify for a medical cannabis card in their state. This service is not available yet."
        actions={[{ label: 'See what we treat today', to: '/what-we-treat' }]}
        art={<CareArt />}
      />
      <Section title="What to expect" narrow>
        <div className="cs-prose">
          <p>
            Medical cannabis programs are set by each state: which conditions qualify, who can certify a
            patient, and how cards are issued all differ. When this service launches, a provider licensed in
            your state will review your medical history and decide whether you meet your state's criteria. A
            certification is never guaranteed.
          </p>
          <p>
            Cannabis remains illegal under federal law, and Carespace will not prescribe, sell or ship
            cannabis. Patients with a card buy from dispensaries licensed by their state.
          </p>
          <p>
            Want to hear when it launches? Join our mailing list at the bottom of this page, or{' '}
            <Link to="/contact-us?userType=PTNT">send us a message</Link>.
          </p>
        </div>
        <SafetyNotice>
          <p>
            Cannabis can cause drowsiness, slowed reactions and anxiety, and interacts with some medicines.
            Don't drive after using it, and talk to a clinician if you are pregnant, breastfeeding or have a
            history of psychosis.
          </p>
        </SafetyNotice>
      </Section>
    </>
  );
}
