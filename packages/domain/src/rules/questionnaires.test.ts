import { describe, expect, it } from 'vitest';
import { QUESTIONNAIRE } from '../messages.ts';
import type { Question, QuestionnaireDefinition } from '../schemas/questionnaires.schemas.ts';
import {
  answerError,
  firstOpenStepId,
  isAnswered,
  missingRequired,
  nextStepId,
  questionnaireIneligibility,
  stepIneligibility,
  visibleQuestions,
} from './questionnaires.ts';

const q = (id: string, over: Partial<Question> = {}): Question => ({
  id,
  type: 'SING',
  text: `Question ${id}`,
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
  ...over,
});
const yesNo = [
  { id: 'yes', label: 'Yes', ineligible: false },
  { id: 'no', label: 'No', ineligible: false },
];

const def: QuestionnaireDefinition = {
  id: 'qn',
  treatmentCategory: 'EDYS',
  name: 'Test',
  intro: 'Intro',
  steps: [
    {
      id: 's1',
      title: 'About you',
      questions: [
        q('nitrates', {
          options: [
            { id: 'yes', label: 'Yes', ineligible: true },
            { id: 'no', label: 'No', ineligible: false },
          ],
          ineligibleMessage: 'Stop: nitrates.',
        }),
        q('heart', { options: yesNo }),
        q('heartDetail', {
          type: 'INPT',
          showIf: { questionId: 'heart', optionIds: ['yes'] },
          maxLength: 10,
        }),
        q('heartDetailMore', {
          type: 'INPT',
          required: false,
          showIf: { questionId: 'heartDetail', optionIds: [] },
        }),
      ],
    },
    {
      id: 's2',
      title: 'More',
      questions: [
        q('age', { type: 'RNGE', min: 18, max: 99, step: 1 }),
        q('symptoms', {
          type: 'MULT',
          required: false,
          options: [
            { id: 'a', label: 'A', ineligible: false },
            { id: 'b', label: 'B', ineligible: true },
          ],
        }),
      ],
    },
    {
      id: 's3',
      title: 'Hidden',
      questions: [q('only', { showIf: { questionId: 'heart', optionIds: ['no'] } })],
    },
  ],
};

describe('questionnaire rules', () => {
  it('isAnswered', () => {
    expect(isAnswered(undefined)).toBe(false);
    expect(isAnswered(' ')).toBe(false);
    expect(isAnswered([])).toBe(false);
    expect(isAnswered(0)).toBe(true);
    expect(isAnswered(['a'])).toBe(true);
  });

  it('shows a branch only for the listed answers', () => {
    expect(visibleQuestions(def, {}).map((x) => x.id)).toEqual(['nitrates', 'heart', 'age', 'symptoms']);
    expect(visibleQuestions(def, { heart: 'yes' }).map((x) => x.id)).toContain('heartDetail');
    expect(visibleQuestions(def, { heart: 'no' }).map((x) => x.id)).toEqual([
      'nitrates',
      'heart',
      'age',
      'symptoms',
      'only',
    ]);
  });

  it('an ineligible option stops with the question message, and recovers when changed', () => {
    expect(stepIneligibility(def, 's1', { nitrates: 'yes' })).toBe('Stop: nitrates.');
    expect(stepIneligibility(def, 's1', { nitrates: 'no' })).toBeNull();
    expect(stepIneligibility(def, 's2', { symptoms: ['a', 'b'] })).toBe(QUESTIONNAIRE.ineligibleDefault);
    expect(questionnaireIneligibility(def, { nitrates: 'no', symptoms: ['b'] })).toBe(
      QUESTIONNAIRE.ineligibleDefault,
    );
    expect(questionnaireIneligibility(def, { nitrates: 'no', symptoms: ['a'] })).toBeNull();
  });

  it('missing required ignores hidden questions', () => {
    expect(missingRequired(def, { nitrates: 'no', heart: 'yes' })).toEqual(['heartDetail', 'age']);
    expect(missingRequired(def, { nitrates: 'no', heart: 'yes', heartDetail: 'stent', age: 40 })).toEqual([]);
    expect(firstOpenStepId(def, { nitrates: 'no', heart: 'yes' })).toBe('s1');
    expect(firstOpenStepId(def, { nitrates: 'no', heart: 'yes', heartDetail: 'x', age: 40 })).toBeNull();
  });

  it('next step skips a step with nothing to show', () => {
    expect(nextStepId(def, 's1', { heart: 'yes' })).toBe('s2');
    expect(nextStepId(def, 's2', { heart: 'yes' })).toBeNull();
    expect(nextStepId(def, 's2', { heart: 'no' })).toBe('s3');
  });

  it('checks each answer against its question and names it', () => {
    const [nitrates, heart, heartDetail] = def.steps[0]!.questions as [Question, Question, Question];
    const [age, symptoms] = def.steps[1]!.questions as [Question, Question];
    expect(answerError(nitrates, undefined)).toBe('Please answer "Question nitrates".');
    expect(answerError(nitrates, 'maybe')).toBe(QUESTIONNAIRE.answerOptions('Question nitrates'));
    expect(answerError(nitrates, ['yes'])).toBe(QUESTIONNAIRE.answerOneOption('Question nitrates'));
    expect(answerError(heart, 'yes')).toBeNull();
    expect(answerError(heartDetail, 'far too long text')).toBe(
      QUESTIONNAIRE.answerTooLong('Question heartDetail', 10),
    );
    expect(answerError(age, 17)).toBe('Please enter a value from 18 to 99 for "Question age".');
    expect(answerError(age, 'forty')).toBe(QUESTIONNAIRE.answerNumber('Question age'));
    expect(answerError(age, 40.5)).toBe(QUESTIONNAIRE.answerNumber('Question age'));
    expect(answerError(age, 40)).toBeNull();
    expect(answerError(symptoms, undefined)).toBeNull();
    expect(answerError(symptoms, ['a', 'z'])).toBe(QUESTIONNAIRE.answerOptions('Question symptoms'));
    expect(answerError(symptoms, ['a', 'a'])).toBe(QUESTIONNAIRE.answerOptions('Question symptoms'));
    expect(answerError(q('id', { type: 'UPLD' }), 'x')).toBe(QUESTIONNAIRE.answerFiles('Question id'));
  });
});
