/**
 * "Notify me" beside the cart button of a size out of stock. Only the button is in the page's
 * code: what it opens (the request, the guest's email form) loads when it is first pressed, so a
 * shopper who never presses it costs the page nothing more.
 */
import { lazy, Suspense, useState } from 'react';
import { NOTIFY_ME, type Variant } from 'shared-contracts';
import styles from './notify-me.module.css';

const NotifyMeRequest = lazy(() => import('./notify-me-request'));

export function NotifyMe({ productName, variant }: { productName: string; variant: Variant }) {
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <button type="button" className={styles.notifyButton} onClick={() => setOpen(true)}>
        {NOTIFY_ME}
      </button>
    );
  }
  return (
    <Suspense fallback={<p className={styles.pending}>Loading…</p>}>
      <NotifyMeRequest productName={productName} variant={variant} />
    </Suspense>
  );
}
