import { galleryOrder } from './gallery-order.js';

const images = [
  { id: 1, color: 'Black' },
  { id: 2, color: null },
  { id: 3, color: 'Blue' },
  { id: 4, color: 'Black' },
  { id: 5, color: 'Blue' },
  { id: 6, color: null },
];
const ids = (list: { id: number }[]) => list.map((image) => image.id);

describe('the gallery order for a chosen colour', () => {
  it("puts the colour's pictures first, then those for any colour, then the other colours', each in the admin's order", () => {
    expect(ids(galleryOrder(images, 'Blue'))).toEqual([3, 5, 2, 6, 1, 4]);
    expect(ids(galleryOrder(images, 'Black'))).toEqual([1, 4, 2, 6, 3, 5]);
  });

  it("keeps the admin's order without a colour, or for a colour no picture is tied to, after the pictures for any colour", () => {
    expect(ids(galleryOrder(images, undefined))).toEqual([1, 2, 3, 4, 5, 6]);
    expect(ids(galleryOrder(images, 'Red'))).toEqual([2, 6, 1, 3, 4, 5]);
  });

  it('leaves the given list as it was', () => {
    galleryOrder(images, 'Blue');
    expect(ids(images)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
