/**
 * Whole pictures (800×800 SVG) made of drawings: a product's views on the catalogue's pale
 * backdrop, and a category's art on its own colours.
 */
import { type Drawing, rect, SHARED_DEFS } from './drawing.js';
import { tones } from './tones.js';

export interface Palette {
  from: string;
  to: string;
}

const SIZE = 800;

const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">${SHARED_DEFS}${body}</svg>`;

/** A drawing's 600 box placed at (x, y) at `scale`, with its shadow on the floor. */
function placed(shapes: string, x: number, y: number, scale: number): string {
  const floorY = y + 548 * scale;
  return (
    `<ellipse cx="${x + 300 * scale}" cy="${floorY}" rx="${230 * scale}" ry="${26 * scale}" fill="url(#floor)"/>` +
    `<g transform="translate(${x} ${y}) scale(${scale})">${shapes}</g>`
  );
}

function backdrop(palette: Palette): string {
  return (
    `<rect width="${SIZE}" height="${SIZE}" fill="#f6f7fb"/>` +
    `<circle cx="400" cy="390" r="310" fill="${palette.to}" fill-opacity="0.16"/>` +
    `<circle cx="650" cy="160" r="110" fill="${palette.from}" fill-opacity="0.05"/>` +
    `<circle cx="150" cy="660" r="90" fill="${palette.from}" fill-opacity="0.06"/>`
  );
}

/** What each of a product's pictures shows, in order. */
export const PRODUCT_VIEWS = ['front', 'back', 'pair', 'detail', 'boxed'] as const;
export type ProductView = (typeof PRODUCT_VIEWS)[number];

/**
 * One picture of a product: `view` of the drawing in `colour` (a swatch's hex), `other` being a
 * second colour the product comes in, used where two of it stand together.
 */
export function productSvg(
  drawing: Drawing,
  view: ProductView,
  colour: string,
  other: string,
  palette: Palette,
): string {
  const t = tones(colour);
  switch (view) {
    case 'front':
      return svg(backdrop(palette) + placed(drawing.front(t), 100, 90, 1));
    case 'back':
      return svg(backdrop(palette) + placed(drawing.back(t), 100, 90, 1));
    case 'pair':
      return svg(
        backdrop(palette) +
          placed(drawing.back(tones(other)), 20, 170, 0.78) +
          placed(drawing.front(t), 312, 170, 0.78),
      );
    case 'detail': {
      const [fx, fy] = drawing.focus ?? [300, 220];
      return svg(
        backdrop(palette) +
          `<g transform="translate(400 400) scale(1.6) translate(${-fx} ${-fy})">${drawing.front(t)}</g>`,
      );
    }
    case 'boxed':
      return svg(
        backdrop(palette) +
          `<ellipse cx="300" cy="652" rx="220" ry="22" fill="url(#floor)"/>` +
          rect(110, 210, 380, 440, 18, palette.from) +
          rect(110, 210, 380, 440, 18, palette.to, 'fill-opacity="0.45"') +
          rect(110, 210, 380, 60, 18, '#ffffff', 'fill-opacity="0.18"') +
          `<g transform="translate(150 290) scale(0.5)">${drawing.front(t)}</g>` +
          rect(150, 590, 120, 12, 6, '#ffffff', 'fill-opacity="0.7"') +
          placed(drawing.front(t), 360, 250, 0.66),
      );
  }
}

export interface ScenePart {
  drawing: Drawing;
  side?: 'front' | 'back';
  colour: string;
  x: number;
  y: number;
  scale: number;
}

/** A category's picture: its devices standing together on the category's colours. */
export function sceneSvg(parts: ScenePart[], palette: Palette): string {
  return svg(
    `<linearGradient id="scene" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient>` +
      `<rect width="${SIZE}" height="${SIZE}" fill="url(#scene)"/>` +
      `<circle cx="400" cy="400" r="300" fill="#ffffff" fill-opacity="0.12"/>` +
      `<circle cx="400" cy="400" r="220" fill="#ffffff" fill-opacity="0.1"/>` +
      parts
        .map((part) =>
          placed(
            (part.side === 'back' ? part.drawing.back : part.drawing.front)(tones(part.colour)),
            part.x,
            part.y,
            part.scale,
          ),
        )
        .join(''),
  );
}

/** The shop's logo: a lightning bolt on a rounded tile, legible at the header's size. */
export function logoSvg(palette: Palette): string {
  return svg(
    `<linearGradient id="tile" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient>` +
      rect(40, 40, 720, 720, 170, 'url(#tile)') +
      rect(40, 40, 720, 360, 170, '#ffffff', 'fill-opacity="0.08"') +
      `<path d="M455 110 L215 450 L375 450 L325 690 L585 330 L420 330 Z" fill="#facc15" stroke="#ffffff" stroke-width="22" stroke-linejoin="round"/>`,
  );
}
