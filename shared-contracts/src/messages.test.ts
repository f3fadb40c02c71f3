import { itemCount, sellingPriceLine, youSaveMessage } from './messages';
import { variantPricing } from './pricing';

test("counts items as they are said: '1 item', '0 items', '2 items'", () => {
  expect([0, 1, 2, 11].map(itemCount)).toEqual(['0 items', '1 item', '2 items', '11 items']);
});

test('the selling price line says what shoppers pay and what they see struck through, in exact rupees', () => {
  expect(sellingPriceLine(variantPricing({ originalPrice: '64999.00', discountPrice: '9750.00' }))).toBe(
    'Selling price: ₹64,999.00, shown struck through from ₹74,749.00 (13% off)',
  );
  expect(sellingPriceLine(variantPricing({ originalPrice: '1299.5', discountPrice: null }))).toBe(
    'Selling price: ₹1,299.50, no discount',
  );
});

test("says a saving in rupees with Indian grouping: 'You save ₹1,23,456.50'", () => {
  expect(youSaveMessage(12345650)).toBe('You save ₹1,23,456.50');
});
