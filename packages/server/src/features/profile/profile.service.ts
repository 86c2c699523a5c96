import {
  DEFAULT_LANGUAGE,
  GENDER_CODES,
  type Gender,
  normalizeChoiceWithOther,
  type OrganizationView,
  type ProfileUpdate,
  type ProfileView,
  resolveSingleChoice,
  VALIDATION,
} from '@carespace/domain';
import { AppError, badRequest } from '../../lib/app-error.ts';
import type { Actor, RequestContext } from '../../plugins/request-context.ts';
import { getReferenceTables } from '../reference/reference.service.ts';
import { signedIn, targetUser } from './profile.access.ts';
import {
  findLogo,
  findOrganization,
  jsonList,
  type OrganizationRow,
  type ProfileColumns,
  type ProfileUserRow,
  readLists,
  replaceList,
  updateUserColumns,
} from './profile.repository.ts';

const OTHER = 'OTHR';
const GENDER_OTHER: Gender = 7;
const iso = (value: Date | string) => new Date(value).toISOString();

export async function organizationView(ctx: RequestContext, org: OrganizationRow): Promise<OrganizationView> {
  const logo = await findLogo(ctx.db, org.profile_pic);
  return {
    id: org.id,
    name: org.name,
    email: org.email,
    phone: org.phone,
    website: org.website,
    fax: org.fax,
    ein: org.ein,
    createdOn: iso(org.created_on),
    profilePic: logo ? logo.id : null,
    profilePicFileName: logo?.file_name ?? null,
    address: {
      addressLineOne: org.address_line_one,
      addressLineTwo: org.address_line_two,
      city: org.city,
      usState: org.us_state,
      zipcode: org.zipcode,
    },
    latitude: org.latitude,
    longitude: org.longitude,
    ownerUserId: org.owner_user_id,
  };
}

function dateOfBirthOf(text: string | null): ProfileView['dateOfBirth'] {
  if (!text) return null;
  const [year, month, day] = text.split('-').map(Number);
  return { year: year!, month: month!, day: day! };
}

/** The profile as the account page shows it to `viewer` (the plan to owners and admins, the customer id to admins). */
export async function buildProfileView(
  ctx: RequestContext,
  user: ProfileUserRow,
  viewer: Actor,
): Promise<ProfileView> {
  const lists = await readLists(ctx.db, user.id);
  const org = user.organization_id ? await findOrganization(ctx.db, user.organization_id) : undefined;
  const picture = await findLogo(ctx.db, user.picture_id);
  const isOwner = viewer.userId === user.id || viewer.healcoAdmin;
  return {
    id: user.id,
    firstName: user.first_name,
    lastName: user.last_name,
    email: user.email,
    phone: user.phone,
    bio: user.bio,
    createdOn: iso(user.created_on),
    profilePic: user.profile_pic,
    picture: picture ? { id: picture.id, fileName: picture.file_name } : null,
    gender: user.gender,
    genderOther: user.gender_other,
    faith: user.faith,
    faithOther: user.faith_other,
    sexualOrientation: user.sexual_orientation,
    race: user.race,
    pronouns: user.pronouns,
    language: lists.language.length > 0 ? lists.language : [DEFAULT_LANGUAGE],
    languageOther: jsonList(user.language_other),
    dateOfBirth: dateOfBirthOf(user.date_of_birth_text),
    isEmailVerified: user.is_email_verified,
    isPhoneVerified: user.is_phone_verified,
    isPatient: user.is_patient,
    healcoAdmin: user.healco_admin,
    isOwner,
    organization: org ? await organizationView(ctx, org) : null,
    billing:
      org && isOwner
        ? {
            healcoPlan: org.healco_plan,
            paymentCustomerId: viewer.healcoAdmin ? org.payment_customer_id : null,
          }
        : null,
    provider: user.provider_role
      ? {
          providerRole: user.provider_role,
          npi: user.npi,
          yearsPracticed: user.years_practiced,
          insurance: lists.insurance,
          licensedState: lists.licensedState,
          specialty: lists.specialty,
          specialtyOther: jsonList(user.specialty_other),
        }
      : null,
  };
}

/** GET /api/profile?userId: one's own profile; an admin may read anyone's (and that read is audited). */
export async function getProfile(ctx: RequestContext, userId?: string): Promise<ProfileView> {
  const actor = signedIn(ctx);
  const user = await targetUser(ctx, userId);
  if (user.id !== actor.userId) {
    await ctx.audit({
      eventCode: 'RCVW',
      entityType: 'profile',
      entityId: user.id,
      details: { by: 'admin' },
    });
  }
  return buildProfileView(ctx, user, actor);
}

const idsOf = (items: readonly { id: string }[]) => items.map((item) => item.id);

/** Codes must come from their reference list; a code we do not know is a client error, never stored. */
function knownCodes(codes: readonly string[], known: readonly string[], field: string): string[] {
  const unknown = codes.filter((code) => !known.includes(code));
  if (unknown.length > 0) throw badRequest(`${VALIDATION.invalid} (${field})`);
  return [...new Set(codes)];
}

