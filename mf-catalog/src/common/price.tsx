import { formatPaise, savingPaise, type Variant, variantPricing, youSaveMessage } from 'shared-contracts';
import styles from './price.module.css';

interface PriceProps {
  variant: Pick<Variant, 'originalPrice' | 'discountPrice'> | undefined;
  /** Units: the price shown is for this many. */
  quantity?: number;
  size?: 'normal' | 'large';
  /** Greyed, for a product that cannot be bought now. */
  muted?: boolean;
  /** Says "You save ₹X" after a discounted price; never for a muted (sold-out) one, like the badge. */
  showSaving?: boolean;
}

/** The current price, and the struck-through pre-discount price when there is a discount (product rules §3). */
export function Price({ variant, quantity = 1, size = 'normal', muted = false, showSaving = false }: PriceProps) {
  if (!variant) return null;
  const { pricePaise, struckPaise, discountPaise } = variantPricing(variant);
  return (
    <p className={`${styles.price} ${size === 'large' ? styles.large : ''} ${muted ? styles.muted : ''}`}>
      {discountPaise > 0 && (
        <del className={styles.struck}>
          <span className={styles.visuallyHidden}>Original price </span>
          {formatPaise(struckPaise * quantity)}
        </del>
      )}
      <strong className={styles.current}>
        {discountPaise > 0 && <span className={styles.visuallyHidden}>Now </span>}
        {formatPaise(pricePaise * quantity)}
      </strong>
      {showSaving && !muted && discountPaise > 0 && (
        <span className={styles.saving}>{youSaveMessage(savingPaise(variant) * quantity)}</span>
      )}
    </p>
  );
}
