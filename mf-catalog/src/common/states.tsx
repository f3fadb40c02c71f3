import { MESSAGES } from 'shared-contracts';
import styles from './states.module.css';

/** Grey cards in the grid's shape while products load. */
export function CardSkeletons({ count = 8, className }: { count?: number; className?: string }) {
  return (
    <div className={className} role="status" aria-live="polite" aria-busy="true">
      <span className={styles.visuallyHidden}>Loading products…</span>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <div key={index} className={styles.cardSkeleton} aria-hidden="true">
          <div className={`${styles.block} ${styles.image}`} />
          <div className={`${styles.block} ${styles.line}`} />
          <div className={`${styles.block} ${styles.line} ${styles.short}`} />
        </div>
      ))}
    </div>
  );
}

/** A block placeholder of the given height. */
export function BlockSkeleton({ height, label = 'Loading…' }: { height: string; label?: string }) {
  return (
    <div className={`${styles.block} ${styles.panel}`} style={{ height }} role="status" aria-live="polite">
      <span className={styles.visuallyHidden}>{label}</span>
    </div>
  );
}

/** A failed load: what happened and a retry. */
export function ErrorState({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className={styles.error} role="alert">
      <p>{message}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {MESSAGES.tryAgain}
      </button>
    </div>
  );
}

export function EmptyState({ title = MESSAGES.noProducts, hint }: { title?: string; hint?: string }) {
  return (
    <div className={styles.empty}>
      <p className={styles.emptyTitle}>{title}</p>
      {hint && <p className={styles.emptyHint}>{hint}</p>}
    </div>
  );
}
