import {
  type AGREEMENTS,
  type PatientSignupBody,
  patientSignupBodySchema,
  VALIDATION,
} from '@carespace/domain';
import { type InputHTMLAttributes, type ReactNode, useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { AgreementWording } from '../../../components/public-form/AgreementWording.tsx';
import { requestSignupCode, signUpInQuestionnaire } from '../api/questionnaire-api.ts';
import { SignupCodeForm } from './SignupCodeForm.tsx';

type FieldName =
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phone'
  | 'password'
  | 'confirmPassword'
  | 'acceptTelehealthAndHipaa'
  | 'acceptTermsAndPrivacy';

interface Values {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
  acceptTelehealthAndHipaa: boolean;
  acceptTermsAndPrivacy: boolean;
}

const EMPTY: Values = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
  acceptTelehealthAndHipaa: false,
  acceptTermsAndPrivacy: false,
};

const ORDER: FieldName[] = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'password',
  'confirmPassword',
  'acceptTelehealthAndHipaa',
  'acceptTermsAndPrivacy',
];

/** The sign-up rules of the domain, plus the confirmation that the form alone checks. */
export function accountErrors(values: Values): Partial<Record<FieldName, string>> {
  const errors: Partial<Record<FieldName, string>> = {};
  const parsed = patientSignupBodySchema.safeParse(toBody(values));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as FieldName | undefined;
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }
  if (values.confirmPassword === '') errors.confirmPassword = VALIDATION.required;
  else if (values.confirmPassword !== values.password) errors.confirmPassword = VALIDATION.passwordMismatch;
  return errors;
}

function toBody(values: Values): PatientSignupBody {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    phone: values.phone,
    password: values.password,
    acceptTelehealthAndHipaa: values.acceptTelehealthAndHipaa as true,
    acceptTermsAndPrivacy: values.acceptTermsAndPrivacy as true,
  };
}

export interface AccountStepProps {
  patientQuestionnaireId: string;
  onBack: () => void;
  onCreated: () => void;
}

/**
 * The patient account, created inside the visit: the sign-up fields and rules of /patient/signup and both
 * agreements, then the 6-digit code mailed to the address, which proves it before the account exists (nobody can
 * open an account, and read health answers, under someone else's address). Plain controls; its own chunk,
 * fetched when the step shows (it carries the validation schemas).
 */
