import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Listen } from '../../db/database.ts';
import type { DB } from '../../db/types.ts';
import { newId } from '../../lib/ids.ts';
import type { Mailer, MailMessage } from '../mail/mailer.ts';
import type { SmsSender } from '../sms/sms-sender.ts';
import { type Backoff, isPermanent, retryDelayMs, summarizeFailure } from './delivery-failure.ts';
import {
  type ClaimedMessage,
  claimDue,
  countDue,
  markDead,
  markRetry,
  markSent,
  OUTBOUND_CHANNEL,
} from './outbound.repository.ts';

/** The back ends the worker delivers through: SMTP or Twilio when configured, the offline outboxes otherwise. */
export interface DeliveryPorts {
  mailer: Mailer;
  sms: SmsSender;
}

export interface OutboundOptions {
  /** false: this process only queues, and leaves delivery to the others (or to its next start). */
  deliver: boolean;
  /** How often the queue is read without being woken (a message another process queued, a retry come due). */
  pollMs: number;
  /** How long a claimed message is this worker's; past it, another worker takes it (this one died). */
  leaseMs: number;
  /** The attempt after which a message that keeps failing becomes a dead letter. */
  maxAttempts: number;
  backoff: Backoff;
  /** Messages taken, and delivered side by side, at one go. */
  batchSize: number;
  /** How long a stop waits for the deliveries under way. */
  drainMs: number;
}

// Ten attempts with the pause doubling from 10 s (capped at 30 min) keep a message trying for about an hour
// and a quarter: a relay's restart or a short outage passes unnoticed, a long one ends in the dead letters.
export const OUTBOUND_DEFAULTS: OutboundOptions = {
  deliver: true,
  pollMs: 1_000,
  leaseMs: 120_000,
  maxAttempts: 10,
  backoff: { baseMs: 10_000, maxMs: 30 * 60_000 },
  batchSize: 5,
  drainMs: 5_000,
};

