import type { Kysely } from 'kysely';
import type { DB } from '../db/types.ts';

/**
 * Waits until no queued mail or text is left to deliver, whichever process delivers it: for tests that read the
 * offline outbox of a server running in another process (an in-process test app waits by itself, see
 * answerAfterDelivery). Throws after `timeoutMs`.
 */
export async function outboundDrained(db: Kysely<DB>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const row = await db
      .selectFrom('outbound_message')
      .select((eb) => eb.fn.countAll<number>().as('pending'))
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    if (Number(row.pending) === 0) return;
    if (Date.now() > deadline) throw new Error(`${row.pending} outbound messages still undelivered`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
