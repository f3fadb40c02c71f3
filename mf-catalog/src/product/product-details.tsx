import { useRef, useState } from 'react';
import {
  displayVariant,
  formatPaise,
  galleryOrder,
  isSoldOut,
  MESSAGES,
  MIN_QUANTITY,
  type Product,
  ROUTES,
  variantPricing,
} from 'shared-contracts';
import { useWishlist } from 'store-runtime';
import { Link, useNavigate } from 'store-runtime/router';
import { DeliveryPromise } from 'store-ui/delivery-promise';
import { CartIcon, HeartIcon } from '../common/icons';
import { Price } from '../common/price';
import { sizeChoices } from '../common/product-card';
import { ProductImage } from '../common/product-image';
import { Stars } from '../common/stars';
import { useAddToCart, useWishlistToggle } from '../common/use-basket-actions';
import { BuyBar } from './buy-bar';
import { NotifyMe } from './notify-me';
import styles from './product-page.module.css';
import { Specifications } from './specifications';
import { useScrolledPast } from './use-scrolled-past';

export function ProductDetails({ product }: { product: Product }) {
  const choices = sizeChoices(product.variants);
  // Starts on the variant the product's cards show, so the page opens at the card's price.
  const [variantId, setVariantId] = useState<number | undefined>(() => displayVariant(product.variants)?.id);
  const [quantity, setQuantity] = useState(MIN_QUANTITY);
  const [imageIndex, setImageIndex] = useState(0);
  const { addToCart, pendingVariantId } = useAddToCart();
  const wishlist = useWishlistToggle();
  const navigate = useNavigate();
  const buttons = useRef<HTMLDivElement>(null);
  const buttonsScrolledAway = useScrolledPast(buttons);
  // Loads the wishlist so the heart shows its state (product rules §2); the ids it stores drive the heart.
  useWishlist();

  const variant = product.variants.find((entry) => entry.id === variantId);
  const inStock = (variant?.stock ?? 0) > 0;
  // No size to switch to: the page says so and offers no cart, rather than a button that only refuses.
  const soldOut = isSoldOut(product.variants);
  const maxQuantity = Math.max(variant?.stock ?? MIN_QUANTITY, MIN_QUANTITY);
  const pricing = variant ? variantPricing(variant) : undefined;
  // The chosen colour's pictures first; the server renders the default variant's, so hydration matches.
  const images = galleryOrder(product.images, variant?.color);
  const image = images[imageIndex] ?? images[0];
  const wished = wishlist.isWished(product.id);

  const chooseVariant = (id: number) => {
    // Another colour: the main picture becomes its first one (the gallery has moved it to the front).
    const chosen = product.variants.find((entry) => entry.id === id);
    if (chosen && chosen.color !== variant?.color) setImageIndex(0);
    setVariantId(id);
    setQuantity(MIN_QUANTITY);
  };

  const add = async () => {
    if (await addToCart(variant, quantity)) navigate(ROUTES.cart);
  };

  return (
    <div className={styles.page}>
      <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
        <ol>
          <li>
            <Link to={ROUTES.home}>Home</Link>
          </li>
          <li>
            <Link to={ROUTES.shopCategory(product.category.id)}>{product.category.name}</Link>
          </li>
          <li aria-current="page">{product.name}</li>
        </ol>
      </nav>
      <div className={styles.layout}>
        <div className={styles.gallery}>
          <div className={styles.mainImage}>
            {!soldOut && pricing && pricing.discountPercent > 0 && (
              <span className={styles.badge}>{pricing.discountPercent}% off</span>
            )}
            <ProductImage
              url={image?.url}
              alt={product.name}
              sizes="(min-width: 1024px) 560px, 100vw"
              className={styles.image}
              priority
            />
          </div>
          {images.length > 1 && (
            <ul className={styles.thumbnails} aria-label="Images">
              {images.map((entry, index) => (
                <li key={entry.id}>
                  <button
                    type="button"
                    className={`${styles.thumbnail} ${index === imageIndex ? styles.thumbnailActive : ''}`}
                    aria-label={`Show image ${index + 1} of ${images.length}`}
                    aria-pressed={index === imageIndex}
                    onClick={() => setImageIndex(index)}
                  >
                    <ProductImage url={entry.url} alt="" sizes="72px" width={400} height={400} />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>

        <div className={styles.info}>
          <Stars />
          <h1 className={styles.name}>{product.name}</h1>
          {variant && (
            <p className={`${styles.stock} ${inStock ? styles.inStock : styles.outOfStock}`}>
              {inStock ? 'In stock' : soldOut ? MESSAGES.soldOut : 'Out of stock'}
            </p>
          )}
          <Price variant={variant} size="large" muted={soldOut} showSaving />

          {choices.length > 0 && (
            // biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons.
            <div className={styles.field} role="group" aria-labelledby="product-size-label">
              <span id="product-size-label" className={styles.label}>
                Size
              </span>
              <div className={styles.sizes}>
                {choices.map((choice) => (
                  <button
                    key={choice.variant.id}
                    type="button"
                    className={`${styles.size} ${choice.variant.id === variantId ? styles.sizeActive : ''} ${
                      choice.variant.stock <= 0 ? styles.sizeSoldOut : ''
                    }`}
                    aria-pressed={choice.variant.id === variantId}
                    onClick={() => chooseVariant(choice.variant.id)}
                  >
                    {choice.label}
                  </button>
                ))}
              </div>
            </div>
          )}

          {/* biome-ignore lint/a11y/useSemanticElements: a stepper group. */}
          <div className={styles.field} role="group" aria-labelledby="product-quantity-label">
            <span id="product-quantity-label" className={styles.label}>
              Quantity
            </span>
            <div className={styles.stepper}>
              <button
                type="button"
                aria-label="Decrease quantity"
                disabled={quantity <= MIN_QUANTITY}
                onClick={() => setQuantity((value) => Math.max(MIN_QUANTITY, value - 1))}
              >
                −
              </button>
              <output aria-live="polite" aria-label="Quantity">
                {quantity}
              </output>
              <button
                type="button"
                aria-label="Increase quantity"
                disabled={!inStock || quantity >= maxQuantity}
                onClick={() => setQuantity((value) => Math.min(maxQuantity, value + 1))}
              >
                +
              </button>
            </div>
          </div>

          <div className={styles.buttons} ref={buttons}>
            <button
              type="button"
              className={styles.addToCart}
              onClick={add}
              disabled={soldOut || pendingVariantId !== null}
              aria-busy={pendingVariantId !== null}
            >
              <CartIcon />
              Add to cart - {formatPaise((pricing?.pricePaise ?? 0) * quantity)}
            </button>
            <button
              type="button"
              className={`${styles.heart} ${wished ? styles.heartActive : ''}`}
              aria-label={wished ? 'Remove from wishlist' : 'Add to wishlist'}
              aria-pressed={wished}
              disabled={wishlist.isPending(product.id)}
              aria-busy={wishlist.isPending(product.id)}
              onClick={() => wishlist.toggle(product)}
            >
              <HeartIcon filled={wished} size={22} />
            </button>
          </div>

          {variant && !inStock && <NotifyMe key={variant.id} productName={product.name} variant={variant} />}
          {!soldOut && <DeliveryPromise />}

          <dl className={styles.meta}>
            <dt>Category</dt>
            <dd>{product.category.name}</dd>
          </dl>
          {product.description && (
            <section className={styles.description}>
              <h2>Description</h2>
              <p>{product.description}</p>
            </section>
          )}
          <Specifications specifications={product.specifications} />
        </div>
      </div>
      {buttonsScrolledAway && (
        <BuyBar
          productName={product.name}
          variant={variant}
          quantity={quantity}
          disabled={soldOut || pendingVariantId !== null}
          busy={pendingVariantId !== null}
          onAdd={add}
        />
      )}
    </div>
  );
}
