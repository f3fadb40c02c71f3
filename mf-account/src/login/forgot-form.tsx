import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { MESSAGES } from 'shared-contracts';
import { type OtpRequestPayload, otpRequestSchema } from 'shared-contracts/schemas';
import { authApi } from 'store-runtime';
import { type FieldErrors, fieldErrors, focusFirstInvalid, SubmitButton, TextField } from 'store-ui';
import forms from 'store-ui/forms.module.css';

interface ForgotFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  /** The email went out: on to the OTP screen, with the server's answer. */
  onSent: (message: string) => void;
}

export function ForgotForm({ email, onEmailChange, onSent }: ForgotFormProps) {
  const [errors, setErrors] = useState<FieldErrors<'email'>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const requestOtp = useMutation({
    mutationFn: (payload: OtpRequestPayload) => authApi.requestOtp(payload),
    onSuccess: ({ message }) => onSent(message),
    onError: () => setFailure(MESSAGES.otpSendFailed),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const parsed = otpRequestSchema.safeParse({ email });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      focusFirstInvalid(event.currentTarget);
      return;
    }
    setErrors({});
    onEmailChange(parsed.data.email);
    requestOtp.mutate(parsed.data);
  };

  return (
    <form className={forms.form} onSubmit={submit} noValidate aria-label="Forgot password">
      {failure && (
        <p role="alert" className={forms.alert}>
          {failure}
        </p>
      )}
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        onChange={(event) => onEmailChange(event.target.value)}
        error={errors.email}
      />
      <SubmitButton busy={requestOtp.isPending} block>
        Send OTP
      </SubmitButton>
    </form>
  );
}
