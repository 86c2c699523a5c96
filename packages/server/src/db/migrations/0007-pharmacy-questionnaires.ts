/**
 * The treatment questionnaires seeded by migration 0007: the eligibility and safety screening a US telehealth
 * provider asks before prescribing online, one questionnaire per treatment category. Written for patients, in
 * plain words; an answer that makes online treatment unsafe stops the flow with a kind message saying where to
 * go instead. A provider still reviews every answer: these questions only decide who may ask.
 *
 * Frozen with the migration: a later change to a questionnaire is a new migration.
 */

export type SeedQuestionType = 'INPT' | 'MULT' | 'RNGE' | 'SING' | 'UPLD';

/** [option id, label, ineligible?] */
export type SeedOption = readonly [string, string, boolean?];

export interface SeedQuestion {
  id: string;
  type: SeedQuestionType;
  text: string;
  help?: string;
  required?: boolean;
  options?: readonly SeedOption[];
  min?: number;
  max?: number;
  step?: number;
  unit?: string;
  maxLength?: number;
  /** [question id, option ids]: shown only when that question was answered with one of these. */
  showIf?: readonly [string, readonly string[]];
  ineligibleMessage?: string;
}

export interface SeedStep {
  id: string;
  title: string;
  questions: readonly SeedQuestion[];
}

export interface SeedQuestionnaire {
  category: 'ACNE' | 'AXDP' | 'EDYS' | 'HRPS' | 'MIGR' | 'PREP' | 'SCCM';
  name: string;
  intro: string;
  steps: readonly SeedStep[];
}

const YES_NO: readonly SeedOption[] = [
  ['yes', 'Yes'],
  ['no', 'No'],
];
const yesStops = (noLabel = 'No', yesLabel = 'Yes'): readonly SeedOption[] => [
  ['yes', yesLabel, true],
  ['no', noLabel],
];

const EMERGENCY =
  'These can be signs of a serious problem that needs care right away. Please call 911 or go to the nearest ' +
  'emergency room now. Do not wait for an online visit.';

// ---- Questions every questionnaire asks ----

function adult(prefix: string): SeedQuestion {
  return {
    id: `${prefix}_adult`,
    type: 'SING',
    text: 'Are you 18 or older?',
    options: [
      ['yes', 'Yes, I am 18 or older'],
      ['no', 'No', true],
    ],
    ineligibleMessage:
      'Carespace can only treat adults online. Please talk with your pediatrician or family doctor, who can help ' +
      'you with this.',
  };
}

function dateOfBirth(prefix: string): SeedQuestion {
  return {
    id: `${prefix}_dob`,
    type: 'INPT',
    text: 'What is your date of birth?',
    help: 'MM/DD/YYYY. It must match your photo ID.',
    maxLength: 10,
  };
}

function sex(prefix: string, stops?: { option: 'female' | 'male'; message: string }): SeedQuestion {
  return {
    id: `${prefix}_sex`,
    type: 'SING',
    text: 'What sex were you assigned at birth?',
    help: 'We ask because some medicines act differently, or need extra safety checks, depending on your body.',
    options: [
      ['female', 'Female', stops?.option === 'female'],
      ['male', 'Male', stops?.option === 'male'],
    ],
    ...(stops ? { ineligibleMessage: stops.message } : {}),
  };
}

function otherMedicines(prefix: string): SeedQuestion {
  return {
    id: `${prefix}_medicines`,
    type: 'INPT',
    text: 'Which medicines, vitamins or supplements do you take regularly?',
    help: 'Include the dose if you know it. Write "none" if you take nothing regularly.',
    maxLength: 1000,
  };
}

function allergies(prefix: string): SeedQuestion {
  return {
    id: `${prefix}_allergies`,
    type: 'INPT',
    text: 'Are you allergic to any medicines?',
    help: 'Tell us the medicine and what happened. Write "none" if you have no known allergies.',
    maxLength: 500,
  };
}

