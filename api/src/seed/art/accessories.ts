import { circle, type Drawing, path, rect } from './drawing.js';
import type { Tones } from './tones.js';

const usbC = (x: number, y: number) => rect(x, y, 56, 18, 9, '#0b0f19') + rect(x + 8, y + 7, 40, 4, 2, '#475569');

const plugHead = (t: Tones, x: number, y: number, angle: number) =>
  `<g transform="translate(${x} ${y}) rotate(${angle})">${rect(-20, -40, 40, 60, 10, t.base, `stroke="${t.line}" stroke-width="3"`) + rect(-12, -66, 24, 28, 6, 'url(#metal)')}</g>`;

/** A wall charger seen from its ports (pins on top); then from the side with its cable. */
export const charger: Drawing = {
  front: (t) =>
    rect(262, 90, 18, 80, 9, 'url(#metal)') +
    rect(320, 90, 18, 80, 9, 'url(#metal)') +
    rect(190, 160, 220, 300, 44, t.line) +
    rect(193, 163, 214, 294, 42, t.base) +
    path('M200 200 Q200 170 240 168 L300 168 L200 330 Z', '#ffffff', 'fill-opacity="0.18"') +
    usbC(272, 260) +
    usbC(272, 310) +
    rect(272, 360, 56, 26, 4, '#0b0f19') +
    circle(300, 420, 6, '#22c55e'),
  back: (t) =>
    rect(90, 250, 90, 16, 8, 'url(#metal)') +
    rect(90, 300, 90, 16, 8, 'url(#metal)') +
    rect(170, 180, 200, 220, 40, t.line) +
    rect(173, 183, 194, 214, 38, t.base) +
    path('M370 290 C450 290 420 460 500 470', 'none', `stroke="${t.dark}" stroke-width="14" stroke-linecap="round"`) +
    plugHead(t, 500, 470, 90),
  focus: [300, 320],
};

/** A power bank: its face with charge lights; then its top edge with the ports. */
export const powerBank: Drawing = {
  front: (t) =>
    rect(176, 80, 248, 440, 40, t.line) +
    rect(179, 83, 242, 434, 38, t.base) +
    path('M186 120 Q186 86 230 86 L320 86 L186 360 Z', '#ffffff', 'fill-opacity="0.14"') +
    [0, 1, 2, 3].map((i) => circle(258 + i * 28, 450, 7, i < 3 ? '#22c55e' : t.darker)).join('') +
    rect(250, 250, 100, 16, 8, t.dark, 'fill-opacity="0.5"'),
  back: (t) =>
    path('M150 200 L200 150 L480 150 L430 200 Z', t.light) +
    path('M430 200 L480 150 L480 420 L430 470 Z', t.dark) +
    rect(150, 200, 280, 270, 30, t.line) +
    rect(153, 203, 274, 264, 28, t.base) +
    usbC(210, 226) +
    rect(300, 224, 70, 24, 4, '#0b0f19') +
    [0, 1, 2, 3].map((i) => circle(250 + i * 26, 420, 6, '#22c55e')).join(''),
};

/** A coiled USB-C cable, for the accessories' category art. */
export const cable: Drawing = {
  front: (t) =>
    [0, 1, 2]
      .map(
        (i) =>
          `<ellipse cx="300" cy="${300 + i * 14}" rx="${150 - i * 8}" ry="${110 - i * 6}" fill="none" stroke="${t.line}" stroke-width="20"/><ellipse cx="300" cy="${300 + i * 14}" rx="${150 - i * 8}" ry="${110 - i * 6}" fill="none" stroke="${t.base}" stroke-width="14"/>`,
      )
      .join('') +
    path('M150 330 C120 420 180 470 230 480', 'none', `stroke="${t.base}" stroke-width="14" stroke-linecap="round"`) +
    path('M450 300 C500 380 460 450 400 470', 'none', `stroke="${t.base}" stroke-width="14" stroke-linecap="round"`) +
    plugHead(t, 250, 486, 80) +
    plugHead(t, 380, 476, -80),
  back: (t) =>
    plugHead(t, 240, 320, 0) +
    plugHead(t, 360, 320, 0) +
    rect(220, 360, 40, 160, 20, t.base) +
    rect(340, 360, 40, 160, 20, t.base),
};
