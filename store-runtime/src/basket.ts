/**
 * The basket: the one writer of a customer's cart and wishlist (product rules §4). It owns their
 * queries (QUERY_KEYS.cart, QUERY_KEYS.wishlist) and the ids kept in local storage for the header's
 * badges. Pages read the queries through its hooks and change things through its actions; after
 * every change the server's copy is read again, stored, and announced to every slice and tab.
 * The toasts and redirects around an action belong to the page that calls it.
 */
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { type Cart, QUERY_KEYS, type Wishlist } from 'shared-contracts';
import { cartApi, wishlistApi } from './api-client.js';
import { readStoredState, writeStoredState } from './storage.js';
import { authAtom } from './store.js';

const cartIdsOf = (cart: Cart) => cart.items.map((item) => item.product.variant.id);
const wishlistIdsOf = (wishlist: Wishlist) => wishlist.items.map((item) => item.productId);
const sameIds = (a: number[], b: number[]) => a.length === b.length && a.every((id, index) => id === b[index]);

/**
 * Stores the ids a fresh server copy holds. Several components watch the same query (the header
 * and the cart page, say): only a change is written, so each change is announced once.
 */
function storeIds(key: 'cart' | 'wishlist', ids: number[]): void {
  if (!sameIds(readStoredState()[key], ids)) writeStoredState({ [key]: ids });
}

/** Only a signed-in customer has a cart and a wishlist (product rules §6). */
function useIsShopper(): boolean {
  const { token, role } = useAtomValue(authAtom);
  return Boolean(token) && role !== 'ADMIN';
}

/**
 * Once the session ends (logout, a 401, another tab), the copy read for that shopper is dropped:
 * no page goes on showing a cart or wishlist to a guest.
 */
function useForgottenWhenSignedOut(shopper: boolean, queryKey: readonly string[]): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!shopper) void queryClient.resetQueries({ queryKey, exact: true });
  }, [shopper, queryClient, queryKey]);
}

/** The customer's cart as the server has it; every fresh copy is stored for the header's badge. */
export function useCart() {
  const shopper = useIsShopper();
  const query = useQuery({ queryKey: QUERY_KEYS.cart, queryFn: cartApi.get, enabled: shopper });
  useForgottenWhenSignedOut(shopper, QUERY_KEYS.cart);
  useEffect(() => {
    if (query.data && shopper) storeIds('cart', cartIdsOf(query.data.cart));
  }, [query.data, shopper]);
  return query;
}

/** The customer's wishlist as the server has it; every fresh copy is stored for the header's badge. */
export function useWishlist() {
  const shopper = useIsShopper();
  const query = useQuery({ queryKey: QUERY_KEYS.wishlist, queryFn: wishlistApi.get, enabled: shopper });
  useForgottenWhenSignedOut(shopper, QUERY_KEYS.wishlist);
  useEffect(() => {
    if (query.data && shopper) storeIds('wishlist', wishlistIdsOf(query.data.wishlist));
  }, [query.data, shopper]);
  return query;
}

/**
 * Keeps the stored ids in step with the server for as long as the header shows. When a read
 * fails, the badges keep the ids already stored (product rules §2).
 */
export function useBasketSync(): void {
  const cart = useCart();
  const wishlist = useWishlist();
  useEffect(() => {
    if (cart.error) console.warn('[basket] cart count: using the stored count', cart.error);
    if (wishlist.error) console.warn('[basket] wishlist count: using the stored count', wishlist.error);
  }, [cart.error, wishlist.error]);
}

async function rereadCart(queryClient: QueryClient): Promise<void> {
  const { cart } = await queryClient.fetchQuery({ queryKey: QUERY_KEYS.cart, queryFn: cartApi.get, staleTime: 0 });
  storeIds('cart', cartIdsOf(cart));
}

async function rereadWishlist(queryClient: QueryClient): Promise<void> {
  const { wishlist } = await queryClient.fetchQuery({
    queryKey: QUERY_KEYS.wishlist,
    queryFn: wishlistApi.get,
    staleTime: 0,
  });
  storeIds('wishlist', wishlistIdsOf(wishlist));
}

/**
 * After a change: reads the server's copy again. When only that read fails, the change still
 * stands; `fallback` then stores what the change is known to have done, so the badges follow.
 */
async function reread(read: () => Promise<void>, fallback?: () => void): Promise<void> {
  try {
    await read();
  } catch (error) {
    console.warn('[basket] could not read the basket again after a change', error);
    fallback?.();
  }
}

/** The actions; each rejects with the API's error when the server refuses the change. */
export const basket = {
  /** Adds `quantity` of the variant (a line already there grows by it). */
  async addToCart(queryClient: QueryClient, variantId: number, quantity: number): Promise<void> {
    await cartApi.add({ productVariantId: variantId, quantity });
    await reread(
      () => rereadCart(queryClient),
      () => writeStoredState({ cart: [...new Set([...readStoredState().cart, variantId])] }),
    );
  },

  async changeQuantity(queryClient: QueryClient, cartItemId: number, newQuantity: number): Promise<void> {
    try {
      await cartApi.updateQuantity({ cartItemId, newQuantity });
    } finally {
      await reread(() => rereadCart(queryClient));
    }
  },

  async removeFromCart(queryClient: QueryClient, cartItemId: number): Promise<void> {
    try {
      await cartApi.remove(cartItemId);
    } finally {
      await reread(() => rereadCart(queryClient));
    }
  },

  /** The server emptied the ordered lines; a refused order may have met changed stock. */
  async afterOrder(queryClient: QueryClient, placed: boolean): Promise<void> {
    if (placed) {
      writeStoredState({ cart: [] });
      await queryClient.invalidateQueries({ queryKey: QUERY_KEYS.myOrders });
    }
    await reread(() => rereadCart(queryClient));
  },

  async addToWishlist(queryClient: QueryClient, productId: number): Promise<void> {
    await wishlistApi.add(productId);
    writeStoredState({ wishlist: [...new Set([...readStoredState().wishlist, productId])] });
    await reread(() => rereadWishlist(queryClient));
  },

  async removeFromWishlist(queryClient: QueryClient, productId: number): Promise<void> {
    await wishlistApi.remove(productId);
    writeStoredState({ wishlist: readStoredState().wishlist.filter((id) => id !== productId) });
    await reread(() => rereadWishlist(queryClient));
  },
};