function identityStep(prefix: string, extra: readonly SeedQuestion[] = []): SeedStep {
  return {
    id: `${prefix}_identity`,
    title: 'Confirm your identity',
    questions: [
      ...extra,
      {
        id: `${prefix}_photo_id`,
        type: 'UPLD',
        text: "Upload a photo of your driver's license, passport or state ID",
        help:
          'Prescribers must confirm who they are treating. Make sure your name, photo and date of birth are easy to ' +
          'read. JPG, PNG or PDF.',
      },
    ],
  };
}

function pregnancy(prefix: string, message: string, text?: string): SeedQuestion {
  return {
    id: `${prefix}_pregnancy`,
    type: 'SING',
    text: text ?? 'Are you pregnant, breastfeeding, or planning to become pregnant in the next 12 months?',
    options: yesStops(),
    showIf: [`${prefix}_sex`, ['female']],
    ineligibleMessage: message,
  };
}

// ---- One questionnaire per treatment category ----

const EDYS: SeedQuestionnaire = {
  category: 'EDYS',
  name: 'Erectile dysfunction',
  intro:
    'A few questions about your health, your heart and the medicines you take, so a licensed provider can decide ' +
    'whether treatment is safe for you. It takes about 5 minutes, and your answers are saved after every step.',
  steps: [
    {
      id: 'edys_about',
      title: 'About you',
      questions: [
        adult('edys'),
        dateOfBirth('edys'),
        sex('edys', {
          option: 'female',
          message:
            'Our erectile dysfunction treatment is prescribed for people assigned male at birth. If you would like ' +
            'support with sexual desire or arousal, our female libido program may be a better fit.',
        }),
      ],
    },
    {
      id: 'edys_symptoms',
      title: 'Your symptoms',
      questions: [
        {
          id: 'edys_duration',
          type: 'SING',
          text: 'How long have you had trouble getting or keeping an erection?',
          options: [
            ['lt3m', 'Less than 3 months'],
            ['3to12m', '3 to 12 months'],
            ['gt1y', 'More than a year'],
          ],
        },
        {
          id: 'edys_frequency',
          type: 'SING',
          text: 'How often does it happen?',
          options: [
            ['sometimes', 'Sometimes'],
            ['often', 'More than half the time'],
            ['always', 'Almost always'],
          ],
        },
        {
          id: 'edys_morning',
          type: 'SING',
          text: 'Do you still sometimes wake up with an erection?',
          help: 'This helps your provider understand the cause. It is fine not to know.',
          required: false,
          options: [
            ['yes', 'Yes'],
            ['no', 'No'],
            ['unsure', "I'm not sure"],
          ],
        },
      ],
    },
    {
      id: 'edys_heart',
      title: 'Heart health and medicines',
      questions: [
        {
          id: 'edys_nitrates',
          type: 'SING',
          text:
            'Do you take any nitrate medicine, such as nitroglycerin, isosorbide mononitrate or dinitrate, or use ' +
            '"poppers" (amyl nitrite)?',
          options: yesStops(),
          ineligibleMessage:
            'Erectile dysfunction medicines taken with nitrates can cause a dangerous drop in blood pressure, so we ' +
            'cannot prescribe them online. Please talk with your doctor or cardiologist, who knows your heart and ' +
            'can suggest a safe option.',
        },
        {
          id: 'edys_blood_pressure',
          type: 'SING',
          text: 'What was your most recent blood pressure reading?',
          help: 'A reading from the last 6 months, at a doctor, a pharmacy machine or a home monitor.',
          options: [
            ['normal', 'Normal: below 120/80'],
            ['elevated', 'Slightly high: 120/80 to 139/89'],
            ['high', 'High: 140/90 to 179/109'],
            ['very_high', 'Very high: 180/110 or higher', true],
            ['low', 'Low: below 90/50', true],
            ['unknown', "I don't know"],
          ],
          ineligibleMessage:
            'With blood pressure this far from normal, starting an erectile dysfunction medicine is not safe without ' +
            'an exam. Please see your doctor soon to get your blood pressure under control; we will be glad to help ' +
            'afterwards.',
        },
        {
          id: 'edys_chest_pain',
          type: 'SING',
          text:
            'Do you get chest pain, severe shortness of breath or feel faint during sex or light exercise, such as ' +
            'climbing two flights of stairs?',
          options: yesStops(),
          ineligibleMessage:
            'Chest pain or faintness with activity can mean your heart is under strain, and sex is physical activity. ' +
            'Please see a doctor in person before treating erectile dysfunction. If you have chest pain now, call 911.',
        },
        {
          id: 'edys_cardiac_history',
          type: 'MULT',
          text: 'Have you ever had any of these?',
          options: [
            ['recent_event', 'A heart attack or stroke in the last 6 months', true],
            ['heart_failure', 'Heart failure', true],
            ['arrhythmia', 'An irregular heartbeat'],
            ['heart_procedure', 'A heart procedure, such as a stent or bypass'],
            ['none', 'None of these'],
          ],
          ineligibleMessage:
            'After a recent heart attack or stroke, or with heart failure, your cardiologist should decide whether ' +
            'erectile dysfunction medicine is safe. Please talk with them; they can prescribe it if it is right ' +
            'for you.',
        },
        {
          id: 'edys_cardiac_detail',
          type: 'INPT',
          text: 'Please tell us more about your heart condition and when it was treated.',
          maxLength: 1000,
          showIf: ['edys_cardiac_history', ['arrhythmia', 'heart_procedure']],
        },
        {
          id: 'edys_alpha_blockers',
          type: 'SING',
          text:
            'Do you take an alpha-blocker, such as tamsulosin (Flomax), doxazosin, terazosin or alfuzosin, for your ' +
            'prostate or blood pressure?',
          help: 'You may still be treated: your provider will choose a safe starting dose.',
          options: YES_NO,
        },
        {
          id: 'edys_prior',
          type: 'SING',
          text: 'Have you taken medicine for erectile dysfunction before?',
          options: YES_NO,
        },
        {
          id: 'edys_prior_result',
          type: 'SING',
          text: 'How did it work for you?',
          showIf: ['edys_prior', ['yes']],
          options: [
            ['worked', 'It worked well'],
            ['partly', 'It helped a little'],
            ['side_effects', 'It worked, but I had side effects'],
            ['no_effect', 'It did not work'],
          ],
        },
        otherMedicines('edys'),
        allergies('edys'),
      ],
    },
    identityStep('edys'),
  ],
};

