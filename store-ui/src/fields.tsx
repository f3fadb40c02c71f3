/** Labelled form fields: each error is tied to its input, so screen readers and tests find both. */
import { type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, useId, useState } from 'react';
import styles from './forms.module.css';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  label: string;
  error?: string | undefined;
  /** Marks the field as optional next to its label. */
  optional?: boolean;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ label, error, optional = false, ref, ...input }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {optional && <span className={styles.optional}> (optional)</span>}
      </label>
      <input
        {...input}
        ref={ref}
        id={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

/** A password input with a button that shows or hides what was typed. */
export function PasswordField({ label, error, ref, ...input }: Omit<FieldProps, 'type' | 'optional'>) {
  const id = useId();
  const errorId = `${id}-error`;
  const [visible, setVisible] = useState(false);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.passwordWrap}>
        <input
          {...input}
          ref={ref}
          id={id}
          type={visible ? 'text' : 'password'}
          className={styles.input}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <button
          type="button"
          className={styles.toggle}
          aria-label={`${visible ? 'Hide' : 'Show'} ${label.toLowerCase()}`}
          aria-pressed={visible}
          aria-controls={id}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? 'Hide' : 'Show'}
        </button>
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className' | 'children'> {
  label: string;
  /** The choices, in groups (a heading each) or as one list. */
  groups: ReadonlyArray<{ label: string; options: readonly string[] }>;
  /** What the empty choice says ("Choose a state"). */
  placeholder: string;
  error?: string | undefined;
  /** A note under the field (why a choice is needed), read with it. */
  hint?: string | undefined;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled choice from a fixed list; its empty choice is the placeholder, so nothing is chosen by accident. */
export function SelectField({ label, groups, placeholder, error, hint, ref, ...select }: SelectFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        {...select}
        ref={ref}
        id={id}
        className={`${styles.input} ${styles.select}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      >
        <option value="">{placeholder}</option>
        {groups.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * A form's submit button. While `busy` (the form's request is on its way) it cannot be pressed
 * again, and says so to screen readers. `block` spans the form's width, as on the login pages.
 */
export function SubmitButton({
  busy,
  block = false,
  children,
}: {
  busy: boolean;
  block?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      className={block ? `${styles.button} ${styles.block}` : styles.button}
      disabled={busy}
      aria-busy={busy}
    >
      {children}
    </button>
  );
}
