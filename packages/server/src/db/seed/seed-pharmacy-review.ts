import type { Kysely } from 'kysely';
import { insertAccount } from '../../features/auth/auth.repository.ts';
import { newId } from '../../lib/ids.ts';
import type { DB } from '../types.ts';
import { insertPrescriptionRequest, type RequestSeed } from './prescription-request-seed.ts';

export {
  answeredDateOfBirth,
  insertPrescriptionRequest,
  type RequestSeed,
  sexAtBirthOf,
} from './prescription-request-seed.ts';

interface DemoPatient {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  dateOfBirth: string;
  gender: number;
}

/** Further patients of the demo pharmacy (they can sign in with the demo password too). */
const DEMO_PATIENTS: DemoPatient[] = [
  {
    email: 'maria.gomez@demo.carespace.test',
    firstName: 'Maria',
    lastName: 'Gomez',
    phone: '2125550111',
    dateOfBirth: '1990-03-14',
    gender: 2,
  },
  {
    email: 'alex.chen@demo.carespace.test',
    firstName: 'Alex',
    lastName: 'Chen',
    phone: '2015550112',
    dateOfBirth: '1984-07-02',
    gender: 2,
  },
  {
    email: 'sam.patel@demo.carespace.test',
    firstName: 'Sam',
    lastName: 'Patel',
    phone: '7185550113',
    dateOfBirth: '1998-11-23',
    gender: 5,
  },
  {
    email: 'taylor.brooks@demo.carespace.test',
    firstName: 'Taylor',
    lastName: 'Brooks',
    phone: '6095550114',
    dateOfBirth: '1976-01-30',
    gender: 1,
  },
  {
    email: 'chris.walker@demo.carespace.test',
    firstName: 'Chris',
    lastName: 'Walker',
    phone: '9175550115',
    dateOfBirth: '1992-05-09',
    gender: 1,
  },
  {
    email: 'morgan.diaz@demo.carespace.test',
    firstName: 'Morgan',
    lastName: 'Diaz',
    phone: '3055550116',
    dateOfBirth: '1988-09-17',
    gender: 2,
  },
  {
    email: 'riley.fischer@demo.carespace.test',
    firstName: 'Riley',
    lastName: 'Fischer',
    phone: '2155550118',
    dateOfBirth: '1983-12-04',
    gender: 2,
  },
  {
    email: 'casey.nguyen@demo.carespace.test',
    firstName: 'Casey',
    lastName: 'Nguyen',
    phone: '2015550117',
    dateOfBirth: '2001-02-11',
    gender: 2,
  },
];

/**
 * The review queue of the demo pharmacy (after seedDemoPharmacy, the demo patient's own requests): requests from
 * patients in New Jersey and New York in every tab, so the demo reviewer (pro@, with verified NJ and NY licenses)
 * and the pharmacist have work waiting. One from Florida shows that a reviewer only sees the states they are
 * licensed in; one from Pennsylvania waits for pro@'s pending Pennsylvania license, and appears at /rx once an
 * admin verifies it.
 */
