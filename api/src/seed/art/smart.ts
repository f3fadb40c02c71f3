import { circle, type Drawing, path, rect } from './drawing.js';
import type { Tones } from './tones.js';

const rings = (cx: number, cy: number, r: number) =>
  [
    ['#ef4444', 1, 0.75],
    ['#22c55e', 0.78, 0.6],
    ['#38bdf8', 0.56, 0.85],
  ]
    .map(([colour, k, share]) => {
      const radius = r * (k as number);
      const length = 2 * Math.PI * radius;
      return (
        circle(cx, cy, radius, 'none', `stroke="${colour}" stroke-opacity="0.25" stroke-width="${r * 0.16}"`) +
        circle(
          cx,
          cy,
          radius,
          'none',
          `stroke="${colour}" stroke-width="${r * 0.16}" stroke-linecap="round" stroke-dasharray="${length * (share as number)} ${length}" transform="rotate(-90 ${cx} ${cy})"`,
        )
      );
    })
    .join('');

function strap(t: Tones): string {
  return (
    rect(240, 30, 120, 200, 30, t.dark) +
    rect(240, 370, 120, 200, 30, t.dark) +
    [0, 1, 2].map((i) => circle(300, 440 + i * 36, 7, t.darker)).join('')
  );
}

/** A smartwatch with a square case (or a round one), activity rings on the screen; then its band from the side. */
function smartwatch(round: boolean): Drawing {
  return {
    front: (t) =>
      strap(t) +
      (round
        ? circle(300, 300, 132, t.line) +
          circle(300, 300, 128, t.base) +
          circle(300, 300, 108, '#0b0f19') +
          rings(300, 300, 80)
        : rect(194, 160, 212, 260, 60, t.line) +
          rect(197, 163, 206, 254, 58, t.base) +
          rect(212, 178, 176, 224, 46, '#0b0f19') +
          rings(300, 290, 70)) +
      rect(round ? 424 : 402, 250, 18, 44, 8, t.dark) +
      path('M220 200 Q240 170 290 168 L220 260 Z', '#ffffff', 'fill-opacity="0.14"'),
    back: (t) =>
      `<ellipse cx="300" cy="300" rx="150" ry="220" fill="none" stroke="${t.line}" stroke-width="64"/>` +
      `<ellipse cx="300" cy="300" rx="150" ry="220" fill="none" stroke="${t.dark}" stroke-width="58"/>` +
      rect(412, 170, 70, 260, round ? 35 : 24, t.line) +
      rect(415, 173, 64, 254, round ? 32 : 22, t.base) +
      rect(476, 250, 18, 50, 8, t.darker) +
      rect(420, 190, 14, 220, 7, '#0b0f19'),
    focus: [300, 290],
  };
}

export const squareWatch = smartwatch(false);
export const roundWatch = smartwatch(true);

const fabric = (shape: string) =>
  `<g>${shape}</g><g opacity="1">${shape.replace(/fill="[^"]*"/, 'fill="url(#dots)"')}</g>`;

/** A ball-shaped smart speaker with its light ring; then from above with its buttons. */
export const sphereSmartSpeaker: Drawing = {
  front: (t) =>
    `<ellipse cx="300" cy="500" rx="120" ry="20" fill="#38bdf8" fill-opacity="0.7"/>` +
    circle(300, 330, 180, t.line) +
    fabric(circle(300, 330, 176, t.base)) +
    `<ellipse cx="300" cy="168" rx="100" ry="22" fill="${t.light}"/>` +
    path('M150 380 Q300 470 450 380 Q300 500 150 380 Z', '#38bdf8', 'fill-opacity="0.7"') +
    circle(240, 250, 50, '#ffffff', 'fill-opacity="0.12"'),
  back: (t) =>
    circle(300, 310, 190, t.line) +
    fabric(circle(300, 310, 186, t.base)) +
    circle(300, 310, 110, t.light) +
    circle(230, 310, 18, t.darker) +
    circle(370, 310, 18, t.darker) +
    circle(300, 240, 18, t.darker) +
    circle(300, 380, 18, t.darker) +
    rect(364, 306, 12, 8, 2, t.light) +
    rect(224, 306, 12, 8, 2, t.light),
  focus: [300, 330],
};

