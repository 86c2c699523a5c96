import type { PrescriptionSubscription } from '@carespace/domain';
import { type StepItem, Steps } from '../../../components/plain/Steps.tsx';
import { formatDate } from '../../../lib/date-format.ts';
import { TrackingNumber } from './TrackingNumber.tsx';

/**
 * Carespace's own addition: where the order is — paid → in review → approved → shipped (with tracking) → next
 * refill — so the patient does not have to wait for an email to know.
 */
export function OrderStage({ subscription }: { subscription: PrescriptionSubscription }) {
  const { stage, orderHistory, acceptedOn, nextRefillOn } = subscription;
  // The stage is the current month's: the newest order (orders come newest first).
  const latest = orderHistory[0];
  const tracking = latest?.trackingNumber ?? null;
  const paidOn = latest?.paidOn;

  const items: StepItem[] = [
    { title: 'Paid', description: paidOn ? formatDate(paidOn) : undefined },
    {
      title: stage === 'rejected' || stage === 'referred' ? 'Reviewed' : 'In review',
      description:
        stage === 'paid'
          ? 'Waiting for a provider'
          : stage === 'in_review'
            ? 'A provider is reviewing'
            : undefined,
    },
    stage === 'rejected'
      ? { title: 'Not prescribed', description: formatDate(subscription.rejectedOn) || undefined }
      : stage === 'referred'
        ? { title: 'In-person visit advised', description: formatDate(subscription.referredOn) || undefined }
        : { title: 'Approved', description: acceptedOn ? formatDate(acceptedOn) : undefined },
    {
      title: 'Shipped',
      description: tracking ? (
        <>
          Tracking <TrackingNumber value={tracking} />
        </>
      ) : stage === 'approved' ? (
        'The pharmacy is preparing it'
      ) : latest?.shippedOn ? (
        formatDate(latest.shippedOn * 1000)
      ) : undefined,
    },
    {
      title: 'Next refill',
      description: nextRefillOn
        ? formatDate(nextRefillOn)
        : stage === 'completed'
          ? 'Treatment ended'
          : undefined,
    },
  ];

  const current = {
    incomplete: 0,
    paid: 1,
    in_review: 1,
    approved: 3,
    shipped: 4,
    rejected: 2,
    referred: 2,
    completed: 5,
  }[stage];
  const status = stage === 'rejected' ? 'error' : stage === 'completed' ? 'finish' : 'process';
  const shown = stage === 'rejected' || stage === 'referred' ? items.slice(0, 3) : items;

  return (
    <Steps
      current={current}
      status={status}
      items={shown}
      className="cs-rx__stage"
      label="Where your order is"
    />
  );
}
