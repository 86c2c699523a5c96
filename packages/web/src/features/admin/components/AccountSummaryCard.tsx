import { PROVIDER_ROLE } from '@carespace/domain';
import { Button, Card, Descriptions, Flex, Result, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useAdminUser } from '../api/admin-accounts-api.ts';
import { AccountStatusAction } from './AccountStatusAction.tsx';
import { dateTime, orDash, shortDate } from './format.ts';
import { OnlineIndicator } from './OnlineIndicator.tsx';

function roleText(user: { healcoAdmin: boolean; isPatient: boolean; providerRole: string | null }) {
  const roles: string[] = [];
  if (user.healcoAdmin) roles.push('Administrator');
  if (user.providerRole) {
    roles.push(
      `Provider (${PROVIDER_ROLE[user.providerRole as keyof typeof PROVIDER_ROLE] ?? user.providerRole})`,
    );
  }
  if (user.isPatient) roles.push('Patient');
  return roles.join(', ') || '—';
}

/**
 * One account at the top of a console detail page: who it is, the practice, when they were last seen, and the
 * account status with its Deactivate / Reactivate action. `actions` holds the page's own links.
 */
export function AccountSummaryCard({ userId, actions }: { userId: string | null; actions?: ReactNode }) {
  const user = useAdminUser(userId);
  if (!userId) {
    return (
      <Result status="warning" title="Choose a provider from the Providers table to see their profile." />
    );
  }
  if (user.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (user.isError || !user.data) {
    return (
      <Result
        status="warning"
        title="We couldn't load this account."
        extra={<Button onClick={() => void user.refetch()}>Fetch again</Button>}
      />
    );
  }
  const u = user.data;
  return (
    <Card>
      <Flex wrap gap={12} justify="space-between" align="flex-start">
        <div>
          <Typography.Title level={2} style={{ margin: 0, fontSize: 22 }}>
            {u.name}
          </Typography.Title>
          <Typography.Text type="secondary">{u.organizationName ?? 'No practice'}</Typography.Text>
        </div>
        <AccountStatusAction userId={u.userId} name={u.name} status={u.status} size="middle" />
      </Flex>
      <Descriptions
        style={{ marginTop: 16 }}
        size="small"
        column={{ xs: 1, sm: 1, md: 2 }}
        items={[
          { key: 'email', label: 'Email', children: u.email },
          { key: 'role', label: 'Role', children: roleText(u) },
          { key: 'joined', label: 'Joined', children: shortDate(u.createdOn) },
          {
            key: 'seen',
            label: 'Last login',
            // The indicator says Never on its own when they have never signed in.
            children: u.lastLogin ? (
              <Flex gap={8} wrap>
                <span>{dateTime(u.lastLogin)}</span>
                <OnlineIndicator status={u.online} />
              </Flex>
            ) : (
              <OnlineIndicator status={u.online} />
            ),
          },
          { key: 'practice', label: 'Practice', children: orDash(u.organizationName) },
        ]}
      />
      {actions ? (
        <Flex wrap gap={8} style={{ marginTop: 16 }}>
          {actions}
        </Flex>
      ) : null}
    </Card>
  );
}
