import { Alert } from '../../../components/plain/Alert.tsx';
import { useShell } from '../../../lib/shell-context.ts';
import { reviewRoleOf } from '../review-role.ts';
import PrescriptionReviewPage from './PrescriptionReviewPage.tsx';

/**
 * /admin/prescription and /provider/prescription: the prescription list for whoever is signed in (admins,
 * reviewers, pharmacists), or what the list is for when they have none.
 */
export default function StaffPrescriptionsPage() {
  const { identity, signOut } = useShell();
  const role = reviewRoleOf(identity);
  if (!role) {
    return (
      <Alert
        type="info"
        showIcon
        title="Prescription requests are reviewed by licensed healthcare professionals and fulfilled by our pharmacists."
        description="If you prescribe and would like to review requests, contact support to have your license added to your account."
      />
    );
  }
  return <PrescriptionReviewPage role={role} onSignOut={signOut} />;
}
