import { cardLabel, formatReceiptAmount, PRESCRIPTIONS, type SubscriptionOrder } from '@carespace/domain';
import { List, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/dates.ts';
import { TrackingNumber } from './TrackingNumber.tsx';

/** Order history pages by 3. */
export const ORDER_PAGE_SIZE = 3;

/** An order is shipped once marked shipped or given a tracking number. */
export function isShipped(order: SubscriptionOrder): boolean {
  return order.shippedOn !== null || order.trackingNumber !== null;
}

/** What an order cost and how it was paid: '$45.00 · Visa ending in 4242', with any refund. */
function paymentLine(order: SubscriptionOrder): string | null {
  if (order.amountCents === null) return null;
  const parts = [formatReceiptAmount(order.amountCents)];
  if (order.card) parts.push(cardLabel(order.card));
  if (order.refundedCents > 0) parts.push(`${formatReceiptAmount(order.refundedCents)} refunded`);
  return parts.join(' · ');
}

/**
 * Each paid month of a subscription: its number, when it was paid, what it cost and with which card, a link to
 * its receipt, whether it shipped and its tracking number (a link to the carrier's page when we know the carrier).
 */
export function OrderHistory({ orders }: { orders: readonly SubscriptionOrder[] }) {
  if (orders.length === 0) return null;
  return (
    <List
      size="small"
      header={<Typography.Text strong>Order history</Typography.Text>}
      dataSource={[...orders]}
      rowKey="id"
      pagination={
        orders.length > ORDER_PAGE_SIZE ? { pageSize: ORDER_PAGE_SIZE, size: 'small', align: 'start' } : false
      }
      renderItem={(order) => {
        const shipped = isShipped(order);
        // Refunded in full before it shipped (a request referred for an in-person visit): nothing will ship.
        const refunded =
          !shipped &&
          order.amountCents !== null &&
          order.refundedCents >= order.amountCents &&
          order.amountCents > 0;
        return (
          <List.Item>
            <div className="cs-rx__order">
              <span>
                Order <Typography.Text strong>#{order.orderNumber}</Typography.Text>
                <Typography.Text type="secondary"> · paid {formatDate(order.paidOn)}</Typography.Text>
              </span>
              {paymentLine(order) && <Typography.Text>{paymentLine(order)}</Typography.Text>}
              <Link to={`/rx/receipt/${order.id}`} aria-label={`Receipt for order ${order.orderNumber}`}>
                Receipt
              </Link>
              {refunded ? (
                <Tag>Refunded</Tag>
              ) : (
                <Tag color={shipped ? 'success' : 'warning'}>
                  {shipped ? PRESCRIPTIONS.shipped : PRESCRIPTIONS.waitingShipment}
                </Tag>
              )}
              {order.trackingNumber && (
                <span>
                  Tracking <TrackingNumber value={order.trackingNumber} />
                </span>
              )}
              {!order.trackingNumber && order.shippedOn !== null && (
                <Typography.Text type="secondary">
                  Shipped {formatDate(order.shippedOn * 1000)}
                </Typography.Text>
              )}
            </div>
          </List.Item>
        );
      }}
    />
  );
}
