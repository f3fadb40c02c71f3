import { STAR_RATING, STAR_RATING_MAX } from 'shared-contracts';
import styles from './stars.module.css';

/** The fixed four-of-five star display (product rules §9). */
export function Stars() {
  return (
    <span className={styles.stars} role="img" aria-label={`Rated ${STAR_RATING} out of ${STAR_RATING_MAX}`}>
      {Array.from({ length: STAR_RATING_MAX }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed row of stars.
        <span key={index} className={index < STAR_RATING ? styles.on : styles.off} aria-hidden="true">
          ★
        </span>
      ))}
    </span>
  );
}