const PREP: SeedQuestionnaire = {
  category: 'PREP',
  name: 'PrEP (HIV prevention)',
  intro:
    'PrEP is a daily medicine that prevents HIV. Before starting, a provider needs to know that you do not have ' +
    'HIV and that your kidneys are healthy. It takes about 5 minutes, and your answers are saved after every step.',
  steps: [
    {
      id: 'prep_about',
      title: 'About you',
      questions: [adult('prep'), dateOfBirth('prep'), sex('prep')],
    },
    {
      id: 'prep_hiv',
      title: 'HIV testing',
      questions: [
        {
          id: 'prep_exposure',
          type: 'SING',
          text: 'In the last 72 hours, have you had a possible exposure to HIV (such as sex without a condom with a partner whose status you do not know, or a shared needle)?',
          options: yesStops(),
          ineligibleMessage:
            'You may need PEP (post-exposure prophylaxis, an emergency HIV medicine), which must start within 72 hours ' +
            'of an exposure to work. ' +
            'Please go to an urgent care, emergency room or sexual health clinic today. You can start PrEP with us ' +
            'once PEP is finished.',
        },
        {
          id: 'prep_hiv_test',
          type: 'SING',
          text: 'When was your last HIV test?',
          options: [
            ['lt3m', 'Within the last 3 months'],
            ['gt3m', 'More than 3 months ago', true],
            ['never', 'I have never been tested', true],
          ],
          ineligibleMessage:
            'PrEP can only start after a negative HIV test from the last 3 months, because taking it with an ' +
            'undiagnosed infection can make HIV harder to treat. Most clinics and pharmacies offer quick, free or ' +
            'low-cost tests; come back as soon as you have your result.',
        },
        {
          id: 'prep_hiv_result',
          type: 'SING',
          text: 'What was the result?',
          showIf: ['prep_hiv_test', ['lt3m']],
          options: [
            ['negative', 'Negative'],
            ['positive', 'Positive', true],
            ['waiting', 'I am still waiting for it', true],
          ],
          ineligibleMessage:
            'PrEP is for people who do not have HIV, and we need a negative result before starting. If you have ' +
            "tested positive, please contact a doctor or your local health department soon: today's HIV treatment " +
            'works very well, and starting early matters.',
        },
        {
          id: 'prep_hiv_test_date',
          type: 'INPT',
          text: 'On what date was that negative test taken?',
          help: 'MM/DD/YYYY',
          maxLength: 10,
          showIf: ['prep_hiv_result', ['negative']],
        },
        {
          id: 'prep_hiv_test_upload',
          type: 'UPLD',
          text: 'Upload your test result, if you have it',
          help: 'A photo or PDF of the lab report. It helps your provider approve your request sooner.',
          required: false,
          showIf: ['prep_hiv_result', ['negative']],
        },
        {
          id: 'prep_acute_symptoms',
          type: 'SING',
          text:
            'In the last 4 weeks, have you had flu-like symptoms such as fever, sore throat, rash, swollen glands ' +
            'or body aches?',
          options: yesStops(),
          ineligibleMessage:
            'These can be early signs of a new HIV infection, which a standard test may not show yet. PrEP should ' +
            'not start until that is ruled out. Please visit a clinic for a test that detects early infection; ' +
            'we will be glad to help once it is negative.',
        },
      ],
    },
    {
      id: 'prep_health',
      title: 'Kidneys and liver',
      questions: [
        {
          id: 'prep_kidney_disease',
          type: 'SING',
          text: 'Have you been told you have kidney disease or reduced kidney function?',
          options: yesStops(),
          ineligibleMessage:
            'PrEP medicines are cleared by the kidneys, so the right choice depends on recent lab results and an ' +
            'exam. Please talk with your doctor or a sexual health clinic, who can start PrEP safely for you.',
        },
        {
          id: 'prep_kidney_labs',
          type: 'SING',
          text: 'Have you had a blood test of your kidney function (creatinine) in the last 6 months?',
          help: 'If not, your provider will send you a lab order before your first shipment.',
          options: [
            ['yes', 'Yes'],
            ['no', 'No'],
            ['unsure', "I'm not sure"],
          ],
        },
        {
          id: 'prep_hepatitis_b',
          type: 'SING',
          text: 'Have you ever been told you have hepatitis B?',
          help:
            'You can still take PrEP. Your provider needs to know, because stopping PrEP suddenly can cause a ' +
            'hepatitis B flare.',
          options: [
            ['yes', 'Yes'],
            ['no', 'No'],
            ['unsure', "I'm not sure"],
          ],
        },
        otherMedicines('prep'),
        allergies('prep'),
      ],
    },
    identityStep('prep'),
  ],
};