export default function AccountStep({ patientQuestionnaireId, onBack, onCreated }: AccountStepProps) {
  const id = useId();
  const location = useLocation();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [failure, setFailure] = useState<{ message: string; accountExists: boolean } | null>(null);
  const [saving, setSaving] = useState(false);
  /** Once a code is on its way: what the server said it sent. */
  const [codeSent, setCodeSent] = useState<string | null>(null);
  const loginState = { from: `${location.pathname}${location.search}` };
  // Back on the details to change the email: the cursor goes to it once the fields are shown again.
  const [focusEmail, setFocusEmail] = useState(false);
  useEffect(() => {
    if (!focusEmail || codeSent) return;
    setFocusEmail(false);
    document.getElementById(`${id}-email`)?.focus();
  }, [focusEmail, codeSent, id]);

  const fieldId = (name: FieldName) => `${id}-${name}`;
  const set = <K extends keyof Values>(name: K, value: Values[K]) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (errors[name]) setErrors((current) => ({ ...current, [name]: accountErrors(next)[name] }));
  };
  const blur = (name: FieldName) => {
    if (values[name] === '' || values[name] === false) return;
    setErrors((current) => ({ ...current, [name]: accountErrors(values)[name] }));
  };

  const submit = async () => {
    const found = accountErrors(values);
    setErrors(found);
    const first = ORDER.find((name) => found[name]);
    if (first) {
      document.getElementById(fieldId(first))?.focus();
      return;
    }
    setSaving(true);
    setFailure(null);
    const outcome = await requestSignupCode(patientQuestionnaireId, toBody(values).email);
    setSaving(false);
    if (outcome.success) {
      setCodeSent(outcome.result.message);
      return;
    }
    setFailure({ message: outcome.error.message, accountExists: false });
  };

  const createWithCode = async (code: string): Promise<ReactNode | null> => {
    setSaving(true);
    const outcome = await signUpInQuestionnaire(patientQuestionnaireId, { ...toBody(values), code });
    setSaving(false);
    if (outcome.success) {
      onCreated();
      return null;
    }
    if (outcome.error.code !== 'DUPLICATE_EMAIL') return outcome.error.message;
    // Someone finished creating an account with this address in the meantime.
    return (
      <>
        {outcome.error.message}{' '}
        <Link to="/login" state={loginState}>
          Log in instead
        </Link>
      </>
    );
  };

  const resendCode = async (): Promise<ReactNode | null> => {
    const outcome = await requestSignupCode(patientQuestionnaireId, toBody(values).email);
    return outcome.success ? null : outcome.error.message;
  };

  if (codeSent) {
    return (
      <SignupCodeForm
        sentMessage={codeSent}
        busy={saving}
        onSubmit={createWithCode}
        onResend={resendCode}
        onChangeEmail={() => {
          setCodeSent(null);
          setFocusEmail(true);
        }}
      />
    );
  }

  const text = (
    name: 'firstName' | 'lastName' | 'email' | 'phone' | 'password' | 'confirmPassword',
    label: string,
    input: InputHTMLAttributes<HTMLInputElement>,
  ) => (
    <div className="cs-q">
      <label className="cs-q__label" htmlFor={fieldId(name)}>
        {label}
      </label>
      <input
        id={fieldId(name)}
        className="cs-q__input"
        value={values[name]}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${fieldId(name)}-error` : undefined}
        onChange={(event) =>
          set(
            name,
            name === 'phone' ? event.target.value.replace(/\D/g, '').slice(0, 10) : event.target.value,
          )
        }
        onBlur={() => blur(name)}
        {...input}
      />
      {errors[name] && (
        <p className="cs-q__error" id={`${fieldId(name)}-error`}>
          {errors[name]}
        </p>
      )}
    </div>
  );

  const agreement = (
    name: 'acceptTelehealthAndHipaa' | 'acceptTermsAndPrivacy',
    variant: keyof typeof AGREEMENTS,
  ) => {
    return (
      <div className="cs-q cs-q--agreement">
        <label className="cs-q__option">
          <input
            id={fieldId(name)}
            type="checkbox"
            checked={values[name]}
            aria-invalid={errors[name] ? true : undefined}
            aria-describedby={errors[name] ? `${fieldId(name)}-error` : undefined}
            onChange={(event) => set(name, event.target.checked)}
          />
          <AgreementWording variant={variant} />
        </label>
        {errors[name] && (
          <p className="cs-q__error" id={`${fieldId(name)}-error`}>
            {errors[name]}
          </p>
        )}
      </div>
    );
  };

  return (
    <form
      className="cs-gs__form"
      noValidate
      aria-busy={saving || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p className="cs-gs__lead">
        Your answers are saved. Create your account so a provider can review them and reach you. We'll email
        you a 6-digit code to confirm your address. Already have an account?{' '}
        <Link to="/login" state={loginState}>
          Log in
        </Link>
        .
      </p>
      <div className="cs-gs__row">
        {text('firstName', 'First name', { autoComplete: 'given-name' })}
        {text('lastName', 'Last name', { autoComplete: 'family-name' })}
      </div>
      {text('email', 'Email', { type: 'email', inputMode: 'email', autoComplete: 'email' })}
      {text('phone', 'Mobile phone', {
        type: 'tel',
        inputMode: 'numeric',
        autoComplete: 'tel-national',
        maxLength: 10,
      })}
      {text('password', 'Password', { type: 'password', autoComplete: 'new-password' })}
      {text('confirmPassword', 'Confirm password', { type: 'password', autoComplete: 'new-password' })}
      {agreement('acceptTelehealthAndHipaa', 'telehealth')}
      {agreement('acceptTermsAndPrivacy', 'terms')}

      {failure && (
        <p className="cs-gs__alert cs-gs__alert--error" role="alert">
          {failure.message}{' '}
          {failure.accountExists && (
            <Link to="/login" state={loginState}>
              Log in instead
            </Link>
          )}
        </p>
      )}
      <div className="cs-gs__actions">
        <button type="button" className="cs-button cs-button--secondary" onClick={onBack}>
          Back
        </button>
        <button type="submit" className="cs-button" disabled={saving}>
          {saving ? 'Sending your code…' : 'Email me a code'}
        </button>
      </div>
    </form>
  );
}
