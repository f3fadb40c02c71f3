import {
  addressPlace,
  addressRecipient,
  DELIVERY_STATUS_LABELS,
  formatDate,
  formatPaise,
  formatRupees,
  needsRecipient,
  type Order,
  orderDateFact,
  PAYMENT_METHOD_LABELS,
  toPaise,
} from 'shared-contracts';
import forms from 'store-ui/forms.module.css';
import styles from './orders-page.module.css';

const STATUS_CLASS: Record<Order['deliveryStatus'], string | undefined> = {
  PENDING: styles.pending,
  SHIPPED: styles.shipped,
  DELIVERED: styles.delivered,
  CANCELED: styles.cancelled,
};

interface OrderCardProps {
  order: Order;
  onCancel: (order: Order) => void;
}

/** One order: its status, dates, items, delivery address and total; Cancel Order while it is pending. */
export function OrderCard({ order, onCancel }: OrderCardProps) {
  const titleId = `order-${order.id}-title`;
  const dateFact = orderDateFact(order);
  const address = order.address;
  return (
    <article className={styles.order} aria-labelledby={titleId}>
      <header className={styles.orderHeader}>
        <div>
          <h2 id={titleId} className={styles.orderTitle}>
            Order #{order.id}
          </h2>
          <p className={styles.meta}>Placed on {formatDate(order.orderDate ?? order.createdAt)}</p>
        </div>
        <span className={`${styles.status} ${STATUS_CLASS[order.deliveryStatus] ?? ''}`}>
          {DELIVERY_STATUS_LABELS[order.deliveryStatus]}
        </span>
      </header>

      <dl className={styles.facts}>
        <div>
          <dt>Order date</dt>
          <dd>{formatDate(order.orderDate ?? order.createdAt)}</dd>
        </div>
        <div>
          <dt>{dateFact.label}</dt>
          <dd>{formatDate(dateFact.date)}</dd>
        </div>
        <div>
          <dt>Payment</dt>
          <dd>{PAYMENT_METHOD_LABELS[order.paymentMethod]}</dd>
        </div>
      </dl>

      <ul className={styles.items} aria-label={`Items in order #${order.id}`}>
        {order.items.map((item) => {
          const image = item.product.images[0];
          const variant = item.product.variant;
          const details = [variant?.color, variant?.size].filter(Boolean).join(' · ');
          return (
            <li key={item.id} className={styles.item}>
              {image ? (
                <img
                  src={image.url}
                  alt=""
                  className={styles.thumb}
                  width="56"
                  height="56"
                  loading="lazy"
                  decoding="async"
                />
              ) : (
                <span className={styles.thumb} aria-hidden="true" />
              )}
              <div className={styles.itemText}>
                <span className={styles.itemName}>{item.product.name}</span>
                {details && <span className={styles.meta}>{details}</span>}
                <span className={styles.meta}>
                  Qty {item.quantity} × {formatRupees(item.priceAtPurchase)}
                </span>
              </div>
              <span className={styles.itemTotal}>{formatPaise(toPaise(item.priceAtPurchase) * item.quantity)}</span>
            </li>
          );
        })}
      </ul>

      <footer className={styles.orderFooter}>
        {address && (
          <p className={styles.address}>
            <span className={styles.meta}>Deliver to </span>
            {!needsRecipient(address) && <span className={styles.recipient}>{addressRecipient(address)}, </span>}
            {addressPlace(address)}
          </p>
        )}
        <p className={styles.total}>
          Total <strong>{formatRupees(order.orderTotal)}</strong>
        </p>
        {order.deliveryStatus === 'PENDING' && (
          <button type="button" className={forms.secondary} onClick={() => onCancel(order)}>
            Cancel Order
          </button>
        )}
      </footer>
    </article>
  );
}
