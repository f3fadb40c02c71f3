import type { ProductImage } from './entities.js';

/** Which group an image falls in for a chosen colour: its own pictures, then any colour, then others. */
const rank = (image: Pick<ProductImage, 'color'>, colour: string | undefined) =>
  image.color === colour ? 0 : image.color === null ? 1 : 2;

/**
 * A product's pictures for one colour: that colour's first, then the pictures for any colour, then
 * the other colours', each group in the admin's order; without a colour the admin's order stands.
 * The product page orders its gallery by the chosen variant, a cart or order line by its own.
 */
export function galleryOrder<I extends Pick<ProductImage, 'color'>>(
  images: readonly I[],
  colour: string | undefined,
): I[] {
  if (colour === undefined) return [...images];
  // Array.prototype.sort is stable: within a group the admin's order stays.
  return [...images].sort((a, b) => rank(a, colour) - rank(b, colour));
}