function knownCode(code: string | null | undefined, known: readonly string[], field: string): string | null {
  if (!code) return null;
  return knownCodes([code], known, field)[0]!;
}

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

function dateText(dob: ProfileUpdate['dateOfBirth']): string | null {
  if (!dob) return null;
  return `${dob.year}-${String(dob.month).padStart(2, '0')}-${String(dob.day).padStart(2, '0')}`;
}

/**
 * PUT /api/profile: the caller's own profile, or (admins) anyone's by `id`. Unknown gender or faith values are
 * kept as other with their text; list fields are replaced whole. Audited with the changed field
 * names only (never their values).
 */
export async function updateProfile(ctx: RequestContext, body: ProfileUpdate): Promise<ProfileView> {
  const actor = signedIn(ctx);
  const user = await targetUser(ctx, body.id);
  const tables = await getReferenceTables(ctx, [
    'faith',
    'language',
    'sexualOrientation',
    'race',
    'pronoun',
    'insurance',
    'providerSpecialty',
  ]);
  const gender = resolveSingleChoice<Gender>(
    body.gender as Gender | string | null | undefined,
    GENDER_CODES,
    GENDER_OTHER,
    body.genderOther,
  );
  const faith = resolveSingleChoice(body.faith, idsOf(tables.faith!), OTHER, body.faithOther);
  const language = normalizeChoiceWithOther(
    { ids: body.language, other: body.languageOther ?? [] },
    idsOf(tables.language!),
    OTHER,
  );
  // A field left out of the body keeps its value; a blank one clears it.
  const given = (key: keyof ProfileUpdate) => body[key] !== undefined;
  const phone = given('phone') ? blankToNull(body.phone) : user.phone;
  const columns: ProfileColumns = {
    first_name: body.firstName,
    last_name: body.lastName,
    ...(given('phone') ? { phone } : {}),
    // A new number has to be verified again before texts go to it.
    ...(phone !== user.phone ? { is_phone_verified: false } : {}),
    ...(given('bio') ? { bio: blankToNull(body.bio) } : {}),
    ...(given('gender') || given('genderOther') ? { gender: gender.id, gender_other: gender.other } : {}),
    ...(given('faith') || given('faithOther') ? { faith: faith.id, faith_other: faith.other } : {}),
    ...(given('sexualOrientation')
      ? {
          sexual_orientation: knownCode(
            blankToNull(body.sexualOrientation),
            idsOf(tables.sexualOrientation!),
            'sexualOrientation',
          ),
        }
      : {}),
    ...(given('race') ? { race: knownCode(blankToNull(body.race), idsOf(tables.race!), 'race') } : {}),
    ...(given('pronouns')
      ? { pronouns: knownCode(blankToNull(body.pronouns), idsOf(tables.pronoun!), 'pronouns') }
      : {}),
    ...(given('dateOfBirth') ? { date_of_birth: dateText(body.dateOfBirth) } : {}),
    language_other: JSON.stringify(language.other),
  };
  const languages = language.ids.length > 0 ? language.ids : [DEFAULT_LANGUAGE];
  const provider = user.provider_role && body.provider ? body.provider : null;
  let providerLists: { insurance: string[]; licensedState: string[]; specialty: string[] } | null = null;
  if (provider) {
    const specialty = normalizeChoiceWithOther(
      { ids: provider.specialty, other: provider.specialtyOther },
      idsOf(tables.providerSpecialty!),
      OTHER,
    );
    columns.npi = blankToNull(provider.npi);
    columns.years_practiced = provider.yearsPracticed ?? null;
    columns.specialty_other = JSON.stringify(specialty.other);
    providerLists = {
      insurance: knownCodes(provider.insurance, idsOf(tables.insurance!), 'insurance'),
      licensedState: [...new Set(provider.licensedState)],
      specialty: specialty.ids,
    };
  }

  try {
    await ctx.db.transaction().execute(async (trx) => {
      await updateUserColumns(trx, user.id, columns);
      await replaceList(trx, user.id, 'language', languages);
      if (providerLists) {
        await replaceList(trx, user.id, 'insurance', providerLists.insurance);
        await replaceList(trx, user.id, 'licensedState', providerLists.licensedState);
        await replaceList(trx, user.id, 'specialty', providerLists.specialty);
      }
    });
  } catch (error) {
    throw new AppError('UNABLE_TO_UPDATE_PROFILE', undefined, { cause: error });
  }
  await ctx.audit({
    eventCode: 'RCUP',
    entityType: 'profile',
    entityId: user.id,
    details: {
      fields: [...Object.keys(columns), 'language', ...(providerLists ? Object.keys(providerLists) : [])],
      ...(user.id !== actor.userId ? { by: 'admin' } : {}),
    },
  });
  const updated = await targetUser(ctx, user.id);
  return buildProfileView(ctx, updated, actor);
}
