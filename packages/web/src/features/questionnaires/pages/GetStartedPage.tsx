import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { Link } from 'react-router';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { questionnaireUploadUrl } from '../api/questionnaire-api.ts';
import type { MedicationPickerRender } from '../components/MedicationStep.tsx';
import { StepProgress } from '../components/StepProgress.tsx';
import { CATEGORY_PARAM, useOnlineVisit } from '../components/use-online-visit.ts';
import {
  CategoryChooser,
  QuestionsNotLoaded,
  StepLoading,
  VisitNotOpened,
  VisitPaid,
} from '../components/VisitNotices.tsx';
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
  const {
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
  } = useOnlineVisit();
  useEffect(() => {
    if (category) void loadQuestionStep().catch(() => undefined);
  }, [category]);

  let title = 'Start your online visit';
  let body: ReactNode;
  let showProgress = true;

  if (loadingVisit) {
    title = 'Getting your visit ready';
    body = <StepLoading />;
    showProgress = false;
  } else if (questionnaireId && progress.isError) {
    const notFound = progress.error?.httpStatus === 404 || progress.error?.httpStatus === 401;
    title = 'We could not open your visit';
    showProgress = false;
    body = (
      <VisitNotOpened
        notFound={notFound}
        message={progress.error?.message}
        from={`${location.pathname}${location.search}`}
        onRetry={() => void progress.refetch()}
      />
    );
  } else if (!category) {
    title = 'What would you like help with?';
    showProgress = false;
    body = <CategoryChooser categoryParam={CATEGORY_PARAM} />;
  } else if (definition.isError) {
    title = 'We could not load the questions';
    showProgress = false;
    body = (
      <QuestionsNotLoaded message={definition.error?.message} onRetry={() => void definition.refetch()} />
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
    body = <VisitPaid />;
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
      <Suspense fallback={<StepLoading />}>
        <AccountStep
          patientQuestionnaireId={questionnaireId}
          onBack={backToQuestions}
          onCreated={accountCreated}
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
          <Suspense fallback={<StepLoading />}>{body}</Suspense>
        </section>
        <p className="cs-gs__footnote">
          Your answers are private and seen only by the licensed providers and pharmacy caring for you. If you
          are having a medical emergency, call 911.
        </p>
      </div>
    </div>
  );
}
