/**
 * The questionnaire's rules, shared by the server (which decides) and the browser (which shows them early):
 * which questions are shown given the answers so far, whether an answer makes the patient ineligible, what is
 * still missing, and whether one answer fits its question.
 */
import { ANSWER_TEXT_MAX } from '../constants.ts';
import { QUESTIONNAIRE } from '../messages.ts';
import type {
  Answers,
  AnswerValue,
  Question,
  QuestionnaireDefinition,
} from '../schemas/questionnaires.schemas.ts';

type Definition = Pick<QuestionnaireDefinition, 'steps'>;

/** An answer that counts as given: not empty text, not an empty list. */
export function isAnswered(value: AnswerValue | undefined): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'number') return Number.isFinite(value);
  return value.length > 0;
}

/** The option ids an answer chose (SING and MULT); [] for other types. */
export function chosenOptionIds(value: AnswerValue | undefined): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return [];
}

/**
 * The questions shown for these answers, in order. A question with `showIf` is shown only when the question it
 * depends on is itself shown and was answered with one of the listed options, so hiding a question also hides
 * everything that hangs off it.
 */
export function visibleQuestions(def: Definition, answers: Answers): Question[] {
  const shown = new Set<string>();
  const result: Question[] = [];
  for (const step of def.steps) {
    for (const question of step.questions) {
      const rule = question.showIf;
      if (rule) {
        if (!shown.has(rule.questionId)) continue;
        const chosen = chosenOptionIds(answers[rule.questionId]);
        if (!chosen.some((id) => rule.optionIds.includes(id))) continue;
      }
      shown.add(question.id);
      result.push(question);
    }
  }
  return result;
}

/** The visible questions of one step. */
export function visibleStepQuestions(def: Definition, stepId: string, answers: Answers): Question[] {
  const step = def.steps.find((s) => s.id === stepId);
  if (!step) return [];
  const ids = new Set(step.questions.map((q) => q.id));
  return visibleQuestions(def, answers).filter((q) => ids.has(q.id));
}

function ineligibilityOf(question: Question, answers: Answers): string | null {
  const chosen = chosenOptionIds(answers[question.id]);
  const stops = question.options.some((option) => option.ineligible && chosen.includes(option.id));
  return stops ? (question.ineligibleMessage ?? QUESTIONNAIRE.ineligibleDefault) : null;
}

/** The kind stop message of the first visible question in this step answered with an ineligible option. */
export function stepIneligibility(def: Definition, stepId: string, answers: Answers): string | null {
  for (const question of visibleStepQuestions(def, stepId, answers)) {
    const message = ineligibilityOf(question, answers);
    if (message) return message;
  }
  return null;
}

/** The same over the whole questionnaire: the first stop message, or null when the patient may go on. */
export function questionnaireIneligibility(def: Definition, answers: Answers): string | null {
  for (const question of visibleQuestions(def, answers)) {
    const message = ineligibilityOf(question, answers);
    if (message) return message;
  }
  return null;
}

/** Visible required questions without an answer, in order. */
export function missingRequired(def: Definition, answers: Answers): string[] {
  return visibleQuestions(def, answers)
    .filter((question) => question.required && !isAnswered(answers[question.id]))
    .map((question) => question.id);
}

/** The first step (in order) with a visible required question still unanswered; null when none is left. */
export function firstOpenStepId(def: Definition, answers: Answers): string | null {
  const missing = new Set(missingRequired(def, answers));
  for (const step of def.steps) {
    if (step.questions.some((q) => missing.has(q.id))) return step.id;
  }
  return null;
}

/** The step after `stepId` that shows at least one question; null after the last one. */
export function nextStepId(def: Definition, stepId: string, answers: Answers): string | null {
  const index = def.steps.findIndex((s) => s.id === stepId);
  for (const step of def.steps.slice(index + 1)) {
    if (visibleStepQuestions(def, step.id, answers).length > 0) return step.id;
  }
  return null;
}

/**
 * Why an answer does not fit its question, in words naming the question; null when it fits. A missing answer
 * to a required question is an error here too.
 */
export function answerError(question: Question, value: AnswerValue | undefined): string | null {
  const name = question.text;
  if (!isAnswered(value)) return question.required ? QUESTIONNAIRE.answerRequired(name) : null;
  const optionIds = new Set(question.options.map((o) => o.id));
  switch (question.type) {
    case 'SING':
      if (typeof value !== 'string') return QUESTIONNAIRE.answerOneOption(name);
      return optionIds.has(value) ? null : QUESTIONNAIRE.answerOptions(name);
    case 'MULT': {
      if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) {
        return QUESTIONNAIRE.answerOptions(name);
      }
      const ids = value as string[];
      if (new Set(ids).size !== ids.length) return QUESTIONNAIRE.answerOptions(name);
      return ids.every((id) => optionIds.has(id)) ? null : QUESTIONNAIRE.answerOptions(name);
    }
    case 'RNGE': {
      if (typeof value !== 'number' || !Number.isFinite(value)) return QUESTIONNAIRE.answerNumber(name);
      const min = question.min ?? Number.NEGATIVE_INFINITY;
      const max = question.max ?? Number.POSITIVE_INFINITY;
      if (value < min || value > max)
        return QUESTIONNAIRE.answerRange(name, question.min ?? 0, question.max ?? 0);
      if (question.step && question.min !== null) {
        const steps = (value - question.min) / question.step;
        if (Math.abs(steps - Math.round(steps)) > 1e-9) return QUESTIONNAIRE.answerNumber(name);
      }
      return null;
    }
    case 'INPT': {
      if (typeof value !== 'string') return QUESTIONNAIRE.answerInvalid(name);
      const max = question.maxLength ?? ANSWER_TEXT_MAX;
      return value.trim().length > max ? QUESTIONNAIRE.answerTooLong(name, max) : null;
    }
    case 'UPLD':
      if (!Array.isArray(value) || value.some((item) => typeof item !== 'object' || item === null)) {
        return QUESTIONNAIRE.answerFiles(name);
      }
      return null;
    default:
      return QUESTIONNAIRE.answerInvalid(name);
  }
}