export interface OutboundWorker {
  /** Reads the queue now (the next read, if one is under way). */
  wake(): void;
  /**
   * Resolves true once nothing is due and this process delivers nothing: every message queued so far has been
   * delivered, or waits for a retry, or is dead. False if that has not happened within `timeoutMs`.
   */
  settled(timeoutMs?: number): Promise<boolean>;
  /** Takes no more messages and waits (`drainMs` at most) for the deliveries under way to finish. */
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Delivers the outbound queue. Woken by NOTIFY when a message is committed (by this process or another) and by a
 * timer otherwise; each read claims a few due messages (outbound.repository claimDue) and delivers them.
 * A failure is retried later with a growing, jittered pause; a refusal for good (SMTP 5xx) or too many attempts
 * makes the message a dead letter. Each failure is one log line that names the message by id only: never its
 * recipient or content.
 */
export async function startOutboundWorker({
  db,
  listen,
  delivery,
  log,
  options = {},
}: {
  db: Kysely<DB>;
  listen: Listen;
  delivery: DeliveryPorts;
  log: FastifyBaseLogger;
  options?: Partial<OutboundOptions>;
}): Promise<OutboundWorker> {
  const o: OutboundOptions = { ...OUTBOUND_DEFAULTS, ...options };
  let stopped = !o.deliver;
  let wanted = false;
  let running: Promise<void> | null = null;
  const inFlight = new Set<Promise<void>>();

  function send(message: ClaimedMessage): Promise<void> {
    const options = { messageId: message.id };
    if (message.kind === 'mail') return delivery.mailer.send(message.payload as MailMessage, options);
    const { to, body } = message.payload as { to: string; body: string };
    return delivery.sms.send(to, body, options);
  }

  async function failed(message: ClaimedMessage, error: unknown) {
    const { code, message: text } = summarizeFailure(error);
    const permanent = isPermanent(error);
    const dead = permanent || message.attempts >= o.maxAttempts;
    const details = {
      jobId: message.id,
      kind: message.kind,
      attempt: message.attempts,
      errorCode: code,
      error: text,
    };
    const lastError = `${code}: ${text}`;
    try {
      if (dead) {
        log.warn({ ...details, permanent }, 'outbound message: delivery failed');
        await markDead(db, message.id, message.claim_token, lastError);
        log.error(
          { ...details, reason: permanent ? 'refused' : 'too many attempts' },
          'outbound message: dead letter',
        );
      } else {
        const retryInMs = retryDelayMs(message.attempts, o.backoff);
        log.warn({ ...details, retryInMs }, 'outbound message: delivery failed');
        await markRetry(db, message.id, message.claim_token, { delayMs: retryInMs, error: lastError });
      }
    } catch (dbError) {
      // The lease runs out and the message is tried again: nothing is lost.
      log.error({ jobId: message.id, err: dbError }, 'outbound message: the failure could not be recorded');
    }
  }

  async function deliverOne(message: ClaimedMessage) {
    try {
      await send(message);
    } catch (error) {
      await failed(message, error);
      return;
    }
    try {
      await markSent(db, message.id, message.claim_token);
    } catch (error) {
      // Delivered but not marked: it will be delivered again once the lease runs out (see docs/decisions.md).
      log.error(
        { jobId: message.id, kind: message.kind, err: error },
        'outbound message: sent but not marked',
      );
    }
  }

  function track(work: Promise<void>): Promise<void> {
    inFlight.add(work);
    return work.finally(() => inFlight.delete(work));
  }

  async function run() {
    while (wanted && !stopped) {
      wanted = false;
      for (;;) {
        const claimed = await claimDue(db, { limit: o.batchSize, leaseMs: o.leaseMs, token: newId() });
        if (claimed.length === 0) break;
        await Promise.all(claimed.map((message) => track(deliverOne(message))));
        if (claimed.length < o.batchSize || stopped) break;
      }
    }
  }

  function wake() {
    if (stopped) return;
    wanted = true;
    if (running) return;
    running = run()
      .catch((error: unknown) => {
        // The database is away: the next poll tries again (not at once, which would spin).
        wanted = false;
        log.warn({ err: error }, 'outbound queue: reading the queue failed');
      })
      .finally(() => {
        running = null;
        if (wanted) wake();
      });
  }

  let unlisten: (() => Promise<void>) | null = null;
  let poll: NodeJS.Timeout | null = null;
  if (o.deliver) {
    try {
      unlisten = await listen(OUTBOUND_CHANNEL, { onNotification: wake, onReconnect: wake });
    } catch (error) {
      log.warn({ err: error }, 'outbound queue: cannot listen for new messages; polling only');
    }
    poll = setInterval(wake, o.pollMs);
    poll.unref();
    // Whatever was queued before this start (a crash, a stop with deliveries under way) goes out now.
    wake();
  }

  return {
    wake,
    async settled(timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        // Asked again after the count: while the count was on its way, the worker may have claimed the message
        // (a claimed one is no longer due) and be delivering it still.
        if (
          !running &&
          inFlight.size === 0 &&
          (await countDue(db)) === 0 &&
          !running &&
          inFlight.size === 0
        ) {
          return true;
        }
        if (stopped || Date.now() >= deadline) return false;
        wake();
        await (running ?? sleep(20));
      }
    },
    async stop() {
      if (poll) clearInterval(poll);
      poll = null;
      stopped = true;
      await unlisten?.().catch(() => undefined);
      unlisten = null;
      const underWay = inFlight.size;
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<'late'>((resolve) => {
        timer = setTimeout(() => resolve('late'), o.drainMs);
      });
      const outcome = await Promise.race([Promise.allSettled([running, ...inFlight]), late]);
      clearTimeout(timer);
      if (outcome === 'late') {
        log.warn(
          { deliveries: inFlight.size, of: underWay },
          'outbound queue: stopped with deliveries under way; they are tried again once their lease runs out',
        );
      }
    },
  };
}
