import { containsUnstorableText } from '@carespace/domain';
import { z } from 'zod';

/**
 * A webhook whose signature is right but whose body is not an event (not JSON, or no id, type or object): the
 * caller answers 400 and records nothing. Only the provider can sign, so this is a provider bug or a test, but it
 * must not end as a server error or a half-recorded event.
 */
export class MalformedWebhookError extends Error {
  constructor() {
    super('The signed webhook body is not a payment event');
    this.name = 'MalformedWebhookError';
  }
}

const eventEnvelope = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

/** The event types a feature acts on carry the metadata that routes them (purpose and the feature's keys). */
const routedObject = z.looseObject({ metadata: z.record(z.string(), z.string()) });

/**
 * Reads a signed event's envelope; events of the `routed` types (the ones a feature acts on) must also carry
 * their object's metadata. Throws MalformedWebhookError.
 */
export function readEventEnvelope(value: unknown, routed: readonly string[]) {
  const parsed = eventEnvelope.safeParse(value);
  if (!parsed.success || containsUnstorableText(value)) throw new MalformedWebhookError();
  if (routed.includes(parsed.data.type) && !routedObject.safeParse(parsed.data.data.object).success) {
    throw new MalformedWebhookError();
  }
  return parsed.data;
}

/** JSON.parse of a signed body, a MalformedWebhookError when it is not JSON. */
export function parseEventJson(payload: Buffer): unknown {
  try {
    return JSON.parse(payload.toString('utf8'));
  } catch {
    throw new MalformedWebhookError();
  }
}
