import type { TreatmentCategory } from '@carespace/domain';
import type { Kysely } from 'kysely';
import { insertPrescriptionRequest } from '../packages/server/src/db/seed/seed-pharmacy-review.ts';
import type { DB } from '../packages/server/src/db/types.ts';
import { auditRow, writeAuditRows } from '../packages/server/src/features/audit/audit.repository.ts';
import { benchSession } from './bench-session.ts';

const PATIENT = { id: 'bench_record_patient', email: 'record-patient@bench.carespace.test' } as const;
const REVIEWER = { id: 'bench_record_reviewer', email: 'record-reviewer@bench.carespace.test' } as const;
const REQUESTS = 50;
const ORDERS_EACH = 4;
const READS_EACH = 10;

/**
 * A patient with a long history: 50 prescription requests across every category, each approved with 4 shipped
 * orders (200 orders), and 500 reads of their requests in the audit log. Made once per database.
 */
async function seedRecordPatient(db: Kysely<DB>): Promise<void> {
  const found = await db.selectFrom('app_user').select('id').where('id', '=', PATIENT.id).executeTakeFirst();
  if (found) return;
  for (const [user, patient] of [
    [PATIENT, true],
    [REVIEWER, false],
  ] as const) {
    await db
      .insertInto('app_user')
      .values({
        id: user.id,
        email: user.email,
        password_hash: null,
        first_name: patient ? 'Robin' : 'Dana',
        last_name: patient ? 'Record' : 'Reviewer',
        phone: '2015550199',
        is_patient: patient,
        provider_role: patient ? null : 'HPRO',
        is_email_verified: true,
        user_type: patient ? 'PTNT' : 'PROV',
      })
      .execute();
  }
  const medications = await db
    .selectFrom('rx_medication')
    .select(['id', 'treatment_category'])
    .where('is_active', '=', true)
    .orderBy('id')
    .execute();
  const ids: string[] = [];
  for (let i = 0; i < REQUESTS; i += 1) {
    const medication = medications[i % medications.length]!;
    ids.push(
      await insertPrescriptionRequest(db, {
        ownerUserId: PATIENT.id,
        category: medication.treatment_category as TreatmentCategory,
        medicationId: medication.id,
        usState: 'NJ',
        zipcode: '07030',
        paidDaysAgo: 200 + i,
        decision: {
          kind: 'approved',
          daysAgo: 199 + i,
          reviewerUserId: REVIEWER.id,
          note: 'Take as directed.',
        },
        shipped: Array.from(
          { length: ORDERS_EACH },
          (_, n) => `9400 1112 0206 ${String(i).padStart(4, '0')} 000${n}`,
        ),
        shipping: { line1: '1 Bench Street', city: 'Hoboken', postalCode: '07030' },
      }),
    );
  }
  await writeAuditRows(
    db,
    ids.flatMap((id) =>
      Array.from({ length: READS_EACH }, () =>
        auditRow({
          eventCode: 'RCVW',
          userId: REVIEWER.id,
          entityType: 'patient_questionnaire',
          entityId: id,
          ip: '127.0.0.1',
          userAgent: 'bench',
          requestId: null,
          details: { ephi: 'prescription request', verification: true },
        }),
      ),
    ),
  );
}

/**
 * A patient's whole record at volume (50 requests, 200 orders), in both forms, as the patient downloads it from
 * their account page. On the embedded database too: the record is one patient's, not a volume of patients.
 */
export async function recordCases(db: Kysely<DB>, appUrl: string) {
  await seedRecordPatient(db);
  const headers = await benchSession(db, PATIENT.id);
  if (!headers) return [];
  return (['pdf', 'fhir'] as const).map((format) => ({
    name: `GET /api/record/:userId/${format} (50 requests, 200 orders)`,
    url: `${appUrl}/api/record/${PATIENT.id}/${format}`,
    method: 'GET' as const,
    headers,
    // A record of this size is produced in under 5 seconds: one patient's download, so the target is judged at one
    // connection; the run at eight (eight such patients in the same second) is shown for what queueing costs.
    target: { p99Ms: 5000, connections: 1 },
  }));
}
