import type { ReactNode } from 'react';
import { AntdArea } from '../../components/AntdArea.tsx';
import { ReferralCare } from '../../features/in-person-visits/components/ReferralCare.tsx';

/**
 * A referred request's clinicians nearby and its visit requests (antd: a list, a dialog with a form), as an
 * island of the plain /rx dashboard: its own chunk with antd, loaded only when a request is referred; `fallback`
 * until antd's stylesheet is in.
 */
export default function ReferralCareIsland({
  referralId,
  fallback,
}: {
  referralId: string;
  fallback: ReactNode;
}) {
  return (
    <AntdArea fallback={fallback}>
      <ReferralCare referralId={referralId} />
    </AntdArea>
  );
}
