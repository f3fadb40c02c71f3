import { circle, type Drawing, path, rect } from './drawing.js';
import type { Tones } from './tones.js';

type Keyboard = 'plain' | 'rgb' | 'trackpoint';

/** Rows of keys on the base, narrowing away from the viewer. */
function keys(t: Tones, keyboard: Keyboard): string {
  const rows: string[] = [];
  for (let row = 0; row < 5; row++) {
    const y = 382 + row * 11;
    const left = 148 - row * 9;
    const width = 304 + row * 18;
    const count = 14;
    const step = width / count;
    for (let key = 0; key < count; key++) {
      const fill = keyboard === 'rgb' ? 'url(#rgb)' : t.darker;
      rows.push(rect(left + key * step + 1, y, step - 3, 8, 2, fill, keyboard === 'rgb' ? 'fill-opacity="0.85"' : ''));
    }
  }
  if (keyboard === 'trackpoint') rows.push(circle(300, 410, 4, '#dc2626'));
  return rows.join('');
}

/** The brand-like mark on a laptop's lid, drawn around the lid's middle (300, 250). */
type LidMark = 'circle' | 'ring' | 'slashedRing' | 'cornerBar' | 'centreBar' | 'diamond' | 'stripe' | 'chevron';

interface LaptopModel {
  keyboard: Keyboard;
  /** How wide the whole laptop is beside the 14-inch drawing: a 13-inch is narrower, a 16-inch wider. */
  widthScale?: number;
  /** Screen edges: thin on a premium ultrabook, thick on an everyday laptop. */
  thinBezels?: boolean;
  lidMark: LidMark;
}

function lidMark(t: Tones, mark: LidMark): string {
  switch (mark) {
    case 'circle':
      return circle(300, 250, 30, t.light, 'fill-opacity="0.8"');
    case 'ring':
      return circle(300, 250, 26, 'none', `stroke="${t.light}" stroke-width="7"`);
    case 'slashedRing':
      return (
        circle(300, 250, 28, 'none', `stroke="${t.light}" stroke-width="6"`) +
        path('M292 268 L304 232 M304 268 L316 232', 'none', `stroke="${t.light}" stroke-width="6"`)
      );
    case 'cornerBar':
      return rect(140, 130, 80, 14, 4, t.light, 'fill-opacity="0.7"');
    case 'centreBar':
      return rect(250, 244, 100, 12, 6, t.light, 'fill-opacity="0.75"');
    case 'diamond':
      return path('M240 250 L300 190 L360 250 L300 310 Z', 'none', 'stroke="url(#rgb)" stroke-width="6"');
    case 'stripe':
      return rect(292, 110, 16, 150, 8, 'url(#rgb)', 'fill-opacity="0.85"');
    case 'chevron':
      return path('M262 222 L300 286 L338 222', 'none', `stroke="${t.light}" stroke-width="9" stroke-linejoin="round"`);
  }
}

/** Scaled left to right about the middle of the box: a laptop's proportions. */
const widened = (scale: number, shapes: string) =>
  scale === 1 ? shapes : `<g transform="translate(300 0) scale(${scale} 1) translate(-300 0)">${shapes}</g>`;

function laptop({ keyboard, widthScale = 1, thinBezels = false, lidMark: mark }: LaptopModel): Drawing {
  const inset = thinBezels ? 5 : 12;
  return {
    front: (t) =>
      widened(
        widthScale,
        rect(118, 92, 364, 262, 16, t.line) +
          rect(121, 95, 358, 256, 14, keyboard === 'plain' ? t.darker : '#111827') +
          rect(121 + inset, 95 + inset, 358 - 2 * inset, 236 - inset, 6, 'url(#wallpaper)') +
          rect(153, 127, 140, 90, 8, '#ffffff', 'fill-opacity="0.8"') +
          rect(307, 127, 140, 60, 8, '#ffffff', 'fill-opacity="0.55"') +
          rect(153, 231, 294, 70, 8, '#ffffff', 'fill-opacity="0.4"') +
          rect(121 + inset, 313, 358 - 2 * inset, 18, 0, '#0f172a', 'fill-opacity="0.55"') +
          path(`M${121 + inset} 107 L300 107 L${121 + inset} 300 Z`, 'url(#sheen)') +
          path('M120 356 L480 356 L548 458 L52 458 Z', t.line) +
          path('M122 358 L478 358 L544 455 L56 455 Z', t.base) +
          keys(t, keyboard) +
          path('M250 444 L350 444 L354 452 L246 452 Z', t.dark, 'fill-opacity="0.5"') +
          path('M52 458 L548 458 L544 470 Q542 474 536 474 L64 474 Q58 474 56 470 Z', t.dark) +
          rect(272, 458, 56, 6, 3, t.darker, 'fill-opacity="0.5"') +
          (keyboard === 'rgb' ? rect(80, 462, 440, 4, 2, 'url(#rgb)') : ''),
      ),
    back: (t) =>
      widened(
        widthScale,
        path('M92 410 L508 410 L532 452 L68 452 Z', t.dark) +
          rect(68, 450, 464, 12, 6, t.darker) +
          rect(112, 96, 376, 318, 18, t.line) +
          rect(115, 99, 370, 312, 16, t.base) +
          path('M115 180 Q115 99 196 99 L330 99 L115 360 Z', '#ffffff', 'fill-opacity="0.14"') +
          lidMark(t, mark) +
          (keyboard === 'rgb'
            ? [0, 1, 2, 3, 4, 5].map((i) => rect(150 + i * 54, 380, 36, 8, 4, t.darker)).join('')
            : '') +
          (keyboard === 'trackpoint' ? circle(440, 380, 5, '#dc2626') : ''),
      ),
    focus: [300, 400],
  };
}

export const ultrabook = laptop({ keyboard: 'plain', thinBezels: true, lidMark: 'centreBar' });
export const gamingLaptop = laptop({ keyboard: 'rgb', widthScale: 1.06, lidMark: 'diamond' });
export const businessLaptop = laptop({ keyboard: 'trackpoint', lidMark: 'cornerBar' });

export const macBookAir = laptop({ keyboard: 'plain', widthScale: 0.92, thinBezels: true, lidMark: 'circle' });
export const dellXps = laptop({ keyboard: 'plain', widthScale: 0.9, thinBezels: true, lidMark: 'ring' });
export const hpSpectre = laptop({ keyboard: 'plain', thinBezels: true, lidMark: 'slashedRing' });
export const lenovoYoga = ultrabook;
export const rogStrix = laptop({ keyboard: 'rgb', widthScale: 1.08, lidMark: 'diamond' });
export const legion = laptop({ keyboard: 'rgb', widthScale: 1.08, lidMark: 'stripe' });
export const victus = laptop({ keyboard: 'rgb', widthScale: 1.04, lidMark: 'chevron' });
export const nitro = laptop({ keyboard: 'rgb', widthScale: 1.04, lidMark: 'centreBar' });
export const thinkPad = businessLaptop;
export const latitude = laptop({ keyboard: 'plain', lidMark: 'ring' });
export const eliteBook = laptop({ keyboard: 'plain', widthScale: 0.96, lidMark: 'slashedRing' });
