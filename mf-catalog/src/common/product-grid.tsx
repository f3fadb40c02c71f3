import type { Product } from 'shared-contracts';
import { ProductCard, type ProductCardProps } from './product-card';
import { useAddToCart, useWishlistToggle } from './use-basket-actions';

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
  return (
    <ul className={className} aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id} className={itemClassName}>
          <ProductCard
            product={product}
            onAddToCart={(variant) => addToCart(variant)}
            onToggleWishlist={(item) => wishlist.toggle(item, removeFromWishlist ? 'remove' : undefined)}
            wished={removeFromWishlist || wishlist.isWished(product.id)}
            wishlistPending={wishlist.isPending(product.id)}
            cartPending={
              pendingVariantId !== null && product.variants.some((variant) => variant.id === pendingVariantId)
            }
            imageSizes={imageSizes}
            fixedWidth={fixedWidth}
            wishlistLabel={wishlistLabel}
            priorityImage={index < priorityCount}
          />
        </li>
      ))}
    </ul>
  );
}
