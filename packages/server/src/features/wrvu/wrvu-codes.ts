/**
 * Work RVUs of common CPT/HCPCS codes for the wRVU calculator.
 *
 * Source: CMS, CY 2024 Medicare Physician Fee Schedule, national Relative Value File (PPRRVU24, January
 * release), column "WORK RVU". Values are per service, before geographic (GPCI) adjustment. The CY 2024 rule
 * began a four-year phase-in of higher work RVUs for the psychotherapy codes (90832–90840, 90846, 90847, 90853),
 * so those values rise again in 2025–2027; the E/M, preventive and procedure values here have been stable
 * since the 2021 office-visit revaluation. Descriptions are our own plain-English summaries, not the AMA's
 * CPT descriptors. docs/decisions.md ("Public site: wRVU calculator") records the choice.
 */

export const WRVU_SOURCE = {
  name: 'CMS Medicare Physician Fee Schedule, CY 2024 national Relative Value File (PPRRVU24), work RVU column',
  url: 'https://www.cms.gov/medicare/payment/fee-schedules/physician/pfs-relative-value-files',
  year: 2024,
} as const;

/** A typical employed-physician compensation per wRVU (user-editable in the calculator). */
export const DEFAULT_CONVERSION_FACTOR = 51.5;

export interface WrvuCode {
  cpt: string;
  description: string;
  /** Work RVU with two decimals, as published. */
  workRvu: number;
}

