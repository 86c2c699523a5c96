import { Suspense } from 'react';
import { ReferralCare } from '../../features/in-person-visits/components/ReferralCare.tsx';
import PrescriptionsDashboard from '../../features/prescriptions/pages/PatientDashboardPage.tsx';
import { reviewRoleOf } from '../../features/prescriptions/review-role.ts';
import { lazyWithReload } from '../../lib/lazy-with-reload.ts';
import { useShell } from '../../lib/shell-context.ts';

/*
 * The dashboard is plain React and CSS, so a patient's phone downloads no antd for it; so are a referred request's
 * list of clinicians nearby and a clinician's visit requests (their request and decline dialogs load antd when
 * opened). The visit requests are a chunk of their own, loaded only for a clinician: a patient never downloads
 * them. Nothing stands in for them while they load: they show nothing until there is a request, and a
 * placeholder would then leave a gap.
 */
const VisitRequests = lazyWithReload<object>(async () => ({
  default: (await import('../../features/in-person-visits/components/VisitRequests.tsx')).VisitRequests,
}));

/** /rx: the prescriptions feature's page, given who is signed in. */
export default function PatientDashboardRoute() {
  const { identity, signOut } = useShell();
  return (
    <PrescriptionsDashboard
      person={{
        firstName: identity.firstName,
        lastName: identity.lastName,
        email: identity.email,
        phone: identity.phone,
        isPatient: identity.patient !== null,
        reviewRole: reviewRoleOf(identity),
      }}
      onSignOut={signOut}
      referralCare={(id) => <ReferralCare referralId={id} />}
      providerExtra={
        identity.provider ? (
          <Suspense fallback={null}>
            <VisitRequests />
          </Suspense>
        ) : null
      }
    />
  );
}
