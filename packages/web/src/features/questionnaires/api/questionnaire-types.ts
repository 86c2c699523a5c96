/*
 * The questionnaire shapes of the pharmacy contract, from the domain (types only: nothing here reaches the
 * browser bundle).
 */
export type {
  Answers,
  AnswerValue as Answer,
  CheckoutRedirect as CheckoutResult,
  Question,
  QuestionnaireAnswersResult as SaveAnswersResult,
  QuestionnaireDefinition,
  QuestionnaireProgress,
  QuestionnaireStartResult as StartResult,
  QuestionnaireStep,
} from '@carespace/domain';