const ACNE: SeedQuestionnaire = {
  category: 'ACNE',
  name: 'Acne',
  intro:
    'Tell us about your skin and share a few photos, so a licensed provider can choose a treatment that fits. It ' +
    'takes about 5 minutes, and your answers are saved after every step.',
  steps: [
    {
      id: 'acne_about',
      title: 'About you',
      questions: [
        adult('acne'),
        dateOfBirth('acne'),
        sex('acne'),
        pregnancy(
          'acne',
          'Some acne medicines, including isotretinoin-type and retinoid treatments, can harm an unborn or ' +
            'breastfed baby, so we do not start them online during pregnancy, breastfeeding or when planning one. ' +
            'Please talk with your OB-GYN or a dermatologist about pregnancy-safe options.',
        ),
      ],
    },
    {
      id: 'acne_skin',
      title: 'Your skin',
      questions: [
        {
          id: 'acne_severity',
          type: 'SING',
          text: 'How would you describe your acne?',
          options: [
            ['mild', 'Mild: mostly blackheads, whiteheads and a few spots'],
            ['moderate', 'Moderate: many red spots, some painful'],
            ['severe', 'Severe: deep, painful lumps or cysts, or scarring'],
          ],
        },
        {
          id: 'acne_areas',
          type: 'MULT',
          text: 'Where do you get acne?',
          options: [
            ['face', 'Face'],
            ['chest', 'Chest'],
            ['back', 'Back or shoulders'],
          ],
        },
        {
          id: 'acne_duration',
          type: 'SING',
          text: 'How long have you had acne?',
          options: [
            ['lt6m', 'Less than 6 months'],
            ['6to24m', '6 months to 2 years'],
            ['gt2y', 'More than 2 years'],
          ],
        },
        {
          id: 'acne_tried',
          type: 'MULT',
          text: 'What have you tried so far?',
          options: [
            ['otc', 'Store-bought washes or creams (benzoyl peroxide, salicylic acid, adapalene)'],
            ['rx_topical', 'Prescription creams or gels'],
            ['antibiotics', 'Antibiotic pills'],
            ['isotretinoin', 'Isotretinoin'],
            ['nothing', 'Nothing yet'],
          ],
        },
        allergies('acne'),
        otherMedicines('acne'),
      ],
    },
    identityStep('acne', [
      {
        id: 'acne_face_photos',
        type: 'UPLD',
        text: 'Upload three photos of your face: front, left side and right side',
        help: 'Use daylight or a bright room, no makeup, and no filters. Add photos of your chest or back if needed.',
      },
    ]),
  ],
};

