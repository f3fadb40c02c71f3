import { type Address, addressRecipient, needsRecipient, ORDER_MESSAGES } from 'shared-contracts';
import forms from 'store-ui/forms.module.css';
import styles from './addresses-page.module.css';

interface AddressCardProps {
  address: Address;
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onMakeDefault: () => void;
}

export function AddressCard({ address, busy, onEdit, onDelete, onMakeDefault }: AddressCardProps) {
  const titleId = `address-${address.id}-title`;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.cardTop}>
        <h2 id={titleId} className={styles.cardTitle}>
          {address.addressLine1}
        </h2>
        {address.isDefault && <span className={styles.badge}>Default</span>}
      </div>
      <address className={styles.lines}>
        {!needsRecipient(address) && (
          <>
            <span className={styles.recipient}>{addressRecipient(address)}</span>
            <br />
          </>
        )}
        {address.addressLine2 && (
          <>
            {address.addressLine2}
            <br />
          </>
        )}
        {address.landmark && (
          <>
            {address.landmark}
            <br />
          </>
        )}
        {address.city}, {address.state}
        <br />
        {address.postalCode}
      </address>
      {needsRecipient(address) && <p className={styles.needs}>{ORDER_MESSAGES.addressNeedsRecipient}</p>}
      <div className={styles.cardActions}>
        <button type="button" className={forms.secondary} onClick={onEdit} disabled={busy}>
          Edit
        </button>
        <button type="button" className={forms.secondary} onClick={onDelete} disabled={busy}>
          Delete
        </button>
        {!address.isDefault && (
          <button type="button" className={forms.linkButton} onClick={onMakeDefault} disabled={busy}>
            Set as default
          </button>
        )}
      </div>
    </article>
  );
}
