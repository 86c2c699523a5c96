import * as domain from '@carespace/domain';
import { REFERENCE_DATA, type ReferenceItem } from './data/index.ts';

const fromEnum = (values: Readonly<Record<string, string>>): ReferenceItem[] =>
  Object.entries(values).map(([id, name]) => ({ id, name }));

/**
 * Every list the reference-tables call can return: the contract's enumerations (from the domain package, so codes
 * and labels have one source) and the further lists (real-world values in ./data).
 */
export function allReferenceTables(): Record<string, ReadonlyArray<ReferenceItem>> {
  return {
    accountStatus: fromEnum(domain.ACCOUNT_STATUS),
    propertyStatus: fromEnum(domain.PROPERTY_STATUS),
    leaseStatus: fromEnum(domain.LEASE_STATUS),
    plan: fromEnum(domain.PLAN),
    providerRole: fromEnum(domain.PROVIDER_ROLE),
    signupReason: fromEnum(domain.SIGNUP_REASON),
    notificationMethod: fromEnum(domain.NOTIFICATION_METHOD),
    notificationCategory: fromEnum(domain.NOTIFICATION_CATEGORY),
    notificationType: fromEnum(domain.NOTIFICATION_TYPE),
    ratePeriod: fromEnum(domain.RATE_PERIOD),
    downPaymentType: fromEnum(domain.DOWN_PAYMENT_TYPE),
    questionType: fromEnum(domain.QUESTION_TYPE),
    fileBucket: fromEnum(domain.FILE_BUCKET),
    treatmentCategory: fromEnum(domain.TREATMENT_CATEGORY),
    userType: fromEnum(domain.USER_TYPE),
    rating: fromEnum(domain.RATING),
    year: domain.YEARS.map((y) => ({ id: String(y), name: String(y) })),
    month: domain.MONTHS.map(({ value, name }) => ({ id: String(value), name })),
    ...REFERENCE_DATA,
  };
}