const AXDP: SeedQuestionnaire = {
  category: 'AXDP',
  name: 'Anxiety and depression',
  intro:
    'These questions are the ones doctors use to understand how you have been feeling. There are no wrong ' +
    'answers. It takes about 5 minutes, and your answers are saved after every step.',
  steps: [
    {
      id: 'axdp_about',
      title: 'About you',
      questions: [
        adult('axdp'),
        dateOfBirth('axdp'),
        sex('axdp'),
        pregnancy(
          'axdp',
          'Medicine for anxiety or depression during pregnancy or breastfeeding should be planned with your ' +
            'obstetric provider, who can weigh the options with you. Please reach out to them; you do not have to ' +
            'manage this alone.',
        ),
      ],
    },
    {
      id: 'axdp_feelings',
      title: 'How you have been feeling',
      questions: [
        ...(
          [
            ['interest', 'Little interest or pleasure in doing things'],
            ['down', 'Feeling down, depressed or hopeless'],
            ['nervous', 'Feeling nervous, anxious or on edge'],
            ['worry', 'Not being able to stop or control worrying'],
          ] as const
        ).map(
          ([key, text]): SeedQuestion => ({
            id: `axdp_${key}`,
            type: 'SING',
            text: `Over the last 2 weeks, how often have you been bothered by: ${text.toLowerCase()}?`,
            options: [
              ['0', 'Not at all'],
              ['1', 'Several days'],
              ['2', 'More than half the days'],
              ['3', 'Nearly every day'],
            ],
          }),
        ),
        {
          id: 'axdp_self_harm',
          type: 'SING',
          text:
            'Over the last 2 weeks, how often have you had thoughts that you would be better off dead, or of ' +
            'hurting yourself in some way?',
          options: [
            ['0', 'Not at all'],
            ['1', 'Several days', true],
            ['2', 'More than half the days', true],
            ['3', 'Nearly every day', true],
          ],
          ineligibleMessage:
            'Thank you for telling us. You deserve support right now, and an online prescription is not the right ' +
            'first step. Please call or text 988 to reach the 988 Suicide & Crisis Lifeline, free and open day and ' +
            'night. If you are in immediate danger, call 911 or go to the nearest emergency room.',
        },
      ],
    },
    {
      id: 'axdp_history',
      title: 'Your health history',
      questions: [
        {
          id: 'axdp_bipolar',
          type: 'SING',
          text:
            'Have you ever been diagnosed with bipolar disorder, or had days of unusually high energy, very little ' +
            'need for sleep and racing thoughts?',
          options: yesStops(),
          ineligibleMessage:
            'Some medicines for depression can trigger mania in people with bipolar disorder, so treatment needs an ' +
            'in-person assessment. Please talk with a psychiatrist or your primary care doctor, who can find the ' +
            'right care.',
        },
        {
          id: 'axdp_psychosis',
          type: 'SING',
          text: 'Have you ever been diagnosed with schizophrenia, or heard or seen things others could not?',
          options: yesStops(),
          ineligibleMessage:
            'This needs care from a mental health specialist who can see you in person. Please talk with your ' +
            'primary care doctor or a psychiatrist; they can help you get the right support.',
        },
        {
          id: 'axdp_prior',
          type: 'SING',
          text: 'Have you taken medicine for anxiety or depression before?',
          options: YES_NO,
        },
        {
          id: 'axdp_prior_detail',
          type: 'INPT',
          text: 'Which medicine, and how did it work for you?',
          maxLength: 1000,
          showIf: ['axdp_prior', ['yes']],
        },
        otherMedicines('axdp'),
        allergies('axdp'),
      ],
    },
    identityStep('axdp'),
  ],
};

