import styles from './pagination.module.css';
import { paginationWindow } from './pagination-window';

interface PaginationProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}

/** First, Prev, a window of page numbers, 'Page X of Y', Next, Last (product rules §2). */
export function Pagination({ page, totalPages, onChange }: PaginationProps) {
  const last = Math.max(totalPages, 1);
  const atStart = page <= 1;
  const atEnd = page >= last;
  return (
    <nav className={styles.pagination} aria-label="Pagination">
      <button type="button" className={styles.button} disabled={atStart} onClick={() => onChange(1)}>
        First
      </button>
      <button type="button" className={styles.button} disabled={atStart} onClick={() => onChange(page - 1)}>
        Prev
      </button>
      <ul className={styles.pages}>
        {paginationWindow(page, last).map((number) => (
          <li key={number}>
            <button
              type="button"
              className={`${styles.button} ${number === page ? styles.current : ''}`}
              aria-label={`Page ${number}`}
              aria-current={number === page ? 'page' : undefined}
              onClick={() => number !== page && onChange(number)}
            >
              {number}
            </button>
          </li>
        ))}
      </ul>
      <span className={styles.status}>
        Page {Math.min(page, last)} of {last}
      </span>
      <button type="button" className={styles.button} disabled={atEnd} onClick={() => onChange(page + 1)}>
        Next
      </button>
      <button type="button" className={styles.button} disabled={atEnd} onClick={() => onChange(last)}>
        Last
      </button>
    </nav>
  );
}
