import { PRESCRIPTIONS } from '@carespace/domain';
import { IdleGate } from '../../../components/IdleGate.tsx';
import { Alert } from '../../../components/plain/Alert.tsx';
import { Card } from '../../../components/plain/Card.tsx';
import type { ReviewRole } from '../api/review-api.ts';
import { PrescriptionRequests } from '../components/PrescriptionRequests.tsx';

export interface PrescriptionReviewPageProps {
  role: ReviewRole;
  onSignOut: () => void;
}

const TITLES: Record<ReviewRole, string> = {
  admin: 'Prescriptions',
  reviewer: 'Prescription requests',
  pharmacist: 'Approved prescriptions',
};

/**
 * /admin/prescription and /provider/prescription: the requests behind the idle
 * gate, which records access-ePHI on opening and logout-ePHI on leaving.
 */
export default function PrescriptionReviewPage({ role, onSignOut }: PrescriptionReviewPageProps) {
  return (
    <div className="cs-stack">
      <IdleGate onSignOut={onSignOut}>
        <Card title={<h2 style={{ margin: 0, fontSize: 18 }}>{TITLES[role]}</h2>}>
          <PrescriptionRequests role={role} />
        </Card>
      </IdleGate>
      {role !== 'admin' && <Alert type="info" showIcon title={PRESCRIPTIONS.emergency} />}
    </div>
  );
}
