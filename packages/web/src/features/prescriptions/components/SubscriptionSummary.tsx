import { type PrescriptionSubscription, subscriptionSummary } from '@carespace/domain';
import { Card, Col, Row, Statistic } from 'antd';

/** The subscription summary: how many entries are active, waiting approval, incomplete. */
export function SubscriptionSummary({
  subscriptions,
}: {
  subscriptions: readonly PrescriptionSubscription[];
}) {
  const summary = subscriptionSummary(subscriptions);
  const items = [
    { key: 'active', title: 'Active', value: summary.active },
    { key: 'waiting', title: 'Waiting approval', value: summary.waitingApproval },
    { key: 'incomplete', title: 'Incomplete', value: summary.incomplete },
  ];
  return (
    <Row gutter={[12, 12]} aria-label="Subscription summary" role="group">
      {items.map((item) => (
        <Col key={item.key} xs={8}>
          <Card size="small" className="cs-rx__stat">
            <Statistic title={item.title} value={item.value} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