export const WRVU_CODES: readonly WrvuCode[] = [
  // Office or outpatient visits (E/M)
  { cpt: '99202', description: 'Office visit, new patient, straightforward decision making', workRvu: 0.93 },
  { cpt: '99203', description: 'Office visit, new patient, low-complexity decision making', workRvu: 1.6 },
  {
    cpt: '99204',
    description: 'Office visit, new patient, moderate-complexity decision making',
    workRvu: 2.6,
  },
  { cpt: '99205', description: 'Office visit, new patient, high-complexity decision making', workRvu: 3.5 },
  { cpt: '99211', description: 'Office visit, established patient, may not need a physician', workRvu: 0.18 },
  { cpt: '99212', description: 'Office visit, established patient, straightforward', workRvu: 0.7 },
  { cpt: '99213', description: 'Office visit, established patient, low complexity', workRvu: 1.3 },
  { cpt: '99214', description: 'Office visit, established patient, moderate complexity', workRvu: 1.92 },
  { cpt: '99215', description: 'Office visit, established patient, high complexity', workRvu: 2.8 },
  {
    cpt: 'G2211',
    description: 'Add-on for ongoing, longitudinal care of a complex condition',
    workRvu: 0.33,
  },
  { cpt: '99417', description: 'Prolonged office visit, each additional 15 minutes', workRvu: 0.61 },
  // Consultations
  { cpt: '99242', description: 'Office consultation, straightforward', workRvu: 1.08 },
  { cpt: '99243', description: 'Office consultation, low complexity', workRvu: 1.8 },
  { cpt: '99244', description: 'Office consultation, moderate complexity', workRvu: 2.69 },
  { cpt: '99245', description: 'Office consultation, high complexity', workRvu: 3.75 },
  // Hospital inpatient or observation care
  { cpt: '99221', description: 'Initial hospital care, straightforward or low complexity', workRvu: 1.63 },
  { cpt: '99222', description: 'Initial hospital care, moderate complexity', workRvu: 2.6 },
  { cpt: '99223', description: 'Initial hospital care, high complexity', workRvu: 3.5 },
  { cpt: '99231', description: 'Subsequent hospital care, straightforward or low complexity', workRvu: 1.0 },
  { cpt: '99232', description: 'Subsequent hospital care, moderate complexity', workRvu: 1.59 },
  { cpt: '99233', description: 'Subsequent hospital care, high complexity', workRvu: 2.4 },
  { cpt: '99238', description: 'Hospital discharge day, 30 minutes or less', workRvu: 1.5 },
  { cpt: '99239', description: 'Hospital discharge day, more than 30 minutes', workRvu: 2.15 },
  // Preventive visits, new patient
  { cpt: '99381', description: 'Preventive visit, new patient, under 1 year', workRvu: 1.5 },
  { cpt: '99382', description: 'Preventive visit, new patient, 1–4 years', workRvu: 1.6 },
  { cpt: '99383', description: 'Preventive visit, new patient, 5–11 years', workRvu: 1.7 },
  { cpt: '99384', description: 'Preventive visit, new patient, 12–17 years', workRvu: 2.0 },
  { cpt: '99385', description: 'Preventive visit, new patient, 18–39 years', workRvu: 1.92 },
  { cpt: '99386', description: 'Preventive visit, new patient, 40–64 years', workRvu: 2.33 },
  { cpt: '99387', description: 'Preventive visit, new patient, 65 years and over', workRvu: 2.5 },
  // Preventive visits, established patient
  { cpt: '99391', description: 'Preventive visit, established patient, under 1 year', workRvu: 1.37 },
  { cpt: '99392', description: 'Preventive visit, established patient, 1–4 years', workRvu: 1.5 },
  { cpt: '99393', description: 'Preventive visit, established patient, 5–11 years', workRvu: 1.5 },
  { cpt: '99394', description: 'Preventive visit, established patient, 12–17 years', workRvu: 1.7 },
  { cpt: '99395', description: 'Preventive visit, established patient, 18–39 years', workRvu: 1.75 },
  { cpt: '99396', description: 'Preventive visit, established patient, 40–64 years', workRvu: 1.9 },
  { cpt: '99397', description: 'Preventive visit, established patient, 65 years and over', workRvu: 2.0 },
  // Counseling, screening and care management
  { cpt: '99401', description: 'Preventive counseling, about 15 minutes', workRvu: 0.48 },
  { cpt: '99406', description: 'Tobacco cessation counseling, 3–10 minutes', workRvu: 0.24 },
  { cpt: '99407', description: 'Tobacco cessation counseling, over 10 minutes', workRvu: 0.5 },
  {
    cpt: '96127',
    description: 'Brief emotional or behavioral screening (e.g. PHQ-9), per instrument',
    workRvu: 0,
  },
  { cpt: '99497', description: 'Advance care planning, first 30 minutes', workRvu: 1.5 },
  { cpt: '99495', description: 'Transitional care after discharge, moderate complexity', workRvu: 2.78 },
  { cpt: '99496', description: 'Transitional care after discharge, high complexity', workRvu: 3.79 },
  { cpt: '99484', description: 'Behavioral health integration care management, per month', workRvu: 0.93 },
  { cpt: '99492', description: 'Psychiatric collaborative care, first month', workRvu: 1.88 },
  { cpt: '99493', description: 'Psychiatric collaborative care, later months', workRvu: 2.05 },
  // Psychiatry and psychotherapy
  { cpt: '90791', description: 'Psychiatric diagnostic evaluation', workRvu: 3.84 },
  { cpt: '90792', description: 'Psychiatric diagnostic evaluation with medical services', workRvu: 4.16 },
  { cpt: '90832', description: 'Psychotherapy, 30 minutes', workRvu: 1.78 },
  { cpt: '90834', description: 'Psychotherapy, 45 minutes', workRvu: 2.35 },
  { cpt: '90837', description: 'Psychotherapy, 60 minutes', workRvu: 3.47 },
  { cpt: '90833', description: 'Psychotherapy add-on with an E/M visit, 30 minutes', workRvu: 1.57 },
  { cpt: '90836', description: 'Psychotherapy add-on with an E/M visit, 45 minutes', workRvu: 1.99 },
  { cpt: '90838', description: 'Psychotherapy add-on with an E/M visit, 60 minutes', workRvu: 2.62 },
  { cpt: '90839', description: 'Crisis psychotherapy, first 60 minutes', workRvu: 3.28 },
  { cpt: '90840', description: 'Crisis psychotherapy, each additional 30 minutes', workRvu: 1.57 },
  { cpt: '90846', description: 'Family psychotherapy without the patient, 50 minutes', workRvu: 2.51 },
  { cpt: '90847', description: 'Family psychotherapy with the patient, 50 minutes', workRvu: 2.62 },
  { cpt: '90853', description: 'Group psychotherapy, per patient', workRvu: 0.62 },
  { cpt: '90785', description: 'Interactive complexity add-on', workRvu: 0.33 },
  // Office procedures
  { cpt: '11102', description: 'Skin biopsy, tangential (shave), first lesion', workRvu: 0.66 },
  { cpt: '11103', description: 'Skin biopsy, tangential, each additional lesion', workRvu: 0.38 },
  { cpt: '11104', description: 'Skin biopsy, punch, first lesion', workRvu: 0.83 },
  { cpt: '11105', description: 'Skin biopsy, punch, each additional lesion', workRvu: 0.45 },
  { cpt: '11106', description: 'Skin biopsy, incisional, first lesion', workRvu: 1.01 },
  { cpt: '11200', description: 'Removal of skin tags, up to 15', workRvu: 0.82 },
  { cpt: '11300', description: 'Shave removal of a trunk, arm or leg lesion, 0.5 cm or less', workRvu: 0.6 },
  {
    cpt: '17000',
    description: 'Destruction of a premalignant lesion (e.g. actinic keratosis), first',
    workRvu: 0.61,
  },
  { cpt: '17003', description: 'Destruction of premalignant lesions, 2nd through 14th, each', workRvu: 0.04 },
  { cpt: '17110', description: 'Destruction of benign lesions such as warts, up to 14', workRvu: 0.7 },
  { cpt: '17111', description: 'Destruction of benign lesions, 15 or more', workRvu: 0.97 },
  {
    cpt: '20610',
    description: 'Joint injection or aspiration, major joint, without ultrasound',
    workRvu: 0.79,
  },
  {
    cpt: '20611',
    description: 'Joint injection or aspiration, major joint, with ultrasound guidance',
    workRvu: 1.1,
  },
  { cpt: '93000', description: 'Electrocardiogram (ECG) with interpretation and report', workRvu: 0.17 },
  { cpt: '96372', description: 'Therapeutic injection, under the skin or into muscle', workRvu: 0.17 },
];

