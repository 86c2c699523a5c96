import { PRESCRIPTIONS, type PrescriptionSubscription, subscriptionStatus } from '@carespace/domain';
import { useNavigate } from 'react-router';
import { Card } from '../../../components/plain/Card.tsx';
import { CopyButton } from '../../../components/plain/CopyButton.tsx';
import { Tag } from '../../../components/plain/Tag.tsx';
import { formatDate } from '../../../lib/date-format.ts';
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
      <div className="cs-rx__entry-head">
        <div>
          <h4 className="cs-rx__medication">
            {medication ? `${medication.name} ${medication.dosage}` : 'Medication not chosen yet'}
          </h4>
          <span className="cs-rx__secondary">
            {medication ? `${medication.daySupply} day supply · ` : ''}Requested{' '}
            {formatDate(subscription.createdOn)}
          </span>
          {/* The reference to give our support team or pharmacy when asking about this prescription. */}
          <div className="cs-rx__id">
            <span className="cs-rx__secondary">Prescription ID </span>
            <span data-testid="prescription-id">{subscription.id}</span>
            <CopyButton text={subscription.id} />
          </div>
        </div>
        <Tag color={STATUS_TAG_COLOR[status]} className="cs-rx__status">
          {status}
        </Tag>
      </div>

      <p className="cs-rx__explain">{STATUS_EXPLANATION[status]}</p>

      {rejection && (
        <p className="cs-rx__note">
          <strong>Reason: </strong>
          {rejection}
        </p>
      )}
      {status === 'Referred' && subscription.referralNote && (
        <p className="cs-rx__note">
          <strong>Why your provider wants you seen in person: </strong>
          {subscription.referralNote}
        </p>
      )}
      {status === 'Referred' && referralCare?.(subscription.patientQuestionnaireId)}
      {!rejection && subscription.providerNote && (
        <p className="cs-rx__note">
          <strong>Note from your provider: </strong>
          {subscription.providerNote}
        </p>
      )}

      {status === 'Incomplete' ? (
        <button
          type="button"
          className="cs-button cs-rx__checkout"
          onClick={() =>
            navigate(
              `/get-started?patientQuestionnaireId=${encodeURIComponent(subscription.patientQuestionnaireId)}`,
            )
          }
        >
          {PRESCRIPTIONS.completeCheckout}
        </button>
      ) : (
        <OrderStage subscription={subscription} />
      )}

      <OrderHistory orders={subscription.orderHistory} />
    </Card>
  );
}
