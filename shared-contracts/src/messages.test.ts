import { itemCount, youSaveMessage } from './messages';

test("counts items as they are said: '1 item', '0 items', '2 items'", () => {
  expect([0, 1, 2, 11].map(itemCount)).toEqual(['0 items', '1 item', '2 items', '11 items']);
});

test("says a saving in rupees with Indian grouping: 'You save ₹1,23,456.50'", () => {
  expect(youSaveMessage(12345650)).toBe('You save ₹1,23,456.50');
});
