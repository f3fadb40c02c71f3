import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Select } from 'antd';
import {
  DELIVERY_STATUS_LABELS,
  DELIVERY_STATUSES,
  type DeliveryStatus,
  MESSAGES,
  type Order,
  QUERY_KEYS,
  statusChangeWarning,
} from 'shared-contracts';
import { apiErrorMessage, ordersApi } from 'store-runtime';

/**
 * The order's delivery status: any of the four (product rules §4). Choosing another one asks the
 * server, whose refusal (a cancelled order short of stock) is shown. Moving a delivered or
 * cancelled order asks first, saying what happens to stock; until confirmed the status stays.
 */
export function OrderStatusSelect({ order }: { order: Order }) {
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const update = useMutation({
    mutationFn: (deliveryStatus: DeliveryStatus) => ordersApi.setStatus(order.id, { deliveryStatus }),
    onSuccess: async () => {
      message.success(MESSAGES.orderStatusUpdated);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: QUERY_KEYS.allOrders }),
        queryClient.invalidateQueries({ queryKey: QUERY_KEYS.myOrders }),
        queryClient.invalidateQueries({ queryKey: QUERY_KEYS.dashboard }),
      ]);
    },
    onError: (error) => {
      console.error('Order status update failed', error);
      message.error(apiErrorMessage(error, MESSAGES.updateFailed));
    },
  });
  return (
    <Select<DeliveryStatus>
      aria-label={`Status of order #${order.id}`}
      value={order.deliveryStatus}
      loading={update.isPending}
      disabled={update.isPending}
      style={{ minWidth: 140 }}
      options={DELIVERY_STATUSES.map((status) => ({ value: status, label: DELIVERY_STATUS_LABELS[status] }))}
      onChange={(status) => {
        if (status === order.deliveryStatus) return;
        const warning = statusChangeWarning(order, status);
        if (!warning) {
          update.mutate(status);
          return;
        }
        modal.confirm({
          ...warning,
          // The dialog closes at once; the toast says how the change went.
          onOk: () => {
            update.mutate(status);
          },
        });
      }}
    />
  );
}
