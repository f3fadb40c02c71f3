/**
 * What "Notify me" opens: a signed-in shopper's request is sent at once; a guest gets an email
 * field in its place. The answer (or why it failed) is read out by a live region, and focus
 * moves to the email field when the form appears.
 */
import { useAtomValue } from 'jotai';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { BACK_IN_STOCK_MESSAGES, BACK_IN_STOCK_PATHS, MESSAGES, type Variant } from 'shared-contracts';
import type { BackInStockAnswer } from 'shared-contracts/schemas';
import { apiClient, apiErrorMessage, authAtom } from 'store-runtime';
import styles from './notify-me.module.css';

type Outcome = { kind: 'done' | 'error'; message: string } | null;

export default function NotifyMeRequest({ productName, variant }: { productName: string; variant: Variant }) {
  const { token } = useAtomValue(authAtom);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [pending, setPending] = useState(false);
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const signedIn = Boolean(token);

  async function send(path: string, body: object) {
    setPending(true);
    try {
      const answer = await apiClient.post<BackInStockAnswer>(path, body);
      setOutcome({ kind: 'done', message: answer.message });
    } catch (error) {
      setOutcome({ kind: 'error', message: apiErrorMessage(error, BACK_IN_STOCK_MESSAGES.failed) });
    } finally {
      setPending(false);
    }
  }

  // A signed-in shopper asked by pressing the button: sent once, when this opens.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, for the variant it opened on.
  useEffect(() => {
    if (signedIn) void send(BACK_IN_STOCK_PATHS.request, { variantId: variant.id });
    else emailRef.current?.focus();
  }, []);

  // The browser's own check of an email field, for a quick answer: the catalog carries no schema
  // library for one field (the server checks the address with the shared schema).
  function submit(event: FormEvent) {
    event.preventDefault();
    // As the shared schema keeps an address: trimmed and in lower case.
    const typed = email.trim().toLowerCase();
    const problem =
      typed === '' ? MESSAGES.emailRequired : emailRef.current?.validity.valid ? null : MESSAGES.emailInvalid;
    if (problem) {
      setFieldError(problem);
      emailRef.current?.focus();
      return;
    }
    setFieldError(null);
    void send(BACK_IN_STOCK_PATHS.guestRequest, { variantId: variant.id, email: typed });
  }

  const done = outcome?.kind === 'done';
  return (
    <div className={styles.panel}>
      {!signedIn && !done && (
        <form className={styles.form} onSubmit={submit} noValidate aria-label={`${productName}: notify me`}>
          <p className={styles.prompt}>{BACK_IN_STOCK_MESSAGES.guestPrompt}</p>
          <label htmlFor={`${id}-email`} className={styles.label}>
            {BACK_IN_STOCK_MESSAGES.emailLabel}
          </label>
          <div className={styles.row}>
            <input
              ref={emailRef}
              id={`${id}-email`}
              className={styles.input}
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              maxLength={254}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? `${id}-error` : undefined}
            />
            <button type="submit" className={styles.send} disabled={pending} aria-busy={pending}>
              {BACK_IN_STOCK_MESSAGES.send}
            </button>
          </div>
          {fieldError && (
            <p id={`${id}-error`} className={styles.error}>
              {fieldError}
            </p>
          )}
        </form>
      )}
      <p role="status" className={outcome?.kind === 'error' ? styles.error : styles.done}>
        {pending && signedIn ? 'Saving…' : (outcome?.message ?? '')}
      </p>
    </div>
  );
}
