import { formatPaise, type Product, variantPricing } from 'shared-contracts';

/** The lowest to the highest selling price of a product's variants ("₹999.00 – ₹1,299.00"), one price when they agree. */
export function priceRange(product: Pick<Product, 'variants'>): string {
  const prices = product.variants.map((variant) => variantPricing(variant).pricePaise);
  if (prices.length === 0) return '—';
  const [low, high] = [Math.min(...prices), Math.max(...prices)];
  return low === high ? formatPaise(low) : `${formatPaise(low)} – ${formatPaise(high)}`;
}

/** Units in stock over all of a product's variants. */
export function totalStock(product: Pick<Product, 'variants'>): number {
  return product.variants.reduce((sum, variant) => sum + variant.stock, 0);
}
