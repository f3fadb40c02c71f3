export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

/** The part of a zod error the forms read (zod itself comes with shared-contracts' schemas). */
interface ParseError {
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>;
}

/** The first message per top-level field of a failed parse, keyed by field name. */
export function fieldErrors<K extends string>(error: ParseError): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '') as K;
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/** After a failed check, puts the keyboard in the first field marked invalid, once React has marked it. */
export function focusFirstInvalid(form: HTMLFormElement): void {
  setTimeout(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
}
