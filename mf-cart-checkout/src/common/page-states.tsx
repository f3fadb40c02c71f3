import { MESSAGES } from 'shared-contracts';
import styles from './page.module.css';

export function LoadingRows({ label }: { label: string }) {
  return (
    <div className={styles.skeletons} role="status" aria-label={label}>
      {[0, 1, 2].map((row) => (
        <div key={row} className={styles.skeleton} />
      ))}
    </div>
  );
}

export function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div className={styles.notice} role="alert">
      <p>We could not load your {what}. Please check your connection and try again.</p>
      <button type="button" className={styles.secondaryButton} onClick={onRetry}>
        {MESSAGES.tryAgain}
      </button>
    </div>
  );
}
