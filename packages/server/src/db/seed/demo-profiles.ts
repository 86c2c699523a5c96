import type { Kysely } from 'kysely';
import { OfflineGeo } from '../../adapters/geo/offline-geo.ts';
import { replaceList } from '../../features/profile/profile.repository.ts';
import type { DB } from '../types.ts';

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
