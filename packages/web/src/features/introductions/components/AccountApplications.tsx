import { APPLICATIONS, type ApplicationView, type ApplicationViewCondition } from '@carespace/domain';
import { Alert, Button, Card, Flex, Segmented, Spin, Tag, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { useApplications } from '../api/introductions-api.ts';
import { formatDate } from './format.ts';
import './PropertyConnections.css';

const VIEWS: Array<{ value: ApplicationViewCondition; label: string; empty: string }> = [
  { value: 'pending', label: 'Waiting', empty: 'No applications are waiting for an answer.' },
  { value: 'approved', label: 'Approved', empty: 'No application has been approved yet.' },
  { value: 'rejected', label: 'Declined', empty: 'No application has been declined.' },
];

function stateTag(application: ApplicationView) {
  if (application.approvedOn) return <Tag color="success">Approved {formatDate(application.approvedOn)}</Tag>;
  if (application.rejectedOn) return <Tag>Declined {formatDate(application.rejectedOn)}</Tag>;
  return <Tag color="processing">Waiting for an answer</Tag>;
}

/**
 * The account's view of the applications to its practice's spaces (the account page's Applications tab): the
 * same list the Connections page answers from, told briefly, with the way to Connections where they are
 * answered. `connectionsPath` is the area's Connections page (/provider or /admin).
 */
export function AccountApplications({
  organizationId,
  connectionsPath,
}: {
  organizationId: string;
  connectionsPath: string;
}) {
  const [view, setView] = useState<ApplicationViewCondition>('pending');
  const applications = useApplications(organizationId, view);
  const current = VIEWS.find((item) => item.value === view)!;
  const connectionsLink = `${connectionsPath}${view === 'pending' ? '' : `?viewCondition=${view}`}`;

  let content: ReactNode;
  if (applications.isPending) {
    content = (
      <Flex justify="center" style={{ padding: 24 }}>
        <Spin aria-label="Loading applications" />
      </Flex>
    );
  } else if (applications.isError) {
    content = (
      <Alert
        type="error"
        showIcon
        title={APPLICATIONS.loadFailedAccount}
        action={
          <Button size="small" onClick={() => void applications.refetch()}>
            Fetch again
          </Button>
        }
      />
    );
  } else if (applications.data.length === 0) {
    content = <Typography.Paragraph type="secondary">{current.empty}</Typography.Paragraph>;
  } else {
    content = (
      <ul className="cs-connections" data-testid="account-applications">
        {applications.data.map((a) => (
          <li key={a.id} className="cs-connection">
            <div className="cs-connection__link">
              <div className="cs-connection__body">
                <Typography.Text strong className="cs-connection__title">
                  {a.title}
                </Typography.Text>
                <Typography.Text type="secondary" className="cs-connection__meta">
                  {a.applicantInfo.organizationName ?? a.applicantInfo.name ?? 'A provider'} applied{' '}
                  {formatDate(a.sentOn)} · needs it {a.howSoon.toLowerCase()}
                </Typography.Text>
              </div>
              <span className="cs-connection__tag">{stateTag(a)}</span>
            </div>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Card title="Applications">
      <Flex vertical gap={12}>
        <Segmented
          aria-label="Which applications"
          value={view}
          onChange={(value) => setView(value as ApplicationViewCondition)}
          options={VIEWS.map(({ value, label }) => ({ value, label }))}
        />
        {content}
        <Flex justify="flex-end">
          <Link to={connectionsLink}>
            {view === 'pending' ? 'Answer them in Connections' : 'Open in Connections'}
          </Link>
        </Flex>
      </Flex>
    </Card>
  );
}