const HRPS: SeedQuestionnaire = {
  category: 'HRPS',
  name: 'Genital herpes',
  intro:
    'A few questions about your diagnosis, your outbreaks and your health, so a licensed provider can prescribe ' +
    'treatment to suppress outbreaks. It takes about 4 minutes, and your answers are saved after every step.',
  steps: [
    {
      id: 'hrps_about',
      title: 'About you',
      questions: [
        adult('hrps'),
        dateOfBirth('hrps'),
        sex('hrps'),
        pregnancy(
          'hrps',
          'Herpes during pregnancy needs care from your obstetric provider, who can plan treatment around your ' +
            'due date to protect you and your baby. Please let them know about your outbreaks.',
          'Are you pregnant?',
        ),
      ],
    },
    {
      id: 'hrps_diagnosis',
      title: 'Your diagnosis and outbreaks',
      questions: [
        {
          id: 'hrps_diagnosed',
          type: 'SING',
          text: 'Has a healthcare provider diagnosed you with genital herpes?',
          options: [
            ['yes', 'Yes'],
            ['no', 'No, but I think I may have it', true],
          ],
          ineligibleMessage:
            'We can only treat herpes once it has been diagnosed, because other conditions can look the same. A ' +
            'clinic or urgent care can test a sore, ideally within 48 hours of it appearing. Come back once you ' +
            'know, and we will be glad to help.',
        },
        {
          id: 'hrps_outbreaks',
          type: 'SING',
          text: 'How many outbreaks have you had in the last 12 months?',
          options: [
            ['0', 'None'],
            ['1to3', '1 to 3'],
            ['4to5', '4 to 5'],
            ['6plus', '6 or more'],
          ],
        },
        {
          id: 'hrps_red_flags',
          type: 'SING',
          text:
            'Right now, do you have a fever with a severe headache or stiff neck, sores near your eyes, or trouble ' +
            'passing urine?',
          options: yesStops(),
          ineligibleMessage: EMERGENCY,
        },
      ],
    },
    {
      id: 'hrps_health',
      title: 'Your health',
      questions: [
        {
          id: 'hrps_kidney_disease',
          type: 'SING',
          text: 'Have you been told you have kidney disease or reduced kidney function?',
          options: yesStops(),
          ineligibleMessage:
            'Herpes medicines are cleared by the kidneys, and the dose must be set by a doctor who knows your ' +
            'kidney function. Please talk with your primary care doctor, who can prescribe a safe dose.',
        },
        {
          id: 'hrps_immune',
          type: 'SING',
          text:
            'Is your immune system weakened, for example by HIV, chemotherapy, an organ transplant or ' +
            'immune-suppressing medicines?',
          options: yesStops(),
          ineligibleMessage:
            'With a weakened immune system, herpes treatment needs closer care than we can give online. Please talk ' +
            'with the specialist who looks after your immune condition.',
        },
        otherMedicines('hrps'),
        allergies('hrps'),
      ],
    },
    identityStep('hrps'),
  ],
};

