import type { Kysely } from 'kysely';
import type { Ports } from '../../adapters/ports.ts';
import type { Config } from '../../config.ts';
import { writeAudit } from '../../features/audit/audit.repository.ts';
import { detail, viewAddress } from '../../features/prescriptions/prescription-review.service.ts';
import type { Actor, RequestContext } from '../../plugins/request-context.ts';
import type { DB } from '../types.ts';

/** Reading a request needs neither outside services nor settings: touching them while seeding is a mistake. */
const unavailable = new Proxy(
  {},
  {
    get(_target, key) {
      throw new Error(`${String(key)} is not available while seeding`);
    },
  },
);

/** A request context for a demo account, as if they had signed in: their reads are audited like anyone's. */
function contextOf(db: Kysely<DB>, actor: Actor): RequestContext {
  const requestId = `seed-${actor.userId}`;
  return {
    db,
    ports: unavailable as Ports,
    config: unavailable as Config,
    actor,
    sessionIdHash: null,
    requestId,
    ip: '127.0.0.1',
    userAgent: 'Carespace demo data',
    audit: (entry) =>
      writeAudit(db, {
        ...entry,
        userId: entry.userId === undefined ? actor.userId : entry.userId,
        ip: '127.0.0.1',
        userAgent: 'Carespace demo data',
        requestId,
      }),
  };
}

async function actorOf(db: Kysely<DB>, email: string): Promise<Actor | undefined> {
  const row = await db
    .selectFrom('app_user')
    .select(['id', 'organization_id', 'is_patient', 'healco_admin', 'provider_role'])
    .where('email', '=', email)
    .executeTakeFirst();
  return row
    ? {
        userId: row.id,
        organizationId: row.organization_id,
        isPatient: row.is_patient,
        healcoAdmin: row.healco_admin,
        providerRole: row.provider_role,
      }
    : undefined;
}

/**
 * The demo patient's record has been read, as it would have been by the time they were treated: the reviewing
 * clinician opened their acne request to decide it, and the pharmacist opened it and its shipping address to fill
 * it. The reads go through the same services as on the site, so "Who has read my record" shows real audit rows.
 */
export async function seedDemoRecordReads(db: Kysely<DB>): Promise<void> {
  const [patient, reviewer, pharmacist] = await Promise.all([
    actorOf(db, 'patient@demo.carespace.test'),
    actorOf(db, 'pro@demo.carespace.test'),
    actorOf(db, 'pharmacist@demo.carespace.test'),
  ]);
  if (!patient || !reviewer || !pharmacist) return;
  const acne = await db
    .selectFrom('patient_questionnaire')
    .select(['id', 'checkout_session_id'])
    .where('owner_user_id', '=', patient.userId)
    .where('treatment_category', '=', 'ACNE')
    .where('accepted_on', 'is not', null)
    .executeTakeFirst();
  if (!acne) return;
  await detail(contextOf(db, reviewer), acne.id);
  const pharmacy = contextOf(db, pharmacist);
  await detail(pharmacy, acne.id);
  if (acne.checkout_session_id) await viewAddress(pharmacy, acne.checkout_session_id);
}
