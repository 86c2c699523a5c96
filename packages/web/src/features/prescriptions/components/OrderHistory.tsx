import { cardLabel, formatReceiptAmount, PRESCRIPTIONS, type SubscriptionOrder } from '@carespace/domain';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Pagination } from '../../../components/plain/Pagination.tsx';
import { Tag } from '../../../components/plain/Tag.tsx';
import { formatDate } from '../../../lib/date-format.ts';
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

function OrderLine({ order }: { order: SubscriptionOrder }) {
  const shipped = isShipped(order);
  // Refunded in full before it shipped (a request referred for an in-person visit): nothing will ship.
  const refunded =
    !shipped &&
    order.amountCents !== null &&
    order.refundedCents >= order.amountCents &&
    order.amountCents > 0;
  const payment = paymentLine(order);
  return (
    <li className="cs-rx__order">
      <span>
        Order <strong>#{order.orderNumber}</strong>
        <span className="cs-rx__secondary"> · paid {formatDate(order.paidOn)}</span>
      </span>
      {payment && <span>{payment}</span>}
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
        <span className="cs-rx__secondary">Shipped {formatDate(order.shippedOn * 1000)}</span>
      )}
    </li>
  );
}

/**
 * Each paid month of a subscription: its number, when it was paid, what it cost and with which card, a link to
 * its receipt, whether it shipped and its tracking number (a link to the carrier's page when we know the carrier).
 */
export function OrderHistory({ orders }: { orders: readonly SubscriptionOrder[] }) {
  const headingId = useId();
  const [page, setPage] = useState(1);
  if (orders.length === 0) return null;
  const pageCount = Math.ceil(orders.length / ORDER_PAGE_SIZE);
  // A page past the end (fewer orders after a refetch) shows the last one.
  const shownPage = Math.min(page, pageCount);
  const shown = orders.slice((shownPage - 1) * ORDER_PAGE_SIZE, shownPage * ORDER_PAGE_SIZE);
  return (
    <div className="cs-rx__orders">
      <strong className="cs-rx__orders-title" id={headingId}>
        Order history
      </strong>
      <ul className="cs-rx__order-list" aria-labelledby={headingId}>
        {shown.map((order) => (
          <OrderLine key={order.id} order={order} />
        ))}
      </ul>
      <Pagination
        page={shownPage}
        pageCount={pageCount}
        onChange={setPage}
        label="Order history pages"
        className="cs-rx__order-pages"
      />
    </div>
  );
}
