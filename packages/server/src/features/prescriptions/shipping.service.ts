import type { ShippingAddress, TrackingUpdate } from '@carespace/domain';
import { AppError } from '../../lib/app-error.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import { auditInTransaction } from '../audit/audit-in-transaction.ts';
import { orderShippedMessage } from './prescriptions.emails.ts';
import * as repo from './review.repository.ts';
import { requireFulfiller, unixSeconds } from './review-access.ts';

export async function viewAddress(ctx: RequestContext, sessionId: string): Promise<ShippingAddress> {
  const scope = requireFulfiller(ctx);
  const row = await repo.findScopedBySession(ctx.db, scope, sessionId);
  if (!row) {
    await ctx.audit({
      eventCode: 'ACDN',
      entityType: 'shipping_address',
      entityId: null,
      details: { action: 'read shipping address' },
    });
    throw new AppError('NOT_FOUND');
  }
  await ctx.audit({
    eventCode: 'RCVW',
    entityType: 'shipping_address',
    entityId: row.id,
    details: { ephi: 'shipping address' },
  });
  return {
    line1: row.shipping_line1,
    line2: row.shipping_line2,
    city: row.shipping_city,
    state: row.shipping_state,
    postal_code: row.shipping_postal_code,
  };
}

export async function tracking(ctx: RequestContext, body: TrackingUpdate) {
  const scope = requireFulfiller(ctx);
  const order = await repo.findScopedOrder(ctx.db, scope, body.orderHistory_id);
  if (!order) throw new AppError('NOT_FOUND');
  if (!order.accepted_on) throw new AppError('ORDER_NOT_APPROVED');
  const newNumber = body.trackingNumber || null;
  const replacing =
    newNumber !== null && order.tracking_number !== null && newNumber !== order.tracking_number;
  // Replacing a number the patient already has sends them a second email: only with the explicit confirmation.
  if (replacing && body.type !== 'PUT') throw new AppError('TRACKING_REPLACE_UNCONFIRMED');
  const unchanged = (newNumber === null || newNumber === order.tracking_number) && order.shipped_on !== null;
  if (unchanged) return toOrder(order);

  let updated: Awaited<ReturnType<typeof repo.updateTracking>>;
  try {
    updated = await ctx.db.transaction().execute(async (trx) => {
      const changed = await repo.updateTracking(trx, {
        orderId: order.id,
        trackingNumber: newNumber,
        expectedTracking: order.tracking_number,
        now: new Date(),
      });
      if (changed) {
        await auditInTransaction(trx, ctx, {
          eventCode: 'RCUP',
          entityType: 'order_history',
          entityId: order.id,
          details: {
            action: replacing ? 'tracking replaced' : newNumber ? 'tracking added' : 'marked shipped',
          },
        });
        await ctx.ports.mailer.send(
          orderShippedMessage(
            { email: order.email, firstName: order.first_name },
            { orderNumber: changed.order_number, trackingNumber: changed.tracking_number },
            ctx.config.publicUrl,
          ),
          { db: trx },
        );
      }
      return changed;
    });
  } catch (error) {
    throw new AppError('FAILED_TO_POST_PRESCRIPTION', undefined, { cause: error });
  }
  // Someone else changed the number in between: they must see it before replacing it.
  if (!updated) throw new AppError('TRACKING_REPLACE_UNCONFIRMED');
  return toOrder({ ...order, ...updated });
}

function toOrder(order: {
  id: string;
  order_number: string;
  tracking_number: string | null;
  shipped_on: Date | string | null;
}) {
  return {
    id: order.id,
    orderNumber: order.order_number,
    trackingNumber: order.tracking_number,
    shippedOn: unixSeconds(order.shipped_on),
  };
}
