import type { ReactNode } from 'react';
import { AntdArea } from '../../../components/AntdArea.tsx';
import type { ReviewRole } from '../api/review-api.ts';
import { PrescriptionRequests } from './PrescriptionRequests.tsx';

/**
 * The review list as an antd island of the plain dashboard: loaded on its own (PatientDashboardPage imports it
 * lazily), with antd's theme and stylesheet, and `fallback` until that stylesheet is in.
 */
export default function PrescriptionRequestsIsland({
  role,
  fallback,
}: {
  role: ReviewRole;
  fallback: ReactNode;
}) {
  return (
    <AntdArea fallback={fallback}>
      <PrescriptionRequests role={role} />
    </AntdArea>
  );
}
