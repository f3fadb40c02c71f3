/**
 * Cart and wishlist actions of product rules §4 and §5, the same on every page of the slice:
 * guests are sent to log in, admins are refused, a size in stock is required; the change
 * itself goes through the basket (store-runtime), which re-reads and stores it.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useStore } from 'jotai';
import { useCallback, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { HOME_TOAST_AUTO_CLOSE_MS, MESSAGES, MIN_QUANTITY, type Product, ROUTES, type Variant } from 'shared-contracts';
import {
  apiErrorMessage,
  authAtom,
  basket,
  cartVariantIdsAtom,
  type NotifyOptions,
  notify,
  SERVER_STORED_STATE,
  wishlistProductIdsAtom,
} from 'store-runtime';
import { useLocation, useNavigate } from 'store-runtime/router';

/** Toasts close after 1 s on the home page, after the container's default elsewhere (product rules §9). */
export function useToastOptions(): NotifyOptions {
  const { pathname } = useLocation();
  const onHome = pathname === '/' || pathname === ROUTES.home;
  return useMemo(() => (onHome ? { autoClose: HOME_TOAST_AUTO_CLOSE_MS } : {}), [onHome]);
}

// The actions read the session and the basket when the shopper acts, not on every render: they
// stay the same functions, so a grid's cards are not rendered again when the session changes.

export function useAddToCart() {
  const store = useStore();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const toastOptions = useToastOptions();
  const [pendingVariantId, setPendingVariantId] = useState<number | null>(null);

  /** Adds `quantity` of the variant; resolves true when the cart took it. */
  const addToCart = useCallback(
    async (variant: Variant | undefined, quantity = MIN_QUANTITY): Promise<boolean> => {
      const { token, role } = store.get(authAtom);
      if (!token) {
        notify.info(MESSAGES.loginToCart, toastOptions);
        navigate(ROUTES.login);
        return false;
      }
      if (role === 'ADMIN') {
        notify.error(MESSAGES.adminNoCart, toastOptions);
        return false;
      }
      if (!variant) {
        notify.warning(MESSAGES.selectSizeFirst, toastOptions);
        return false;
      }
      if (variant.stock <= 0) {
        notify.error(MESSAGES.sizeOutOfStock, toastOptions);
        return false;
      }
      setPendingVariantId(variant.id);
      try {
        const alreadyInCart = store.get(cartVariantIdsAtom).includes(variant.id);
        await basket.addToCart(queryClient, variant.id, quantity);
        notify.success(alreadyInCart ? MESSAGES.cartIncreased : MESSAGES.cartAdded, toastOptions);
        return true;
      } catch (error) {
        notify.error(apiErrorMessage(error, MESSAGES.cartFailed), toastOptions);
        return false;
      } finally {
        setPendingVariantId(null);
      }
    },
    [store, navigate, queryClient, toastOptions],
  );

  return { addToCart, pendingVariantId };
}

interface WishlistToastTexts {
  removed: string;
  failed: string;
  /** The search overlay shows its removal as information (product rules §8). */
  removedAsInfo?: boolean;
}

const DEFAULT_WISHLIST_TEXTS: WishlistToastTexts = {
  removed: MESSAGES.wishlistRemoved,
  failed: MESSAGES.wishlistFailed,
};

export function useWishlistToggle(texts: WishlistToastTexts = DEFAULT_WISHLIST_TEXTS) {
  const store = useStore();
  const wishlistIds = useAtomValue(wishlistProductIdsAtom);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const toastOptions = useToastOptions();
  const [pendingIds, setPendingIds] = useState<ReadonlySet<number>>(new Set());
  // The products being changed now, for the toggle to ignore a second press without depending on them.
  const changing = useRef(new Set<number>());

  const isWished = useCallback((productId: number) => wishlistIds.includes(productId), [wishlistIds]);
  const isPending = useCallback((productId: number) => pendingIds.has(productId), [pendingIds]);

  /** Adds the product when absent, removes it when present (or does what `action` says). */
  const toggle = useCallback(
    async (product: Pick<Product, 'id'>, action?: 'add' | 'remove'): Promise<void> => {
      const { token, role } = store.get(authAtom);
      if (!token) {
        notify.info(MESSAGES.loginToWishlist, toastOptions);
        navigate(ROUTES.login);
        return;
      }
      if (role === 'ADMIN') {
        notify.error(MESSAGES.adminNoWishlist, toastOptions);
        return;
      }
      if (changing.current.has(product.id)) return;
      const remove = action ? action === 'remove' : store.get(wishlistProductIdsAtom).includes(product.id);
      changing.current.add(product.id);
      setPendingIds(new Set(changing.current));
      try {
        if (remove) await basket.removeFromWishlist(queryClient, product.id);
        else await basket.addToWishlist(queryClient, product.id);
        if (!remove) notify.success(MESSAGES.wishlistAdded, toastOptions);
        else if (texts.removedAsInfo) notify.info(texts.removed, toastOptions);
        else notify.success(texts.removed, toastOptions);
      } catch (error) {
        notify.error(texts.failed, toastOptions);
        console.warn('[mf_catalog] wishlist change failed', error);
      } finally {
        changing.current.delete(product.id);
        setPendingIds(new Set(changing.current));
      }
    },
    [store, navigate, queryClient, toastOptions, texts],
  );

  return { toggle, isWished, isPending };
}

/**
 * Whether the product is on the visitor's wishlist, for a card that may hydrate after the session
 * was read: hydrating, it is what the server rendered (a guest's), so that the card matches the
 * server's HTML, and the visitor's own right after.
 */
export function useIsWished(productId: number): boolean {
  const store = useStore();
  const subscribe = useCallback((onChange: () => void) => store.sub(wishlistProductIdsAtom, onChange), [store]);
  return useSyncExternalStore(
    subscribe,
    () => store.get(wishlistProductIdsAtom).includes(productId),
    () => SERVER_STORED_STATE.wishlist.includes(productId),
  );
}
