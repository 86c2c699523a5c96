import type { MedicationPriceOption, TreatmentCategory } from '@carespace/domain';
import { lazy, type ReactNode, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useHydrated } from '../../../components/public-form/use-hydrated.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { CATEGORY_CODES, CATEGORY_NAMES, categoryFromSlug, categorySlug } from '../api/categories.ts';
import {
  chooseMedication,
  questionnaireUploadUrl,
  saveStepAnswers,
  startCheckout,
  startQuestionnaire,
  useQuestionnaireDefinition,
  useQuestionnaireProgress,
} from '../api/questionnaire-api.ts';
import type { Answer, Answers } from '../api/questionnaire-types.ts';
import { shownSteps, stepAnswers } from '../api/step-rules.ts';
import { identityChanged, useVisitorIdentity } from '../api/visitor-identity.ts';
import type { MedicationPickerRender } from '../components/MedicationStep.tsx';
import { StepProgress } from '../components/StepProgress.tsx';
import { ZipStep } from '../components/ZipStep.tsx';
import './GetStartedPage.css';

/** Its own chunk: it carries the sign-up validation schemas, needed only by visitors without an account. */
const AccountStep = lazy(() => import('../components/AccountStep.tsx'));
/*
 * The steps after the ZIP code load when their step appears (the questions as soon as the visit's category is
 * known): the pre-rendered first screen is the ZIP step, and its download shares a phone's slow link with the
 * stylesheet.
 */
const loadQuestionStep = () => import('../components/QuestionStep.tsx');
const QuestionStep = lazy(() => loadQuestionStep().then((module) => ({ default: module.QuestionStep })));
const MedicationStep = lazy(() =>
  import('../components/MedicationStep.tsx').then((module) => ({ default: module.MedicationStep })),
);
const ReviewStep = lazy(() =>
  import('../components/ReviewStep.tsx').then((module) => ({ default: module.ReviewStep })),
);
const StateNotServed = lazy(() =>
  import('../components/StateNotServed.tsx').then((module) => ({ default: module.StateNotServed })),
);
const stepLoading = (
  <p className="cs-gs__status" role="status">
    One moment…
  </p>
);

type Phase =
  | { name: 'zip' }
  | { name: 'notServed'; message: string }
  | { name: 'questions'; stepId: string }
  | { name: 'account' }
  | { name: 'medication' }
  | { name: 'review' }
  | { name: 'paid' };

const QUESTIONNAIRE_ID = 'patientQuestionnaireId';
const CATEGORY_PARAM = 'treatmentCategories';
const NOT_FOUND =
  'We could not open this visit. If you started it with an account, log in and open it from your dashboard; otherwise, please start again.';

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

export interface GetStartedPageProps {
  renderMedicationPicker: MedicationPickerRender;
}

/**
 * /get-started: the online visit. ZIP code → the questionnaire, one step per screen, saved after
 * every step → the patient account (for a visitor) → the medication → review and pay. The draft's id is kept in
 * the URL from the moment it exists, so a closed tab resumes where it stopped. Built from plain form controls:
 * the page is pre-rendered and light; only the uploader (Ant Design) and the sign-up rules load on demand.
 */
