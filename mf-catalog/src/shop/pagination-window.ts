import { PAGINATION_WINDOW } from 'shared-contracts';

/** Up to `size` page numbers around the current page, shifted to stay within 1..total (product rules §9). */
export function paginationWindow(current: number, total: number, size: number = PAGINATION_WINDOW): number[] {
  if (total < 1) return [];
  const count = Math.min(size, total);
  const page = Math.min(Math.max(current, 1), total);
  let start = page - Math.floor((count - 1) / 2);
  start = Math.max(1, Math.min(start, total - count + 1));
  return Array.from({ length: count }, (_, index) => start + index);
}
