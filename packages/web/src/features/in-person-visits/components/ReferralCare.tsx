import { formatPhone, IN_PERSON, type NearbyClinician, type PatientVisitRequest } from '@carespace/domain';
import { Suspense, useState } from 'react';
import { lazyAntd } from '../../../components/lazy-antd.tsx';
import { Alert } from '../../../components/plain/Alert.tsx';
import { Skeleton } from '../../../components/plain/Skeleton.tsx';
import { Tag } from '../../../components/plain/Tag.tsx';
import { useReferral } from '../api/in-person-api.ts';
import { visitTime } from './visit-format.ts';
import './ReferralCare.css';

/** The request's form is built with antd: it loads, with antd, when the patient opens it. */
const RequestVisitDialog = lazyAntd(
  async () => (await import('./RequestVisitDialog.tsx')).RequestVisitDialog,
);

function VisitStatus({ visit }: { visit: PatientVisitRequest }) {
  if (visit.status === 'ACPT' && visit.address && visit.acceptedTime) {
    const { address } = visit;
    return (
      <Alert
        type="success"
        showIcon
        title={`Your visit with ${visit.clinicianName}: ${visitTime(visit.acceptedTime)} (New York time)`}
        description={
          <address style={{ fontStyle: 'normal' }} aria-label="Visit address">
            {visit.practiceName}
            <br />
            {[address.line1, address.line2].filter(Boolean).join(', ')}
            <br />
            {address.city}, {address.usState} {address.zipcode}
            {address.phone && (
              <>
                <br />
                Phone: {formatPhone(address.phone)}
              </>
            )}
          </address>
        }
      />
    );
  }
  if (visit.status === 'DECL') {
    return (
      <Alert
        type="warning"
        showIcon
        title={`${visit.clinicianName} cannot see you this time`}
        description={visit.declineReason ?? undefined}
      />
    );
  }
  return (
    <Alert
      type="info"
      showIcon
      title={`Waiting for ${visit.clinicianName} to answer`}
      description={`You proposed ${visit.proposedTimes.map(visitTime).join('; ')}. We email you when they answer.`}
    />
  );
}

/**
 * Beneath a referred request on /rx: the clinicians nearby who see patients Carespace refers (name, specialty,
 * practice, city and distance; never the street until one accepts), the visit requests and their answers.
 */
export function ReferralCare({ referralId }: { referralId: string }) {
  const referral = useReferral(referralId);
  const [asking, setAsking] = useState<NearbyClinician | null>(null);
  const data = referral.data;
  if (referral.isPending) return <Skeleton rows={3} />;
  if (!data) return null;
  const open = data.requests.find((r) => r.status === 'REQD' || r.status === 'ACPT');
  const declined = new Set(
    data.requests.filter((r) => r.status === 'DECL').map((r) => `${r.clinicianName}|${r.practiceName}`),
  );

  return (
    <section aria-label="Care near you" className="cs-referral-care">
      {data.requests.map((visit) => (
        <VisitStatus key={visit.id} visit={visit} />
      ))}
      {!open && (
        <>
          <h5 className="cs-referral-care__title">Licensed clinicians near you</h5>
          {data.clinicians.length === 0 ? (
            <p className="cs-referral-care__note">
              {data.located
                ? 'No clinician within 25 miles sees referred patients for this treatment yet. A doctor or clinic you already know can examine you too; your refund is on its way either way.'
                : 'We could not place your shipping ZIP code, so we cannot list clinicians near you.'}
            </p>
          ) : (
            <ul className="cs-referral-care__clinicians">
              {data.clinicians.map((clinician) => {
                const wasDeclined = declined.has(`${clinician.name}|${clinician.practiceName}`);
                return (
                  <li key={clinician.userId} className="cs-referral-care__clinician">
                    <div className="cs-referral-care__who">
                      <h4 className="cs-referral-care__name">{clinician.name}</h4>
                      <div className="cs-referral-care__where">
                        {clinician.specialty && <Tag>{clinician.specialty}</Tag>}
                        {clinician.practiceName} · {clinician.city}, {clinician.usState} ·{' '}
                        {clinician.miles.toFixed(1)} miles
                      </div>
                    </div>
                    <button
                      type="button"
                      className="cs-button cs-button--secondary cs-referral-care__ask"
                      disabled={wasDeclined}
                      onClick={() => setAsking(clinician)}
                      aria-label={`Request a visit with ${clinician.name}`}
                    >
                      Request a visit
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </>
      )}
      <p className="cs-referral-care__note cs-referral-care__note--small">{IN_PERSON.notMedicalRecord}</p>
      {asking && (
        <Suspense fallback={null}>
          <RequestVisitDialog referralId={referralId} clinician={asking} onClose={() => setAsking(null)} />
        </Suspense>
      )}
    </section>
  );
}
