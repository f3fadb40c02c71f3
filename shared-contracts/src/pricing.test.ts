import { CURRENCY, LOCALE, PRICE_DECIMALS } from './constants';
import {
  cartTotals,
  compareSizes,
  displayVariant,
  formatPaise,
  formatRupees,
  isSoldOut,
  paiseToRupees,
  savingPaise,
  toPaise,
  variantPricing,
} from './pricing';

describe('money', () => {
  it('reads rupees given as numbers or numeric strings into exact paise', () => {
    expect(toPaise('1299.99')).toBe(129999);
    expect(toPaise('1299.5')).toBe(129950);
    expect(toPaise('1299')).toBe(129900);
    expect(toPaise(0.1 + 0.2)).toBe(30);
    expect(toPaise(null)).toBe(0);
    expect(toPaise('not a price')).toBe(0);
  });

  it('writes paise back as an exact rupee string', () => {
    expect(paiseToRupees(129999)).toBe('1299.99');
    expect(paiseToRupees(5)).toBe('0.05');
    expect(paiseToRupees(-150)).toBe('-1.50');
    expect(paiseToRupees(999_999_999_999n)).toBe('9999999999.99');
  });

  it('formats rupees with Indian grouping and 2 decimals', () => {
    expect(formatPaise(12345678)).toBe('₹1,23,456.78');
    expect(formatRupees('99999')).toBe('₹99,999.00');
    expect(formatRupees(0)).toBe('₹0.00');
    expect(formatPaise(-123400)).toBe('-₹1,234.00');
  });

  it('writes rupees exactly as Intl.NumberFormat does for the store’s locale', () => {
    const intl = new Intl.NumberFormat(LOCALE, {
      style: 'currency',
      currency: CURRENCY,
      minimumFractionDigits: PRICE_DECIMALS,
      maximumFractionDigits: PRICE_DECIMALS,
    });
    const amounts = [0, 1, 99, 100, 99_999, 100_000, 123_456_789, 10_000_000_000, 99_999_999_999_99];
    for (let digits = 1; digits <= 14; digits++) amounts.push(Number('7'.repeat(digits)), -Number('3'.repeat(digits)));
    for (const paise of amounts) expect(formatPaise(paise)).toBe(intl.format(paise / 100));
  });
});

describe('variant pricing', () => {
  it('strikes through the price plus the discount and rounds the percent', () => {
    expect(variantPricing({ originalPrice: '900.00', discountPrice: '100.00' })).toEqual({
      pricePaise: 90000,
      struckPaise: 100000,
      discountPaise: 10000,
      discountPercent: 10,
    });
    expect(variantPricing({ originalPrice: 200, discountPrice: 100 }).discountPercent).toBe(33);
  });

  it('saves the struck-through price minus the price, to the paisa, and nothing without a discount', () => {
    expect(savingPaise({ originalPrice: '74999.00', discountPrice: '7500.50' })).toBe(750050);
    expect(savingPaise({ originalPrice: '0.10', discountPrice: '0.20' })).toBe(20);
    expect(savingPaise({ originalPrice: '500', discountPrice: null })).toBe(0);
  });

  it('shows no discount when the discount is missing', () => {
    expect(variantPricing({ originalPrice: '500', discountPrice: null })).toMatchObject({
      struckPaise: 50000,
      discountPercent: 0,
    });
  });

  const variant = (originalPrice: string, discountPrice: string | null, stock = 1) => ({
    id: 1,
    color: 'Black',
    colorHexCode: null,
    size: '128GB',
    stock,
    originalPrice,
    discountPrice,
  });

  it('takes the card badge from the first variant when it is in stock', () => {
    const first = variant('750', '250');
    expect(displayVariant([first, variant('1000', null)])).toBe(first);
    expect(variantPricing(first).discountPercent).toBe(25);
  });

  it('shows the first variant in stock, or the first when every variant is sold out', () => {
    const soldOut = variant('750', '250', 0);
    const inStock = variant('1000', null, 3);
    expect(displayVariant([soldOut, inStock])).toBe(inStock);
    const alsoSoldOut = variant('1000', null, 0);
    expect(displayVariant([soldOut, alsoSoldOut])).toBe(soldOut);
    expect(displayVariant([])).toBeUndefined();
  });

  it('calls a product sold out when no variant has stock', () => {
    expect(isSoldOut([variant('750', '250', 0), variant('1000', null, 0)])).toBe(true);
    expect(isSoldOut([variant('750', '250', 0), variant('1000', null, 1)])).toBe(false);
  });
});

describe('cart totals', () => {
  it('sums struck prices, discounts and a zero tax', () => {
    const totals = cartTotals([
      { quantity: 2, variant: { originalPrice: '900.00', discountPrice: '100.00' } },
      { quantity: 1, variant: { originalPrice: '49.99', discountPrice: null } },
    ]);
    expect(totals).toEqual({ subTotalPaise: 204999, discountPaise: 20000, taxPaise: 0, totalPaise: 184999 });
  });
});

describe('sizes', () => {
  it('sort by their amount, units included, not by their text', () => {
    expect(['256GB', '64GB', '1TB', '128GB', 'Free size', '512 MB'].sort(compareSizes)).toEqual([
      '512 MB',
      '64GB',
      '128GB',
      '256GB',
      '1TB',
      'Free size',
    ]);
    expect(['55 inch', '43 inch', '65 inch'].sort(compareSizes)).toEqual(['43 inch', '55 inch', '65 inch']);
  });
});
