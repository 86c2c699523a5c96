import { ReferralCare } from '../../features/in-person-visits/components/ReferralCare.tsx';
import { VisitRequests } from '../../features/in-person-visits/components/VisitRequests.tsx';
import PrescriptionsDashboard from '../../features/prescriptions/pages/PatientDashboardPage.tsx';
import { reviewRoleOf } from '../../features/prescriptions/review-role.ts';
import { useShell } from '../../lib/shell-context.ts';

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
      providerExtra={identity.provider ? <VisitRequests /> : null}
    />
  );
}
