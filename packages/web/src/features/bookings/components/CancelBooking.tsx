import { type BookingView, CANCELLATION_POLICIES } from '@carespace/domain';
import { Alert, Button, Input, Modal, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { toast } from '../../../lib/notify.ts';
import { useCancelBooking, useCancellationQuote } from '../api/bookings-api.ts';
import { money } from './booking-text.ts';

/**
 * Cancel, with the refund shown before anything happens: the guest's under the listing's policy, the host's
 * always in full (and the host says why, for the guest).
 */
export function CancelBooking({ booking }: { booking: BookingView }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const quote = useCancellationQuote(open ? booking.id : null);
  const cancel = useCancelBooking();
  const policy = CANCELLATION_POLICIES[booking.cancellationPolicy];
  const isHost = booking.role === 'host';

  const confirm = async () => {
    const result = await cancel.mutateAsync({ bookingId: booking.id, ...(reason.trim() ? { reason } : {}) });
    setOpen(false);
    void toast(
      'success',
      result.refundCents > 0
        ? `Booking cancelled. ${money(result.refundCents)} is refunded to the guest's card.`
        : 'Booking cancelled. No refund is due under the policy.',
    );
  };

  return (
    <>
      <Button size="small" danger onClick={() => setOpen(true)}>
        Cancel booking
      </Button>
      <Modal
        open={open}
        title="Cancel this booking?"
        onCancel={() => setOpen(false)}
        okText="Cancel booking"
        okButtonProps={{ danger: true, loading: cancel.isPending, disabled: !quote.data }}
        cancelText="Keep it"
        onOk={confirm}
      >
        <Typography.Paragraph>
          {booking.propertyTitle}, {booking.when}.
        </Typography.Paragraph>
        {quote.isPending ? (
          <Skeleton active paragraph={{ rows: 1 }} />
        ) : quote.data ? (
          <Alert
            type={quote.data.refundCents > 0 ? 'info' : 'warning'}
            showIcon
            title={
              quote.data.refundCents > 0
                ? `${isHost ? 'The guest gets' : 'You get'} ${money(quote.data.refundCents)} back (${quote.data.refundPercent}%).`
                : 'No refund: the cancellation deadline has passed.'
            }
            description={
              isHost
                ? 'When a host cancels, the guest is always refunded in full.'
                : `${policy.label} policy: ${policy.summary}`
            }
          />
        ) : null}
        {isHost ? (
          <div style={{ marginTop: 12 }}>
            <label htmlFor={`cancel-reason-${booking.id}`}>A word for the guest (optional)</label>
            <Input.TextArea
              id={`cancel-reason-${booking.id}`}
              rows={2}
              maxLength={500}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          </div>
        ) : null}
      </Modal>
    </>
  );
}
