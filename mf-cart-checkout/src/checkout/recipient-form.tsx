import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { type Address, MESSAGES, QUERY_KEYS } from 'shared-contracts';
import { type AddressRecipientPayload, addressRecipientSchema } from 'shared-contracts/schemas';
import { addressesApi } from 'store-runtime';
import { type FieldErrors, fieldErrors, focusFirstInvalid, MobileField, SubmitButton, TextField } from 'store-ui';
import forms from 'store-ui/forms.module.css';
import styles from './checkout.module.css';

type Field = keyof AddressRecipientPayload;

/** The one recipient form on the page: checkout shows it under the chosen address only. */
const RECIPIENT_FORM_ID = 'checkout-recipient';

/** Puts the keyboard in the recipient form's first field, where Place Order sends a shopper who skipped it. */
export function focusRecipientForm(): void {
  document.getElementById(RECIPIENT_FORM_ID)?.querySelector('input')?.focus();
}

interface RecipientFormProps {
  /** An address saved before recipients were asked for: it has no full name or mobile yet. */
  address: Address;
  onFailed: (error: unknown) => void;
}

/**
 * Asks, right under the chosen address, for the two things a courier needs that it lacks: who
 * takes the parcel and a mobile number to call. Saved once to the address itself, so the next
 * checkout does not ask again; the address list then refreshes and the form goes away.
 */
export function RecipientForm({ address, onFailed }: RecipientFormProps) {
  const titleId = useId();
  const queryClient = useQueryClient();
  const [values, setValues] = useState({ fullName: address.fullName ?? '', mobile: address.mobile ?? '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  const save = useMutation({
    mutationFn: (payload: AddressRecipientPayload) => addressesApi.update(address.id, payload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: QUERY_KEYS.addresses }),
    onError: onFailed,
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = addressRecipientSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      focusFirstInvalid(event.currentTarget);
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  };

  return (
    <form
      id={RECIPIENT_FORM_ID}
      className={`${forms.form} ${styles.recipient}`}
      onSubmit={submit}
      noValidate
      aria-labelledby={titleId}
    >
      <p id={titleId} className={styles.recipientTitle}>
        {MESSAGES.checkoutAddRecipient}
      </p>
      <div className={styles.recipientFields}>
        <TextField
          label="Full name"
          name="fullName"
          autoComplete="name"
          value={values.fullName}
          onChange={(event) => setValues((current) => ({ ...current, fullName: event.target.value }))}
          error={errors.fullName}
        />
        <MobileField
          label="Mobile number"
          value={values.mobile}
          onChange={(mobile) => setValues((current) => ({ ...current, mobile }))}
          error={errors.mobile}
        />
      </div>
      <div className={forms.actions}>
        <SubmitButton busy={save.isPending}>Save recipient</SubmitButton>
      </div>
    </form>
  );
}