/** A puck-shaped smart speaker with its four lights; then its underside. */
export const puckSmartSpeaker: Drawing = {
  front: (t) =>
    path('M100 300 L100 350 Q300 440 500 350 L500 300 Z', t.dark) +
    `<ellipse cx="300" cy="300" rx="200" ry="80" fill="${t.line}"/>` +
    fabric(`<ellipse cx="300" cy="300" rx="196" ry="76" fill="${t.base}"/>`) +
    [0, 1, 2, 3].map((i) => circle(255 + i * 30, 300, 7, '#ffffff')).join(''),
  back: (t) =>
    circle(300, 310, 200, t.line) +
    circle(300, 310, 196, t.dark) +
    circle(300, 310, 150, t.darker) +
    rect(280, 180, 40, 40, 20, '#0b0f19') +
    circle(300, 420, 14, '#0b0f19') +
    [0, 1, 2, 3, 4, 5].map((i) => rect(200 + i * 36, 300, 20, 20, 10, t.dark)).join(''),
};

const bulbGlass =
  'M300 90 C200 90 150 170 170 250 C186 310 240 340 244 400 L356 400 C360 340 414 310 430 250 C450 170 400 90 300 90 Z';
const bulbBase = (t: Tones) =>
  rect(244, 400, 112, 18, 6, t.base) +
  [0, 1, 2, 3].map((i) => rect(252, 420 + i * 20, 96, 14, 6, 'url(#metal)')).join('') +
  path('M270 500 L330 500 L312 530 L288 530 Z', '#334155');

/** A smart bulb lit warm; then switched off, showing its screw base. */
export const bulb: Drawing = {
  front: (t) =>
    circle(300, 230, 230, 'url(#glow)') +
    path(bulbGlass, '#fef9c3', `stroke="${t.line}" stroke-width="3"`) +
    path('M220 150 C240 120 270 110 290 110 L230 230 Z', '#ffffff', 'fill-opacity="0.6"') +
    bulbBase(t),
  back: (t) =>
    path(bulbGlass, t.base, `stroke="${t.line}" stroke-width="4"`) +
    path('M220 150 C240 120 270 110 290 110 L230 230 Z', '#ffffff', 'fill-opacity="0.5"') +
    rect(244, 390, 112, 30, 8, t.dark) +
    bulbBase(t),
  focus: [300, 300],
};

/** An LED strip: its reel with a length unrolled and glowing; then its remote beside the strip. */
export const ledStrip: Drawing = {
  front: (t) =>
    circle(190, 300, 150, t.line) +
    circle(190, 300, 146, t.base) +
    [120, 100, 80, 60].map((r) => circle(190, 300, r, 'none', `stroke="${t.dark}" stroke-width="3"`)).join('') +
    circle(190, 300, 36, t.darker) +
    path(
      'M330 340 C420 360 420 460 520 470',
      'none',
      'stroke="url(#rgb)" stroke-width="34" stroke-linecap="round" stroke-opacity="0.35"',
    ) +
    path('M330 340 C420 360 420 460 520 470', 'none', 'stroke="url(#rgb)" stroke-width="16" stroke-linecap="round"'),
  back: (t) =>
    path(
      'M80 470 C200 420 300 520 520 440',
      'none',
      'stroke="url(#rgb)" stroke-width="40" stroke-linecap="round" stroke-opacity="0.3"',
    ) +
    path('M80 470 C200 420 300 520 520 440', 'none', 'stroke="url(#rgb)" stroke-width="18" stroke-linecap="round"') +
    rect(230, 90, 140, 300, 30, t.line) +
    rect(233, 93, 134, 294, 28, t.base) +
    ['#ef4444', '#22c55e', '#3b82f6', '#eab308', '#a855f7', '#f97316']
      .map((c, i) => circle(270 + (i % 3) * 30, 200 + Math.floor(i / 3) * 40, 11, c))
      .join('') +
    circle(300, 140, 18, t.dark) +
    rect(262, 300, 76, 20, 10, t.dark),
};
