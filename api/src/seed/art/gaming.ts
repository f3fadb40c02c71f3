import { circle, type Drawing, path, rect } from './drawing.js';

/** Four buttons in a diamond around (cx, cy). */
const diamond = (cx: number, cy: number, fill: string) =>
  [
    [0, -14],
    [14, 0],
    [0, 14],
    [-14, 0],
  ]
    .map(([dx, dy]) => circle(cx + (dx as number), cy + (dy as number), 6, fill))
    .join('');

/** A tower console: dark core between two curved panels, on a stand; then its side. */
export const towerConsole: Drawing = {
  front: (t) =>
    `<ellipse cx="300" cy="534" rx="90" ry="14" fill="#111827"/>` +
    rect(262, 52, 76, 476, 24, '#111827') +
    rect(282, 80, 36, 420, 14, '#1f2937') +
    path('M266 60 C190 70 176 190 184 300 C192 420 210 500 266 520 Z', t.line) +
    path('M264 66 C196 78 184 192 190 300 C198 416 214 494 264 514 Z', t.base) +
    path('M334 60 C410 70 424 190 416 300 C408 420 390 500 334 520 Z', t.line) +
    path('M336 66 C404 78 416 192 410 300 C402 416 386 494 336 514 Z', t.base) +
    path('M264 66 C220 80 204 150 204 220 L240 120 Z', '#ffffff', 'fill-opacity="0.35"') +
    circle(300, 470, 6, '#60a5fa') +
    rect(292, 420, 16, 6, 3, '#334155'),
  back: (t) =>
    rect(200, 530, 200, 14, 7, '#111827') +
    path('M250 48 C330 40 372 120 366 300 C360 460 340 520 260 528 C230 500 228 100 250 48 Z', t.line) +
    path('M252 54 C326 48 364 124 360 300 C354 456 336 514 262 522 C236 494 234 104 252 54 Z', t.base) +
    rect(236, 60, 28, 460, 12, '#111827') +
    [0, 1, 2, 3, 4, 5].map((i) => rect(290, 150 + i * 44, 50, 10, 5, t.dark)).join(''),
};

/** A box console: front face and its round vent on top; then its back with the ports. */
export const boxConsole: Drawing = {
  front: (t) =>
    path('M190 120 L250 80 L430 80 L370 120 Z', t.dark) +
    `<ellipse cx="310" cy="100" rx="70" ry="14" fill="#22c55e" fill-opacity="0.6"/>` +
    path('M370 120 L430 80 L430 480 L370 520 Z', t.darker) +
    rect(190, 120, 180, 400, 10, t.line) +
    rect(193, 123, 174, 394, 8, t.base) +
    circle(220, 150, 8, t.light) +
    rect(212, 480, 120, 6, 3, t.dark) +
    path('M196 126 L250 126 L196 320 Z', '#ffffff', 'fill-opacity="0.08"'),
  back: (t) =>
    rect(190, 90, 220, 430, 10, t.line) +
    rect(193, 93, 214, 424, 8, t.base) +
    circle(300, 210, 80, t.dark) +
    circle(300, 210, 80, 'url(#mesh)') +
    [0, 1, 2, 3].map((i) => rect(226 + i * 40, 340, 28, 14, 3, '#0b0f19')).join('') +
    rect(236, 380, 60, 24, 4, '#0b0f19') +
    circle(350, 392, 12, '#0b0f19'),
};

/** A handheld console: screen between two detachable controllers; then its back with the stand. */
export const handheldConsole: Drawing = {
  front: (t) =>
    rect(180, 200, 240, 180, 10, '#111827') +
    rect(194, 212, 212, 156, 4, 'url(#wallpaper)') +
    rect(218, 236, 80, 80, 8, '#ffffff', 'fill-opacity="0.6"') +
    rect(310, 236, 74, 36, 8, '#ffffff', 'fill-opacity="0.45"') +
    path('M180 200 L130 200 Q90 200 90 250 L90 330 Q90 380 130 380 L180 380 Z', t.line) +
    path('M178 204 L132 204 Q94 204 94 250 L94 330 Q94 376 132 376 L178 376 Z', t.base) +
    path('M420 200 L470 200 Q510 200 510 250 L510 330 Q510 380 470 380 L420 380 Z', t.line) +
    path('M422 204 L468 204 Q506 204 506 250 L506 330 Q506 376 468 376 L422 376 Z', t.base) +
    circle(136, 250, 18, '#1f2937') +
    diamond(136, 316, '#1f2937') +
    circle(464, 330, 18, '#1f2937') +
    diamond(464, 258, '#1f2937'),
  back: (t) =>
    rect(90, 200, 420, 180, 40, t.line) +
    rect(180, 204, 240, 172, 4, '#1f2937') +
    path('M178 204 L132 204 Q94 204 94 250 L94 330 Q94 376 132 376 L178 376 Z', t.base) +
    path('M422 204 L468 204 Q506 204 506 250 L506 330 Q506 376 468 376 L422 376 Z', t.base) +
    rect(200, 330, 200, 30, 6, '#374151') +
    [0, 1, 2, 3, 4, 5].map((i) => rect(220 + i * 28, 226, 14, 40, 7, '#374151')).join(''),
};

/** A gamepad from above: sticks, pad and buttons; then from behind with its triggers. */
const padBody =
  'M170 230 C210 196 390 196 430 230 C484 276 526 410 494 448 C462 482 418 452 398 408 C380 372 220 372 202 408 C182 452 138 482 106 448 C74 410 116 276 170 230 Z';
export const controller: Drawing = {
  front: (t) =>
    `<path d="${padBody}" fill="${t.base}" stroke="${t.line}" stroke-width="4"/>` +
    rect(240, 224, 120, 70, 14, t.dark) +
    rect(248, 232, 104, 54, 10, t.darker) +
    circle(228, 340, 30, '#1f2937') +
    circle(228, 340, 20, '#374151') +
    circle(372, 340, 30, '#1f2937') +
    circle(372, 340, 20, '#374151') +
    rect(148, 270, 54, 18, 4, t.darker) +
    rect(166, 252, 18, 54, 4, t.darker) +
    circle(440, 250, 12, t.darker) +
    circle(464, 276, 12, t.darker) +
    circle(416, 276, 12, t.darker) +
    circle(440, 302, 12, t.darker) +
    circle(300, 322, 8, '#60a5fa') +
    path('M180 236 C220 210 280 206 300 206 L190 300 Z', '#ffffff', 'fill-opacity="0.16"'),
  back: (t) =>
    rect(150, 190, 90, 50, 20, t.dark) +
    rect(360, 190, 90, 50, 20, t.dark) +
    `<path d="${padBody}" fill="${t.base}" stroke="${t.line}" stroke-width="4" transform="translate(600 0) scale(-1 1)"/>` +
    rect(270, 250, 60, 12, 6, t.dark) +
    `<ellipse cx="150" cy="390" rx="30" ry="54" fill="${t.dark}" fill-opacity="0.4"/>` +
    `<ellipse cx="450" cy="390" rx="30" ry="54" fill="${t.dark}" fill-opacity="0.4"/>`,
  focus: [300, 300],
};
