import { createHash } from 'node:crypto';
import { licenseToday, shiftCalendarDate } from '@carespace/domain';
import type { Kysely } from 'kysely';
import type { FileStore } from '../../adapters/files/file-store.ts';
import { OfflineGeo } from '../../adapters/geo/offline-geo.ts';
import { replaceList } from '../../features/profile/profile.repository.ts';
import { newId } from '../../lib/ids.ts';
import type { DB } from '../types.ts';
import { demoLicensePdf } from './demo-license-document.ts';

interface DemoProfile {
  bio: string;
  gender?: number;
  languages: string[];
  provider?: {
    npi: string;
    yearsPracticed: number;
    insurance: string[];
    licensedStates: string[];
    specialties: string[];
  };
  practice?: { website: string; ein: string; addressLineTwo?: string };
}

/**
 * Complete profiles for the demo accounts, so matching and prescription review have real data to work with on
 * an empty database. The NPIs are made up but pass the NPI check digit.
 */
const DEMO_PROFILES: Record<string, DemoProfile> = {
  'host@demo.carespace.test': {
    bio: 'Family physician and owner of Riverside Family Practice in Hoboken. Two exam rooms sit free most afternoons, and I would love to share them with a therapist or a specialist who cares about continuity of care.',
    gender: 2,
    languages: ['ENGL', 'SPAN'],
    provider: {
      npi: '1234567893',
      yearsPracticed: 14,
      insurance: ['AETN', 'CIGN', 'HRZN', 'MCAR'],
      licensedStates: ['NJ', 'NY'],
      specialties: ['FMED', 'PEDS'],
    },
    practice: { website: 'https://riverside-family.example', ein: '22-3456789', addressLineTwo: 'Suite 2' },
  },
  'freehost@demo.carespace.test': {
    bio: 'Physical therapist and owner of Harborview Physical Therapy in Weehawken. Our treatment room and a quiet consult room sit empty on evenings and weekends, and we would welcome a colleague who wants to use them.',
    gender: 1,
    languages: ['ENGL'],
    provider: {
      npi: '1184759300',
      yearsPracticed: 12,
      insurance: ['AETN', 'HRZN'],
      licensedStates: ['NJ'],
      specialties: ['PHYT'],
    },
    practice: { website: 'https://harborview-pt.example', ein: '22-5550123' },
  },
  'seeker@demo.carespace.test': {
    bio: 'Licensed professional counselor working with adults and couples on anxiety, depression and life transitions. Looking for a quiet, accessible office in Hudson County two or three days a week.',
    gender: 1,
    languages: ['ENGL', 'SPAN', 'PORT'],
    provider: {
      npi: '1245319599',
      yearsPracticed: 8,
      insurance: ['AETN', 'BCBS', 'UHCR'],
      licensedStates: ['NJ', 'NY'],
      specialties: ['LPCC', 'ADCN'],
    },
    practice: { website: 'https://reyes-counseling.example', ein: '22-7654321' },
  },
  'pro@demo.carespace.test': {
    bio: 'Board-certified internist reviewing online prescription requests for patients in the Mid-Atlantic and New England. Every request gets a careful, personal look.',
    gender: 1,
    languages: ['ENGL', 'KORN'],
    provider: {
      npi: '1003000126',
      yearsPracticed: 11,
      insurance: [],
      licensedStates: ['NJ', 'NY', 'PA', 'CT', 'MA', 'DE', 'MD'],
      specialties: ['IMED', 'DERM'],
    },
    practice: {
      website: 'https://kim-internal-medicine.example',
      ein: '22-8844120',
      addressLineTwo: 'Floor 3',
    },
  },
  'pharmacist@demo.carespace.test': {
    bio: 'Pharmacist in charge of fulfilment: I make sure every approved order is filled correctly, counselled clearly and shipped on time.',
    gender: 2,
    languages: ['ENGL', 'GUJR', 'HIND'],
    provider: {
      npi: '1043214851',
      yearsPracticed: 9,
      insurance: [],
      licensedStates: ['NJ', 'NY'],
      specialties: ['PHAR'],
    },
    practice: { website: 'https://hudson-street-pharmacy.example', ein: '22-6019384' },
  },
};

/** Fills a freshly seeded demo account's profile and geocodes its practice (inside the seed's transaction). */
export async function seedDemoProfile(
  trx: Kysely<DB>,
  email: string,
  userId: string,
  organizationId: string | null,
): Promise<void> {
  const profile = DEMO_PROFILES[email];
  if (profile) {
    await trx
      .updateTable('app_user')
      .set({
        bio: profile.bio,
        gender: profile.gender ?? null,
        npi: profile.provider?.npi ?? null,
        years_practiced: profile.provider?.yearsPracticed ?? null,
        profile_pic: 'initials',
      })
      .where('id', '=', userId)
      .execute();
    await replaceList(trx, userId, 'language', profile.languages);
    if (profile.provider) {
      await replaceList(trx, userId, 'insurance', profile.provider.insurance);
      await replaceList(trx, userId, 'licensedState', profile.provider.licensedStates);
      await replaceList(trx, userId, 'specialty', profile.provider.specialties);
    }
  }
  if (!organizationId) return;
  const organization = await trx
    .selectFrom('organization')
    .select('zipcode')
    .where('id', '=', organizationId)
    .executeTakeFirstOrThrow();
  const located = organization.zipcode ? new OfflineGeo().lookupZip(organization.zipcode) : null;
  await trx
    .updateTable('organization')
    .set({
      latitude: located?.latitude ?? null,
      longitude: located?.longitude ?? null,
      website: profile?.practice?.website ?? null,
      ein: profile?.practice?.ein ?? null,
      address_line_two: profile?.practice?.addressLineTwo ?? null,
    })
    .where('id', '=', organizationId)
    .execute();
}

