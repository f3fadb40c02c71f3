import type { ProductImage } from 'shared-contracts';

/** Which group an image falls in for a chosen colour: its own pictures, then any colour, then others. */
const rank = (image: Pick<ProductImage, 'color'>, colour: string | undefined) =>
  image.color === colour ? 0 : image.color === null ? 1 : 2;

/**
 * The product page's gallery for the chosen variant's colour: that colour's pictures first, then
 * the pictures for any colour, then the other colours', each group in the admin's order. Without a
 * colour the admin's order stands. The server renders with the default variant's colour, so the
 * page hydrates to the same order.
 */
export function galleryOrder<I extends Pick<ProductImage, 'color'>>(
  images: readonly I[],
  colour: string | undefined,
): I[] {
  if (colour === undefined) return [...images];
  // Array.prototype.sort is stable: within a group the admin's order stays.
  return [...images].sort((a, b) => rank(a, colour) - rank(b, colour));
}
