// Reference (lookup) tables, keyed by camelCase table name.
import { ageGroup } from './age-groups.ts';
import { auditEvent } from './audit-events.ts';
import { developmentType } from './development-types.ts';
import { faith } from './faiths.ts';
import { GENDER_OTHER_ID, gender } from './genders.ts';
import { includedService } from './included-services.ts';
import { insurance } from './insurance.ts';
import { introductionRejectionReason } from './introduction-rejection-reasons.ts';
import { language } from './languages.ts';
import { matchDislikeReason } from './match-dislike-reasons.ts';
import { medicalCondition } from './medical-conditions.ts';
import { modality } from './modalities.ts';
import { njZipcode } from './nj-zipcodes.ts';
import { nyZipcode } from './ny-zipcodes.ts';
import { orientation } from './orientations.ts';
import { pronoun } from './pronouns.ts';
import { providerSpecialty } from './provider-specialties.ts';
import { questionnaireRejectionReason } from './questionnaire-rejection-reasons.ts';
import { race } from './races.ts';
import { recreationalDrug } from './recreational-drugs.ts';
import { relationshipStatus } from './relationship-statuses.ts';
import { roomType } from './room-types.ts';
import { sexualOrientation } from './sexual-orientations.ts';
import { therapistType } from './therapist-types.ts';
import { therapyIssue } from './therapy-issues.ts';
import type { ReferenceItem } from './types.ts';
import { usState } from './us-states.ts';

export type { ReferenceItem } from './types.ts';

export const OTHER_ID = 'OTHR';
export const DEFAULT_LANGUAGE_ID = 'ENGL';

export const REFERENCE_DATA: Record<string, ReadonlyArray<ReferenceItem>> = {
  usState,
  insurance,
  language,
  providerSpecialty,
  medicalCondition,
  recreationalDrug,
  therapistType,
  therapyIssue,
  modality,
  orientation,
  roomType,
  developmentType,
  includedService,
  race,
  faith,
  pronoun,
  sexualOrientation,
  relationshipStatus,
  ageGroup,
  gender,
  auditEvent,
  questionnaireRejectionReason,
  introductionRejectionReason,
  matchDislikeReason,
  njZipcode,
  nyZipcode,
};

// Tables with an "other" choice (paired with a free-text field) and the id meaning other; it is always the last entry.
export const REFERENCE_OTHER_ID: Readonly<Record<string, string>> = {
  insurance: OTHER_ID,
  language: OTHER_ID,
  providerSpecialty: OTHER_ID,
  medicalCondition: OTHER_ID,
  recreationalDrug: OTHER_ID,
  therapistType: OTHER_ID,
  therapyIssue: OTHER_ID,
  modality: OTHER_ID,
  orientation: OTHER_ID,
  roomType: OTHER_ID,
  developmentType: OTHER_ID,
  includedService: OTHER_ID,
  race: OTHER_ID,
  faith: OTHER_ID,
  pronoun: OTHER_ID,
  sexualOrientation: OTHER_ID,
  relationshipStatus: OTHER_ID,
  gender: GENDER_OTHER_ID,
  questionnaireRejectionReason: OTHER_ID,
  introductionRejectionReason: OTHER_ID,
  matchDislikeReason: OTHER_ID,
};

export {
  ageGroup,
  auditEvent,
  developmentType,
  faith,
  GENDER_OTHER_ID,
  gender,
  includedService,
  insurance,
  introductionRejectionReason,
  language,
  matchDislikeReason,
  medicalCondition,
  modality,
  njZipcode,
  nyZipcode,
  orientation,
  pronoun,
  providerSpecialty,
  questionnaireRejectionReason,
  race,
  recreationalDrug,
  relationshipStatus,
  roomType,
  sexualOrientation,
  therapistType,
  therapyIssue,
  usState,
};
