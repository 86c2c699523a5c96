import { APPLICATIONS, type ApplicationViewCondition, type IntroductionRejection } from '@carespace/domain';
import { Alert, Empty, Flex, Segmented, Skeleton, Typography } from 'antd';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ExportCsvButton } from '../../../components/ExportCsvButton.tsx';
import {
  useApplications,
  useApproveApplication,
  useRejectApplication,
  useSignedInIdentity,
} from '../api/introductions-api.ts';
import { ApplicationCard } from '../components/ApplicationCard.tsx';
import './ConnectionsPage.css';

const VIEWS: Array<{ value: ApplicationViewCondition; label: string }> = [
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
];

const EMPTY: Record<ApplicationViewCondition, string> = {
  pending:
    'No applications are waiting for you. When a provider applies to one of your spaces, it appears here.',
  approved: 'No approved applications yet.',
  rejected: 'No declined applications.',
};

/**
 * Connections: the applications to the organization's spaces, by view. Admins see every
 * organization's, or one organization's with ?organizationId=.
 */
export default function ConnectionsPage() {
  const identity = useSignedInIdentity();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const base = pathname.startsWith('/admin') ? '/admin' : '/provider';
  const raw = params.get('viewCondition');
  const view: ApplicationViewCondition = raw === 'approved' || raw === 'rejected' ? raw : 'pending';
  const organizationId =
    params.get('organizationId') ?? (base === '/admin' ? 'all' : (identity?.organizationId ?? null));
  const applications = useApplications(organizationId, view);
  const approve = useApproveApplication();
  const reject = useRejectApplication();

  const onApprove = async (id: string) => {
    const chatId = await approve.mutateAsync({ id });
    navigate(`${base}/property-chat?propertyChat_id=${encodeURIComponent(chatId)}`);
  };
  const onReject = async (id: string, rejection: IntroductionRejection) => {
    await reject.mutateAsync({ id, ...rejection });
  };

  return (
    <div className="cs-stack cs-connections">
      <Typography.Title level={2} style={{ margin: 0, fontSize: 24 }}>
        Connections
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        Providers who would like to rent your spaces. Approve to start a private chat, or let them know it is
        not a fit.
      </Typography.Paragraph>
      <Flex gap={8} wrap justify="space-between" align="center">
        <Segmented
          value={view}
          options={VIEWS}
          onChange={(value) => {
            const next = new URLSearchParams(params);
            if (value === 'pending') next.delete('viewCondition');
            else next.set('viewCondition', String(value));
            setParams(next);
          }}
        />
        {base === '/admin' && (
          <ExportCsvButton
            path={`/admin/connections/export?${new URLSearchParams({
              viewCondition: view,
              ...(organizationId && organizationId !== 'all' ? { organizationId } : {}),
            }).toString()}`}
            fallbackName="carespace-connections.csv"
          />
        )}
      </Flex>
      {applications.isError ? (
        <Alert type="error" showIcon title={APPLICATIONS.loadFailed(applications.error.message)} />
      ) : applications.isPending && organizationId ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : (applications.data ?? []).length === 0 ? (
        <Empty description={EMPTY[view]} />
      ) : (
        (applications.data ?? []).map((application) => (
          <ApplicationCard
            key={application.id}
            application={application}
            accountPath={`${base}/account`}
            onApprove={onApprove}
            onReject={onReject}
            busy={approve.isPending || reject.isPending}
          />
        ))
      )}
    </div>
  );
}