interface DemoLicense {
  usState: string;
  licenseNumber: string;
  status: 'VERI' | 'PEND';
  /** Days from the seed's day to the expiry day. */
  expiresInDays: number;
  submittedDaysAgo: number;
  /** A generated scan of the license, added with the other demo files. */
  document?: string[];
}

/**
 * The demo providers' state licenses: pro@ reviews New Jersey and New York (verified) and waits for Pennsylvania
 * (pending, in the admin's queue, where a Pennsylvania patient's request waits for it); the host, the seeker and
 * the pharmacist carry a verified license, so the marketplace shows "License verified".
 */
const DEMO_LICENSES: Record<string, DemoLicense[]> = {
  'host@demo.carespace.test': [
    {
      usState: 'NJ',
      licenseNumber: '25MA08675300',
      status: 'VERI',
      expiresInDays: 540,
      submittedDaysAgo: 90,
    },
  ],
  'freehost@demo.carespace.test': [
    {
      usState: 'NJ',
      licenseNumber: '40QA01987600',
      status: 'VERI',
      expiresInDays: 390,
      submittedDaysAgo: 45,
    },
  ],
  'seeker@demo.carespace.test': [
    {
      usState: 'NJ',
      licenseNumber: '37PC00512300',
      status: 'VERI',
      expiresInDays: 420,
      submittedDaysAgo: 75,
    },
  ],
  'pro@demo.carespace.test': [
    {
      usState: 'NJ',
      licenseNumber: '25MA09123400',
      status: 'VERI',
      expiresInDays: 610,
      submittedDaysAgo: 120,
    },
    { usState: 'NY', licenseNumber: '312456', status: 'VERI', expiresInDays: 330, submittedDaysAgo: 118 },
    {
      usState: 'PA',
      licenseNumber: 'MD461234',
      status: 'PEND',
      expiresInDays: 700,
      submittedDaysAgo: 1,
      document: [
        'Commonwealth of Pennsylvania (demo)',
        'State Board of Medicine: Medical Physician and Surgeon',
        'Licensee: Daniel Kim, MD',
        'License number: MD461234',
        'Status: Active',
        'Carespace demo data. Not a real license.',
      ],
    },
  ],
  'pharmacist@demo.carespace.test': [
    {
      usState: 'NJ',
      licenseNumber: '28RI01234500',
      status: 'VERI',
      expiresInDays: 480,
      submittedDaysAgo: 60,
    },
  ],
};

const DAY_MS = 86_400_000;

/** Creates the demo licenses (inside the seed's transaction), verified ones as the demo admin verified them. */
export async function seedDemoLicenses(trx: Kysely<DB>, now = new Date()): Promise<void> {
  const admin = await trx
    .selectFrom('app_user')
    .select('id')
    .where('email', '=', 'admin@demo.carespace.test')
    .executeTakeFirst();
  const today = licenseToday(now);
  for (const [email, licenses] of Object.entries(DEMO_LICENSES)) {
    const user = await trx.selectFrom('app_user').select('id').where('email', '=', email).executeTakeFirst();
    if (!user) continue;
    for (const license of licenses) {
      const submittedOn = new Date(now.getTime() - license.submittedDaysAgo * DAY_MS);
      const verified = license.status === 'VERI';
      await trx
        .insertInto('provider_license')
        .values({
          id: newId(),
          user_id: user.id,
          us_state: license.usState,
          license_number: license.licenseNumber,
          expires_on: shiftCalendarDate(today, license.expiresInDays),
          status: license.status,
          submitted_on: submittedOn,
          reviewed_by: verified ? (admin?.id ?? null) : null,
          reviewed_on: verified ? new Date(submittedOn.getTime() + DAY_MS) : null,
        })
        .execute();
    }
  }
}

/** Gives the demo licenses that carry one their generated document (needs the file store, like the photos). */
export async function seedDemoLicenseDocuments(db: Kysely<DB>, files: FileStore): Promise<void> {
  for (const [email, licenses] of Object.entries(DEMO_LICENSES)) {
    for (const license of licenses) {
      if (!license.document) continue;
      const row = await db
        .selectFrom('provider_license as l')
        .innerJoin('app_user as u', 'u.id', 'l.user_id')
        .select(['l.id', 'l.user_id'])
        .where('u.email', '=', email)
        .where('l.us_state', '=', license.usState)
        .where('l.document_file_id', 'is', null)
        .executeTakeFirst();
      if (!row) continue;
      const id = newId();
      const bytes = demoLicensePdf(license.document);
      const fileName = `${id}.pdf`;
      await files.put('providerLicenses', fileName, bytes);
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('stored_file')
          .values({
            id,
            folder: 'providerLicenses',
            file_name: fileName,
            original_name: `${license.usState.toLowerCase()}-license-${license.licenseNumber.toLowerCase()}.pdf`,
            mime_type: 'application/pdf',
            size_bytes: bytes.length,
            sha256: createHash('sha256').update(bytes).digest('hex'),
            display_order: 0,
            owner_user_id: row.user_id,
          })
          .execute();
        await trx
          .updateTable('provider_license')
          .set({ document_file_id: id })
          .where('id', '=', row.id)
          .execute();
      });
    }
  }
}
