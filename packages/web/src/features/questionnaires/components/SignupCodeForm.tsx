import { SIGNUP_CODE, twoFactorCodeSchema } from '@carespace/domain';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { CodeBoxes, type CodeBoxesHandle, EMPTY_CODE } from '../../../components/public-form/CodeBoxes.tsx';

export interface SignupCodeFormProps {
  /** What the server said it sent, naming the address. */
  sentMessage: string;
  /** Creates the account with the code; resolves to null when it worked, otherwise to what to show. */
  onSubmit: (code: string) => Promise<ReactNode | null>;
  /** Mails a new code; resolves to null when it was sent, otherwise to what to show. */
  onResend: () => Promise<ReactNode | null>;
  onChangeEmail: () => void;
  busy: boolean;
}

/**
 * The second half of the account step: the 6-digit code mailed to the address, in the six boxes of the
 * two-factor screen, sent as soon as the sixth digit is in. 'Resend code' mails a new one (only the newest
 * works); 'Change email' goes back to the details, which are kept.
 */
export function SignupCodeForm({
  sentMessage,
  onSubmit,
  onResend,
  onChangeEmail,
  busy,
}: SignupCodeFormProps) {
  const [code, setCode] = useState<string[]>([...EMPTY_CODE]);
  const [error, setError] = useState<ReactNode | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const boxes = useRef<CodeBoxesHandle>(null);
  const promptId = useId();
  const errorId = useId();

  // After a wrong code or a new one the boxes take focus again, once they are enabled again.
  const [refocus, setRefocus] = useState(false);
  useEffect(() => {
    if (!refocus || busy) return;
    setRefocus(false);
    boxes.current?.focus();
  }, [refocus, busy]);

  const startOver = () => {
    setCode([...EMPTY_CODE]);
    setRefocus(true);
  };

  const send = async (value: string) => {
    if (busy) return;
    const parsed = twoFactorCodeSchema.safeParse(value);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      boxes.current?.focus();
      return;
    }
    setError(null);
    setNotice(null);
    const problem = await onSubmit(parsed.data);
    if (problem !== null) {
      setError(problem);
      startOver();
    }
  };

  const resend = async () => {
    setResending(true);
    setError(null);
    setNotice(null);
    const problem = await onResend();
    setResending(false);
    if (problem === null) setNotice(SIGNUP_CODE.resent);
    else setError(problem);
    startOver();
  };

  return (
    <form
      className="cs-gs__form"
      noValidate
      aria-busy={busy || undefined}
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        void send(code.join(''));
      }}
    >
      <p className="cs-gs__lead" id={promptId}>
        {sentMessage}
      </p>
      <div className="cs-gs__code">
        <CodeBoxes
          ref={boxes}
          value={code}
          onChange={(next) => {
            setCode(next);
            if (error) setError(null);
          }}
          onComplete={(value) => void send(value)}
          disabled={busy}
          invalid={error !== null}
          describedBy={error ? `${promptId} ${errorId}` : promptId}
          autoFocus
        />
        <div id={errorId} role="alert" className="cs-gs__code-message">
          {error && <p className="cs-gs__alert cs-gs__alert--error">{error}</p>}
        </div>
        <div role="status" className="cs-gs__code-message">
          {notice && <p className="cs-gs__alert cs-gs__alert--info">{notice}</p>}
        </div>
      </div>
      <div className="cs-gs__code-links">
        <button
          type="button"
          className="cs-button cs-button--link"
          onClick={() => void resend()}
          disabled={resending || busy}
          aria-busy={resending || undefined}
        >
          {resending && <span className="cs-spinner" aria-hidden="true" />}
          {SIGNUP_CODE.resend}
        </button>
        <button type="button" className="cs-button cs-button--link" onClick={onChangeEmail} disabled={busy}>
          {SIGNUP_CODE.changeEmail}
        </button>
      </div>
      <div className="cs-gs__actions">
        <button type="submit" className="cs-button" disabled={busy}>
          {busy ? 'Creating your account…' : 'Create account and continue'}
        </button>
      </div>
    </form>
  );
}
