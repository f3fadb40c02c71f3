import { type CartItem, formatPaise, variantPricing } from 'shared-contracts';
import styles from './cart-page.module.css';
import { QuantityStepper } from './quantity-stepper';

interface CartLineProps {
  item: CartItem;
  busy: boolean;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}

export function CartLine({ item, busy, onQuantity, onRemove }: CartLineProps) {
  const { product } = item;
  const { variant } = product;
  const pricing = variantPricing(variant);
  const image = product.images[0];
  return (
    <li className={styles.line} aria-label={`${product.name} (${variant.size}, ${variant.color})`}>
      {image ? (
        <img className={styles.image} src={image.url} alt="" width="96" height="96" loading="lazy" />
      ) : (
        <div className={styles.image} aria-hidden="true" />
      )}
      <div className={styles.details}>
        <h3 className={styles.name}>{product.name}</h3>
        <p className={styles.meta}>
          Size: {variant.size} · Colour:{' '}
          {variant.colorHexCode && (
            <span className={styles.swatch} style={{ background: variant.colorHexCode }} aria-hidden="true" />
          )}
          {variant.color}
        </p>
        <p className={styles.price}>
          {formatPaise(pricing.pricePaise)}
          {pricing.discountPaise > 0 && <s>{formatPaise(pricing.struckPaise)}</s>}
        </p>
        <QuantityStepper
          value={item.quantity}
          max={variant.stock}
          disabled={busy}
          label={product.name}
          onChange={onQuantity}
        />
      </div>
      <div className={styles.lineEnd}>
        <p className={styles.lineTotal}>
          <span className={styles.visuallyHidden}>Line total: </span>
          {formatPaise(pricing.pricePaise * item.quantity)}
        </p>
        <button type="button" className={styles.remove} disabled={busy} onClick={onRemove}>
          Remove<span className={styles.visuallyHidden}> {product.name}</span>
        </button>
      </div>
    </li>
  );
}
