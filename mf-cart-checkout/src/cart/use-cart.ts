import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from 'react-toastify';
import { apiErrorMessage, cartApi, MESSAGES, QUERY_KEYS, storeCartVariantIds } from 'shared-contracts';

/** The customer's cart; every fresh copy is stored locally so the header badge follows (spec §4). */
export function useCart() {
  const query = useQuery({ queryKey: QUERY_KEYS.cart, queryFn: cartApi.get });
  useEffect(() => {
    if (query.data) storeCartVariantIds(query.data.cart.items.map((item) => item.product.variant.id));
  }, [query.data]);
  return query;
}

/** Quantity changes and removals; afterwards the cart is read again. */
export function useCartChanges() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: QUERY_KEYS.cart });
  const onError = (error: unknown) => {
    toast.error(apiErrorMessage(error, MESSAGES.cartFailed));
    return refresh();
  };
  const updateQuantity = useMutation({ mutationFn: cartApi.updateQuantity, onSuccess: refresh, onError });
  const remove = useMutation({ mutationFn: cartApi.remove, onSuccess: refresh, onError });
  return { updateQuantity, remove };
}
