import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type Address, MESSAGES, QUERY_KEYS } from 'shared-contracts';
import { addressesApi, apiErrorMessage } from 'store-runtime';
import { AddressForm } from 'store-ui';
import forms from 'store-ui/forms.module.css';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { notify } from '../ui/notify';
import page from '../ui/page.module.css';
import { AddressCard } from './address-card';
import styles from './addresses-page.module.css';

/** The address book (product rules §2, §5): list, add, edit, delete (never the default) and choose the default. */
export default function AddressesPage() {
  const queryClient = useQueryClient();
  const addresses = useQuery({
    queryKey: QUERY_KEYS.addresses,
    queryFn: () => addressesApi.list(),
    select: (data) => data.addresses,
  });
  /** 'new' while adding, an address id while editing it. */
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [toDelete, setToDelete] = useState<Address | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: QUERY_KEYS.addresses });

  const saved = () => {
    notify.success(MESSAGES.addressSaved);
    setEditing(null);
  };
  // The address book says 'Save failed!'; checkout's address picker keeps 'Failed to save address' (product rules §8).
  const failed = () => notify.error(MESSAGES.saveFailed);

  const makeDefault = useMutation({
    // Only the flag: an address saved before names and the state list may not pass the form's checks yet.
    mutationFn: (address: Address) => addressesApi.update(address.id, { isDefault: true }),
    onSuccess: async () => {
      notify.success(MESSAGES.defaultAddressChanged);
      await refresh();
    },
    onError: failed,
  });

  const remove = useMutation({
    mutationFn: (address: Address) => addressesApi.remove(address.id),
    onSuccess: () => notify.success(MESSAGES.addressDeleted),
    onError: (error) => notify.error(apiErrorMessage(error, MESSAGES.deleteFailed)),
    onSettled: async () => {
      setToDelete(null);
      await refresh();
    },
  });

  const askDelete = (address: Address) => {
    if (address.isDefault) {
      notify.error(MESSAGES.defaultAddressDelete);
      return;
    }
    setToDelete(address);
  };

  const busy = makeDefault.isPending || remove.isPending;
  const list = addresses.data ?? [];

  return (
    <section aria-labelledby="addresses-title">
      <div className={page.header}>
        <div>
          <h1 id="addresses-title" className={page.title}>
            Addresses
          </h1>
          <p className={page.lead}>Where we deliver your orders. The default address comes first at checkout.</p>
        </div>
        {editing !== 'new' && addresses.isSuccess && (
          <button type="button" className={forms.button} onClick={() => setEditing('new')}>
            Add address
          </button>
        )}
      </div>

      {editing === 'new' && (
        <div className={`${page.panel} ${styles.newForm}`}>
          <AddressForm onSaved={saved} onFailed={failed} onCancel={() => setEditing(null)} />
        </div>
      )}

      {addresses.isPending && (
        <p role="status" className={page.state}>
          Loading your addresses…
        </p>
      )}
      {addresses.isError && (
        <div role="alert" className={page.state}>
          <p>Your addresses could not be loaded.</p>
          <p>
            <button type="button" className={forms.secondary} onClick={() => addresses.refetch()}>
              {MESSAGES.tryAgain}
            </button>
          </p>
        </div>
      )}
      {addresses.isSuccess && list.length === 0 && editing !== 'new' && (
        <div className={page.state}>
          <p>{MESSAGES.noAddresses}</p>
        </div>
      )}
      {list.length > 0 && (
        <ul className={styles.list}>
          {list.map((address) => (
            <li key={address.id} className={editing === address.id ? styles.wide : undefined}>
              {editing === address.id ? (
                <div className={page.panel}>
                  <AddressForm address={address} onSaved={saved} onFailed={failed} onCancel={() => setEditing(null)} />
                </div>
              ) : (
                <AddressCard
                  address={address}
                  busy={busy}
                  onEdit={() => setEditing(address.id)}
                  onDelete={() => askDelete(address)}
                  onMakeDefault={() => makeDefault.mutate(address)}
                />
              )}
            </li>
          ))}
        </ul>
      )}

      <ConfirmDialog
        open={toDelete !== null}
        title="Delete address?"
        message={MESSAGES.confirmAddressDelete}
        cancelLabel="Cancel"
        confirmLabel="Delete"
        busy={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => toDelete && remove.mutate(toDelete)}
      />
    </section>
  );
}
