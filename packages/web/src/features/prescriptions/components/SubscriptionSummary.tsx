import { type PrescriptionSubscription, subscriptionSummary } from '@carespace/domain';
import { Card } from '../../../components/plain/Card.tsx';
import { Statistic } from '../../../components/plain/Statistic.tsx';

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
    // biome-ignore lint/a11y/useSemanticElements: a group of three figures, not a form's fieldset
    <div className="cs-rx__summary" aria-label="Subscription summary" role="group">
      {items.map((item) => (
        <Card key={item.key} size="small" className="cs-rx__stat">
          <Statistic title={item.title} value={item.value} />
        </Card>
      ))}
    </div>
  );
}
