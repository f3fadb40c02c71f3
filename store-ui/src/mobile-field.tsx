import type { ClipboardEvent } from 'react';
import { PHONE_LENGTH } from 'shared-contracts';
import { phoneDigits } from 'shared-contracts/schemas';
import { TextField } from './fields.js';

interface MobileFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  label?: string;
  /** The account's mobile is optional; an address's is not. */
  optional?: boolean;
}

/**
 * A 10-digit mobile number, wherever it is asked for (registration, the profile, an address). It
 * keeps only digits as they are typed; a pasted number loses its spaces and a leading +91. The form
 * still validates the whole number on submit.
 */
export function MobileField({ value, onChange, error, label = 'Mobile', optional = false }: MobileFieldProps) {
  // The paste is handled here because the browser would cut "+91 98765 43210" to its first
  // ten characters (maxLength) before any change event could clean it.
  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const input = event.currentTarget;
    const before = input.value.slice(0, input.selectionStart ?? input.value.length);
    const after = input.value.slice(input.selectionEnd ?? input.value.length);
    onChange(phoneDigits(before + phoneDigits(event.clipboardData.getData('text')) + after));
  };

  return (
    <TextField
      label={label}
      optional={optional}
      type="tel"
      name="mobile"
      autoComplete="tel-national"
      inputMode="numeric"
      maxLength={PHONE_LENGTH}
      value={value}
      onChange={(event) => onChange(phoneDigits(event.target.value))}
      onPaste={paste}
      error={error}
    />
  );
}
