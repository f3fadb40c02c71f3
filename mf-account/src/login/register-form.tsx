import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { MESSAGES, REGISTRATION_DOB } from 'shared-contracts';
import { type RegisterPayload, registerFormSchema } from 'shared-contracts/schemas';
import { apiErrorMessage, authApi } from 'store-runtime';
import {
  type FieldErrors,
  fieldErrors,
  focusFirstInvalid,
  MobileField,
  PasswordField,
  SubmitButton,
  TextField,
} from 'store-ui';
import forms from 'store-ui/forms.module.css';

type Field = 'username' | 'email' | 'mobile' | 'password' | 'confirmPassword';

interface RegisterFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  /** Called with the server's confirmation once the account exists. */
  onRegistered: (message: string) => void;
}

/**
 * Product rules §5 and §7: the username doubles as first and last name, with the optional mobile
 * (null when left empty), the fixed date of birth and userType CUSTOMER.
 */
export function registrationPayload(form: {
  username: string;
  email: string;
  mobile?: string | null;
  password: string;
}): RegisterPayload {
  return {
    username: form.username,
    email: form.email,
    password: form.password,
    firstName: form.username,
    lastName: form.username,
    mobile: form.mobile ?? null,
    dob: REGISTRATION_DOB,
    userType: 'CUSTOMER',
  };
}

export function RegisterForm({ email, onEmailChange, onRegistered }: RegisterFormProps) {
  const [username, setUsername] = useState('');
  const [mobile, setMobile] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const register = useMutation({
    mutationFn: (payload: RegisterPayload) => authApi.register(payload),
    onSuccess: ({ message }) => onRegistered(message),
    onError: (error) => setFailure(apiErrorMessage(error, MESSAGES.registrationFailed)),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const parsed = registerFormSchema.safeParse({
      username,
      email,
      mobile: mobile.trim() === '' ? null : mobile,
      password,
      confirmPassword,
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      focusFirstInvalid(event.currentTarget);
      return;
    }
    setErrors({});
    register.mutate(registrationPayload(parsed.data));
  };

  return (
    <form className={forms.form} onSubmit={submit} noValidate aria-label="Register">
      {failure && (
        <p role="alert" className={forms.alert}>
          {failure}
        </p>
      )}
      <TextField
        label="Username"
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        error={errors.username}
      />
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
      <MobileField optional value={mobile} onChange={setMobile} error={errors.mobile} />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
      />
      <PasswordField
        label="Confirm password"
        name="confirmPassword"
        autoComplete="new-password"
        value={confirmPassword}
        onChange={(event) => setConfirmPassword(event.target.value)}
        error={errors.confirmPassword}
      />
      <SubmitButton busy={register.isPending} block>
        Register
      </SubmitButton>
    </form>
  );
}
