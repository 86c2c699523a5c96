import type { FileRecord } from '@carespace/domain';
import { lazy, type ReactNode, Suspense } from 'react';
import type { Answer, Question } from '../api/questionnaire-types.ts';

/** The uploader is built on Ant Design: fetched only when a step with an upload question shows. */
const UploadQuestion = lazy(() => import('./UploadQuestion.tsx'));

export interface QuestionFieldProps {
  question: Question;
  value: Answer | undefined;
  error: string | undefined;
  onChange: (value: Answer | undefined) => void;
  /** Where this questionnaire's files are posted. */
  uploadUrl: string;
  /** The upload question reports files still pending or uploading (they block Continue). */
  onUploadBusy?: (questionId: string, busy: boolean) => void;
}

const fieldId = (question: Question) => `q-${question.id}`;
const errorId = (question: Question) => `q-${question.id}-error`;
const helpId = (question: Question) => `q-${question.id}-help`;

function describedBy(question: Question, error: string | undefined): string | undefined {
  const ids = [question.help ? helpId(question) : null, error ? errorId(question) : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

function Help({ question }: { question: Question }) {
  if (!question.help) return null;
  return (
    <p id={helpId(question)} className="cs-q__help">
      {question.help}
    </p>
  );
}

function ErrorText({ question, error }: { question: Question; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={errorId(question)} className="cs-q__error">
      {error}
    </p>
  );
}

function OptionalMark({ question }: { question: Question }) {
  return question.required ? null : <span className="cs-q__optional"> (optional)</span>;
}

/** SING and MULT: a fieldset of radios or checkboxes, its legend the question. */
function ChoiceQuestion({ question, value, error, onChange }: QuestionFieldProps) {
  const multiple = question.type === 'MULT';
  const chosen = multiple
    ? Array.isArray(value)
      ? (value as string[])
      : []
    : typeof value === 'string'
      ? [value]
      : [];
  const toggle = (optionId: string, checked: boolean) => {
    if (!multiple) {
      onChange(optionId);
      return;
    }
    const next = checked ? [...chosen, optionId] : chosen.filter((id) => id !== optionId);
    // Keep the catalogue's order, whatever the order of the clicks.
    onChange(question.options.map((option) => option.id).filter((id) => next.includes(id)));
  };
  return (
    <QuestionFieldset question={question} error={error} kind="choice">
      {multiple && <p className="cs-q__hint">Choose all that apply.</p>}
      <div className="cs-q__options">
        {question.options.map((option) => (
          <label key={option.id} className="cs-q__option">
            <input
              type={multiple ? 'checkbox' : 'radio'}
              name={fieldId(question)}
              value={option.id}
              checked={chosen.includes(option.id)}
              onChange={(event) => toggle(option.id, event.target.checked)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </QuestionFieldset>
  );
}

function TextQuestion({ question, value, error, onChange }: QuestionFieldProps) {
  const long = (question.maxLength ?? 0) > 200;
  const common = {
    id: fieldId(question),
    className: 'cs-q__input',
    value: typeof value === 'string' ? value : '',
    maxLength: question.maxLength ?? undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(question, error),
    'aria-required': question.required || undefined,
  };
  return (
    <div className="cs-q">
      <label className="cs-q__label" htmlFor={fieldId(question)}>
        {question.text}
        <OptionalMark question={question} />
      </label>
      <Help question={question} />
      {long ? (
        <textarea {...common} rows={4} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...common} type="text" onChange={(event) => onChange(event.target.value)} />
      )}
      <ErrorText question={question} error={error} />
    </div>
  );
}

/** RNGE: a number field with its unit (exact values such as a blood pressure read better typed than slid). */
function RangeQuestion({ question, value, error, onChange }: QuestionFieldProps) {
  return (
    <div className="cs-q">
      <label className="cs-q__label" htmlFor={fieldId(question)}>
        {question.text}
        <OptionalMark question={question} />
      </label>
      <Help question={question} />
      <div className="cs-q__number">
        <input
          id={fieldId(question)}
          className="cs-q__input"
          type="number"
          inputMode="decimal"
          min={question.min ?? undefined}
          max={question.max ?? undefined}
          step={question.step ?? 'any'}
          value={typeof value === 'number' && Number.isFinite(value) ? value : ''}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(question, error)}
          aria-required={question.required || undefined}
          onChange={(event) => {
            const text = event.target.value;
            onChange(text === '' ? undefined : Number(text));
          }}
        />
        {question.unit && <span className="cs-q__unit">{question.unit}</span>}
      </div>
      <ErrorText question={question} error={error} />
    </div>
  );
}

/** A question answered with a group of controls: fieldset, legend, help, the controls, and the error. */
function QuestionFieldset({
  question,
  error,
  kind,
  children,
}: {
  question: QuestionFieldProps['question'];
  error: QuestionFieldProps['error'];
  kind: 'choice' | 'upload';
  children: ReactNode;
}) {
  return (
    <fieldset
      className={`cs-q cs-q--${kind}`}
      id={fieldId(question)}
      aria-describedby={describedBy(question, error)}
      aria-invalid={error ? true : undefined}
      tabIndex={-1}
    >
      <legend className="cs-q__label">
        {question.text}
        <OptionalMark question={question} />
      </legend>
      <Help question={question} />
      {children}
      <ErrorText question={question} error={error} />
    </fieldset>
  );
}

function FileQuestion(props: QuestionFieldProps) {
  const { question, value, error, onChange, uploadUrl, onUploadBusy } = props;
  return (
    <QuestionFieldset question={question} error={error} kind="upload">
      <Suspense fallback={<p className="cs-q__hint">Loading the uploader…</p>}>
        <UploadQuestion
          uploadUrl={uploadUrl}
          files={Array.isArray(value) ? (value as FileRecord[]) : []}
          onFilesChange={(files) => onChange(files.length > 0 ? files : undefined)}
          onBusyChange={(busy) => onUploadBusy?.(question.id, busy)}
        />
      </Suspense>
    </QuestionFieldset>
  );
}

/** One question, as plain form controls: a label or legend, optional help, the control, and its error. */
export function QuestionField(props: QuestionFieldProps) {
  switch (props.question.type) {
    case 'SING':
    case 'MULT':
      return <ChoiceQuestion {...props} />;
    case 'RNGE':
      return <RangeQuestion {...props} />;
    case 'UPLD':
      return <FileQuestion {...props} />;
    default:
      return <TextQuestion {...props} />;
  }
}

/** The element to focus for a question with an error. */
export function questionFocusId(question: Question): string {
  return fieldId(question);
}
