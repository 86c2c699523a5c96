import {
  type Answers,
  answerError,
  isAnswered,
  type QuestionnaireDefinition,
  stepIneligibility,
  visibleQuestions,
  visibleStepQuestions,
} from '@carespace/domain';

/*
 * The domain's questionnaire rules (which questions show, what stops the visit, whether an answer fits), read
 * step by step for the screen. The server applies the same rules on save and has the last word; checking here
 * spares the patient a round trip.
 */

/** Steps with at least one question shown for the answers so far. */
export function shownSteps(definition: QuestionnaireDefinition, answers: Answers) {
  const shown = new Set(visibleQuestions(definition, answers).map((question) => question.id));
  return definition.steps.filter((step) => step.questions.some((question) => shown.has(question.id)));
}

export function shownQuestions(definition: QuestionnaireDefinition, stepId: string, answers: Answers) {
  return visibleStepQuestions(definition, stepId, answers);
}

/** The answers of a step's shown questions only: a hidden follow-up's earlier answer is not sent. */
export function stepAnswers(definition: QuestionnaireDefinition, stepId: string, answers: Answers): Answers {
  const result: Answers = {};
  for (const question of visibleStepQuestions(definition, stepId, answers)) {
    const answer = answers[question.id];
    if (answer !== undefined && isAnswered(answer)) result[question.id] = answer;
  }
  return result;
}

/** Errors by question id for the shown questions of a step; empty when the step can be sent. */
export function stepErrors(
  definition: QuestionnaireDefinition,
  stepId: string,
  answers: Answers,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const question of visibleStepQuestions(definition, stepId, answers)) {
    const error = answerError(question, answers[question.id]);
    if (error) errors[question.id] = error;
  }
  return errors;
}

/** The kind stop message of the step's first answer that makes treatment unsafe, or null. */
export function stepStopMessage(definition: QuestionnaireDefinition, stepId: string, answers: Answers) {
  return stepIneligibility(definition, stepId, answers);
}
