import { itemCount } from './messages';

test("counts items as they are said: '1 item', '0 items', '2 items'", () => {
  expect([0, 1, 2, 11].map(itemCount)).toEqual(['0 items', '1 item', '2 items', '11 items']);
});
