import { useFormContext } from 'react-hook-form';
import { PasswordField } from './PasswordField.tsx';

export interface PasswordFieldsProps {
  name?: string;
  confirmName?: string;
  label?: string;
  confirmLabel?: string;
}

/**
 * A new password and its confirmation. The form's schema is the domain's (passwordSchema and
 * passwordWithConfirmSchema): 'Your password must be greater than 8 characters.', 'Your passwords do not match.'
 * The confirmation is checked again when the password changes, once it has been typed.
 */
export function PasswordFields({
  name = 'password',
  confirmName = 'confirmPassword',
  label = 'Password',
  confirmLabel = 'Confirm Password',
}: PasswordFieldsProps) {
  const { trigger, getFieldState, formState } = useFormContext();
  return (
    <>
      <PasswordField
        name={name}
        label={label}
        autoComplete="new-password"
        options={{
          onChange: () => {
            if (formState.isSubmitted || getFieldState(confirmName).isDirty) void trigger(confirmName);
          },
        }}
      />
      <PasswordField name={confirmName} label={confirmLabel} autoComplete="new-password" />
    </>
  );
}
