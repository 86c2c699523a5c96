import { TWO_FACTOR, twoFactorCodeSchema } from '@carespace/domain';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { CodeBoxes, type CodeBoxesHandle, EMPTY_CODE } from '../../../components/public-form/CodeBoxes.tsx';
import { SubmitButton } from '../../../components/public-form/PublicForm.tsx';
import { toast } from '../../../lib/notify.ts';
import { type TwoFactorChallenge, useResendTwoFactorCode, useSubmitTwoFactorCode } from '../api/auth-api.ts';
import type { Identity } from '../api/identity.ts';

export interface TwoFactorFormProps {
  challenge: TwoFactorChallenge;
  onSignedIn: (identity: Identity) => void;
  /** Back to the email and password step. */
  onCancel: () => void;
}

/**
 * The second sign-in step (the two-factor screen): the texted code in six boxes, sent as soon as the sixth
 * digit is in (or with Verify), and 'Resend 2FA Code'. A wrong code clears the boxes for another try; the API
 * client shows why.
 */
export function TwoFactorForm({ challenge, onSignedIn, onCancel }: TwoFactorFormProps) {
  const [code, setCode] = useState<string[]>([...EMPTY_CODE]);
  const [error, setError] = useState<string | null>(null);
  const boxes = useRef<CodeBoxesHandle>(null);
  const promptId = useId();
  const errorId = useId();
  const submit = useSubmitTwoFactorCode();
  const resend = useResendTwoFactorCode();

  // The boxes take focus again after a wrong code or a new one, once React has re-enabled them: an effect after
  // that commit, not a timer that a busy page can fire while they are still disabled (focus then stays nowhere).
  const [refocus, setRefocus] = useState(false);
  useEffect(() => {
    if (!refocus || submit.isPending) return;
    setRefocus(false);
    boxes.current?.focus();
  }, [refocus, submit.isPending]);

  const startOver = () => {
    setCode([...EMPTY_CODE]);
    setRefocus(true);
  };

  const send = (value: string) => {
    if (submit.isPending) return;
    const parsed = twoFactorCodeSchema.safeParse(value);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      boxes.current?.focus();
      return;
    }
    setError(null);
    submit.mutate(
      { userId: challenge.userId, code: parsed.data },
      {
        onSuccess: (result) => {
          if (!result.twoFactorRequired) onSignedIn(result.identity);
        },
        onError: startOver,
      },
    );
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send(code.join(''));
  };

  const onResend = () => {
    resend.mutate(
      { userId: challenge.userId },
      {
        onSuccess: (result) => {
          void toast('success', result.message);
          setError(null);
          startOver();
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <p id={promptId} className="cs-auth__intro">
        Enter the 6-digit code we sent by text message to {challenge.phoneNumber}.
      </p>
      <CodeBoxes
        ref={boxes}
        value={code}
        onChange={(next) => {
          setCode(next);
          if (error) setError(null);
        }}
        onComplete={send}
        disabled={submit.isPending}
        invalid={error !== null}
        describedBy={error ? `${promptId} ${errorId}` : promptId}
        autoFocus
      />
      <div className="cs-two-factor__error" id={errorId} role="alert">
        {error && <span className="cs-field__error">{error}</span>}
      </div>
      <SubmitButton block busy={submit.isPending}>
        {TWO_FACTOR.verify}
      </SubmitButton>
      <div className="cs-two-factor__actions">
        <button
          type="button"
          className="cs-button cs-button--link"
          onClick={onResend}
          disabled={resend.isPending}
          aria-busy={resend.isPending || undefined}
        >
          {resend.isPending && <span className="cs-spinner" aria-hidden="true" />}
          {TWO_FACTOR.resendCode}
        </button>
        <button type="button" className="cs-button cs-button--link" onClick={onCancel}>
          Use a different account
        </button>
      </div>
    </form>
  );
}
