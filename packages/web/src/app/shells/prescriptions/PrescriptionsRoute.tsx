import { Alert } from 'antd';
import type { Identity } from '../../../features/auth/api/identity.ts';
import type { ReviewRole } from '../../../features/prescriptions/api/review-api.ts';
import PrescriptionReviewPage from '../../../features/prescriptions/pages/PrescriptionReviewPage.tsx';
import { useShell } from '../shell-context.ts';

/** Admins oversee; healthcare professionals (HPRO) review; pharmacists (PHAR) fulfil. Others have no list. */
export function reviewRoleOf(identity: Identity): ReviewRole | null {
  if (identity.healcoAdmin) return 'admin';
  if (identity.provider?.providerRole === 'HPRO') return 'reviewer';
  if (identity.provider?.providerRole === 'PHAR') return 'pharmacist';
  return null;
}

/** /admin/prescription and /provider/prescription: the prescription list for whoever is signed in. */
export default function PrescriptionsRoute() {
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
