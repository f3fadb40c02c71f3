/**
 * The one address form (product rules §5): line 1, city, state and a 6-digit postal code are
 * required, line 2 is optional, and a customer may make the address their default. It checks
 * with the shared schema, saves through the API client with one payload (the fields, isDefault
 * and the user id of product rules §7), refreshes the address queries, and reports the outcome to
 * the page, which says it in its own way (a toast in the account area, for example).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { type ChangeEvent, type ComponentProps, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { type Address, POSTAL_CODE_LENGTH, QUERY_KEYS } from 'shared-contracts';
import { type AddressPayload, addressSchema } from 'shared-contracts/schemas';
import { addressesApi, authAtom } from 'store-runtime';
import styles from './address-form.module.css';
import { TextField } from './fields.js';
import forms from './forms.module.css';
import { type FieldErrors, fieldErrors, focusFirstInvalid } from './validation.js';

type Field = 'addressLine1' | 'addressLine2' | 'city' | 'state' | 'postalCode';

interface AddressFormProps {
  /** The address being edited; none adds a new one. */
  address?: Address | undefined;
  onSaved: (saved: Address) => void;
  /** The save was refused or failed; what was typed stays in the form. */
  onFailed: (error: unknown) => void;
  onCancel: () => void;
}

export function AddressForm({ address, onSaved, onFailed, onCancel }: AddressFormProps) {
  const titleId = useId();
  const firstField = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();
  const { userId } = useAtomValue(authAtom);
  const [values, setValues] = useState({
    addressLine1: address?.addressLine1 ?? '',
    addressLine2: address?.addressLine2 ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
    postalCode: address?.postalCode ?? '',
  });
  const [isDefault, setIsDefault] = useState(address?.isDefault ?? false);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  useEffect(() => firstField.current?.focus(), []);

  const save = useMutation({
    mutationFn: (payload: AddressPayload) =>
      address ? addressesApi.update(address.id, payload) : addressesApi.create(payload),
    onSuccess: async ({ address: saved }) => {
      await queryClient.invalidateQueries({ queryKey: QUERY_KEYS.addresses });
      onSaved(saved);
    },
    onError: onFailed,
  });

  const set = (field: Field) => (event: ChangeEvent<HTMLInputElement>) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = addressSchema.safeParse({
      ...values,
      addressLine2: values.addressLine2.trim() === '' ? null : values.addressLine2,
      isDefault,
      ...(userId ? { userId } : {}),
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      focusFirstInvalid(event.currentTarget);
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  };

  const field = (name: Field, label: string, extra: Partial<ComponentProps<typeof TextField>> = {}) => (
    <TextField label={label} name={name} value={values[name]} onChange={set(name)} error={errors[name]} {...extra} />
  );

  return (
    <form className={`${forms.form} ${styles.form}`} onSubmit={submit} noValidate aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {address ? 'Edit address' : 'Add a new address'}
      </h2>
      {field('addressLine1', 'Address line 1', { autoComplete: 'address-line1', ref: firstField })}
      {field('addressLine2', 'Address line 2', { autoComplete: 'address-line2', optional: true })}
      <div className={styles.columns}>
        {field('city', 'City', { autoComplete: 'address-level2' })}
        {field('state', 'State', { autoComplete: 'address-level1' })}
        {field('postalCode', 'Postal code', {
          autoComplete: 'postal-code',
          inputMode: 'numeric',
          maxLength: POSTAL_CODE_LENGTH,
        })}
      </div>
      {!address?.isDefault && (
        <label className={forms.checkbox}>
          <input type="checkbox" checked={isDefault} onChange={(event) => setIsDefault(event.target.checked)} />
          Make this my default address
        </label>
      )}
      <div className={forms.actions}>
        <button type="submit" className={forms.button} disabled={save.isPending} aria-busy={save.isPending}>
          Save address
        </button>
        <button type="button" className={forms.secondary} onClick={onCancel} disabled={save.isPending}>
          Cancel
        </button>
      </div>
    </form>
  );
}