const MIGR: SeedQuestionnaire = {
  category: 'MIGR',
  name: 'Migraine',
  intro:
    'Tell us about your headaches and your heart health, so a licensed provider can choose treatment that is ' +
    'safe for you. It takes about 5 minutes, and your answers are saved after every step.',
  steps: [
    {
      id: 'migr_about',
      title: 'About you',
      questions: [
        adult('migr'),
        dateOfBirth('migr'),
        sex('migr'),
        pregnancy(
          'migr',
          'Migraine medicines during pregnancy or breastfeeding should be chosen with your obstetric provider. ' +
            'Please talk with them about safe ways to treat your headaches.',
        ),
      ],
    },
    {
      id: 'migr_headaches',
      title: 'Your headaches',
      questions: [
        {
          id: 'migr_red_flags',
          type: 'MULT',
          text: 'Have you had any of these with a headache?',
          options: [
            ['worst', 'The worst headache of my life, or one that peaked within a minute', true],
            ['neuro', 'New weakness or numbness on one side, trouble speaking, or loss of vision', true],
            ['fever', 'Fever with a stiff neck', true],
            ['injury', 'A headache that started after a head injury', true],
            ['none', 'None of these'],
          ],
          ineligibleMessage: EMERGENCY,
        },
        {
          id: 'migr_diagnosed',
          type: 'SING',
          text: 'Has a doctor diagnosed your headaches as migraine?',
          options: YES_NO,
        },
        {
          id: 'migr_days',
          type: 'RNGE',
          text: 'On how many days a month do you have a migraine?',
          min: 0,
          max: 31,
          step: 1,
          unit: 'days',
        },
        {
          id: 'migr_aura',
          type: 'SING',
          text: 'Do you see flashing lights, zigzag lines or blind spots before or during a migraine?',
          options: YES_NO,
        },
        {
          id: 'migr_prior',
          type: 'MULT',
          text: 'What have you taken for migraine before?',
          required: false,
          options: [
            ['otc', 'Pain relievers such as ibuprofen, naproxen or acetaminophen'],
            ['triptan', 'A triptan, such as sumatriptan or rizatriptan'],
            ['preventive', 'A daily preventive medicine'],
            ['nothing', 'Nothing yet'],
          ],
        },
      ],
    },
    {
      id: 'migr_heart',
      title: 'Heart health and medicines',
      questions: [
        {
          id: 'migr_cardiovascular',
          type: 'SING',
          text:
            'Have you ever had a heart attack, stroke, mini-stroke (TIA), angina, or poor circulation in your legs ' +
            '(peripheral artery disease)?',
          options: yesStops(),
          ineligibleMessage:
            'Triptans narrow blood vessels, so they are not safe with heart or circulation disease. Please talk with ' +
            'your doctor, who can suggest migraine treatment that protects your heart.',
        },
        {
          id: 'migr_blood_pressure',
          type: 'SING',
          text: 'Is your blood pressure high and not controlled by treatment (180/110 or higher)?',
          options: [
            ['no', 'No, it is normal or well controlled'],
            ['yes', 'Yes', true],
            ['unknown', "I don't know"],
          ],
          ineligibleMessage:
            'Very high blood pressure must be treated before a triptan is safe. Please see your doctor soon.',
        },
        {
          id: 'migr_serotonergic',
          type: 'SING',
          text: 'Do you take an antidepressant (such as an SSRI, SNRI or MAO inhibitor) or lithium?',
          help: 'You may still be treated: your provider will check the combination.',
          options: YES_NO,
        },
        otherMedicines('migr'),
        allergies('migr'),
      ],
    },
    identityStep('migr'),
  ],
};

