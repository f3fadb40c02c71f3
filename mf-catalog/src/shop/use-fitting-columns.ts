import { useSyncExternalStore } from 'react';
import { SHOP_GRID_COLUMN_OPTIONS } from 'shared-contracts';

/**
 * The most columns the shop grid lays out at each width, widest first; below the last, 2 (phones).
 * shop-page.module.css holds the same breakpoints: the grid's columns and which density buttons show.
 */
const LIMITS = [
  { query: '(min-width: 1024px)', columns: 5 },
  { query: '(min-width: 640px)', columns: 3 },
] as const;
const PHONE_COLUMNS = 2;
const WIDEST = Math.max(...SHOP_GRID_COLUMN_OPTIONS);

function fittingNow(): number {
  if (!window.matchMedia) return WIDEST;
  return LIMITS.find((limit) => window.matchMedia(limit.query).matches)?.columns ?? PHONE_COLUMNS;
}

function subscribe(onChange: () => void): () => void {
  const queries = window.matchMedia ? LIMITS.map((limit) => window.matchMedia(limit.query)) : [];
  for (const query of queries) query.addEventListener('change', onChange);
  return () => {
    for (const query of queries) query.removeEventListener('change', onChange);
  };
}

/**
 * How many columns fit the window (all of them on the server, as the HTML shows every button and
 * the stylesheet hides what does not fit): the density the grid really shows is the chosen one
 * up to this.
 */
export function useFittingColumns(): number {
  return useSyncExternalStore(subscribe, fittingNow, () => WIDEST);
}
