import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { MESSAGES, type Order, QUERY_KEYS, ROUTES } from 'shared-contracts';
import { ordersApi } from 'store-runtime';
import { Link } from 'store-runtime/router';
import forms from 'store-ui/forms.module.css';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { notify } from '../ui/notify';
import page from '../ui/page.module.css';
import { OrderCard } from './order-card';
import styles from './orders-page.module.css';

export const ORDER_CANCELLED = 'Your order has been cancelled';

/** Order history (product rules §2, §4): newest first; only a pending order can be cancelled, after a confirmation. */
export default function OrdersPage() {
  const queryClient = useQueryClient();
  const orders = useQuery({
    queryKey: QUERY_KEYS.myOrders,
    queryFn: () => ordersApi.mine(),
    select: (data) => [...data.orders].sort((a, b) => b.id - a.id),
  });
  const [toCancel, setToCancel] = useState<Order | null>(null);

  const cancel = useMutation({
    mutationFn: (order: Order) => ordersApi.cancel(order.id),
    onSuccess: () => notify.success(ORDER_CANCELLED),
    onError: () => notify.error(MESSAGES.cancelOrderFailed),
    onSettled: async () => {
      setToCancel(null);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: QUERY_KEYS.myOrders }),
        queryClient.invalidateQueries({ queryKey: QUERY_KEYS.allOrders }),
      ]);
    },
  });

  return (
    <section aria-labelledby="orders-title">
      <div className={page.header}>
        <div>
          <h1 id="orders-title" className={page.title}>
            Order history
          </h1>
          <p className={page.lead}>Your orders, newest first.</p>
        </div>
      </div>

      {orders.isPending && (
        <p role="status" className={page.state}>
          Loading your orders…
        </p>
      )}
      {orders.isError && (
        <div role="alert" className={page.state}>
          <p>{MESSAGES.fetchOrdersFailed}</p>
          <p>
            <button type="button" className={forms.secondary} onClick={() => orders.refetch()}>
              {MESSAGES.tryAgain}
            </button>
          </p>
        </div>
      )}
      {orders.isSuccess && orders.data.length === 0 && (
        <div className={page.state}>
          <p>You have not placed any orders yet.</p>
          <p>
            <Link to={ROUTES.shop} className={forms.button}>
              Start shopping
            </Link>
          </p>
        </div>
      )}
      {orders.isSuccess && orders.data.length > 0 && (
        <ol className={styles.list}>
          {orders.data.map((order) => (
            <li key={order.id}>
              <OrderCard order={order} onCancel={setToCancel} />
            </li>
          ))}
        </ol>
      )}

      <ConfirmDialog
        open={toCancel !== null}
        title={toCancel ? `Cancel order #${toCancel.id}?` : ''}
        message={MESSAGES.confirmOrderCancel}
        cancelLabel={MESSAGES.keepOrder}
        confirmLabel={MESSAGES.yesCancel}
        busy={cancel.isPending}
        onCancel={() => setToCancel(null)}
        onConfirm={() => toCancel && cancel.mutate(toCancel)}
      />
    </section>
  );
}
