import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { cartApi, QUERY_KEYS, storeCartVariantIds, storeWishlistProductIds, wishlistApi } from 'shared-contracts';

/**
 * Refreshes the stored cart and wishlist ids from the API for a signed-in customer.
 * When loading fails the header keeps the counts already in local storage (spec §2).
 */
export function useBasketSync(enabled: boolean): void {
  const cart = useQuery({ queryKey: QUERY_KEYS.cart, queryFn: cartApi.get, enabled });
  const wishlist = useQuery({ queryKey: QUERY_KEYS.wishlist, queryFn: wishlistApi.get, enabled });

  useEffect(() => {
    if (cart.data) storeCartVariantIds(cart.data.cart.items.map((item) => item.product.variant.id));
  }, [cart.data]);
  useEffect(() => {
    if (wishlist.data) storeWishlistProductIds(wishlist.data.wishlist.items.map((item) => item.productId));
  }, [wishlist.data]);
  useEffect(() => {
    if (cart.error) console.warn('[shell] cart count: using the stored count', cart.error);
    if (wishlist.error) console.warn('[shell] wishlist count: using the stored count', wishlist.error);
  }, [cart.error, wishlist.error]);
}
