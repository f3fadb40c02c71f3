import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { MESSAGES, PASSWORD_MESSAGES } from 'shared-contracts';
import { type ResetPasswordPayload, resetPasswordFormSchema } from 'shared-contracts/schemas';
import { apiErrorMessage, authApi } from 'store-runtime';
import { type FieldErrors, fieldErrors, focusFirstInvalid, PasswordField, SubmitButton } from 'store-ui';
import forms from 'store-ui/forms.module.css';

interface ResetFormProps {
  email: string;
  otp: string;
  /** The password is changed: back to login, with the server's answer. */
  onReset: (message: string) => void;
}

const PASSWORD_REFUSALS = new Set<string>(Object.values(PASSWORD_MESSAGES));

export function ResetForm({ email, otp, onReset }: ResetFormProps) {
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'newPassword' | 'confirmPassword'>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const reset = useMutation({
    mutationFn: (payload: ResetPasswordPayload) => authApi.resetPassword(payload),
    onSuccess: ({ message }) => onReset(message),
    onError: (error) => {
      // A refused password is said on its field, so it can be changed; anything else as the spec says.
      const message = apiErrorMessage(error, '');
      if (PASSWORD_REFUSALS.has(message)) setErrors({ newPassword: message });
      else setFailure(MESSAGES.resetPasswordFailed);
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const parsed = resetPasswordFormSchema.safeParse({ newPassword, confirmPassword });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      focusFirstInvalid(event.currentTarget);
      return;
    }
    setErrors({});
    reset.mutate({ email, otp, newPassword: parsed.data.newPassword });
  };

  return (
    <form className={forms.form} onSubmit={submit} noValidate aria-label="Reset password">
      {failure && (
        <p role="alert" className={forms.alert}>
          {failure}
        </p>
      )}
      <PasswordField
        label="New password"
        name="newPassword"
        autoComplete="new-password"
        value={newPassword}
        onChange={(event) => setNewPassword(event.target.value)}
        error={errors.newPassword}
      />
      <PasswordField
        label="Confirm password"
        name="confirmPassword"
        autoComplete="new-password"
        value={confirmPassword}
        onChange={(event) => setConfirmPassword(event.target.value)}
        error={errors.confirmPassword}
      />
      <SubmitButton busy={reset.isPending} block>
        Reset password
      </SubmitButton>
    </form>
  );
}
