export interface GlossaryEntry {
  term: string;
  definition: string;
}

/** Terms patients and providers meet on Carespace, alphabetical. */
export const GLOSSARY: readonly GlossaryEntry[] = [
  {
    term: 'Asynchronous visit',
    definition:
      'An online visit where you and the provider do not need to be online at the same time: you answer a questionnaire, and the provider reviews it and replies by message.',
  },
  {
    term: 'Compounded medication',
    definition:
      'A medicine prepared by a pharmacy for an individual patient, for example in a different strength or form. Compounded medicines are not FDA-approved.',
  },
  {
    term: 'Concierge medicine',
    definition:
      'A practice model where patients pay a membership fee for more access to their clinician, such as longer visits and direct messaging, usually on top of insurance.',
  },
  {
    term: 'Conversion factor',
    definition:
      'The dollar amount paid per work RVU in a productivity-based compensation contract. Medicare also publishes its own conversion factor each year.',
  },
  {
    term: 'CPT code',
    definition:
      'Current Procedural Terminology: the five-digit codes, maintained by the American Medical Association, that describe medical services for billing.',
  },
  {
    term: 'Day supply',
    definition:
      'How many days a filled prescription lasts at the prescribed dose, for example a 30-day supply.',
  },
  {
    term: 'Direct primary care (DPC)',
    definition:
      'Primary care paid for with a flat monthly membership instead of per-visit insurance billing, typically with small patient panels and longer visits.',
  },
  {
    term: 'ePHI',
    definition:
      'Electronic protected health information: health information that identifies a person and is stored or sent electronically. HIPAA requires safeguards for it.',
  },
  {
    term: 'Generic medication',
    definition:
      'A medicine with the same active ingredient, strength, dosage form and effect as a brand-name medicine, approved by the FDA after the brand’s patent ends.',
  },
  {
    term: 'HIPAA',
    definition:
      'The Health Insurance Portability and Accountability Act, the US law that sets standards for protecting the privacy and security of health information.',
  },
  {
    term: 'HSA / FSA',
    definition:
      'Health Savings Account and Flexible Spending Account: tax-advantaged accounts that can pay for eligible medical care and prescriptions.',
  },
  {
    term: 'Introduction',
    definition:
      'On Carespace, a provider’s request to a host about a listed space. When the host approves it, a chat opens between them.',
  },
  {
    term: 'Licensed state',
    definition:
      'A state in which a clinician holds an active license. Providers may only treat patients located in states where they are licensed.',
  },
  {
    term: 'NPI',
    definition:
      'National Provider Identifier: the unique 10-digit number every US healthcare provider uses in billing and prescriptions.',
  },
  {
    term: 'PDE5 inhibitor',
    definition:
      'A class of medicines, including sildenafil and tadalafil, that increase blood flow and are used to treat erectile dysfunction.',
  },
  {
    term: 'PEP',
    definition:
      'Post-exposure prophylaxis: a 28-day course of HIV medicines started within 72 hours after a possible exposure to HIV.',
  },
  {
    term: 'PHI',
    definition:
      'Protected health information: any health information that can identify a person, such as a diagnosis linked to a name or date of birth.',
  },
  {
    term: 'PrEP',
    definition:
      'Pre-exposure prophylaxis: medicine taken by people without HIV to lower their chance of getting it.',
  },
  {
    term: 'Refill',
    definition:
      'A repeat fill of the same prescription, authorized by the prescriber, so you do not need a new prescription each month.',
  },
  {
    term: 'Rate period',
    definition: 'How a space’s rent is quoted on Carespace: per session (a half day), per day or per month.',
  },
  {
    term: 'Sublease',
    definition:
      'An arrangement in which a tenant rents all or part of their space to another party. Most commercial leases require the landlord’s consent.',
  },
  {
    term: 'Telehealth',
    definition:
      'Health care delivered at a distance using technology, such as secure messages, video or phone calls.',
  },
  {
    term: 'Tenant improvement allowance',
    definition:
      'Money a landlord provides to fit out a space for a tenant, for example to add sinks, plumbing or exam rooms.',
  },
  {
    term: 'Triple net lease (NNN)',
    definition:
      'A lease where the tenant pays property taxes, insurance and maintenance in addition to base rent.',
  },
  {
    term: 'wRVU',
    definition:
      'Work relative value unit: the part of a service’s Medicare relative value that reflects the clinician’s time, skill and effort. Often used to measure productivity and set pay.',
  },
];
