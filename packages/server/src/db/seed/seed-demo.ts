import { type Kysely, sql } from 'kysely';
import type { FileStore } from '../../adapters/files/file-store.ts';
import { insertAccount } from '../../features/auth/auth.repository.ts';
import { newId } from '../../lib/ids.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { DB } from '../types.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { seedDemoLogos } from './demo-logos.ts';
import { seedDemoLicenseDocuments, seedDemoLicenses, seedDemoProfile } from './demo-profiles.ts';
import { seedDemoBookings } from './seed-bookings.ts';
import { seedDemoInPersonVisits } from './seed-in-person.ts';
import { seedDemoIntroductions } from './seed-introductions.ts';
import { seedDemoLesseeInterest } from './seed-lessee-interest.ts';
import { seedDemoMemberships } from './seed-membership.ts';
import { seedDemoPharmacy } from './seed-pharmacy.ts';
import { seedDemoReviewQueue } from './seed-pharmacy-review.ts';
import { seedDemoProperties } from './seed-properties.ts';
import { seedDemoRecordReads } from './seed-record-reads.ts';

/** Held while seeding: machines starting together on one empty database seed it once. */
const SEED_LOCK = sql.lit(7_301_955_023);

/**
 * Creates the demo accounts when the database has no users at all. Returns whether it did. With a file store,
 * the demo hosts' listings and their photos, the practices' logos and the seeker's applications are added too.
 */
export async function seedDemoAccounts(
  db: Kysely<DB>,
  password: string,
  files?: FileStore,
): Promise<boolean> {
  const existing = await db.selectFrom('app_user').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  const passwordHash = await hashPassword(password);
  const created = await db.transaction().execute(async (trx) => {
    // Another machine may have seeded between the look above and this lock: then its accounts stand.
    await sql`select pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    if (await trx.selectFrom('app_user').select('id').limit(1).executeTakeFirst()) return false;
    for (const account of DEMO_ACCOUNTS) {
      const userId = newId();
      const org = account.organization;
      const organizationId = org ? newId() : null;
      await insertAccount(
        trx,
        {
          id: userId,
          email: account.email,
          password_hash: passwordHash,
          first_name: account.firstName,
          last_name: account.lastName,
          phone: account.phone,
          is_patient: account.isPatient ?? false,
          healco_admin: account.healcoAdmin ?? false,
          provider_role: account.providerRole ?? null,
          is_email_verified: true,
          is_phone_verified: true,
          signup_reason: account.signupReason ?? null,
          user_type: account.isPatient ? 'PTNT' : account.healcoAdmin ? null : 'PROV',
        },
        org && organizationId
          ? {
              id: organizationId,
              name: org.name,
              email: account.email,
              phone: account.phone,
              address: {
                lineOne: org.addressLineOne,
                city: org.city,
                usState: org.usState,
                zipcode: org.zipcode,
              },
            }
          : null,
      );
      await seedDemoProfile(trx, account.email, userId, organizationId);
    }
    await seedDemoLicenses(trx);
    await seedDemoMemberships(trx);
    await seedDemoPharmacy(trx);
    await seedDemoReviewQueue(trx, passwordHash);
    await seedDemoRecordReads(trx);
    await seedDemoLesseeInterest(trx);
    await seedDemoInPersonVisits(trx);
    return true;
  });
  if (!created) return false;
  if (files) {
    await seedDemoProperties(db, files);
    await seedDemoLicenseDocuments(db, files);
    await seedDemoLogos(db, files);
    await seedDemoIntroductions(db);
    await seedDemoBookings(db);
  }
  return true;
}
