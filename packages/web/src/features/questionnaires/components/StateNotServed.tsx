import { useId, useState } from 'react';
import { Link } from 'react-router';
import { apiPost } from '../../../lib/api-client.ts';

export interface StateNotServedProps {
  /** The server's message, naming the state. */
  message: string;
  onTryAnotherZip: () => void;
}

/**
 * Shown before any answer is taken when we cannot treat patients in the visitor's state: the reason, a way to
 * hear when we arrive (the mailing list), and a way back.
 */
export function StateNotServed({ message, onTryAnotherZip }: StateNotServedProps) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [sending, setSending] = useState(false);

  const join = async () => {
    setSending(true);
    const result = await apiPost<{ message: string }>('/contact/mailing-list', { email }, { silent: true });
    setSending(false);
    setOutcome(
      result.success
        ? { ok: true, text: result.result.message }
        : { ok: false, text: result.error.message || 'Please enter a valid email address.' },
    );
  };

  return (
    <div className="cs-gs__notserved">
      <p className="cs-gs__alert cs-gs__alert--info" role="status">
        {message}
      </p>
      <p>
        We are adding states as our providers are licensed in them. Leave your email and we will write once we
        can care for you where you live. We send nothing else without asking.
      </p>
      <form
        className="cs-gs__inline-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void join();
        }}
      >
        <label htmlFor={`${id}-email`} className="cs-q__label">
          Email
        </label>
        <div className="cs-gs__inline-row">
          <input
            id={`${id}-email`}
            className="cs-q__input"
            type="email"
            autoComplete="email"
            value={email}
            aria-invalid={outcome && !outcome.ok ? true : undefined}
            aria-describedby={outcome ? `${id}-outcome` : undefined}
            onChange={(event) => setEmail(event.target.value)}
          />
          <button type="submit" className="cs-button" disabled={sending}>
            Let me know
          </button>
        </div>
        {outcome && (
          <p id={`${id}-outcome`} className={outcome.ok ? 'cs-gs__ok' : 'cs-q__error'} role="status">
            {outcome.text}
          </p>
        )}
      </form>
      <div className="cs-gs__actions">
        <button type="button" className="cs-button cs-button--secondary" onClick={onTryAnotherZip}>
          Use a different ZIP code
        </button>
        <Link to="/what-we-treat" className="cs-button cs-button--secondary">
          Back to what we treat
        </Link>
      </div>
    </div>
  );
}
