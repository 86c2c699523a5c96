import { PRESCRIPTIONS, type PrescriptionSubscription, subscriptionStatus } from '@carespace/domain';
import { Button, Card, Flex, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { formatDate } from '../../../lib/dates.ts';
import { OrderHistory } from './OrderHistory.tsx';
import { OrderStage } from './OrderStage.tsx';
import { useReferralSlot } from './referral-slot.ts';
import { STATUS_EXPLANATION, STATUS_TAG_COLOR } from './status-display.ts';

function rejectionText(reason: PrescriptionSubscription['rejectionReason']): string | null {
  if (!reason) return null;
  return reason.other ? `${reason.name}: ${reason.other}` : reason.name;
}

/**
 * One request of a category: its status (the domain rule), the medication, the prescription's id, the
 * provider's note or
 * the rejection reason, 'Complete Checkout' while unpaid, the order's stage and its order history.
 */
export function SubscriptionEntry({ subscription }: { subscription: PrescriptionSubscription }) {
  const navigate = useNavigate();
  const status = subscriptionStatus(subscription);
  const medication = subscription.medication;
  const rejection = status === 'Rejected' ? rejectionText(subscription.rejectionReason) : null;
  const referralCare = useReferralSlot();

  return (
    <Card size="small" className="cs-rx__entry" data-status={status}>
      <Flex justify="space-between" align="flex-start" gap={8} wrap>
        <div>
          <Typography.Title level={4} className="cs-rx__medication">
            {medication ? `${medication.name} ${medication.dosage}` : 'Medication not chosen yet'}
          </Typography.Title>
          <Typography.Text type="secondary">
            {medication ? `${medication.daySupply} day supply · ` : ''}Requested{' '}
            {formatDate(subscription.createdOn)}
          </Typography.Text>
          {/* The reference to give our support team or pharmacy when asking about this prescription. */}
          <div className="cs-rx__id">
            <Typography.Text type="secondary">Prescription ID </Typography.Text>
            <Typography.Text copyable={{ tooltips: ['Copy', 'Copied'] }} data-testid="prescription-id">
              {subscription.id}
            </Typography.Text>
          </div>
        </div>
        <Tag color={STATUS_TAG_COLOR[status]} className="cs-rx__status">
          {status}
        </Tag>
      </Flex>

      <Typography.Paragraph className="cs-rx__explain">{STATUS_EXPLANATION[status]}</Typography.Paragraph>

      {rejection && (
        <Typography.Paragraph>
          <Typography.Text strong>Reason: </Typography.Text>
          {rejection}
        </Typography.Paragraph>
      )}
      {status === 'Referred' && subscription.referralNote && (
        <Typography.Paragraph>
          <Typography.Text strong>Why your provider wants you seen in person: </Typography.Text>
          {subscription.referralNote}
        </Typography.Paragraph>
      )}
      {status === 'Referred' && referralCare?.(subscription.patientQuestionnaireId)}
      {!rejection && subscription.providerNote && (
        <Typography.Paragraph>
          <Typography.Text strong>Note from your provider: </Typography.Text>
          {subscription.providerNote}
        </Typography.Paragraph>
      )}

      {status === 'Incomplete' ? (
        <Button
          type="primary"
          onClick={() =>
            navigate(
              `/get-started?patientQuestionnaireId=${encodeURIComponent(subscription.patientQuestionnaireId)}`,
            )
          }
        >
          {PRESCRIPTIONS.completeCheckout}
        </Button>
      ) : (
        <OrderStage subscription={subscription} />
      )}

      <OrderHistory orders={subscription.orderHistory} />
    </Card>
  );
}
