import { formatPhone, PRESCRIPTIONS } from '@carespace/domain';
import { Alert, Card, Descriptions, Empty, Typography } from 'antd';
import { Link } from 'react-router';
import { IdleGate } from '../../../components/IdleGate.tsx';
import { fullName } from '../AreaShell.tsx';
import { useShell } from '../shell-context.ts';

/**
 * /rx (spec 02 §2 "Patient dashboard"): name, email and phone, then the security check wrapper (the idle gate)
 * around the prescriptions, and the 911 notice. Pharmacists and healthcare professionals use this area too,
 * to review requests.
 */
export default function PatientDashboardPage() {
  const { identity, signOut } = useShell();
  const isPatient = identity.patient !== null;

  return (
    <div className="cs-stack">
      <Card>
        <Descriptions
          column={{ xs: 1, sm: 1, md: 3 }}
          items={[
            { key: 'name', label: 'Name', children: fullName(identity) },
            { key: 'email', label: 'Email', children: identity.email },
            { key: 'phone', label: 'Phone', children: identity.phone ? formatPhone(identity.phone) : '—' },
          ]}
        />
      </Card>
      <IdleGate onSignOut={signOut}>
        <Card
          title={
            <h2 style={{ margin: 0, fontSize: 18 }}>
              {isPatient ? 'Your treatments' : 'Prescription requests'}
            </h2>
          }
        >
          {isPatient ? (
            <Empty
              description={
                <>
                  <Typography.Paragraph style={{ marginBottom: 4 }}>
                    You have no prescriptions yet.
                  </Typography.Paragraph>
                  <Typography.Text type="secondary">
                    Once you start a treatment, your requests, their status and your shipments show here.{' '}
                    <Link to="/what-we-treat">See what we treat</Link>
                  </Typography.Text>
                </>
              }
            />
          ) : (
            <Empty
              description={
                <Typography.Text type="secondary">
                  Prescription requests for you to review will show here.
                </Typography.Text>
              }
            />
          )}
        </Card>
      </IdleGate>
      <Alert type="error" showIcon title={PRESCRIPTIONS.emergency} />
    </div>
  );
}
