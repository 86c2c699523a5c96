import { Suspense } from 'react';
import { ReferralCare } from '../../features/in-person-visits/components/ReferralCare.tsx';
import PrescriptionsDashboard from '../../features/prescriptions/pages/PatientDashboardPage.tsx';
import { reviewRoleOf } from '../../features/prescriptions/review-role.ts';
import { lazyWithReload } from '../../lib/lazy-with-reload.ts';
import { useShell } from '../../lib/shell-context.ts';

/*
 * The dashboard is plain React and CSS, so a patient's phone downloads no antd for it; so is a referred request's
 * list of clinicians nearby (its request form loads antd when opened). A clinician's visit requests are built
 * with antd: an island, its own chunk, loaded only where it shows, with antd's theme and stylesheet (AntdArea, in
 * the island's module).
 */
const VisitRequestsIsland = lazyWithReload<object>(() => import('./VisitRequestsIsland.tsx'));

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
            <VisitRequestsIsland />
          </Suspense>
        ) : null
      }
    />
  );
}
