import { NAME_MAX } from '@carespace/domain';
import { useForm } from 'react-hook-form';
import { AgreementCheckbox } from '../../../components/public-form/AgreementCheckbox.tsx';
import { PhoneField } from '../../../components/public-form/DigitsField.tsx';
import { PasswordFields } from '../../../components/public-form/PasswordFields.tsx';
import { PublicForm, SubmitButton } from '../../../components/public-form/PublicForm.tsx';
import { TextField } from '../../../components/public-form/TextField.tsx';
import { zodResolver } from '../../../components/public-form/zod-resolver.ts';
import { rememberSignupReason } from '../../../lib/signup-reason-storage.ts';
import {
  type PatientSignupBody,
  type ProviderSignupBody,
  usePatientSignup,
  useProviderSignup,
} from '../api/auth-api.ts';
import type { SignupPreselection } from '../api/signup-preselection.ts';

export type SignupVariant = 'patient' | 'provider';

interface SignupValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
  organizationName?: string;
  acceptTelehealthAndHipaa?: boolean;
  acceptTermsAndPrivacy?: boolean;
}

/** The request body's schema of each variant, plus the confirmation: the server's rules, messages included. */
const loadSchemas = () => import('./auth-form-schemas.ts');
const RESOLVERS = {
  patient: zodResolver<SignupValues>(() =>
    loadSchemas().then((schemas) => [schemas.patientSignupBodySchema, schemas.passwordWithConfirmSchema]),
  ),
  provider: zodResolver<SignupValues>(() =>
    loadSchemas().then((schemas) => [schemas.providerSignupBodySchema, schemas.passwordWithConfirmSchema]),
  ),
};

export interface SignupFormProps {
  variant: SignupVariant;
  preselection: SignupPreselection;
  /** The same choice in words. */
  chosen: readonly string[];
  /** The account was created; the verification email is on its way to `email`. */
  onSignedUp: (email: string) => void;
}

/** What the visitor picked on the home page, so they can see it carried over. */
function PreselectionTags({ labels }: { labels: readonly string[] }) {
  if (labels.length === 0) return null;
  return (
    <div className="cs-signup__chosen">
      <span id="cs-signup-chosen">You chose:</span>
      <ul aria-labelledby="cs-signup-chosen">
        {labels.map((label) => (
          <li key={label} className="cs-chip">
            {label}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The patient and provider sign-up form: names (letters only), email, phone (10 digits), a
 * password with its confirmation, the practice name for providers, and the agreements of each variant — patients
 * accept both, providers the Terms & Conditions and Privacy Policy.
 */
export function SignupForm({ variant, preselection, chosen, onSignedUp }: SignupFormProps) {
  const form = useForm<SignupValues>({ mode: 'onChange', resolver: RESOLVERS[variant] });
  const patientSignup = usePatientSignup();
  const providerSignup = useProviderSignup();
  const pending = patientSignup.isPending || providerSignup.isPending;

  const onSubmit = (values: SignupValues) => {
    const person = {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      phone: values.phone,
      password: values.password,
    };
    // Kept on this device for the welcome on the first signed-in visit.
    const reason = variant === 'patient' ? 'PATIENT' : preselection.signupReason;
    const done = {
      onSuccess: () => {
        rememberSignupReason(reason);
        onSignedUp(person.email);
      },
    };
    if (variant === 'patient') {
      const body: PatientSignupBody = {
        ...person,
        acceptTelehealthAndHipaa: true,
        acceptTermsAndPrivacy: true,
        ...(preselection.treatmentCategories && { treatmentCategories: preselection.treatmentCategories }),
      };
      patientSignup.mutate(body, done);
    } else {
      const body: ProviderSignupBody = {
        ...person,
        organizationName: (values.organizationName ?? '').trim(),
        acceptTermsAndPrivacy: true,
        ...(preselection.signupReason && { signupReason: preselection.signupReason }),
        ...(preselection.userType && { userType: preselection.userType }),
      };
      providerSignup.mutate(body, done);
    }
  };

  return (
    <>
      <PreselectionTags labels={chosen} />
      <PublicForm
        form={form}
        onSubmit={onSubmit}
        busy={pending}
        prepare={RESOLVERS[variant].preload}
        aria-label="Create account"
      >
        <div className="cs-auth__row">
          <TextField name="firstName" label="First name" autoComplete="given-name" maxLength={NAME_MAX} />
          <TextField name="lastName" label="Last name" autoComplete="family-name" maxLength={NAME_MAX} />
        </div>
        <TextField name="email" label="Email" type="email" autoComplete="email" maxLength={254} />
        <PhoneField name="phone" label="Mobile phone" />
        {variant === 'provider' && (
          <TextField
            name="organizationName"
            label="Practice or organization name"
            autoComplete="organization"
            maxLength={120}
          />
        )}
        <PasswordFields />
        {variant === 'patient' && <AgreementCheckbox variant="telehealth" />}
        <AgreementCheckbox variant="terms" />
        <SubmitButton block busy={pending}>
          Create account
        </SubmitButton>
      </PublicForm>
    </>
  );
}
