import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CartItem, cartLineRemovedMessage, MESSAGES } from 'shared-contracts';
import { apiErrorMessage, basket, notify } from 'store-runtime';

/** Quantity changes and removals (confirmed by a toast) through the basket, which reads the cart again afterwards. */
export function useCartChanges() {
  const queryClient = useQueryClient();
  const onError = (error: unknown) => notify.error(apiErrorMessage(error, MESSAGES.cartFailed));
  const updateQuantity = useMutation({
    mutationFn: ({ cartItemId, newQuantity }: { cartItemId: number; newQuantity: number }) =>
      basket.changeQuantity(queryClient, cartItemId, newQuantity),
    onError,
  });
  const remove = useMutation({
    mutationFn: (item: CartItem) => basket.removeFromCart(queryClient, item.id),
    onSuccess: (_, item) => notify.success(cartLineRemovedMessage(item.product.name)),
    onError,
  });
  return { updateQuantity, remove };
}
