import { useMutation } from '@tanstack/react-query';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { MESSAGES } from 'shared-contracts';
import { type ChangePasswordPayload, changePasswordFormSchema } from 'shared-contracts/schemas';
import { apiErrorMessage, storeRenewedToken, usersApi } from 'store-runtime';
import { type FieldErrors, fieldErrors, focusFirstInvalid, PasswordField, SubmitButton } from 'store-ui';
import forms from 'store-ui/forms.module.css';
import { notify } from '../ui/notify';
import page from '../ui/page.module.css';

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';

const EMPTY: Record<Field, string> = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change password (product rules §5): all three fields required, new and confirm must match. */
export default function PasswordPage() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  const change = useMutation({
    mutationFn: (payload: ChangePasswordPayload) => usersApi.changePassword(payload),
    onSuccess: ({ message, token }) => {
      storeRenewedToken(token);
      notify.success(message);
      setValues(EMPTY);
    },
    onError: (error) => notify.error(apiErrorMessage(error, MESSAGES.changePasswordFailed)),
  });

  const set = (field: Field) => (event: ChangeEvent<HTMLInputElement>) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = changePasswordFormSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      focusFirstInvalid(event.currentTarget);
      return;
    }
    setErrors({});
    change.mutate({ currentPassword: parsed.data.currentPassword, newPassword: parsed.data.newPassword });
  };

  return (
    <section aria-labelledby="password-title">
      <div className={page.header}>
        <div>
          <h1 id="password-title" className={page.title}>
            Change password
          </h1>
          <p className={page.lead}>Enter your current password, then the new one twice.</p>
        </div>
      </div>
      <div className={`${page.panel} ${page.narrow}`}>
        <form className={forms.form} onSubmit={submit} noValidate aria-label="Change password">
          <PasswordField
            label="Current password"
            name="currentPassword"
            autoComplete="current-password"
            value={values.currentPassword}
            onChange={set('currentPassword')}
            error={errors.currentPassword}
          />
          <PasswordField
            label="New password"
            name="newPassword"
            autoComplete="new-password"
            value={values.newPassword}
            onChange={set('newPassword')}
            error={errors.newPassword}
          />
          <PasswordField
            label="Confirm password"
            name="confirmPassword"
            autoComplete="new-password"
            value={values.confirmPassword}
            onChange={set('confirmPassword')}
            error={errors.confirmPassword}
          />
          <div className={forms.actions}>
            <SubmitButton busy={change.isPending}>Change password</SubmitButton>
          </div>
        </form>
      </div>
    </section>
  );
}
