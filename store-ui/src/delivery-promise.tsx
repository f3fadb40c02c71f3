/**
 * "Delivery by {date}" for a pincode, on the product page, the cart and checkout. The date is the
 * API's (GET /delivery/{pincode}): the same rule and clock that date the order when it is placed.
 *
 * Without a fixed pincode (product page, cart) the pincode is the one typed on this device, else
 * the signed-in shopper's default address's; the shopper may type another, which the device keeps.
 * On a server-rendered page the server knows neither (no local storage, no session): the box renders
 * as for a guest, with its height reserved, and fills in once the store follows local storage.
 */
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { type FormEvent, useId, useState } from 'react';
import { type DeliveryEstimate, deliveryPromise, isPincode, MESSAGES, QUERY_KEYS } from 'shared-contracts';
import {
  addressesApi,
  deliveryApi,
  deliveryPincodeAtom,
  isAdminAtom,
  isLoggedInAtom,
  rememberDeliveryPincode,
} from 'store-runtime';
import styles from './delivery-promise.module.css';

/** A date is dated again at least this often: it moves at the cut-off hour and at midnight. */
const ESTIMATE_STALE_MS = 5 * 60 * 1000;

function useDeliveryEstimate(pincode: string | null) {
  return useQuery({
    queryKey: [...QUERY_KEYS.delivery, pincode],
    queryFn: () => deliveryApi.estimate(pincode ?? ''),
    enabled: pincode !== null,
    staleTime: ESTIMATE_STALE_MS,
  });
}

/** What the box says of an answer: the promise, or why there is none. */
function estimateText(estimate: DeliveryEstimate): string {
  switch (estimate.status) {
    case 'deliverable':
      return deliveryPromise(estimate.deliveryDate);
    case 'unknown':
      return MESSAGES.pincodeUnknown;
    default:
      return MESSAGES.pincodeUnserviceable;
  }
}

function EstimateLine({ pincode }: { pincode: string }) {
  const estimate = useDeliveryEstimate(pincode);
  if (estimate.isPending) return <p className={styles.muted}>Checking delivery to {pincode}…</p>;
  if (estimate.isError) {
    return (
      <p className={styles.problem}>
        {MESSAGES.somethingWentWrong}{' '}
        <button type="button" className={styles.link} onClick={() => estimate.refetch()}>
          {MESSAGES.tryAgain}
        </button>
      </p>
    );
  }
  const deliverable = estimate.data.status === 'deliverable';
  return <p className={deliverable ? styles.promise : styles.problem}>{estimateText(estimate.data)}</p>;
}

/** The delivery promise for a pincode the page fixes (checkout: the chosen address's). */
export function DeliveryPromiseFor({ pincode }: { pincode: string }) {
  return (
    <div className={styles.box} role="status">
      <EstimateLine pincode={pincode} />
      <p className={styles.muted}>to pincode {pincode}</p>
    </div>
  );
}

/** The default address's pincode of a signed-in customer, once their addresses are in. */
function useDefaultAddressPincode(wanted: boolean): { pincode: string | null; pending: boolean } {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const admin = useAtomValue(isAdminAtom);
  const enabled = wanted && loggedIn && !admin;
  const addresses = useQuery({ queryKey: QUERY_KEYS.addresses, queryFn: addressesApi.list, enabled });
  if (!enabled) return { pincode: null, pending: false };
  const list = addresses.data?.addresses;
  const address = list?.find((entry) => entry.isDefault) ?? list?.[0];
  return { pincode: address?.postalCode ?? null, pending: addresses.isPending };
}

/** The delivery promise with a pincode field: product page and cart. */
export function DeliveryPromise() {
  const typed = useAtomValue(deliveryPincodeAtom);
  const fromAddress = useDefaultAddressPincode(typed === null);
  const pincode = typed ?? fromAddress.pincode;
  const [editing, setEditing] = useState(false);

  return (
    <section className={styles.box} aria-label="Delivery">
      {pincode !== null && !editing ? (
        <>
          <div role="status">
            <EstimateLine pincode={pincode} />
          </div>
          <p className={styles.muted}>
            to pincode {pincode}{' '}
            <button
              type="button"
              className={styles.link}
              aria-label={`Change delivery pincode ${pincode}`}
              onClick={() => setEditing(true)}
            >
              Change
            </button>
          </p>
        </>
      ) : fromAddress.pending ? (
        <p className={styles.muted}>Checking delivery…</p>
      ) : (
        <PincodeForm
          initial={pincode ?? ''}
          onDone={() => setEditing(false)}
          onCancel={pincode !== null ? () => setEditing(false) : undefined}
        />
      )}
    </section>
  );
}

interface PincodeFormProps {
  initial: string;
  onDone: () => void;
  onCancel: (() => void) | undefined;
}

function PincodeForm({ initial, onDone, onCancel }: PincodeFormProps) {
  const id = useId();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const pincode = value.trim();
    if (!isPincode(pincode)) {
      setError(MESSAGES.pincodeInvalid);
      return;
    }
    rememberDeliveryPincode(pincode);
    onDone();
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <label htmlFor={id} className={styles.label}>
        Delivery pincode
      </label>
      <div className={styles.row}>
        <input
          id={id}
          className={styles.input}
          value={value}
          onChange={(event) => {
            // Digits only, at most six: what a pincode can hold.
            setValue(event.target.value.replace(/\D/g, '').slice(0, 6));
            setError(null);
          }}
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder="6-digit pincode"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <button type="submit" className={styles.check}>
          Check
        </button>
        {onCancel && (
          <button type="button" className={styles.link} onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
      {error && (
        <p id={`${id}-error`} className={styles.problem} role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
