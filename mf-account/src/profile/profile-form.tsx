import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from 'react';
import type { User } from 'shared-contracts';
import { type ProfileUpdatePayload, profileUpdateSchema } from 'shared-contracts/schemas';
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
import styles from './profile-page.module.css';

type Field = 'username' | 'email' | 'firstName' | 'lastName' | 'mobile' | 'dob' | 'currentPassword';

interface ProfileFormProps {
  user: User;
  busy: boolean;
  /** The server's word on the current password (wrong, or needed), shown on that field. */
  passwordError?: string | undefined;
  onSave: (payload: ProfileUpdatePayload) => void;
  onCancel: () => void;
}

/**
 * Every profile field; the phone number has 10 digits (product rules §1), and may be left empty.
 * A new email or username also asks for the current password: they lead to the account.
 */
export function ProfileForm({ user, busy, passwordError, onSave, onCancel }: ProfileFormProps) {
  const firstField = useRef<HTMLInputElement>(null);
  const [values, setValues] = useState<Record<Field, string>>({
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    mobile: user.mobile ?? '',
    dob: user.dob ?? '',
    currentPassword: '',
  });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  useEffect(() => firstField.current?.focus(), []);

  const set = (field: Field) => (event: ChangeEvent<HTMLInputElement>) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const needsPassword =
    values.username.trim() !== user.username || values.email.trim().toLowerCase() !== user.email.toLowerCase();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { currentPassword, ...fields } = values;
    const parsed = profileUpdateSchema.safeParse({
      ...fields,
      mobile: values.mobile.trim() === '' ? null : values.mobile,
      dob: values.dob === '' ? null : values.dob,
      ...(needsPassword ? { currentPassword } : {}),
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      focusFirstInvalid(event.currentTarget);
      return;
    }
    setErrors({});
    onSave(parsed.data);
  };

  return (
    <form className={forms.form} onSubmit={submit} noValidate aria-label="Edit profile">
      <TextField
        ref={firstField}
        label="Username"
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        value={values.username}
        onChange={set('username')}
        error={errors.username}
      />
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        value={values.email}
        onChange={set('email')}
        error={errors.email}
      />
      {needsPassword && (
        <PasswordField
          label="Current password"
          name="currentPassword"
          autoComplete="current-password"
          value={values.currentPassword}
          onChange={set('currentPassword')}
          error={errors.currentPassword ?? passwordError}
        />
      )}
      <div className={styles.columns}>
        <TextField
          label="First name"
          name="firstName"
          autoComplete="given-name"
          value={values.firstName}
          onChange={set('firstName')}
          error={errors.firstName}
        />
        <TextField
          label="Last name"
          name="lastName"
          autoComplete="family-name"
          value={values.lastName}
          onChange={set('lastName')}
          error={errors.lastName}
        />
      </div>
      <div className={styles.columns}>
        <MobileField
          optional
          value={values.mobile}
          onChange={(mobile) => setValues((current) => ({ ...current, mobile }))}
          error={errors.mobile}
        />
        <TextField
          label="Date of birth"
          optional
          type="date"
          name="dob"
          autoComplete="bday"
          value={values.dob}
          onChange={set('dob')}
          error={errors.dob}
        />
      </div>
      <div className={forms.actions}>
        <SubmitButton busy={busy}>Save changes</SubmitButton>
        <button type="button" className={forms.secondary} onClick={onCancel} disabled={busy}>
          Cancel
        </button>
      </div>
    </form>
  );
}
