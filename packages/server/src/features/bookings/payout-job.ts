import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { PaymentGateway } from '../../adapters/payment/payment-gateway.ts';
import type { DB } from '../../db/types.ts';
import { hostsWithDueShares } from './payouts.repository.ts';
import { PAYOUT_DELAY_DAYS, type SettledPayout, settleHostPayouts } from './payouts.service.ts';

export interface PayoutRound {
  /** The payouts this round made. */
  paid: SettledPayout[];
  /** The hosts whose settlement failed this round (tried again next round). */
  failed: number;
}

export interface PayoutJob {
  /** One round now (or the one under way): every host with a share due is settled. */
  runOnce(): Promise<PayoutRound>;
  /** Starts no further round and waits for the one under way. */
  stop(): Promise<void>;
}

/**
 * Settles the hosts' due booking payouts every `intervalMs`, so a host is paid without opening their payouts.
 * Every process runs it; a payout is made once whichever gets to it (settleHostPayouts locks the host, and the
 * transfer's idempotency key comes from the bookings it pays). A host whose transfer fails is logged and tried
 * again next round; nothing a round meets stops the process. `intervalMs` 0: no timer, `runOnce` only.
 */
export function startPayoutJob({
  db,
  payments,
  log,
  intervalMs,
  now = () => new Date(),
}: {
  db: Kysely<DB>;
  payments: Pick<PaymentGateway, 'transferToPayoutAccount'>;
  log: FastifyBaseLogger;
  intervalMs: number;
  now?: () => Date;
}): PayoutJob {
  let stopped = false;
  let running: Promise<PayoutRound> | null = null;

  async function round(): Promise<PayoutRound> {
    const at = now();
    const paid: SettledPayout[] = [];
    let failed = 0;
    const hosts = await hostsWithDueShares(db, new Date(at.getTime() - PAYOUT_DELAY_DAYS * 86_400_000));
    for (const host of hosts) {
      if (stopped) break;
      try {
        const settled = await settleHostPayouts(
          db,
          payments,
          { organizationId: host.organization_id, accountId: host.provider_account_id },
          at,
        );
        if (settled) {
          paid.push(settled);
          log.info(
            {
              payoutId: settled.payoutId,
              organizationId: settled.organizationId,
              amountCents: settled.amountCents,
              bookings: settled.bookings,
            },
            'payout job: payout made',
          );
        }
      } catch (error) {
        failed += 1;
        log.error(
          { organizationId: host.organization_id, err: error },
          'payout job: settling a host failed; tried again next round',
        );
      }
    }
    if (hosts.length > 0) {
      log.info({ hosts: hosts.length, paid: paid.length, failed }, 'payout job: round done');
    }
    return { paid, failed };
  }

  function runOnce(): Promise<PayoutRound> {
    if (running) return running;
    running = round()
      .catch((error: unknown) => {
        // The database is away: the next round tries again.
        log.warn({ err: error }, 'payout job: finding the due payouts failed');
        return { paid: [], failed: 0 };
      })
      .finally(() => {
        running = null;
      });
    return running;
  }

  let timer: NodeJS.Timeout | null = null;
  if (intervalMs > 0) {
    timer = setInterval(() => {
      if (!stopped) void runOnce();
    }, intervalMs);
    timer.unref();
  }

  return {
    runOnce,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await running?.catch(() => undefined);
    },
  };
}
