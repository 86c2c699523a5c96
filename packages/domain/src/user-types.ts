/** Who writes to us (the contact form's 'I am a…'), code → label; its schema is enums.ts userTypeSchema. */
export const USER_TYPE = {
  PTNT: 'Patient',
  PROV: 'Provider',
  HOSP: 'Hospital or health system',
  EMPL: 'Employer',
  BRKR: 'Broker',
  OTHR: 'Other',
} as const;
export type UserType = keyof typeof USER_TYPE;