export async function seedDemoReviewQueue(db: Kysely<DB>, passwordHash: string): Promise<void> {
  const userId = async (email: string) =>
    (await db.selectFrom('app_user').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  const jordan = await userId('patient@demo.carespace.test');
  const pro = await userId('pro@demo.carespace.test');
  // The date of birth and sex the demo patient's answers give (female, born 14 June 1992), on their record too.
  await db
    .updateTable('app_user')
    .set({ date_of_birth: '1992-06-14', gender: 2 })
    .where('id', '=', jordan)
    .where('date_of_birth', 'is', null)
    .execute();
  const ids: Record<string, string> = {};
  for (const p of DEMO_PATIENTS) {
    ids[p.firstName] = newId();
    await insertAccount(
      db,
      {
        id: ids[p.firstName] as string,
        email: p.email,
        password_hash: passwordHash,
        first_name: p.firstName,
        last_name: p.lastName,
        phone: p.phone,
        is_patient: true,
        healco_admin: false,
        provider_role: null,
        is_email_verified: true,
        is_phone_verified: true,
        user_type: 'PTNT',
        date_of_birth: p.dateOfBirth,
        gender: p.gender,
      },
      null,
    );
  }
  const id = (name: string) => ids[name] as string;
  const requests: RequestSeed[] = [
    // Pending: the demo patient's PrEP request (beside the migraine one of the base demo), and others waiting in
    // NJ, NY and (out of pro's reach) FL and PA.
    {
      ownerUserId: jordan,
      category: 'PREP',
      medicationId: 'rxm_emtricitabine_tenofovir_df_200_300mg_30',
      usState: 'NJ',
      zipcode: '07030',
      paidDaysAgo: 0.5,
      shipping: { line1: '200 Hudson Street', line2: 'Apt 4B', city: 'Hoboken', postalCode: '07030' },
    },
    {
      ownerUserId: id('Chris'),
      category: 'PREP',
      medicationId: 'rxm_emtricitabine_tenofovir_df_200_300mg_30',
      usState: 'NY',
      zipcode: '10027',
      paidDaysAgo: 2,
      shipping: { line1: '410 West 118th Street', city: 'New York', postalCode: '10027' },
    },
    {
      ownerUserId: id('Morgan'),
      category: 'SCCM',
      medicationId: 'rxm_flibanserin_100mg_30',
      usState: 'FL',
      zipcode: '33131',
      paidDaysAgo: 1.5,
      shipping: { line1: '901 Brickell Key Boulevard', city: 'Miami', postalCode: '33131' },
    },
    // Waiting for a reviewer licensed in Pennsylvania: pro@'s license there is still pending.
    {
      ownerUserId: id('Riley'),
      category: 'MIGR',
      medicationId: 'rxm_rizatriptan_10mg_9',
      usState: 'PA',
      zipcode: '19103',
      paidDaysAgo: 1,
      shipping: { line1: '1700 Walnut Street', line2: 'Apt 9F', city: 'Philadelphia', postalCode: '19103' },
    },
    // Approved and shipped, with a second month waiting to ship.
    {
      ownerUserId: id('Maria'),
      category: 'PREP',
      medicationId: 'rxm_emtricitabine_tenofovir_df_200_300mg_30',
      usState: 'NY',
      zipcode: '10003',
      paidDaysAgo: 40,
      decision: {
        kind: 'approved',
        daysAgo: 39,
        reviewerUserId: pro,
        note: 'Please keep your HIV test every three months; we will remind you.',
      },
      shipped: ['9400111899223344556677'],
      shipping: { line1: '55 East 10th Street', line2: 'Apt 3C', city: 'New York', postalCode: '10003' },
    },
    // Approved, waiting for the pharmacist.
    {
      ownerUserId: id('Alex'),
      category: 'SCCM',
      medicationId: 'rxm_flibanserin_100mg_30',
      usState: 'NJ',
      zipcode: '07302',
      paidDaysAgo: 3,
      decision: { kind: 'approved', daysAgo: 2, reviewerUserId: pro, note: 'Take it at bedtime.' },
      shipping: { line1: '30 Newark Avenue', line2: 'Unit 12', city: 'Jersey City', postalCode: '07302' },
    },
    // Rejected.
    {
      ownerUserId: id('Sam'),
      category: 'ACNE',
      medicationId: 'rxm_tretinoin_cream_0_05pct_20g',
      usState: 'NY',
      zipcode: '11201',
      paidDaysAgo: 6,
      decision: { kind: 'rejected', daysAgo: 5, reviewerUserId: pro, reasonId: 'INPR' },
      shipping: { line1: '120 Court Street', city: 'Brooklyn', postalCode: '11201' },
    },
    // Completed: approved, shipped, and the subscription has ended.
    {
      ownerUserId: id('Taylor'),
      category: 'EDYS',
      medicationId: 'rxm_sildenafil_50mg_8',
      usState: 'NJ',
      zipcode: '08540',
      paidDaysAgo: 95,
      decision: { kind: 'approved', daysAgo: 94, reviewerUserId: pro, active: false },
      shipped: ['1Z999AA10123456784', '1Z999AA10123456791', '1Z999AA10123456808'],
      shipping: { line1: '12 Nassau Street', city: 'Princeton', postalCode: '08540' },
    },
    // Incomplete: answered, not paid (admins only).
    {
      ownerUserId: id('Casey'),
      category: 'ACNE',
      medicationId: 'rxm_tretinoin_cream_0_025pct_20g',
      usState: 'NJ',
      zipcode: '07102',
      paidDaysAgo: null,
    },
  ];
  for (const request of requests) await insertPrescriptionRequest(db, request);
}
