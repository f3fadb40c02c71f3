import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { MESSAGES } from 'shared-contracts';
import { type LoginPayload, loginSchema } from 'shared-contracts/schemas';
import { apiErrorMessage, authApi, storeSession } from 'store-runtime';
import { useLocation } from 'store-runtime/router';
import { type FieldErrors, fieldErrors, focusFirstInvalid, PasswordField, SubmitButton, TextField } from 'store-ui';
import forms from 'store-ui/forms.module.css';
import { reloadAt } from '../ui/navigation';
import styles from './login.module.css';
import { loginTarget } from './login-target';

interface LoginFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  onForgot: () => void;
}

/** Identifier (the email field) and password; a success stores the session and reloads the site. */
export function LoginForm({ email, onEmailChange, onForgot }: LoginFormProps) {
  const location = useLocation();
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'identifier' | 'password'>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const login = useMutation({
    mutationFn: (payload: LoginPayload) => authApi.login(payload),
    onSuccess: ({ token, user }) => {
      storeSession(token, user);
      const from = (location.state as { from?: unknown } | null)?.from;
      reloadAt(loginTarget(user.userType, from));
    },
    onError: (error) => setFailure(apiErrorMessage(error, MESSAGES.loginFailed)),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const parsed = loginSchema.safeParse({ identifier: email, password });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      focusFirstInvalid(event.currentTarget);
      return;
    }
    setErrors({});
    login.mutate(parsed.data);
  };

  const busy = login.isPending || login.isSuccess;
  return (
    <form className={forms.form} onSubmit={submit} noValidate aria-label="Login">
      {failure && (
        <p role="alert" className={forms.alert}>
          {failure}
        </p>
      )}
      <TextField
        label="Email"
        type="email"
        name="identifier"
        autoComplete="username"
        inputMode="email"
        value={email}
        onChange={(event) => onEmailChange(event.target.value)}
        error={errors.identifier}
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
      />
      <div className={styles.row}>
        <button type="button" className={forms.linkButton} onClick={onForgot}>
          Forgot password?
        </button>
      </div>
      <SubmitButton busy={busy} block>
        Login
      </SubmitButton>
    </form>
  );
}
