/**
 * The one-time password as single-digit boxes (product rules §5): digits only, typing moves on,
 * backspace moves back, arrows move between boxes, and a pasted code fills them all.
 */
import { type ClipboardEvent, type KeyboardEvent, useRef } from 'react';
import styles from './otp-input.module.css';

interface OtpInputProps {
  /** One entry per box, '' when empty. */
  digits: string[];
  onChange: (digits: string[]) => void;
  /** Names the group, e.g. 'One-time password'. */
  label: string;
  invalid?: boolean;
  describedBy?: string | undefined;
  autoFocus?: boolean;
}

const onlyDigits = (text: string) => text.replace(/\D/g, '');

export function OtpInput({ digits, onChange, label, invalid = false, describedBy, autoFocus = false }: OtpInputProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const length = digits.length;

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(length - 1, index))];
    box?.focus();
    box?.select();
  };

  /** Writes `text`'s digits into the boxes from `start` on and focuses the box after the last one written. */
  const fill = (start: number, text: string) => {
    const incoming = onlyDigits(text)
      .slice(0, length - start)
      .split('');
    if (incoming.length === 0) return;
    const next = [...digits];
    incoming.forEach((digit, offset) => {
      next[start + offset] = digit;
    });
    onChange(next);
    focusBox(start + incoming.length);
  };

  const setDigit = (index: number, digit: string) => {
    const next = [...digits];
    next[index] = digit;
    onChange(next);
  };

  const handleInput = (index: number, value: string) => {
    const typed = onlyDigits(value);
    if (typed.length === 0) {
      // Letters and other characters are refused; an emptied box stays empty.
      if (value === '') setDigit(index, '');
      return;
    }
    // A box already holding a digit receives a second one: keep what was typed last.
    if (typed.length === 2 && digits[index]) {
      const fresh = typed.startsWith(digits[index] ?? '') ? typed.slice(1) : typed.slice(0, 1);
      fill(index, fresh);
      return;
    }
    // One digit, or several at once (autofill): fill from here.
    fill(index, typed);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      if (digits[index]) {
        setDigit(index, '');
      } else if (index > 0) {
        setDigit(index - 1, '');
        focusBox(index - 1);
      }
    } else if (event.key === 'Delete') {
      event.preventDefault();
      setDigit(index, '');
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    } else if (event.key === 'Home') {
      event.preventDefault();
      focusBox(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      focusBox(length - 1);
    }
  };

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    // A pasted code fills all the boxes from the first.
    const pasted = onlyDigits(event.clipboardData.getData('text'));
    if (pasted.length === 0) return;
    const next = Array.from({ length }, (_, index) => pasted[index] ?? '');
    onChange(next);
    focusBox(Math.min(pasted.length, length - 1));
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would add a legend the visible heading already gives.
    <div role="group" aria-label={label} aria-describedby={describedBy} className={styles.group}>
      {digits.map((digit, index) => (
        <input
          // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are fixed positions.
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          className={styles.box}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          // biome-ignore lint/a11y/noAutofocus: the OTP screen exists to type this code.
          autoFocus={autoFocus && index === 0}
          aria-label={`Digit ${index + 1} of ${length}`}
          aria-invalid={invalid ? true : undefined}
          value={digit}
          onChange={(event) => handleInput(index, event.target.value)}
          onKeyDown={(event) => handleKeyDown(index, event)}
          onPaste={handlePaste}
          onFocus={(event) => event.target.select()}
        />
      ))}
    </div>
  );
}
