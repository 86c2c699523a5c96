import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_STATUS,
  DOWN_PAYMENT_TYPE,
  FILE_BUCKET,
  GENDER,
  GENDER_OTHER,
  genderSchema,
  HOME_SIGNUP_REASON,
  HOME_TREATMENT_CATEGORIES,
  HOME_USER_TYPE,
  homeSignupReasonSchema,
  homeTreatmentCategorySchema,
  homeUserTypeSchema,
  INTRODUCTION_REJECTION_REASON,
  LEASE_STATUS,
  MATCH_DISLIKE_REASON,
  NOTIFICATION_CATEGORY,
  NOTIFICATION_METHOD,
  NOTIFICATION_TYPE,
  OTHER_CODE,
  PLAN,
  PROPERTY_STATUS,
  PROVIDER_ROLE,
  planSchema,
  providerRoleSchema,
  QUESTION_TYPE,
  RATE_PERIOD,
  RATING,
  SIGNUP_REASON,
  TREATMENT_CATEGORY,
  treatmentCategoryFromSlug,
  treatmentCategorySchema,
  treatmentCategorySlug,
  USER_ROLE,
  USER_TYPE,
  userRoleSchema,
} from './enums.ts';

describe('reference enumerations', () => {
  it('has every code, in the spec order', () => {
    expect(Object.keys(ACCOUNT_STATUS)).toEqual(['ACTV', 'DEAC', 'LOCK']);
    expect(Object.keys(PROPERTY_STATUS)).toEqual(['DLTD', 'DRFT', 'LIST', 'UNLT']);
    expect(Object.keys(LEASE_STATUS)).toEqual(['ACTV', 'CMPL', 'PEND', 'TERM']);
    expect(Object.keys(PLAN)).toEqual(['NONE', 'LGCY', 'STRD']);
    expect(Object.keys(PROVIDER_ROLE)).toEqual(['HPRO', 'PHAR', 'STAN']);
    expect(Object.keys(USER_ROLE)).toEqual(['HADN', 'PTNT', 'PROV']);
    expect(Object.keys(SIGNUP_REASON)).toEqual(['ACQR', 'FIND', 'LIST', 'OTHR']);
    expect(Object.keys(NOTIFICATION_METHOD)).toEqual(['EMAL', 'PHNE']);
    expect(Object.keys(NOTIFICATION_CATEGORY)).toEqual(['LIST', 'PCHT', 'PMTH', 'INPV']);
    expect(Object.keys(NOTIFICATION_TYPE)).toEqual([
      'CHAT',
      'INTA',
      'INTD',
      'MPUP',
      'NPMH',
      'NPIN',
      'UDRT',
      'IPVR',
    ]);
    expect(Object.keys(RATE_PERIOD)).toEqual(['DAYX', 'MNTH', 'SESN']);
    expect(Object.keys(INTRODUCTION_REJECTION_REASON)).toEqual(['EXPR', 'SPTY', 'AVBY', 'TIME', 'OTHR']);
    expect(Object.keys(MATCH_DISLIKE_REASON)).toEqual(['AVLB', 'EXPS', 'FARA', 'SMAL', 'OTHR']);
    expect(Object.keys(DOWN_PAYMENT_TYPE)).toEqual(['FRST', 'FRLT', 'FLSD']);
    expect(Object.keys(QUESTION_TYPE)).toEqual(['INPT', 'MULT', 'RNGE', 'SING', 'UPLD']);
    expect(Object.keys(FILE_BUCKET)).toEqual(['FEED', 'LEAS', 'LOGO', 'PRTS']);
    expect(Object.keys(TREATMENT_CATEGORY)).toEqual(['ACNE', 'AXDP', 'EDYS', 'HRPS', 'MIGR', 'PREP', 'SCCM']);
    expect(Object.keys(GENDER)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(Object.keys(USER_TYPE)).toEqual(['PTNT', 'PROV', 'HOSP', 'EMPL', 'BRKR', 'OTHR']);
    expect(Object.keys(RATING)).toEqual(['GOOD', 'FAIR', 'POOR']);
  });

  it('labels what the spec names', () => {
    expect(ACCOUNT_STATUS).toEqual({ ACTV: 'Active', DEAC: 'Deactivated', LOCK: 'Locked' });
    expect(PROVIDER_ROLE.HPRO).toBe('Healthcare professional');
    expect(PROVIDER_ROLE.PHAR).toBe('Pharmacist');
    expect(USER_ROLE).toEqual({ HADN: 'Admin', PTNT: 'Patient', PROV: 'Provider' });
    expect(TREATMENT_CATEGORY).toEqual({
      ACNE: 'Acne',
      AXDP: 'Anxiety/Depression',
      EDYS: 'Erectile Dysfunction',
      HRPS: 'Herpes',
      MIGR: 'Migraine',
      PREP: 'PrEP',
      SCCM: 'Female Libido',
    });
    expect(GENDER[7]).toBe('Other');
    expect(GENDER_OTHER).toBe(7);
  });

  it('uses OTHR for other everywhere', () => {
    expect(OTHER_CODE).toBe('OTHR');
    for (const table of [SIGNUP_REASON, INTRODUCTION_REJECTION_REASON, MATCH_DISLIKE_REASON, USER_TYPE]) {
      expect(table).toHaveProperty(OTHER_CODE, 'Other');
    }
  });

  it('validates codes with zod', () => {
    expect(planSchema.safeParse('STRD').success).toBe(true);
    expect(planSchema.safeParse('strd').success).toBe(false);
    expect(providerRoleSchema.safeParse('HPRO').success).toBe(true);
    expect(providerRoleSchema.safeParse('ADMN').success).toBe(false);
    expect(userRoleSchema.safeParse('HADN').success).toBe(true);
    expect(treatmentCategorySchema.safeParse('SCCM').success).toBe(true);
    expect(treatmentCategorySchema.safeParse('Label').success).toBe(false);
    expect(genderSchema.safeParse(7).success).toBe(true);
    expect(genderSchema.safeParse(0).success).toBe(false);
    expect(genderSchema.safeParse(8).success).toBe(false);
    expect(genderSchema.safeParse('7').success).toBe(false);
  });
});

describe('home chooser values', () => {
  it('offers the spec values and maps them to codes', () => {
    expect(HOME_SIGNUP_REASON).toEqual({ find: 'FIND', list: 'LIST', acquireNewPatientsClients: 'ACQR' });
    expect(HOME_USER_TYPE).toEqual({ independentProvider: 'PROV', broker: 'BRKR', employer: 'EMPL' });
    expect(HOME_TREATMENT_CATEGORIES).toEqual(['acne', 'axdp', 'edys', 'hrps', 'migr', 'prep', 'sccm']);
    expect(homeSignupReasonSchema.safeParse('acquireNewPatientsClients').success).toBe(true);
    expect(homeUserTypeSchema.safeParse('broker').success).toBe(true);
    expect(homeTreatmentCategorySchema.safeParse('ACNE').success).toBe(false);
    for (const code of Object.values(HOME_SIGNUP_REASON)) expect(SIGNUP_REASON).toHaveProperty(code);
    for (const code of Object.values(HOME_USER_TYPE)) expect(USER_TYPE).toHaveProperty(code);
  });

  it('converts treatment slugs and codes', () => {
    expect(treatmentCategoryFromSlug('edys')).toBe('EDYS');
    expect(treatmentCategoryFromSlug('nope')).toBeUndefined();
    expect(treatmentCategorySlug('PREP')).toBe('prep');
    for (const slug of HOME_TREATMENT_CATEGORIES) expect(treatmentCategoryFromSlug(slug)).toBeDefined();
  });
});
