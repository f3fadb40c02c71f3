import { useEffect, useRef } from 'react';
import { formatDate, formatRupees, MESSAGES, type Order, ROUTES } from 'shared-contracts';
import { Link } from 'store-runtime/router';
import page from '../common/page.module.css';
import styles from './checkout.module.css';

export function OrderPlacedDialog({ order }: { order: Order }) {
  const firstAction = useRef<HTMLAnchorElement>(null);
  useEffect(() => firstAction.current?.focus(), []);
  return (
    <div className={styles.backdrop}>
      <div className={styles.dialog} role="dialog" aria-modal="true" aria-labelledby="order-placed-title">
        <h2 id="order-placed-title">{MESSAGES.orderPlaced}</h2>
        <p>
          Order #{order.id} for {formatRupees(order.orderTotal)}, paid by cash on delivery. Expected delivery by{' '}
          {formatDate(order.expectedDeliveryDate)}.
        </p>
        <div className={styles.dialogActions}>
          <Link ref={firstAction} to={ROUTES.home} className={page.secondaryButton}>
            Continue Shopping
          </Link>
          <Link to={ROUTES.myAccount.orders} className={page.primaryButton}>
            View Order History
          </Link>
        </div>
      </div>
    </div>
  );
}
