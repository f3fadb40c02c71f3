import { type FormEvent, useId, useRef, useState } from 'react';
import { OTP_LENGTH } from 'shared-contracts';
import forms from 'store-ui/forms.module.css';
import { OtpInput } from '../ui/otp-input';

interface OtpFormProps {
  digits: string[];
  onDigitsChange: (digits: string[]) => void;
  /** Spec §2: Submit OTP moves on to the reset screen without asking the server. */
  onSubmitted: () => void;
}

export const OTP_INCOMPLETE = `Enter all ${OTP_LENGTH} digits of the OTP`;

export function OtpForm({ digits, onDigitsChange, onSubmitted }: OtpFormProps) {
  const errorId = useId();
  const [error, setError] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const firstEmpty = digits.findIndex((digit) => !/^\d$/.test(digit));
    if (firstEmpty >= 0) {
      setError(OTP_INCOMPLETE);
      form.current?.querySelectorAll('input')[firstEmpty]?.focus();
      return;
    }
    setError(null);
    onSubmitted();
  };

  return (
    <form ref={form} className={forms.form} onSubmit={submit} noValidate aria-label="Enter OTP">
      <OtpInput
        label="One-time password"
        digits={digits}
        onChange={(next) => {
          onDigitsChange(next);
          if (error && next.every((digit) => digit !== '')) setError(null);
        }}
        invalid={Boolean(error)}
        describedBy={error ? errorId : undefined}
      />
      {error && (
        <p id={errorId} className={forms.error}>
          {error}
        </p>
      )}
      <button type="submit" className={`${forms.button} ${forms.block}`}>
        Submit OTP
      </button>
    </form>
  );
}