export default function GetStartedPage({ renderMedicationPicker }: GetStartedPageProps) {
  usePageMeta({
    title: 'Start your online visit',
    description:
      'Answer a few medical questions, choose your medication and a US-licensed provider reviews your request. Free shipping.',
  });
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
  useEffect(() => {
    if (category) void loadQuestionStep().catch(() => undefined);
  }, [category]);

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

  // ---- Screens ----

  const categoryName = category ? CATEGORY_NAMES[category] : null;
  const flow = [
    'zip',
    ...steps.map((step) => `q:${step.id}`),
    ...((askedForAccount || !questionnaireId) && !signedInPatient ? ['account'] : []),
    'medication',
    'review',
  ];
  const position = Math.max(0, flow.indexOf(phase.name === 'notServed' ? 'zip' : phaseKey));

  let title = 'Start your online visit';
  let body: ReactNode;
  let showProgress = true;

  const loadingVisit =
    questionnaireId !== null && !progress.isError && !definition.isError && readyFor !== questionnaireId;
  if (loadingVisit) {
    title = 'Getting your visit ready';
    body = (
      <p className="cs-gs__status" role="status">
        One moment…
      </p>
    );
    showProgress = false;
  } else if (questionnaireId && progress.isError) {
    const notFound = progress.error?.httpStatus === 404 || progress.error?.httpStatus === 401;
    title = 'We could not open your visit';
    showProgress = false;
    body = (
      <div className="cs-gs__form">
        <p className="cs-gs__alert cs-gs__alert--error" role="alert">
          {notFound ? NOT_FOUND : progress.error?.message}
        </p>
        <div className="cs-gs__actions">
          {notFound ? (
            <Link
              className="cs-button"
              to="/login"
              state={{ from: `${location.pathname}${location.search}` }}
            >
              Log in
            </Link>
          ) : (
            <button type="button" className="cs-button" onClick={() => void progress.refetch()}>
              Try again
            </button>
          )}
          <Link className="cs-button cs-button--secondary" to="/what-we-treat">
            Start again
          </Link>
        </div>
      </div>
    );
  } else if (!category) {
    title = 'What would you like help with?';
    showProgress = false;
    body = (
      <div className="cs-gs__form">
        <p className="cs-gs__lead">
          Choose a condition. A licensed provider reviews your answers and decides whether treatment is right
          for you.
        </p>
        <ul className="cs-gs__categories">
          {CATEGORY_CODES.map((code) => (
            <li key={code}>
              <Link className="cs-gs__category" to={`/get-started?${CATEGORY_PARAM}=${categorySlug(code)}`}>
                {CATEGORY_NAMES[code]}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    );
  } else if (definition.isError) {
    title = 'We could not load the questions';
    showProgress = false;
    body = (
      <div className="cs-gs__form">
        <p className="cs-gs__alert cs-gs__alert--error" role="alert">
          {definition.error?.message}
        </p>
        <div className="cs-gs__actions">
          <button type="button" className="cs-button" onClick={() => void definition.refetch()}>
            Try again
          </button>
        </div>
      </div>
    );
  } else if (phase.name === 'notServed') {
    title = "We're not in your state yet";
    body = <StateNotServed message={phase.message} onTryAnotherZip={() => go({ name: 'zip' })} />;
  } else if (!questionnaireId) {
    title = 'Where do you live?';
    body = (
      <>
        {definition.data && <p className="cs-gs__lead">{definition.data.intro}</p>}
        <ZipStep
          saving={saving}
          error={
            startBlocked ? (
              <>
                {startBlocked} <Link to="/rx">Follow it on your dashboard</Link>.
              </>
            ) : (
              error
            )
          }
          onSubmit={(zipcode) => {
            setStartBlocked(null);
            void start(zipcode);
          }}
        />
      </>
    );
  } else if (phase.name === 'paid') {
    title = 'Your visit is with our providers';
    showProgress = false;
    body = (
      <div className="cs-gs__form">
        <p className="cs-gs__lead">
          This visit is paid and a provider is reviewing it. You can follow its progress on your dashboard.
        </p>
        <div className="cs-gs__actions">
          <Link className="cs-button" to="/rx">
            Go to your dashboard
          </Link>
        </div>
      </div>
    );
  } else if (phase.name === 'questions' && definition.data) {
    const step = definition.data.steps.find((item) => item.id === phase.stepId) ?? steps[0];
    const index = step ? steps.findIndex((item) => item.id === step.id) : -1;
    title = step?.title ?? 'Your answers';
    body = step ? (
      <QuestionStep
        key={step.id}
        definition={definition.data}
        step={step}
        answers={answers}
        onAnswer={answer}
        serverStopMessage={serverStop}
        saveError={error}
        saving={saving}
        uploadUrl={questionnaireUploadUrl(questionnaireId)}
        onBack={index > 0 ? () => go({ name: 'questions', stepId: steps[index - 1]!.id }) : null}
        onContinue={() => void saveStep(step.id)}
      />
    ) : null;
  } else if (phase.name === 'account') {
    title = 'Create your account';
    body = (
      <Suspense fallback={stepLoading}>
        <AccountStep
          patientQuestionnaireId={questionnaireId}
          onBack={backToQuestions}
          onCreated={() => {
            setHasAccount(true);
            identityChanged();
            go(medication ? { name: 'review' } : { name: 'medication' });
          }}
        />
      </Suspense>
    );
  } else if (phase.name === 'medication' && category) {
    title = 'Choose your medication';
    body = (
      <MedicationStep
        category={category}
        chosen={medication}
        saving={saving}
        error={error}
        renderPicker={renderMedicationPicker}
        onChoose={(option) => void pickMedication(option)}
        onBack={backToQuestions}
        onContinue={() => go({ name: 'review' })}
      />
    );
  } else if (phase.name === 'review' && medication && categoryName) {
    title = 'Review and pay';
    body = (
      <ReviewStep
        categoryName={categoryName}
        usState={usState}
        medication={medication}
        paying={saving}
        error={error}
        onEditAnswers={() => steps[0] && go({ name: 'questions', stepId: steps[0].id })}
        onChangeMedication={() => go({ name: 'medication' })}
        onPay={() => void pay()}
        staffView={Boolean(identity?.healcoAdmin) && !identity?.patient}
      />
    );
  } else {
    title = 'Choose your medication';
    body = null;
  }

  return (
    <div className="cs-gs">
      <div className="cs-wrap cs-gs__wrap">
        <p className="cs-gs__eyebrow">{categoryName ? `Online visit · ${categoryName}` : 'Online visit'}</p>
        <h1 className="cs-gs__title">Your online visit</h1>
        {showProgress && <StepProgress current={position + 1} total={flow.length} />}
        <section className="cs-gs__card" aria-labelledby="cs-gs-step-title">
          <h2 id="cs-gs-step-title" className="cs-gs__step-title" ref={headingRef} tabIndex={-1}>
            {title}
          </h2>
          <Suspense fallback={stepLoading}>{body}</Suspense>
        </section>
        <p className="cs-gs__footnote">
          Your answers are private and seen only by the licensed providers and pharmacy caring for you. If you
          are having a medical emergency, call 911.
        </p>
      </div>
    </div>
  );
}
