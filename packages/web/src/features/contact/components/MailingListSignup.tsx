import { type FormEvent, useId, useState } from 'react';
import './MailingListSignup.css';

/** A light format check (the server's schema is the real one); keeps zod out of every page's footer. */
const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** When the form's own code cannot be fetched (the connection dropped after the page loaded). */
const UNREACHABLE = 'We could not reach Carespace. Please check your connection and try again.';

type State =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'done'; message: string }
  | { kind: 'error'; message: string };

/** The footer's mailing-list sign-up: email, Subscribe, and the outcome in words. Plain React (landing pages). */
export function MailingListSignup() {
  const inputId = useId();
  const messageId = useId();
  const [email, setEmail] = useState('');
  const [state, setState] = useState<State>({ kind: 'idle' });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = email.trim();
    if (!address) {
      setState({ kind: 'error', message: 'Please fill out this field.' });
      return;
    }
    if (!LOOKS_LIKE_EMAIL.test(address)) {
      setState({ kind: 'error', message: 'Please enter a valid email address.' });
      return;
    }
    setState({ kind: 'sending' });
    // The request's code is fetched on the first Subscribe, not with the footer: on a tall screen the footer is
    // near the screen at once, and this keeps the landing page's first download within its budget.
    const api = await import('../api/contact-api.ts').catch(() => null);
    if (!api) {
      setState({ kind: 'error', message: UNREACHABLE });
      return;
    }
    const outcome = await api.joinMailingList(address);
    if (outcome.success) setState({ kind: 'done', message: outcome.result.message });
    else setState({ kind: 'error', message: outcome.error.message || api.MAILING_LIST_FAILED });
  }

  if (state.kind === 'done') {
    return (
      <p className="cs-mailing-list__done" role="status">
        {state.message}
      </p>
    );
  }

  const invalid = state.kind === 'error';
  return (
    <form className="cs-mailing-list" onSubmit={submit} noValidate>
      <div className="cs-mailing-list__row">
        <label htmlFor={inputId} className="cs-visually-hidden">
          Email address
        </label>
        <input
          id={inputId}
          className="cs-mailing-list__input"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          maxLength={254}
          value={email}
          aria-invalid={invalid}
          aria-describedby={invalid ? messageId : undefined}
          onChange={(event) => {
            setEmail(event.target.value);
            if (state.kind === 'error') setState({ kind: 'idle' });
          }}
        />
        <button
          type="submit"
          className="cs-button cs-mailing-list__button"
          disabled={state.kind === 'sending'}
        >
          {state.kind === 'sending' ? 'Subscribing…' : 'Subscribe'}
        </button>
      </div>
      {invalid && (
        <p id={messageId} className="cs-mailing-list__error" role="alert">
          {state.message}
        </p>
      )}
    </form>
  );
}
