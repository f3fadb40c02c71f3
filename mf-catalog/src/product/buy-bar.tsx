import { type RefObject, useEffect, useRef } from 'react';
import type { Variant } from 'shared-contracts';
import { Price } from '../common/price';
import styles from './buy-bar.module.css';

interface BuyBarProps {
  productName: string;
  variant: Variant | undefined;
  quantity: number;
  disabled: boolean;
  busy: boolean;
  onAdd: () => void;
}

/**
 * The price and "Add to cart" at the foot of a phone's screen, for a shopper who has scrolled
 * down a long product page past its own button. Shown only then (the page renders it when that
 * button has gone), so the page never offers two "Add to cart" buttons at once.
 */
export function BuyBar({ productName, variant, quantity, disabled, busy, onAdd }: BuyBarProps) {
  const bar = useRef<HTMLElement>(null);
  useFootBarHeight(bar);
  return (
    <section ref={bar} className={styles.bar} aria-label={`Buy ${productName}`}>
      <div className={styles.price}>
        <Price variant={variant} quantity={quantity} />
      </div>
      <button type="button" className={styles.add} onClick={onAdd} disabled={disabled} aria-busy={busy}>
        Add to cart
      </button>
    </section>
  );
}

/**
 * Tells the page (tokens.css: --foot-bar-height) how tall the bar is while it shows, so the footer
 * leaves room for it and the bar never covers the last line or its "Scroll to top". Hidden on a
 * wide screen, the bar measures 0.
 */
function useFootBarHeight(bar: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = bar.current;
    if (!element) return;
    const root = document.documentElement.style;
    const measure = () => root.setProperty('--foot-bar-height', `${element.offsetHeight}px`);
    measure();
    window.addEventListener('resize', measure);
    return () => {
      window.removeEventListener('resize', measure);
      root.removeProperty('--foot-bar-height');
    };
  }, [bar]);
}
