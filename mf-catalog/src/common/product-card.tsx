import { useId, useState } from 'react';
import {
  compareSizes,
  displayVariant,
  isSoldOut,
  MESSAGES,
  type Product,
  ROUTES,
  type Variant,
  variantPricing,
} from 'shared-contracts';
import { Link } from 'store-runtime/router';
import { CartIcon, HeartIcon } from './icons';
import { Price } from './price';
import styles from './product-card.module.css';
import { ProductImage } from './product-image';
import { Stars } from './stars';

export interface ProductCardProps {
  product: Product;
  /** Resolves true when the cart took the variant; the card then clears its size choice (product rules §4). */
  onAddToCart: (variant: Variant | undefined) => Promise<boolean>;
  onToggleWishlist: (product: Product) => void;
  wished: boolean;
  wishlistPending?: boolean;
  cartPending?: boolean;
  /** The rendered width of the card, for the image's `sizes`. */
  imageSizes: string;
  /** A fixed 270 px card for the home row; otherwise it fills its grid cell. */
  fixedWidth?: boolean;
  /** Heading level of the product name. */
  headingLevel?: 2 | 3;
  /** On the wishlist page the heart removes the product. */
  wishlistLabel?: (wished: boolean, name: string) => string;
  priorityImage?: boolean;
}

/** Variants in size order; two variants of one size are told apart by colour. */
export function sizeChoices(variants: Variant[]): { variant: Variant; label: string }[] {
  const sorted = [...variants].sort((a, b) => compareSizes(a.size, b.size));
  return sorted.map((variant) => {
    const sameSize = sorted.filter((other) => other.size === variant.size).length > 1;
    return { variant, label: sameSize ? `${variant.size} · ${variant.color}` : variant.size };
  });
}

const defaultWishlistLabel = (wished: boolean, name: string) =>
  wished ? `Remove ${name} from wishlist` : `Add ${name} to wishlist`;

/**
 * A product card (product rules §2): image, discount badge, hover actions, stars, name, size choice, price.
 * A sold-out product says so, without badge or cart button; its price stays, muted.
 */
export function ProductCard({
  product,
  onAddToCart,
  onToggleWishlist,
  wished,
  wishlistPending = false,
  cartPending = false,
  imageSizes,
  fixedWidth = false,
  headingLevel = 3,
  wishlistLabel = defaultWishlistLabel,
  priorityImage = false,
}: ProductCardProps) {
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const titleId = useId();
  const selected = product.variants.find((variant) => variant.id === selectedId);
  const shown = selected ?? displayVariant(product.variants);
  const soldOut = isSoldOut(product.variants);
  // The badge tells the shown size's discount, as the price beside it does; a sold-out product has
  // nothing to sell at a discount.
  const discount = shown && !soldOut ? variantPricing(shown).discountPercent : 0;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const link = { to: ROUTES.product(product.name), state: { product } };

  const addToCart = async () => {
    if (await onAddToCart(selected)) setSelectedId(null);
  };

  return (
    <article className={`${styles.card} ${fixedWidth ? styles.fixed : ''}`} aria-labelledby={titleId}>
      <div className={styles.media}>
        {discount > 0 && <span className={styles.badge}>-{discount}%</span>}
        <Link {...link} className={styles.imageLink} tabIndex={-1} aria-hidden="true">
          <ProductImage
            url={product.images[0]?.url}
            alt=""
            sizes={imageSizes}
            className={styles.image}
            priority={priorityImage}
          />
        </Link>
        <div className={styles.actions}>
          {!soldOut && (
            <button
              type="button"
              className={styles.action}
              aria-label={`Add ${product.name} to cart`}
              onClick={addToCart}
              disabled={cartPending}
              aria-busy={cartPending}
            >
              <CartIcon />
            </button>
          )}
          <button
            type="button"
            className={`${styles.action} ${wished ? styles.wished : ''}`}
            aria-label={wishlistLabel(wished, product.name)}
            aria-pressed={wished}
            onClick={() => onToggleWishlist(product)}
            disabled={wishlistPending}
            aria-busy={wishlistPending}
          >
            {wishlistPending ? <span className={styles.spinner} aria-hidden="true" /> : <HeartIcon filled={wished} />}
          </button>
        </div>
      </div>
      <div className={styles.body}>
        <Stars />
        <Heading id={titleId} className={styles.name}>
          <Link {...link}>{product.name}</Link>
        </Heading>
        {product.variants.length > 0 && (
          // biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a form fieldset.
          <div className={styles.sizes} role="group" aria-label={`Size of ${product.name}`}>
            {sizeChoices(product.variants).map(({ variant, label }) => (
              <button
                key={variant.id}
                type="button"
                className={`${styles.size} ${variant.id === selectedId ? styles.sizeSelected : ''} ${
                  variant.stock <= 0 ? styles.sizeSoldOut : ''
                }`}
                aria-pressed={variant.id === selectedId}
                title={variant.stock <= 0 ? 'Out of stock' : undefined}
                onClick={() => setSelectedId((id) => (id === variant.id ? null : variant.id))}
              >
                {label}
              </button>
            ))}
          </div>
        )}
        <div className={styles.priceRow}>
          {soldOut && <p className={styles.soldOut}>{MESSAGES.soldOut}</p>}
          <Price variant={shown} muted={soldOut} showSaving />
        </div>
      </div>
    </article>
  );
}
