import { LOCALE } from './constants.js';

/** Made on first use, as pricing.ts's formatter: building it loads the locale's data. */
let dateFormat: Intl.DateTimeFormat | undefined;
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "21 Nov 2026"; a date without a time (a birthday) is that calendar day anywhere; an empty or unreadable date is a dash. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  const dateOnly = DATE_ONLY.exec(value);
  const date = dateOnly ? new Date(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3])) : new Date(value);
  if (Number.isNaN(date.getTime())) return '—';
  dateFormat ??= new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'short', year: 'numeric' });
  return dateFormat.format(date);
}
