import { SEED_PRODUCTS } from '../seed-data.js';
import { DRAWINGS } from './catalogue-art.js';
import { tones } from './tones.js';

const PHONE_CATEGORIES = ['Android Phones', 'iPhones'];
const smartphones = SEED_PRODUCTS.filter((product) => PHONE_CATEGORIES.includes(product.category));
const oneColour = tones('#6b7280');

/** The outline of a phone's back (its first shape): where it stands and how big it is. */
function outline(svg: string): { width: number; height: number } {
  const match = /<rect x="[\d.]+" y="[\d.]+" width="([\d.]+)" height="([\d.]+)"/.exec(svg);
  if (!match) throw new Error('no outline');
  return { width: Number(match[1]), height: Number(match[2]) };
}

describe('the demo smartphones', () => {
  it('each has a drawing of its own, its back different from every other in the same colour', () => {
    expect(smartphones.length).toBeGreaterThanOrEqual(10);
    const backs = smartphones.map((product) => DRAWINGS[product.drawing].back(oneColour));
    expect(new Set(smartphones.map((product) => product.drawing)).size).toBe(smartphones.length);
    expect(new Set(backs).size).toBe(smartphones.length);
  });

  it('come in their own proportions: the compact iPhone is smaller than the big Androids', () => {
    const size = (name: string) => {
      const product = smartphones.find((entry) => entry.name === name);
      if (!product) throw new Error(`no ${name}`);
      return outline(DRAWINGS[product.drawing].back(oneColour));
    };
    const compact = size('Apple iPhone SE');
    for (const big of ['OnePlus 12', 'Motorola Edge 50', 'Xiaomi Redmi Note 13 Pro']) {
      expect(size(big).height).toBeGreaterThan(compact.height + 50);
      expect(size(big).width).toBeGreaterThan(compact.width);
    }
    const heights = new Set(smartphones.map((product) => outline(DRAWINGS[product.drawing].back(oneColour)).height));
    expect(heights.size).toBeGreaterThanOrEqual(6);
  });

  it('have glossy and matte backs, the finish of each brand', () => {
    const finishOf = (name: string) => {
      const product = smartphones.find((entry) => entry.name === name);
      const back = product ? DRAWINGS[product.drawing].back(oneColour) : '';
      return back.includes('url(#gloss)') ? 'gloss' : back.includes('url(#matte)') ? 'matte' : 'none';
    };
    expect(finishOf('Google Pixel 8')).toBe('gloss');
    expect(finishOf('Samsung Galaxy S24')).toBe('matte');
    expect(finishOf('Apple iPhone 15 Pro')).toBe('matte');
    expect(finishOf('Xiaomi Redmi Note 13 Pro')).toBe('gloss');
  });

  it('keep each variant’s colour on the body', () => {
    for (const product of smartphones) {
      const colour = product.variants[0]?.colorHexCode ?? '';
      const drawing = DRAWINGS[product.drawing];
      expect([product.name, drawing.back(tones(colour)).includes(`fill="${colour}"`)]).toEqual([product.name, true]);
      expect([product.name, drawing.front(tones(colour)).includes(`fill="${colour}"`)]).toEqual([product.name, true]);
    }
  });
});
