import type { QuestionnaireDefinition } from '@carespace/domain';

const base = {
  help: null,
  required: true,
  options: [],
  min: null,
  max: null,
  step: null,
  unit: null,
  maxLength: null,
  showIf: null,
  ineligibleMessage: null,
};

/** A small EDYS-like questionnaire: a safety stop, a follow-up shown by branching, a number and an upload. */
export const TEST_DEFINITION: QuestionnaireDefinition = {
  id: 'def-edys',
  treatmentCategory: 'EDYS',
  name: 'Erectile dysfunction',
  intro: 'A few questions about your health.',
  steps: [
    {
      id: 'safety',
      title: 'Your heart and medicines',
      questions: [
        {
          ...base,
          id: 'nitrates',
          type: 'SING',
          text: 'Do you take nitrates, such as nitroglycerin?',
          options: [
            { id: 'yes', label: 'Yes', ineligible: true },
            { id: 'no', label: 'No', ineligible: false },
          ],
          ineligibleMessage: 'Nitrates and ED medicines together can drop your blood pressure dangerously.',
        },
        {
          ...base,
          id: 'heart',
          type: 'SING',
          text: 'Have you had heart problems?',
          options: [
            { id: 'heart-yes', label: 'Yes', ineligible: false },
            { id: 'heart-no', label: 'No', ineligible: false },
          ],
        },
        {
          ...base,
          id: 'heart-detail',
          type: 'INPT',
          text: 'Tell us about your heart condition',
          maxLength: 500,
          showIf: { questionId: 'heart', optionIds: ['heart-yes'] },
        },
        {
          ...base,
          id: 'systolic',
          type: 'RNGE',
          text: 'Your most recent systolic blood pressure',
          min: 70,
          max: 250,
          step: 1,
          unit: 'mmHg',
        },
      ],
    },
    {
      id: 'identity',
      title: 'Your ID',
      questions: [{ ...base, id: 'photo-id', type: 'UPLD', text: 'A photo of your ID' }],
    },
  ],
};
