import { AntdArea } from '../../components/AntdArea.tsx';
import { VisitRequests } from '../../features/in-person-visits/components/VisitRequests.tsx';

/**
 * The visit requests sent to a clinician, below their prescription requests on /rx: antd, so its own chunk with
 * antd's theme, never loaded for a patient. Nothing stands in for it while it loads: it shows nothing either
 * until there is a request, and a placeholder would then leave a gap.
 */
export default function VisitRequestsIsland() {
  return (
    <AntdArea>
      <VisitRequests />
    </AntdArea>
  );
}
