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

function laptop(keyboard: Keyboard): Drawing {
  return {
    front: (t) =>
      rect(118, 92, 364, 262, 16, t.line) +
      rect(121, 95, 358, 256, 14, keyboard === 'plain' ? t.darker : '#111827') +
      rect(133, 107, 334, 224, 6, 'url(#wallpaper)') +
      rect(153, 127, 140, 90, 8, '#ffffff', 'fill-opacity="0.8"') +
      rect(307, 127, 140, 60, 8, '#ffffff', 'fill-opacity="0.55"') +
      rect(153, 231, 294, 70, 8, '#ffffff', 'fill-opacity="0.4"') +
      rect(133, 313, 334, 18, 0, '#0f172a', 'fill-opacity="0.55"') +
      path('M133 107 L300 107 L133 300 Z', 'url(#sheen)') +
      path('M120 356 L480 356 L548 458 L52 458 Z', t.line) +
      path('M122 358 L478 358 L544 455 L56 455 Z', t.base) +
      keys(t, keyboard) +
      path('M250 444 L350 444 L354 452 L246 452 Z', t.dark, 'fill-opacity="0.5"') +
      path('M52 458 L548 458 L544 470 Q542 474 536 474 L64 474 Q58 474 56 470 Z', t.dark) +
      rect(272, 458, 56, 6, 3, t.darker, 'fill-opacity="0.5"') +
      (keyboard === 'rgb' ? rect(80, 462, 440, 4, 2, 'url(#rgb)') : ''),
    back: (t) =>
      path('M92 410 L508 410 L532 452 L68 452 Z', t.dark) +
      rect(68, 450, 464, 12, 6, t.darker) +
      rect(112, 96, 376, 318, 18, t.line) +
      rect(115, 99, 370, 312, 16, t.base) +
      path('M115 180 Q115 99 196 99 L330 99 L115 360 Z', '#ffffff', 'fill-opacity="0.14"') +
      circle(300, 250, 30, t.light, 'fill-opacity="0.8"') +
      (keyboard === 'rgb'
        ? path('M240 250 L300 190 L360 250 L300 310 Z', 'none', 'stroke="url(#rgb)" stroke-width="6"') +
          [0, 1, 2, 3, 4, 5].map((i) => rect(150 + i * 54, 380, 36, 8, 4, t.darker)).join('')
        : '') +
      (keyboard === 'trackpoint' ? rect(150, 140, 70, 14, 4, t.darker, 'fill-opacity="0.6"') : ''),
    focus: [300, 400],
  };
}

export const ultrabook = laptop('plain');
export const gamingLaptop = laptop('rgb');
export const businessLaptop = laptop('trackpoint');
