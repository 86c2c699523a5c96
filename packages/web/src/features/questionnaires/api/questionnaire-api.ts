import type { MedicationPriceOption, QuestionnaireSignupBody, TreatmentCategory } from '@carespace/domain';
import { type ApiResult, apiPost, apiPut } from '../../../lib/api-call.ts';
import { type ApiError, queryApi } from '../../../lib/api-fetch.ts';
import { type PublicQueryState, usePublicQuery } from '../../../lib/public-query.ts';
import type {
  Answers,
  CheckoutResult,
  QuestionnaireDefinition,
  QuestionnaireProgress,
  SaveAnswersResult,
  StartResult,
} from './questionnaire-types.ts';

/*
 * The questionnaire calls of the pharmacy contract. Every call is silent: the flow shows each failure in place,
 * next to the step it concerns, instead of a toast (which would also pull Ant Design into this light page). The
 * two reads are public-page reads (lib/public-query.ts), not TanStack Query: /get-started is an entry page and
 * TanStack Query would be ~11 KB of its first download (docs/decisions.md, "Entry pages on a light form kit").
 */

/** A read's state; its failures are the API's errors (queryApi throws nothing else). */
export type QuestionnaireRead<T> = Omit<PublicQueryState<T>, 'error'> & {
  error: ApiError | null;
  refetch: () => Promise<void>;
};

/** GET /questionnaire/definition/{category}: public; questions change rarely. */
export function useQuestionnaireDefinition(category: TreatmentCategory | null) {
  return usePublicQuery<QuestionnaireDefinition>(
    `questionnaire/definition/${category ?? ''}`,
    () => queryApi<QuestionnaireDefinition>(`/questionnaire/definition/${category}`),
    { enabled: category !== null, staleTime: 10 * 60_000 },
  ) as QuestionnaireRead<QuestionnaireDefinition>;
}

/**
 * GET /questionnaire/{id}: where a saved visit stands. Never refetched behind the patient's back: the page keeps
 * its own copy of the answers while they are being changed.
 */
export function useQuestionnaireProgress(id: string | null) {
  return usePublicQuery<QuestionnaireProgress>(
    `questionnaire/progress/${id ?? ''}`,
    // A draft held by a signed-out visitor answers 404 to anyone else; a 401 here is not a lost session.
    () => queryApi<QuestionnaireProgress>(`/questionnaire/${id}`, { redirectOnUnauthorized: false }),
    { enabled: id !== null, staleTime: Number.POSITIVE_INFINITY },
  ) as QuestionnaireRead<QuestionnaireProgress>;
}

export function startQuestionnaire(body: {
  treatmentCategory: TreatmentCategory;
  zipcode: string;
}): Promise<ApiResult<StartResult>> {
  return apiPost<StartResult>('/questionnaire/start', body, { silent: true });
}

export function saveStepAnswers(
  id: string,
  body: { stepId: string; answers: Answers },
): Promise<ApiResult<SaveAnswersResult>> {
  return apiPut<SaveAnswersResult>(`/questionnaire/${id}/answers`, body, { silent: true });
}

/** Mails the 6-digit code that proves the address; the answer names where it went. */
export function requestSignupCode(id: string, email: string): Promise<ApiResult<{ message: string }>> {
  return apiPost<{ message: string }>(`/questionnaire/${id}/signup/code`, { email }, { silent: true });
}

export function signUpInQuestionnaire(
  id: string,
  body: QuestionnaireSignupBody,
): Promise<ApiResult<unknown>> {
  return apiPost<unknown>(`/questionnaire/${id}/signup`, body, { silent: true });
}

export function chooseMedication(
  id: string,
  rxMedicationId: string,
): Promise<ApiResult<MedicationPriceOption>> {
  return apiPut<MedicationPriceOption>(
    `/questionnaire/${id}/medication`,
    { rxMedication_id: rxMedicationId },
    { silent: true },
  );
}

export function startCheckout(patientQuestionnaireId: string): Promise<ApiResult<CheckoutResult>> {
  return apiPost<CheckoutResult>('/prescription/checkout', { patientQuestionnaireId }, { silent: true });
}

/** Where the uploader posts a questionnaire's photos and ID (stored in the patientQuestionnaires folder). */
export function questionnaireUploadUrl(id: string): string {
  return `/api/questionnaire/${encodeURIComponent(id)}/upload-files`;
}
