import type { MedicationPriceOption, TreatmentCategory } from '@carespace/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useHydrated } from '../../../components/public-form/use-hydrated.ts';
import { CATEGORY_NAMES, categoryFromSlug } from '../api/categories.ts';
import {
  chooseMedication,
  saveStepAnswers,
  startCheckout,
  startQuestionnaire,
  useQuestionnaireDefinition,
  useQuestionnaireProgress,
} from '../api/questionnaire-api.ts';
import type { Answer, Answers } from '../api/questionnaire-types.ts';
import { shownSteps, stepAnswers } from '../api/step-rules.ts';
import { identityChanged, useVisitorIdentity } from '../api/visitor-identity.ts';

/** Which screen of the online visit is showing. */
export type Phase =
  | { name: 'zip' }
  | { name: 'notServed'; message: string }
  | { name: 'questions'; stepId: string }
  | { name: 'account' }
  | { name: 'medication' }
  | { name: 'review' }
  | { name: 'paid' };

export const QUESTIONNAIRE_ID = 'patientQuestionnaireId';
export const CATEGORY_PARAM = 'treatmentCategories';

/** The category a visitor arrived with: `?treatmentCategories=edys`, or the router state the landing links pass. */
function arrivalCategory(params: URLSearchParams, state: unknown): TreatmentCategory | null {
  const fromState = (state as { treatmentCategories?: unknown } | null)?.treatmentCategories;
  const slug = params.get(CATEGORY_PARAM) ?? (Array.isArray(fromState) ? fromState[0] : undefined);
  return typeof slug === 'string' ? categoryFromSlug(slug) : null;
}

/** Where a visit goes once its questions are answered. */
function afterQuestions(account: boolean, chosen: MedicationPriceOption | null): Phase {
  if (!account) return { name: 'account' };
  return chosen ? { name: 'review' } : { name: 'medication' };
}

/**
 * The state of the online visit (/get-started) and what moves it on: the draft in the URL, its saved answers, the
 * screen showing, and the calls that start the visit, save a step, choose the medication and go to payment.
 */
