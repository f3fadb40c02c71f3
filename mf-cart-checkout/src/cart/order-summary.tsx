import { type CartItem, cartTotals, formatPaise } from 'shared-contracts';
import styles from './order-summary.module.css';

/** Sub Total is the struck-through prices; the discount brings it to what the customer pays (product rules §2). */
export function OrderSummary({ items, children }: { items: CartItem[]; children?: React.ReactNode }) {
  const totals = cartTotals(items.map((item) => ({ quantity: item.quantity, variant: item.product.variant })));
  return (
    <section className={styles.summary} aria-labelledby="order-summary-title">
      <h2 id="order-summary-title">Order Summary</h2>
      <dl>
        <div>
          <dt>Sub Total</dt>
          <dd>{formatPaise(totals.subTotalPaise)}</dd>
        </div>
        <div>
          <dt>Discount</dt>
          <dd>{totals.discountPaise > 0 ? `− ${formatPaise(totals.discountPaise)}` : formatPaise(0)}</dd>
        </div>
        <div>
          <dt>Tax</dt>
          <dd>{formatPaise(totals.taxPaise)}</dd>
        </div>
        <div className={styles.total}>
          <dt>Total</dt>
          <dd>{formatPaise(totals.totalPaise)}</dd>
        </div>
      </dl>
      {children}
    </section>
  );
}
