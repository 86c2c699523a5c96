import { type ReactNode, useState } from 'react';
import { type RegisterOptions, useFormContext } from 'react-hook-form';
import { Field } from './Field.tsx';

export interface PasswordFieldProps {
  name: string;
  label: ReactNode;
  autoComplete: 'current-password' | 'new-password';
  hint?: ReactNode;
  /** Shown under the control, after the error (e.g. 'Forgot password?'). */
  after?: ReactNode;
  options?: RegisterOptions;
}

/** A password with a Show / Hide switch (typing a long password on a phone keyboard blind is error-prone). */
export function PasswordField({ name, label, autoComplete, hint, after, options }: PasswordFieldProps) {
  const { register } = useFormContext();
  const [shown, setShown] = useState(false);
  return (
    <>
      <Field name={name} label={label} hint={hint}>
        {(a11y) => (
          <div className="cs-password">
            <input
              {...a11y}
              {...register(name, options)}
              className="cs-input cs-password__input"
              type={shown ? 'text' : 'password'}
              autoComplete={autoComplete}
              spellCheck={false}
              autoCapitalize="none"
            />
            <button
              type="button"
              className="cs-password__toggle"
              aria-controls={a11y.id}
              aria-pressed={shown}
              onClick={() => setShown((value) => !value)}
            >
              {shown ? 'Hide' : 'Show'}
              <span className="cs-visually-hidden"> password</span>
            </button>
          </div>
        )}
      </Field>
      {after}
    </>
  );
}
