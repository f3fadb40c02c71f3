import { useAtomValue } from 'jotai';
import { memo, useCallback, useEffect } from 'react';
import type { Product } from 'shared-contracts';
import { isLoggedInAtom } from 'store-runtime';
import { ListItemHydratedNearScreen, openEveryItem } from './hydrate-near-screen';
import { ProductCard, type ProductCardProps } from './product-card';
import { useAddToCart, useIsWished, useWishlistToggle } from './use-basket-actions';

interface ProductGridProps {
  products: Product[];
  className?: string;
  itemClassName?: string;
  imageSizes: string;
  wishlistTexts?: Parameters<typeof useWishlistToggle>[0];
  wishlistLabel?: ProductCardProps['wishlistLabel'];
  fixedWidth?: boolean;
  /** Eager-load the first images (above the fold). */
  priorityCount?: number;
  label?: string;
  /** On the wishlist page every card is on the wishlist and its heart removes it. */
  removeFromWishlist?: boolean;
}

/** Product cards with the cart and wishlist actions of product rules §4 wired in. */
export function ProductGrid({
  products,
  className,
  itemClassName,
  imageSizes,
  wishlistTexts,
  wishlistLabel,
  fixedWidth,
  priorityCount = 0,
  label,
  removeFromWishlist = false,
}: ProductGridProps) {
  const { addToCart, pendingVariantId } = useAddToCart();
  const wishlist = useWishlistToggle(wishlistTexts);
  const { toggle } = wishlist;
  const toggleWishlist = useCallback(
    (product: Product) => toggle(product, removeFromWishlist ? 'remove' : undefined),
    [toggle, removeFromWishlist],
  );

  // The server rendered a guest's cards: a shopper's own hearts must show on every card, not only
  // on those hydrated so far.
  const loggedIn = useAtomValue(isLoggedInAtom);
  useEffect(() => {
    if (loggedIn) openEveryItem();
  }, [loggedIn]);

  return (
    <ul className={className} aria-label={label}>
      {products.map((product, index) => (
        <ProductGridItem
          key={product.id}
          className={itemClassName}
          product={product}
          onAddToCart={addToCart}
          onToggleWishlist={toggleWishlist}
          alwaysWished={removeFromWishlist}
          wishlistPending={wishlist.isPending(product.id)}
          cartPending={pendingVariantId !== null && product.variants.some((variant) => variant.id === pendingVariantId)}
          imageSizes={imageSizes}
          fixedWidth={fixedWidth}
          wishlistLabel={wishlistLabel}
          priorityImage={index < priorityCount}
        />
      ))}
    </ul>
  );
}

type ProductGridItemProps = Omit<ProductCardProps, 'wished'> & {
  className?: string;
  alwaysWished: boolean;
};

/**
 * A server-rendered card hydrates when it nears the screen (hydrate-near-screen.tsx): on a phone
 * the first screen holds a few cards of a page of fifty. Memoised, and given props that stay the
 * same between renders: a card still waiting to hydrate must not be given new props, or React
 * would drop its server HTML and render it again at once.
 */
const ProductGridItem = memo(function ProductGridItem({ className, alwaysWished, ...card }: ProductGridItemProps) {
  return (
    <ListItemHydratedNearScreen className={className}>
      <GridCard {...card} alwaysWished={alwaysWished} />
    </ListItemHydratedNearScreen>
  );
});

function GridCard({ alwaysWished, ...card }: Omit<ProductCardProps, 'wished'> & { alwaysWished: boolean }) {
  const wished = useIsWished(card.product.id);
  return <ProductCard {...card} wished={alwaysWished || wished} />;
}
