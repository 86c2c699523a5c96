import { useState } from 'react';
import type {
  Answer,
  Answers,
  QuestionnaireDefinition,
  QuestionnaireStep,
} from '../api/questionnaire-types.ts';
import { shownQuestions, stepErrors, stepStopMessage } from '../api/step-rules.ts';
import { QuestionField, questionFocusId } from './QuestionField.tsx';
import { StopNotice } from './StopNotice.tsx';

export interface QuestionStepProps {
  definition: QuestionnaireDefinition;
  step: QuestionnaireStep;
  /** Every answer so far (a condition may point at an earlier step). */
  answers: Answers;
  onAnswer: (questionId: string, value: Answer | undefined) => void;
  /** The server's stop message for the answers as last saved; cleared by the page when an answer changes. */
  serverStopMessage: string | null;
  /** Why the last save failed, shown above the buttons. */
  saveError: string | null;
  saving: boolean;
  uploadUrl: string;
  onBack: (() => void) | null;
  onContinue: () => void;
}

/**
 * One step of the questionnaire, as plain form controls. Continue checks the shown questions first; an answer
 * that makes treatment unsafe shows the kind stop message and keeps Continue off until it is changed.
 */
export function QuestionStep(props: QuestionStepProps) {
  const { definition, step, answers, onAnswer, serverStopMessage, saveError, saving, uploadUrl } = props;
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busyUploads, setBusyUploads] = useState<ReadonlySet<string>>(new Set());
  const questions = shownQuestions(definition, step.id, answers);
  const stopMessage = stepStopMessage(definition, step.id, answers) ?? serverStopMessage;

  const answer = (questionId: string, value: Answer | undefined) => {
    onAnswer(questionId, value);
    if (errors[questionId]) {
      setErrors(({ [questionId]: _fixed, ...rest }) => rest);
    }
  };

  const submit = () => {
    const found = stepErrors(definition, step.id, answers);
    for (const id of busyUploads) {
      if (!found[id] && questions.some((question) => question.id === id)) {
        found[id] = 'Please wait for your files to finish uploading, or remove the ones not sent.';
      }
    }
    setErrors(found);
    const first = questions.find((question) => found[question.id]);
    if (first) {
      document.getElementById(questionFocusId(first))?.focus();
      return;
    }
    if (stopMessage) return;
    props.onContinue();
  };

  return (
    <form
      className="cs-gs__form"
      noValidate
      aria-busy={saving || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {questions.map((question) => (
        <QuestionField
          key={question.id}
          question={question}
          value={answers[question.id]}
          error={errors[question.id]}
          onChange={(value) => answer(question.id, value)}
          uploadUrl={uploadUrl}
          onUploadBusy={(id, busy) =>
            setBusyUploads((current) => {
              const next = new Set(current);
              if (busy) next.add(id);
              else next.delete(id);
              return next;
            })
          }
        />
      ))}

      {stopMessage && <StopNotice message={stopMessage} />}
      {saveError && (
        <p className="cs-gs__alert cs-gs__alert--error" role="alert">
          {saveError}
        </p>
      )}

      <div className="cs-gs__actions">
        {props.onBack && (
          <button type="button" className="cs-button cs-button--secondary" onClick={props.onBack}>
            Back
          </button>
        )}
        <button type="submit" className="cs-button" disabled={saving || stopMessage !== null}>
          {saving ? 'Saving…' : 'Continue'}
        </button>
      </div>
    </form>
  );
}
