/**
 * Cart and wishlist actions of product rules §4 and §5, the same on every page of the slice:
 * guests are sent to log in, admins are refused, a size in stock is required; the change
 * itself goes through the basket (store-runtime), which re-reads and stores it.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useCallback, useState } from 'react';
import { HOME_TOAST_AUTO_CLOSE_MS, MESSAGES, MIN_QUANTITY, type Product, ROUTES, type Variant } from 'shared-contracts';
import {
  apiErrorMessage,
  authAtom,
  basket,
  cartVariantIdsAtom,
  type NotifyOptions,
  notify,
  wishlistProductIdsAtom,
} from 'store-runtime';
import { useLocation, useNavigate } from 'store-runtime/router';

/** Toasts close after 1 s on the home page, after the container's default elsewhere (product rules §9). */
export function useToastOptions(): NotifyOptions {
  const { pathname } = useLocation();
  return pathname === '/' || pathname === ROUTES.home ? { autoClose: HOME_TOAST_AUTO_CLOSE_MS } : {};
}

export function useAddToCart() {
  const { token, role } = useAtomValue(authAtom);
  const cartVariantIds = useAtomValue(cartVariantIdsAtom);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const toastOptions = useToastOptions();
  const [pendingVariantId, setPendingVariantId] = useState<number | null>(null);

  /** Adds `quantity` of the variant; resolves true when the cart took it. */
  const addToCart = useCallback(
    async (variant: Variant | undefined, quantity = MIN_QUANTITY): Promise<boolean> => {
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
        const alreadyInCart = cartVariantIds.includes(variant.id);
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
    [token, role, cartVariantIds, navigate, queryClient, toastOptions],
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
  const { token, role } = useAtomValue(authAtom);
  const wishlistIds = useAtomValue(wishlistProductIdsAtom);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const toastOptions = useToastOptions();
  const [pendingIds, setPendingIds] = useState<ReadonlySet<number>>(new Set());

  const isWished = useCallback((productId: number) => wishlistIds.includes(productId), [wishlistIds]);
  const isPending = useCallback((productId: number) => pendingIds.has(productId), [pendingIds]);

  /** Adds the product when absent, removes it when present (or does what `action` says). */
  const toggle = useCallback(
    async (product: Pick<Product, 'id'>, action?: 'add' | 'remove'): Promise<void> => {
      if (!token) {
        notify.info(MESSAGES.loginToWishlist, toastOptions);
        navigate(ROUTES.login);
        return;
      }
      if (role === 'ADMIN') {
        notify.error(MESSAGES.adminNoWishlist, toastOptions);
        return;
      }
      if (pendingIds.has(product.id)) return;
      const remove = action ? action === 'remove' : wishlistIds.includes(product.id);
      setPendingIds((ids) => new Set(ids).add(product.id));
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
        setPendingIds((ids) => {
          const next = new Set(ids);
          next.delete(product.id);
          return next;
        });
      }
    },
    [token, role, wishlistIds, pendingIds, navigate, queryClient, toastOptions, texts],
  );

  return { toggle, isWished, isPending };
}
