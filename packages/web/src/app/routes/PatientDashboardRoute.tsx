import { type ReactNode, Suspense } from 'react';
import { Skeleton } from '../../components/plain/Skeleton.tsx';
import PrescriptionsDashboard from '../../features/prescriptions/pages/PatientDashboardPage.tsx';
import { reviewRoleOf } from '../../features/prescriptions/review-role.ts';
import { lazyWithReload } from '../../lib/lazy-with-reload.ts';
import { useShell } from '../../lib/shell-context.ts';

/*
 * The dashboard is plain React and CSS, so a patient's phone downloads no antd for it. The two panels of other
 * features built with antd are islands: each its own chunk, loaded only where it shows (a referred request, a
 * clinician's visit requests), with antd's theme and stylesheet (AntdArea, in the island's module).
 */
const ReferralCareIsland = lazyWithReload<{ referralId: string; fallback: ReactNode }>(
  () => import('./ReferralCareIsland.tsx'),
);
const VisitRequestsIsland = lazyWithReload<object>(() => import('./VisitRequestsIsland.tsx'));

/** While the clinicians' chunk and then their data load: three lines, as ReferralCare shows while it waits. */
const referralCareLoading = <Skeleton rows={3} />;

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
      referralCare={(id) => (
        <Suspense fallback={referralCareLoading}>
          <ReferralCareIsland referralId={id} fallback={referralCareLoading} />
        </Suspense>
      )}
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
