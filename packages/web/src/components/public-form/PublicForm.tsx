import { type ReactNode, useRef } from 'react';
import { type FieldValues, FormProvider, type SubmitHandler, type UseFormReturn } from 'react-hook-form';
import { useFieldError } from './Field.tsx';
import { useHydrated } from './use-hydrated.ts';
import './public-form.css';

export interface PublicFormProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  onSubmit: SubmitHandler<T>;
  /** While the request is on its way the fields cannot be changed (the submit button shows it is busy). */
  busy?: boolean;
  /** Called once, on the form's first focus or touch: fetch what checking it needs (the resolver's preload). */
  prepare?: () => void;
  /** The form's accessible name, when it has no heading of its own. */
  'aria-label'?: string;
  className?: string;
  children: ReactNode;
}

/**
 * The light form of the public pages (components/public-form): plain HTML controls registered with
 * react-hook-form and checked by the domain's zod schemas (zodResolver). The browser's own validation is off:
 * the messages are the product's own. On a failed submit the first invalid field gets focus.
 */
export function PublicForm<T extends FieldValues>({
  form,
  onSubmit,
  busy = false,
  prepare,
  className,
  children,
  ...rest
}: PublicFormProps<T>) {
  const prepared = useRef(false);
  const onFirstUse = () => {
    if (prepared.current) return;
    prepared.current = true;
    prepare?.();
  };
  return (
    <FormProvider {...form}>
      <form
        noValidate
        className={className}
        aria-label={rest['aria-label']}
        onFocusCapture={onFirstUse}
        onPointerDownCapture={onFirstUse}
        onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
      >
        <RootError />
        <fieldset className="cs-form__fieldset" disabled={busy}>
          {children}
        </fieldset>
      </form>
    </FormProvider>
  );
}

/** A problem of the whole form found while checking it (the checks could not be loaded). */
function RootError() {
  const message = useFieldError('root');
  return message ? <FormAlert title={message} /> : null;
}

export interface SubmitButtonProps {
  busy?: boolean;
  /** Spans the form's width (the auth cards). */
  block?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * The form's submit button. Busy: disabled, aria-busy and a spinner. Until the page is hydrated it is disabled
 * too: before that a press would submit the form natively, putting its fields (a password) in the URL.
 */
export function SubmitButton({ busy = false, block = false, className, children }: SubmitButtonProps) {
  const hydrated = useHydrated();
  return (
    <button
      type="submit"
      className={`cs-button${block ? ' cs-button--block' : ''}${className ? ` ${className}` : ''}`}
      disabled={busy || !hydrated}
      aria-busy={busy || undefined}
      data-waiting={hydrated ? undefined : ''}
    >
      {busy && <span className="cs-spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}

export interface FormAlertProps {
  kind?: 'error' | 'info' | 'success';
  title: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** A message about the whole form (a failed request, a used link), announced as soon as it appears. */
export function FormAlert({ kind = 'error', title, children, className }: FormAlertProps) {
  return (
    <div
      className={`cs-form-alert cs-form-alert--${kind}${className ? ` ${className}` : ''}`}
      role={kind === 'error' ? 'alert' : 'status'}
    >
      <p className="cs-form-alert__title">{title}</p>
      {children && <div className="cs-form-alert__body">{children}</div>}
    </div>
  );
}
