import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import {
  type Address,
  addressesApi,
  apiErrorMessage,
  MESSAGES,
  POSTAL_CODE_LENGTH,
  QUERY_KEYS,
} from 'shared-contracts';
import { type AddressPayload, addressSchema } from 'shared-contracts/schemas';
import page from '../common/page.module.css';
import styles from './checkout.module.css';

const FIELDS = [
  { name: 'addressLine1', label: 'Address line 1', autoComplete: 'address-line1' },
  { name: 'addressLine2', label: 'Address line 2 (optional)', autoComplete: 'address-line2' },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'state', label: 'State', autoComplete: 'address-level1' },
  { name: 'postalCode', label: 'Postal code', autoComplete: 'postal-code' },
] as const;

type FieldName = (typeof FIELDS)[number]['name'];

interface AddressFormProps {
  /** Absent: a new address. */
  address?: Address;
  onSaved: (address: Address) => void;
  onCancel: () => void;
}

/** Inline add or edit, with the address book's rules (shared schema). */
export function AddressForm({ address, onSaved, onCancel }: AddressFormProps) {
  const id = useId();
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: (payload: AddressPayload) =>
      address ? addressesApi.update(address.id, payload) : addressesApi.create(payload),
    onSuccess: async ({ address: saved }) => {
      await queryClient.invalidateQueries({ queryKey: QUERY_KEYS.addresses });
      onSaved(saved);
    },
    onError: (error) => setFormError(apiErrorMessage(error, MESSAGES.saveAddressFailed)),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = Object.fromEntries(new FormData(event.currentTarget)) as Record<FieldName, string>;
    const parsed = addressSchema.safeParse({ ...values, addressLine2: values.addressLine2 || null });
    if (!parsed.success) {
      const fieldErrors: Partial<Record<FieldName, string>> = {};
      for (const issue of parsed.error.issues) fieldErrors[issue.path[0] as FieldName] ??= issue.message;
      setErrors(fieldErrors);
      return;
    }
    setErrors({});
    setFormError(null);
    save.mutate(parsed.data);
  };

  return (
    <form
      className={styles.addressForm}
      onSubmit={submit}
      noValidate
      aria-label={address ? 'Edit address' : 'New address'}
    >
      {FIELDS.map((field) => (
        <div key={field.name} className={styles.field}>
          <label htmlFor={`${id}-${field.name}`}>{field.label}</label>
          <input
            id={`${id}-${field.name}`}
            name={field.name}
            autoComplete={field.autoComplete}
            defaultValue={address?.[field.name] ?? ''}
            inputMode={field.name === 'postalCode' ? 'numeric' : undefined}
            maxLength={field.name === 'postalCode' ? POSTAL_CODE_LENGTH : undefined}
            aria-invalid={Boolean(errors[field.name])}
            aria-describedby={errors[field.name] ? `${id}-${field.name}-error` : undefined}
          />
          {errors[field.name] && (
            <p id={`${id}-${field.name}-error`} className={styles.fieldError}>
              {errors[field.name]}
            </p>
          )}
        </div>
      ))}
      {formError && (
        <p className={styles.fieldError} role="alert">
          {formError}
        </p>
      )}
      <div className={styles.formActions}>
        <button type="submit" className={page.secondaryButton} disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save address'}
        </button>
        <button type="button" className={styles.linkButton} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
