/**
 * The one address form (product rules §5): who takes the parcel (full name and a mobile number the
 * courier calls), line 1, city, a state chosen from India's states and union territories and a
 * 6-digit postal code are required; line 2 and a landmark are optional; a customer may make the
 * address their default. It checks with the shared schema, saves through the API client with one
 * payload (the fields, isDefault and the user id of product rules §7), refreshes the address
 * queries, and reports the outcome to the page, which says it in its own way (a toast in the
 * account area, for example).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { type ChangeEvent, type ComponentProps, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import {
  type Address,
  INDIAN_STATES,
  INDIAN_UNION_TERRITORIES,
  isIndianState,
  MESSAGES,
  POSTAL_CODE_LENGTH,
  QUERY_KEYS,
} from 'shared-contracts';
import { type AddressPayload, addressSchema } from 'shared-contracts/schemas';
import { addressesApi, authAtom } from 'store-runtime';
import styles from './address-form.module.css';
import { SelectField, SubmitButton, TextField } from './fields.js';
import forms from './forms.module.css';
import { MobileField } from './mobile-field.js';
import { type FieldErrors, fieldErrors, focusFirstInvalid } from './validation.js';

type TextFieldName = 'fullName' | 'addressLine1' | 'addressLine2' | 'landmark' | 'city' | 'postalCode';
type Field = TextFieldName | 'mobile' | 'state';

const STATE_GROUPS = [
  { label: 'States', options: INDIAN_STATES },
  { label: 'Union territories', options: INDIAN_UNION_TERRITORIES },
];

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
  // An address saved before the list may name its state off it ("Karnatka"): the form then asks
  // for one from the list, and says what was saved so the shopper knows which to pick.
  const savedState = address?.state ?? '';
  const offListState = savedState !== '' && !isIndianState(savedState) ? savedState : null;
  const [values, setValues] = useState({
    fullName: address?.fullName ?? '',
    mobile: address?.mobile ?? '',
    addressLine1: address?.addressLine1 ?? '',
    addressLine2: address?.addressLine2 ?? '',
    landmark: address?.landmark ?? '',
    city: address?.city ?? '',
    state: offListState ? '' : savedState,
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

  const set = (field: Field) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const blankAsNull = (text: string) => (text.trim() === '' ? null : text);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = addressSchema.safeParse({
      ...values,
      addressLine2: blankAsNull(values.addressLine2),
      landmark: blankAsNull(values.landmark),
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

  const field = (name: TextFieldName, label: string, extra: Partial<ComponentProps<typeof TextField>> = {}) => (
    <TextField label={label} name={name} value={values[name]} onChange={set(name)} error={errors[name]} {...extra} />
  );

  return (
    <form className={`${forms.form} ${styles.form}`} onSubmit={submit} noValidate aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {address ? 'Edit address' : 'Add a new address'}
      </h2>
      <div className={styles.pair}>
        {field('fullName', 'Full name', { autoComplete: 'name', ref: firstField })}
        <MobileField
          label="Mobile number"
          value={values.mobile}
          onChange={(mobile) => setValues((current) => ({ ...current, mobile }))}
          error={errors.mobile}
        />
      </div>
      {field('addressLine1', 'Address line 1', { autoComplete: 'address-line1' })}
      {field('addressLine2', 'Address line 2', { autoComplete: 'address-line2', optional: true })}
      {field('landmark', 'Landmark', { optional: true, placeholder: 'e.g. Near City Hospital' })}
      <div className={styles.columns}>
        {field('city', 'City', { autoComplete: 'address-level2' })}
        <SelectField
          label="State"
          name="state"
          autoComplete="address-level1"
          groups={STATE_GROUPS}
          placeholder="Choose a state"
          value={values.state}
          onChange={set('state')}
          error={errors.state}
          hint={offListState && values.state === '' ? MESSAGES.chooseStateFromList(offListState) : undefined}
        />
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
        <SubmitButton busy={save.isPending}>Save address</SubmitButton>
        <button type="button" className={forms.secondary} onClick={onCancel} disabled={save.isPending}>
          Cancel
        </button>
      </div>
    </form>
  );
}
