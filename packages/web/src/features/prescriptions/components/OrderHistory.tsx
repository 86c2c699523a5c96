import { PRESCRIPTIONS, type SubscriptionOrder } from '@carespace/domain';
import { List, Tag, Typography } from 'antd';
import { formatDate } from '../../../lib/dates.ts';

/** Spec 02 §2: order history pages by 3. */
export const ORDER_PAGE_SIZE = 3;

/** Spec 02 §4: an order is shipped once marked shipped or given a tracking number. */
export function isShipped(order: SubscriptionOrder): boolean {
  return order.shippedOn !== null || order.trackingNumber !== null;
}

/** Each paid month of a subscription: its number, when it was paid, whether it shipped and its tracking number. */
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
        return (
          <List.Item>
            <div className="cs-rx__order">
              <span>
                Order <Typography.Text strong>#{order.orderNumber}</Typography.Text>
                <Typography.Text type="secondary"> · paid {formatDate(order.paidOn)}</Typography.Text>
              </span>
              <Tag color={shipped ? 'success' : 'warning'}>
                {shipped ? PRESCRIPTIONS.shipped : PRESCRIPTIONS.waitingShipment}
              </Tag>
              {order.trackingNumber && (
                <Typography.Text copyable={{ text: order.trackingNumber }}>
                  Tracking {order.trackingNumber}
                </Typography.Text>
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
