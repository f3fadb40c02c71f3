import type { ChangeEvent } from 'react';
import { PHONE_LENGTH } from 'shared-contracts';
import { TextField } from 'store-ui';

/** The optional 10-digit mobile number, as registration and the profile both ask for it. */
export function MobileField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error?: string | undefined;
}) {
  return (
    <TextField
      label="Mobile"
      optional
      type="tel"
      name="mobile"
      autoComplete="tel-national"
      inputMode="numeric"
      maxLength={PHONE_LENGTH}
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}
