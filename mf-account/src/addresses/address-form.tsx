import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { type Address, POSTAL_CODE_LENGTH } from 'shared-contracts';
import { type AddressPayload, addressSchema } from 'shared-contracts/schemas';
import { TextField } from '../ui/fields';
import forms from '../ui/forms.module.css';
import { type FieldErrors, fieldErrors, focusFirstInvalid } from '../ui/validation';
import styles from './addresses-page.module.css';

type Field = 'addressLine1' | 'addressLine2' | 'city' | 'state' | 'postalCode';

interface AddressFormProps {
  /** The address being edited; none adds a new one. */
  address?: Address | undefined;
  busy: boolean;
  onSave: (payload: AddressPayload) => void;
  onCancel: () => void;
}

/** Line 1, city, state and a 6-digit postal code are required (spec §5); line 2 is optional. */
export function AddressForm({ address, busy, onSave, onCancel }: AddressFormProps) {
  const titleId = useId();
  const firstField = useRef<HTMLInputElement>(null);
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

  const set = (field: Field) => (event: ChangeEvent<HTMLInputElement>) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = addressSchema.safeParse({
      ...values,
      addressLine2: values.addressLine2.trim() === '' ? null : values.addressLine2,
      isDefault,
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      focusFirstInvalid(event.currentTarget);
      return;
    }
    setErrors({});
    onSave(parsed.data);
  };

  const title = address ? 'Edit address' : 'Add a new address';
  return (
    <form className={`${forms.form} ${styles.form}`} onSubmit={submit} noValidate aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.formTitle}>
        {title}
      </h2>
      <TextField
        ref={firstField}
        label="Address line 1"
        name="addressLine1"
        autoComplete="address-line1"
        value={values.addressLine1}
        onChange={set('addressLine1')}
        error={errors.addressLine1}
      />
      <TextField
        label="Address line 2"
        optional
        name="addressLine2"
        autoComplete="address-line2"
        value={values.addressLine2}
        onChange={set('addressLine2')}
        error={errors.addressLine2}
      />
      <div className={styles.columns}>
        <TextField
          label="City"
          name="city"
          autoComplete="address-level2"
          value={values.city}
          onChange={set('city')}
          error={errors.city}
        />
        <TextField
          label="State"
          name="state"
          autoComplete="address-level1"
          value={values.state}
          onChange={set('state')}
          error={errors.state}
        />
        <TextField
          label="Postal code"
          name="postalCode"
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={POSTAL_CODE_LENGTH}
          value={values.postalCode}
          onChange={set('postalCode')}
          error={errors.postalCode}
        />
      </div>
      {!address?.isDefault && (
        <label className={forms.checkbox}>
          <input type="checkbox" checked={isDefault} onChange={(event) => setIsDefault(event.target.checked)} />
          Make this my default address
        </label>
      )}
      <div className={forms.actions}>
        <button type="submit" className={forms.button} disabled={busy} aria-busy={busy}>
          Save address
        </button>
        <button type="button" className={forms.secondary} onClick={onCancel} disabled={busy}>
          Cancel
        </button>
      </div>
    </form>
  );
}
