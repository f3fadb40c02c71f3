import { STAR_RATING, STAR_RATING_MAX } from 'shared-contracts';
import styles from './stars.module.css';

/**
 * The fixed four-of-five star display (product rules §9): the stars on and the stars off as two
 * runs of text, not a span per star (a shop page shows 50 of them).
 */
export function Stars() {
  return (
    <span className={styles.stars} role="img" aria-label={`Rated ${STAR_RATING} out of ${STAR_RATING_MAX}`}>
      <span className={styles.on} aria-hidden="true">
        {'★'.repeat(STAR_RATING)}
      </span>
      <span className={styles.off} aria-hidden="true">
        {'★'.repeat(STAR_RATING_MAX - STAR_RATING)}
      </span>
    </span>
  );
}
