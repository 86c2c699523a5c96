import {
  PRESCRIPTIONS,
  type PrescriptionOrder,
  type ShippingAddress,
  trackingSchema,
} from '@carespace/domain';
import { Alert, App, Button, Checkbox, Flex, Input, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { formatDate } from '../../../lib/date-format.ts';
import { updateTracking, viewShippingAddress } from '../api/review-api.ts';
import { TrackingNumber } from './TrackingNumber.tsx';

/** The shipping address of an approved request, fetched (and audited) only when asked for. */
export function ShippingAddressView({ sessionId }: { sessionId: string | null }) {
  const [address, setAddress] = useState<ShippingAddress | null>(null);
  const [loading, setLoading] = useState(false);
  if (!sessionId) return null;
  if (!address) {
    return (
      <Button
        loading={loading}
        onClick={async () => {
          setLoading(true);
          const outcome = await viewShippingAddress(sessionId);
          setLoading(false);
          if (outcome.success) setAddress(outcome.result);
        }}
      >
        View shipping address
      </Button>
    );
  }
  return (
    <address className="cs-rx-address" aria-label="Shipping address">
      {address.line1}
      {address.line2 ? <>, {address.line2}</> : null}
      <br />
      {address.city}, {address.state} {address.postal_code}
    </address>
  );
}

/**
 * One order's tracking: mark it shipped or add a number; replacing an existing number asks
 * first, since the patient gets a new email, and only then is it sent as a replacement (type PUT).
 */
function TrackingEditor({ order, onSaved }: { order: PrescriptionOrder; onSaved: () => void }) {
  const { message, modal } = App.useApp();
  const [value, setValue] = useState('');
  const [markAsShipped, setMarkAsShipped] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const replacing = order.trackingNumber !== null;

  const send = async (type: 'POST' | 'PUT') => {
    setSaving(true);
    const outcome = await updateTracking({
      orderHistory_id: order.id,
      trackingNumber: value.trim(),
      markAsShipped,
      type,
    });
    setSaving(false);
    if (outcome.success) {
      void message.success(PRESCRIPTIONS.trackingUpdated);
      setValue('');
      setMarkAsShipped(false);
      onSaved();
    } else {
      void message.error(PRESCRIPTIONS.trackingFailed(outcome.error.message));
    }
  };

  const submit = () => {
    const parsed = trackingSchema.safeParse({
      orderHistory_id: order.id,
      trackingNumber: value,
      markAsShipped,
    });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? PRESCRIPTIONS.trackingRequired);
      return;
    }
    setProblem(null);
    if (replacing && value.trim() !== '' && value.trim() !== order.trackingNumber) {
      modal.confirm({
        title: 'Replace the tracking number?',
        content: PRESCRIPTIONS.trackingReplaceConfirm,
        okText: 'Replace and email the patient',
        cancelText: 'Keep the current number',
        onOk: () => send('PUT'),
      });
      return;
    }
    void send('POST');
  };

  return (
    <Flex vertical gap={6} className="cs-rx-tracking">
      <Flex gap={8} wrap align="center">
        <Input
          aria-label={`Tracking number for order ${order.orderNumber}`}
          placeholder={replacing ? 'New tracking number' : 'Tracking number'}
          value={value}
          maxLength={100}
          onChange={(event) => setValue(event.target.value)}
          onPressEnter={submit}
          style={{ maxWidth: 260 }}
        />
        {order.shippedOn === null && (
          <Checkbox checked={markAsShipped} onChange={(event) => setMarkAsShipped(event.target.checked)}>
            Mark as shipped
          </Checkbox>
        )}
        <Button type="primary" loading={saving} onClick={submit}>
          {replacing ? 'Replace tracking' : 'Save tracking'}
        </Button>
      </Flex>
      {problem && (
        <Typography.Text type="danger" role="alert">
          {problem}
        </Typography.Text>
      )}
    </Flex>
  );
}

/** Order history (page size 3): shipped or waiting, the tracking number, and the editor for those who ship. */
export function OrderHistoryTable({
  orders,
  canEdit,
  onSaved,
}: {
  orders: readonly PrescriptionOrder[];
  canEdit: boolean;
  onSaved: () => void;
}) {
  if (orders.length === 0) {
    return (
      <Alert type="info" showIcon title="No orders yet: the first is created when the payment arrives." />
    );
  }
  return (
    <Table<PrescriptionOrder>
      size="small"
      rowKey="id"
      dataSource={[...orders]}
      pagination={orders.length > 3 ? { pageSize: 3, size: 'small' } : false}
      scroll={{ x: 'max-content' }}
      columns={[
        { title: 'Order', dataIndex: 'orderNumber', key: 'orderNumber' },
        { title: 'Paid', dataIndex: 'paidOn', key: 'paidOn', render: (value: string) => formatDate(value) },
        {
          title: 'Status',
          key: 'status',
          render: (_, order) =>
            order.shippedOn !== null ? (
              <Tag color="green">{PRESCRIPTIONS.shipped}</Tag>
            ) : (
              <Tag color="gold">{PRESCRIPTIONS.waitingShipment}</Tag>
            ),
        },
        {
          title: 'Tracking',
          key: 'tracking',
          render: (_, order) => (
            <Flex vertical gap={6}>
              {order.trackingNumber ? (
                <TrackingNumber value={order.trackingNumber} />
              ) : (
                <Typography.Text type="secondary">None yet</Typography.Text>
              )}
              {canEdit && <TrackingEditor order={order} onSaved={onSaved} />}
            </Flex>
          ),
        },
      ]}
    />
  );
}
