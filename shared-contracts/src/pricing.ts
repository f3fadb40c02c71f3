/**
 * Pricing rules of product rules §3, computed in whole paise so sums stay exact.
 * originalPrice is what the customer pays; the struck-through price is
 * originalPrice + discountPrice; the discount percent is discountPrice / that sum.
 */
import { CURRENCY_SYMBOL, LOCALE, PRICE_DECIMALS, TAX_PAISE } from './constants.js';
import type { Money, Variant } from './entities.js';

const decimalRupees = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/** Rupees (a number or a numeric string such as "1299.5") to whole paise. Anything else is 0. */
export function toPaise(amount: Money | null | undefined): number {
  if (amount === null || amount === undefined) return 0;
  if (typeof amount === 'number') return Number.isFinite(amount) ? Math.round(amount * 100) : 0;
  const match = decimalRupees.exec(amount.trim());
  if (!match) {
    const parsed = Number(amount);
    return Number.isFinite(parsed) ? Math.round(parsed * 100) : 0;
  }
  const [, sign, rupees = '0', fraction = ''] = match;
  const paise = Number(rupees) * 100 + Number(fraction.padEnd(2, '0'));
  return sign ? -paise : paise;
}

/** Whole paise to an exact rupee string with 2 decimals, as the API stores money (bigint for sums). */
export function paiseToRupees(paise: number | bigint): string {
  const value = BigInt(paise);
  const abs = value < 0n ? -value : value;
  return `${value < 0n ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** Indian grouping of a whole number's digits: the last three, then pairs ("1,23,45,678"). */
function groupIndian(digits: string): string {
  const lastThree = digits.slice(-3);
  const before = digits.slice(0, -3);
  return before ? `${before.replace(/\B(?=(\d{2})+$)/g, ',')},${lastThree}` : lastThree;
}

const PAISE_PER_RUPEE = 10 ** PRICE_DECIMALS;

/**
 * "₹1,23,456.00": en-IN grouping, 2 decimals, as Intl.NumberFormat('en-IN') writes rupees (a test
 * holds the two together), but from whole paise with no float on the way, and without Intl: a
 * page's first currency formatter loads the locale's data, some 9 ms on a fast machine and four
 * times that on a phone, inside the task that hydrates the page (blocking time).
 */
export function formatPaise(paise: number): string {
  const whole = Math.round(paise);
  const abs = Math.abs(whole);
  const rupees = groupIndian(String(Math.floor(abs / PAISE_PER_RUPEE)));
  const fraction = String(abs % PAISE_PER_RUPEE).padStart(PRICE_DECIMALS, '0');
  return `${whole < 0 ? '-' : ''}${CURRENCY_SYMBOL}${rupees}.${fraction}`;
}

export function formatRupees(amount: Money | null | undefined): string {
  return formatPaise(toPaise(amount));
}

export interface VariantPricing {
  /** What the customer pays for one unit. */
  pricePaise: number;
  /** The struck-through price: price plus discount. */
  struckPaise: number;
  discountPaise: number;
  /** Whole percent, rounded; 0 when there is no discount. */
  discountPercent: number;
}

/** Takes a variant as sent, or amounts a form holds (numbers too). */
export function variantPricing(variant: { originalPrice: Money; discountPrice: Money | null }): VariantPricing {
  const pricePaise = toPaise(variant.originalPrice);
  const discountPaise = Math.max(0, toPaise(variant.discountPrice));
  const struckPaise = pricePaise + discountPaise;
  const discountPercent = struckPaise > 0 ? Math.round((discountPaise / struckPaise) * 100) : 0;
  return { pricePaise, struckPaise, discountPaise, discountPercent };
}

/**
 * What a shopper saves on one unit: the struck-through price minus the price, in whole paise
 * (0 without a discount).
 */
export function savingPaise(variant: { originalPrice: Money; discountPrice: Money | null }): number {
  const { struckPaise, pricePaise } = variantPricing(variant);
  return struckPaise - pricePaise;
}

/**
 * The variant whose price a product shows before a size is chosen (product rules §3): the first
 * one in stock, else the first. Every card and the product page's initial choice use it, so a
 * card and its page never show two prices for one product.
 */
export function displayVariant<V extends Pick<Variant, 'stock'>>(variants: readonly V[]): V | undefined {
  return variants.find((variant) => variant.stock > 0) ?? variants[0];
}

/** A product with no stock in any variant: its card and page say it is sold out and offer no cart. */
export function isSoldOut(variants: readonly Pick<Variant, 'stock'>[]): boolean {
  return !variants.some((variant) => variant.stock > 0);
}

const SIZE_UNITS: Record<string, number> = { kb: 1e-6, mb: 1e-3, gb: 1, tb: 1e3 };

/** A size's amount: "512 MB" < "64GB" < "1TB"; other units ("55 inch") by their number alone. */
function sizeAmount(size: string): number {
  const match = /(\d+(?:\.\d+)?)\s*([a-z]*)/i.exec(size);
  if (!match) return Number.NaN;
  return Number(match[1]) * (SIZE_UNITS[(match[2] ?? '').toLowerCase()] ?? 1);
}

/** Sizes sorted numerically (product rules §2), storage units included; sizes without a number last, by text. */
export function compareSizes(a: string, b: string): number {
  // Variants that differ only in colour share a size: answered here, since localeCompare below
  // first builds a collator (some 12 ms on a fast machine, in the task that hydrates a page).
  if (a === b) return 0;
  const [na, nb] = [sizeAmount(a), sizeAmount(b)];
  if (Number.isFinite(na) && Number.isFinite(nb) && na !== nb) return na - nb;
  if (Number.isFinite(na) !== Number.isFinite(nb)) return Number.isFinite(na) ? -1 : 1;
  return a.localeCompare(b, LOCALE, { numeric: true });
}

export interface CartTotals {
  /** Sum of struck-through prices times quantity. */
  subTotalPaise: number;
  discountPaise: number;
  taxPaise: number;
  /** What the customer pays. */
  totalPaise: number;
}

export function cartTotals(
  lines: ReadonlyArray<{ quantity: number; variant: Pick<Variant, 'originalPrice' | 'discountPrice'> }>,
  taxPaise = TAX_PAISE,
): CartTotals {
  let subTotalPaise = 0;
  let discountPaise = 0;
  for (const { quantity, variant } of lines) {
    const pricing = variantPricing(variant);
    subTotalPaise += pricing.struckPaise * quantity;
    discountPaise += pricing.discountPaise * quantity;
  }
  return { subTotalPaise, discountPaise, taxPaise, totalPaise: subTotalPaise - discountPaise + taxPaise };
}
