import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Select } from 'antd';
import { DELIVERY_STATUS_TRANSITIONS, type DeliveryStatus, MESSAGES, type Order, QUERY_KEYS } from 'shared-contracts';
import { apiErrorMessage, ordersApi } from 'store-runtime';

/** The statuses the dropdown offers: the current one and the moves the server allows from it. */
export function statusOptions(current: DeliveryStatus): DeliveryStatus[] {
  return [current, ...DELIVERY_STATUS_TRANSITIONS[current]];
}

/** The order's delivery status; choosing another one asks the server, whose refusal is shown. */
export function OrderStatusSelect({ order }: { order: Order }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const update = useMutation({
    mutationFn: (deliveryStatus: DeliveryStatus) => ordersApi.setStatus(order.id, { deliveryStatus }),
    onSuccess: async () => {
      message.success(MESSAGES.orderStatusUpdated);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: QUERY_KEYS.allOrders }),
        queryClient.invalidateQueries({ queryKey: QUERY_KEYS.myOrders }),
      ]);
    },
    onError: (error) => {
      console.error('Order status update failed', error);
      message.error(apiErrorMessage(error, MESSAGES.updateFailed));
    },
  });
  const options = statusOptions(order.deliveryStatus);
  return (
    <Select<DeliveryStatus>
      aria-label={`Status of order #${order.id}`}
      value={order.deliveryStatus}
      loading={update.isPending}
      disabled={update.isPending || options.length === 1}
      style={{ minWidth: 140 }}
      options={options.map((status) => ({ value: status, label: status }))}
      onChange={(status) => {
        if (status !== order.deliveryStatus) update.mutate(status);
      }}
    />
  );
}