export interface WrvuSpecialty {
  id: string;
  name: string;
  /** The codes offered for this specialty, in display order. */
  codes: readonly string[];
}

const OFFICE_NEW = ['99202', '99203', '99204', '99205'];
const OFFICE_ESTABLISHED = ['99211', '99212', '99213', '99214', '99215'];

export const WRVU_SPECIALTIES: readonly WrvuSpecialty[] = [
  {
    id: 'family-medicine',
    name: 'Family medicine',
    codes: [
      ...OFFICE_NEW,
      ...OFFICE_ESTABLISHED,
      'G2211',
      '99417',
      '99385',
      '99386',
      '99387',
      '99395',
      '99396',
      '99397',
      '99384',
      '99394',
      '99406',
      '96127',
      '99497',
      '99495',
      '99496',
      '11102',
      '11104',
      '17110',
      '20610',
      '93000',
      '96372',
    ],
  },
  {
    id: 'internal-medicine',
    name: 'Internal medicine',
    codes: [
      ...OFFICE_NEW,
      ...OFFICE_ESTABLISHED,
      'G2211',
      '99417',
      '99385',
      '99386',
      '99387',
      '99395',
      '99396',
      '99397',
      '99406',
      '99497',
      '99495',
      '99496',
      '99484',
      '20610',
      '93000',
      '96372',
    ],
  },
  {
    id: 'pediatrics',
    name: 'Pediatrics',
    codes: [
      ...OFFICE_NEW,
      ...OFFICE_ESTABLISHED,
      'G2211',
      '99381',
      '99382',
      '99383',
      '99384',
      '99391',
      '99392',
      '99393',
      '99394',
      '96127',
      '96372',
    ],
  },
  {
    id: 'psychiatry',
    name: 'Psychiatry',
    codes: [
      '90791',
      '90792',
      ...OFFICE_NEW,
      '99212',
      '99213',
      '99214',
      '99215',
      'G2211',
      '90833',
      '90836',
      '90838',
      '90832',
      '90834',
      '90837',
      '90839',
      '90840',
      '90785',
      '99492',
      '99493',
      '96127',
    ],
  },
  {
    id: 'behavioral-health',
    name: 'Psychology and therapy',
    codes: [
      '90791',
      '90832',
      '90834',
      '90837',
      '90839',
      '90840',
      '90846',
      '90847',
      '90853',
      '90785',
      '96127',
    ],
  },
  {
    id: 'dermatology',
    name: 'Dermatology',
    codes: [
      ...OFFICE_NEW,
      '99212',
      '99213',
      '99214',
      '99215',
      '11102',
      '11103',
      '11104',
      '11105',
      '11106',
      '11200',
      '11300',
      '17000',
      '17003',
      '17110',
      '17111',
    ],
  },
  {
    id: 'orthopedics',
    name: 'Orthopedics and sports medicine',
    codes: [
      ...OFFICE_NEW,
      '99212',
      '99213',
      '99214',
      '99215',
      '99242',
      '99243',
      '99244',
      '99245',
      '20610',
      '20611',
      '96372',
    ],
  },
  {
    id: 'hospital-medicine',
    name: 'Hospital medicine',
    codes: [
      '99221',
      '99222',
      '99223',
      '99231',
      '99232',
      '99233',
      '99238',
      '99239',
      '99495',
      '99496',
      '99497',
    ],
  },
];