const SCCM: SeedQuestionnaire = {
  category: 'SCCM',
  name: 'Female libido',
  intro:
    'Low sexual desire is common, and treatable. A few questions about your health and habits help a licensed ' +
    'provider decide what is safe for you. It takes about 5 minutes, and your answers are saved after every step.',
  steps: [
    {
      id: 'sccm_about',
      title: 'About you',
      questions: [
        adult('sccm'),
        dateOfBirth('sccm'),
        sex('sccm', {
          option: 'male',
          message:
            'This treatment is prescribed for people assigned female at birth. If you are having trouble with ' +
            'erections, our erectile dysfunction program may be a better fit.',
        }),
        {
          id: 'sccm_menopause',
          type: 'SING',
          text: 'Have you gone through menopause (no period for 12 months or more)?',
          showIf: ['sccm_sex', ['female']],
          options: yesStops(),
          ineligibleMessage:
            'The libido medicine we prescribe online is approved for women before menopause. Please talk with your ' +
            'gynecologist: after menopause, other treatments often help.',
        },
        pregnancy(
          'sccm',
          'Libido medicines are not used during pregnancy or breastfeeding. Please talk with your obstetric ' +
            'provider; changes in desire are common at this time, and they can help.',
          'Are you pregnant or breastfeeding?',
        ),
      ],
    },
    {
      id: 'sccm_desire',
      title: 'Your sexual desire',
      questions: [
        {
          id: 'sccm_duration',
          type: 'SING',
          text: 'How long have you had low sexual desire?',
          options: [
            ['lt6m', 'Less than 6 months'],
            ['gt6m', '6 months or more'],
          ],
        },
        {
          id: 'sccm_distress',
          type: 'SING',
          text: 'Does it cause you distress or strain your relationship?',
          options: [
            ['yes', 'Yes'],
            ['somewhat', 'Somewhat'],
            ['no', 'No'],
          ],
        },
        {
          id: 'sccm_factors',
          type: 'MULT',
          text: 'Could any of these play a part?',
          required: false,
          options: [
            ['pain', 'Pain during sex'],
            ['relationship', 'Relationship difficulties'],
            ['stress', 'Stress, anxiety or low mood'],
            ['medicine', 'A medicine I started'],
            ['none', 'None of these'],
          ],
        },
      ],
    },
    {
      id: 'sccm_safety',
      title: 'Alcohol, liver and medicines',
      questions: [
        {
          id: 'sccm_alcohol',
          type: 'SING',
          text: 'On a typical day, how many alcoholic drinks do you have?',
          help: 'Flibanserin with alcohol can cause very low blood pressure and fainting.',
          options: [
            ['none', 'None'],
            ['1to2', '1 or 2'],
            ['3plus', '3 or more', true],
          ],
          ineligibleMessage:
            'With 3 or more drinks a day, flibanserin can cause dangerously low blood pressure and fainting, so we ' +
            'cannot prescribe it online. Please talk with your doctor about other options.',
        },
        {
          id: 'sccm_liver',
          type: 'SING',
          text: 'Have you been told you have liver disease, such as hepatitis or cirrhosis?',
          options: yesStops(),
          ineligibleMessage:
            'Libido medicine is broken down by the liver and is not safe with liver disease. Please talk with your ' +
            'doctor, who can suggest safe options.',
        },
        {
          id: 'sccm_interactions',
          type: 'SING',
          text:
            'Do you take fluconazole, ketoconazole, clarithromycin, some HIV or hepatitis C medicines, or drink ' +
            'grapefruit juice every day?',
          options: yesStops(),
          ineligibleMessage:
            'These raise the level of flibanserin in the blood and can cause severe low blood pressure. Please talk ' +
            'with your doctor before starting a libido medicine.',
        },
        {
          id: 'sccm_hormones',
          type: 'MULT',
          text: 'Are you using any hormonal therapy?',
          options: [
            ['birth_control', 'Hormonal birth control'],
            ['hrt', 'Hormone replacement therapy'],
            ['testosterone', 'Testosterone'],
            ['none', 'None'],
          ],
        },
        otherMedicines('sccm'),
        allergies('sccm'),
      ],
    },
    identityStep('sccm'),
  ],
};

export const QUESTIONNAIRE_SEED: readonly SeedQuestionnaire[] = [ACNE, AXDP, EDYS, HRPS, MIGR, PREP, SCCM];
