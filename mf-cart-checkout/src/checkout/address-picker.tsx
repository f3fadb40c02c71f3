import { useQuery } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { type Address, addressPlace, addressRecipient, MESSAGES, needsRecipient, QUERY_KEYS } from 'shared-contracts';
import { addressesApi, apiErrorMessage, notify } from 'store-runtime';
import { AddressForm } from 'store-ui';
import page from '../common/page.module.css';
import { LoadError, LoadingRows } from '../common/page-states';
import styles from './checkout.module.css';
import { RecipientForm } from './recipient-form';

interface AddressPickerProps {
  selectedId: number | null;
  onSelect: (id: number) => void;
}

/** The customer's saved addresses: the picker lists them, the checkout chooses the default from them. */
export const useAddresses = () => useQuery({ queryKey: QUERY_KEYS.addresses, queryFn: addressesApi.list });

/** The default address, or the only one, is chosen until the customer picks another. */
export function defaultAddressId(addresses: Address[] | undefined): number | null {
  return (addresses?.find((address) => address.isDefault) ?? addresses?.[0])?.id ?? null;
}

const saveFailed = (error: unknown) => notify.error(apiErrorMessage(error, MESSAGES.saveAddressFailed));

/** The delivery address: pick one, edit it in place, or add a new one; one without a recipient asks for it under it. */
export function AddressPicker({ selectedId, onSelect }: AddressPickerProps) {
  const addresses = useAddresses();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const list = addresses.data?.addresses;

  if (addresses.isPending) return <LoadingRows label="Loading your addresses" />;
  if (addresses.isError) return <LoadError what="addresses" onRetry={() => addresses.refetch()} />;

  return (
    <fieldset className={styles.section}>
      <legend>Delivery address</legend>
      {list?.length === 0 && editing !== 'new' && <p>{MESSAGES.checkoutNoAddress}</p>}
      <ul className={styles.addresses}>
        {list?.map((address) =>
          editing === address.id ? (
            <li key={address.id}>
              <AddressForm
                address={address}
                onSaved={() => setEditing(null)}
                onFailed={saveFailed}
                onCancel={() => setEditing(null)}
              />
            </li>
          ) : (
            <Fragment key={address.id}>
              <li className={styles.addressRow}>
                <label>
                  <input
                    type="radio"
                    name="address"
                    checked={selectedId === address.id}
                    onChange={() => onSelect(address.id)}
                  />
                  <span>
                    {/* Spaces between the parts, so a screen reader's name for the choice reads them apart. */}
                    {addressPlace(address)}
                    {address.isDefault && (
                      <>
                        {' '}
                        <span className={styles.defaultTag}>Default</span>
                      </>
                    )}
                    {!needsRecipient(address) && (
                      <>
                        {' '}
                        <span className={styles.recipientLine}>{addressRecipient(address)}</span>
                      </>
                    )}
                  </span>
                </label>
                <button
                  type="button"
                  className={styles.linkButton}
                  aria-label={`Edit ${addressPlace(address)}`}
                  onClick={() => setEditing(address.id)}
                >
                  Edit
                </button>
              </li>
              {selectedId === address.id && needsRecipient(address) && (
                <li>
                  <RecipientForm address={address} onFailed={saveFailed} />
                </li>
              )}
            </Fragment>
          ),
        )}
      </ul>
      {editing === 'new' ? (
        <AddressForm
          onSaved={(saved) => {
            setEditing(null);
            onSelect(saved.id);
          }}
          onFailed={saveFailed}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <button type="button" className={page.secondaryButton} onClick={() => setEditing('new')}>
          Add a new address
        </button>
      )}
    </fieldset>
  );
}