export function useOnlineVisit() {
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  // The pre-rendered page is what the bare address shows (the server sends it only when there is no query): the
  // condition chooser, painted with the first paint. The query and the router's state are read once hydrated;
  // a page rendered in the browser (an address with a query, a link from the site) reads them at once.
  const hydrated = useHydrated();
  const questionnaireId = hydrated ? searchParams.get(QUESTIONNAIRE_ID) : null;
  const arrival = hydrated ? arrivalCategory(searchParams, location.state) : null;

  const progress = useQuestionnaireProgress(questionnaireId);
  const category: TreatmentCategory | null = questionnaireId
    ? (progress.data?.treatmentCategory ?? null)
    : arrival;
  const definition = useQuestionnaireDefinition(category);

  const [rawPhase, setPhase] = useState<Phase>({ name: 'zip' });
  const [answers, setAnswers] = useState<Answers>({});
  const [medication, setMedication] = useState<MedicationPriceOption | null>(null);
  const [hasAccount, setHasAccount] = useState(false);
  const [askedForAccount, setAskedForAccount] = useState(false);
  const [usState, setUsState] = useState('');
  const [serverStop, setServerStop] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // A request in this category is already with the providers: say so, with the way to follow it.
  const [startBlocked, setStartBlocked] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [readyFor, setReadyFor] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  const steps = useMemo(
    () => (definition.data ? shownSteps(definition.data, answers) : []),
    [definition.data, answers],
  );

  // A saved visit (resumed, or just started): take its answers and go where it stopped.
  useEffect(() => {
    const saved = progress.data;
    if (!saved || !definition.data || readyFor === saved.id) return;
    setReadyFor(saved.id);
    setAnswers(saved.answers);
    setMedication(saved.medication);
    setHasAccount(saved.hasAccount);
    setAskedForAccount(!saved.hasAccount);
    setUsState(saved.usState);
    setServerStop(saved.ineligibleMessage);
    if (saved.hasPaid) setPhase({ name: 'paid' });
    else if (saved.currentStepId) setPhase({ name: 'questions', stepId: saved.currentStepId });
    else setPhase(afterQuestions(saved.hasAccount, saved.medication));
  }, [progress.data, definition.data, readyFor]);

  // A patient who signed in after starting holds a draft without an account yet: choosing the medication makes it
  // theirs, so the account step is skipped.
  const identity = useVisitorIdentity();
  const signedInPatient = Boolean(identity?.patient);
  const accountReady = hasAccount || signedInPatient;
  const phase: Phase =
    rawPhase.name === 'account' && accountReady ? afterQuestions(true, medication) : rawPhase;

  const phaseKey = phase.name === 'questions' ? `q:${phase.stepId}` : phase.name;
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus follows the step the patient moved to
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    headingRef.current?.focus();
  }, [phaseKey]);

  const go = (next: Phase) => {
    moved.current = true;
    setError(null);
    setPhase(next);
  };

  // ---- Actions ----

  const start = async (zipcode: string) => {
    if (!category) return;
    setSaving(true);
    setError(null);
    const outcome = await startQuestionnaire({ treatmentCategory: category, zipcode });
    setSaving(false);
    if (!outcome.success) {
      if (outcome.error.code === 'STATE_NOT_SERVED')
        go({ name: 'notServed', message: outcome.error.message });
      else if (outcome.error.code === 'SUBSCRIPTION_IN_PROGRESS') setStartBlocked(outcome.error.message);
      else setError(outcome.error.message);
      return;
    }
    moved.current = true;
    setSearchParams({ [QUESTIONNAIRE_ID]: outcome.result.patientQuestionnaireId }, { replace: true });
  };

  const answer = (questionId: string, value: Answer | undefined) => {
    setServerStop(null);
    setAnswers((current) => {
      const next = { ...current };
      if (value === undefined) delete next[questionId];
      else next[questionId] = value;
      return next;
    });
  };

  const saveStep = async (stepId: string) => {
    if (!questionnaireId || !definition.data) return;
    setSaving(true);
    setError(null);
    const outcome = await saveStepAnswers(questionnaireId, {
      stepId,
      answers: stepAnswers(definition.data, stepId, answers),
    });
    setSaving(false);
    if (!outcome.success) {
      setError(outcome.error.message);
      return;
    }
    if (outcome.result.ineligibleMessage) {
      setServerStop(outcome.result.ineligibleMessage);
      return;
    }
    const index = steps.findIndex((item) => item.id === stepId);
    const nextId = outcome.result.nextStepId;
    const next = nextId && steps.some((item) => item.id === nextId) ? nextId : steps[index + 1]?.id;
    go(next ? { name: 'questions', stepId: next } : afterQuestions(accountReady, medication));
  };

  const pickMedication = async (option: MedicationPriceOption) => {
    if (!questionnaireId) return;
    setSaving(true);
    setError(null);
    const outcome = await chooseMedication(questionnaireId, option.id);
    setSaving(false);
    if (outcome.success) setMedication(outcome.result);
    else setError(outcome.error.message);
  };

  const pay = async () => {
    if (!questionnaireId) return;
    setSaving(true);
    setError(null);
    const outcome = await startCheckout(questionnaireId);
    if (!outcome.success) {
      setSaving(false);
      setError(outcome.error.message);
      return;
    }
    window.location.assign(outcome.result.url);
  };

  const lastStep = steps[steps.length - 1];
  const backToQuestions = () => (lastStep ? go({ name: 'questions', stepId: lastStep.id }) : undefined);

  const accountCreated = () => {
    setHasAccount(true);
    identityChanged();
    go(medication ? { name: 'review' } : { name: 'medication' });
  };

  const categoryName = category ? CATEGORY_NAMES[category] : null;
  const flow = [
    'zip',
    ...steps.map((step) => `q:${step.id}`),
    ...((askedForAccount || !questionnaireId) && !signedInPatient ? ['account'] : []),
    'medication',
    'review',
  ];
  const position = Math.max(0, flow.indexOf(phase.name === 'notServed' ? 'zip' : phaseKey));

  const loadingVisit =
    questionnaireId !== null && !progress.isError && !definition.isError && readyFor !== questionnaireId;

  return {
    location,
    questionnaireId,
    category,
    categoryName,
    progress,
    definition,
    steps,
    phase,
    flow,
    position,
    loadingVisit,
    answers,
    medication,
    usState,
    serverStop,
    error,
    startBlocked,
    setStartBlocked,
    saving,
    identity,
    headingRef,
    go,
    start,
    answer,
    saveStep,
    pickMedication,
    pay,
    backToQuestions,
    accountCreated,
  };
}
