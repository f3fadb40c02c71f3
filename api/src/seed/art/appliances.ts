import { circle, type Drawing, path, rect } from './drawing.js';
import type { Tones } from './tones.js';

const feet = (t: Tones, xs: number[], y: number) => xs.map((x) => rect(x, y, 30, 12, 4, t.darker)).join('');

function microwaveFace(t: Tones, x: number, w: number): string {
  const door = w * 0.7;
  return (
    rect(x, 160, w, 290, 22, t.line) +
    rect(x + 3, 163, w - 6, 284, 20, t.base) +
    rect(x + 22, 182, door - 30, 246, 12, t.darker) +
    rect(x + 34, 194, door - 54, 222, 8, 'url(#glass)') +
    rect(x + 34, 194, door - 54, 222, 8, 'url(#mesh)') +
    rect(x + door - 8, 200, 10, 210, 5, t.light) +
    rect(x + door + 18, 190, w - door - 40, 36, 6, '#0b0f19') +
    rect(x + door + 26, 200, 40, 16, 2, '#22d3ee', 'fill-opacity="0.85"') +
    [0, 1, 2]
      .flatMap((row) => [0, 1].map((col) => rect(x + door + 20 + col * 34, 246 + row * 30, 26, 18, 5, t.dark)))
      .join('') +
    circle(x + door + (w - door) / 2 - 2, 378, 24, t.dark) +
    circle(x + door + (w - door) / 2 - 2, 378, 10, t.light)
  );
}

/** A countertop microwave: window door, control panel; then turned to show its side. */
export const microwave: Drawing = {
  front: (t) => microwaveFace(t, 70, 460) + feet(t, [100, 470], 448),
  back: (t) =>
    path('M430 160 L530 118 L530 408 L430 450 Z', t.dark) +
    path('M150 160 L250 118 L530 118 L430 160 Z', t.light) +
    [0, 1, 2, 3, 4]
      .map((i) => path(`M452 ${196 + i * 18} L508 ${172 + i * 18}`, 'none', `stroke="${t.darker}" stroke-width="5"`))
      .join('') +
    microwaveFace(t, 150, 284) +
    feet(t, [170, 390], 448),
};

/** A mixer grinder: motor base with a knob and a jar; then its set of jars. */
const jar = (t: Tones, x: number, y: number, w: number, h: number) =>
  path(
    `M${x} ${y} L${x + w} ${y} L${x + w - w * 0.12} ${y + h} L${x + w * 0.12} ${y + h} Z`,
    'url(#glass)',
    `stroke="${t.line}" stroke-width="4"`,
  ) +
  rect(x - 6, y - 26, w + 12, 30, 10, t.base) +
  rect(x + w * 0.4, y - 40, w * 0.2, 16, 6, t.dark) +
  path(
    `M${x + w} ${y + 20} Q${x + w + 50} ${y + h * 0.4} ${x + w - 8} ${y + h * 0.8}`,
    'none',
    `stroke="${t.dark}" stroke-width="14" stroke-linecap="round"`,
  ) +
  path(
    `M${x + w * 0.3} ${y + h - 30} L${x + w * 0.5} ${y + h - 60} L${x + w * 0.7} ${y + h - 30}`,
    'none',
    'stroke="#94a3b8" stroke-width="6"',
  );

export const mixerGrinder: Drawing = {
  front: (t) =>
    jar(t, 218, 150, 164, 230) +
    path('M196 380 L404 380 L428 520 L172 520 Z', t.line) +
    path('M199 383 L401 383 L424 517 L176 517 Z', t.base) +
    rect(199, 383, 202, 20, 6, t.dark) +
    circle(300, 455, 34, t.dark) +
    circle(300, 455, 24, t.light) +
    rect(296, 428, 8, 24, 4, t.darker) +
    path('M199 383 L240 383 L206 517 L176 517 Z', '#ffffff', 'fill-opacity="0.15"'),
  back: (t) =>
    jar(t, 70, 300, 110, 160) +
    jar(t, 230, 220, 140, 240) +
    jar(t, 420, 260, 124, 200) +
    rect(60, 470, 500, 40, 18, t.base) +
    rect(60, 470, 500, 12, 6, '#ffffff', 'fill-opacity="0.2"'),
  focus: [300, 440],
};

/** A split air conditioner's indoor unit and its outdoor unit; a window unit's face and its rear. */
const fan = (t: Tones, cx: number, cy: number, r: number) =>
  circle(cx, cy, r, t.darker) +
  [0, 72, 144, 216, 288]
    .map(
      (a) =>
        `<ellipse cx="${cx}" cy="${cy - r * 0.45}" rx="${r * 0.2}" ry="${r * 0.45}" fill="${t.dark}" transform="rotate(${a} ${cx} ${cy})"/>`,
    )
    .join('') +
  circle(cx, cy, r * 0.16, t.light) +
  [0.35, 0.65, 0.95].map((k) => circle(cx, cy, r * k, 'none', `stroke="${t.line}" stroke-width="3"`)).join('');

export const splitAc: Drawing = {
  front: (t) =>
    rect(50, 190, 500, 170, 40, t.line) +
    rect(53, 193, 494, 164, 38, t.base) +
    rect(53, 193, 494, 40, 20, '#ffffff', 'fill-opacity="0.5"') +
    path('M70 320 L530 320 Q520 356 490 356 L110 356 Q80 356 70 320 Z', t.dark) +
    [0, 1, 2].map((i) => rect(90, 326 + i * 9, 420, 4, 2, t.darker)).join('') +
    rect(420, 256, 86, 34, 8, '#0b0f19') +
    rect(430, 263, 36, 20, 2, '#22d3ee') +
    circle(488, 273, 5, '#22c55e') +
    [0, 1, 2, 3]
      .map((i) =>
        path(
          `M${150 + i * 90} 380 q 20 40 0 80 q -20 40 0 70`,
          'none',
          'stroke="#38bdf8" stroke-width="7" stroke-linecap="round" stroke-opacity="0.55"',
        ),
      )
      .join(''),
  back: (t) =>
    rect(90, 170, 420, 330, 20, t.line) +
    rect(93, 173, 414, 324, 18, t.base) +
    fan(t, 260, 335, 130) +
    [0, 1, 2, 3, 4, 5, 6, 7].map((i) => rect(420, 200 + i * 32, 64, 12, 6, t.dark)).join('') +
    feet(t, [120, 450], 498),
  focus: [440, 290],
};

export const windowAc: Drawing = {
  front: (t) =>
    rect(90, 170, 420, 300, 22, t.line) +
    rect(93, 173, 414, 294, 20, t.base) +
    [0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) => rect(116, 196 + i * 28, 260, 14, 7, t.dark)).join('') +
    rect(396, 196, 90, 250, 14, t.light) +
    rect(408, 212, 66, 30, 6, '#0b0f19') +
    rect(416, 219, 30, 16, 2, '#22d3ee') +
    circle(441, 290, 24, t.dark) +
    circle(441, 360, 24, t.dark) +
    circle(441, 290, 10, t.light) +
    circle(441, 360, 10, t.light),
  back: (t) =>
    path('M380 170 L500 130 L500 440 L380 470 Z', t.dark) +
    path('M100 170 L220 130 L500 130 L380 170 Z', t.light) +
    rect(100, 170, 280, 300, 18, t.line) +
    rect(103, 173, 274, 294, 16, t.base) +
    fan(t, 240, 320, 110) +
    [0, 1, 2, 3, 4, 5]
      .map((i) => path(`M398 ${196 + i * 40} L482 ${170 + i * 40}`, 'none', `stroke="${t.darker}" stroke-width="8"`))
      .join(''),
  focus: [441, 300],
};

function washerBody(t: Tones, frontLoad: boolean): string {
  return (
    rect(140, 80, 320, 440, 24, t.line) +
    rect(143, 83, 314, 434, 22, t.base) +
    rect(143, 83, 314, 82, 22, t.light) +
    rect(166, 104, 74, 40, 8, t.dark) +
    rect(262, 108, 84, 32, 6, '#0b0f19') +
    rect(272, 116, 44, 16, 2, '#22d3ee') +
    circle(406, 124, 26, t.dark) +
    circle(406, 124, 14, t.light) +
    (frontLoad
      ? circle(300, 338, 126, t.line) +
        circle(300, 338, 120, t.dark) +
        circle(300, 338, 94, 'url(#glass)') +
        path(
          'M230 360 Q270 310 320 350 Q360 380 380 330 L380 390 Q300 430 230 390 Z',
          '#6366f1',
          'fill-opacity="0.45"',
        ) +
        circle(270, 300, 24, '#ffffff', 'fill-opacity="0.35"') +
        rect(412, 320, 14, 50, 7, t.darker)
      : rect(180, 200, 240, 14, 7, t.dark, 'fill-opacity="0.6"') +
        rect(180, 470, 240, 24, 8, t.dark, 'fill-opacity="0.4"')) +
    path('M146 170 L200 170 L146 480 Z', '#ffffff', 'fill-opacity="0.12"') +
    feet(t, [160, 410], 516)
  );
}

/** A washing machine: front-loading (round door) or top-loading (lid above), then its top and side. */
function washer(frontLoad: boolean): Drawing {
  return {
    front: (t) => washerBody(t, frontLoad),
    back: (t) =>
      path('M430 160 L510 110 L510 470 L430 520 Z', t.dark) +
      path('M170 160 L250 110 L510 110 L430 160 Z', t.light) +
      (frontLoad
        ? ''
        : `<ellipse cx="340" cy="135" rx="110" ry="18" fill="${t.darker}"/><ellipse cx="340" cy="133" rx="80" ry="12" fill="url(#glass)"/>`) +
      rect(170, 160, 260, 360, 20, t.line) +
      rect(173, 163, 254, 354, 18, t.base) +
      rect(173, 163, 254, 60, 18, t.light) +
      (frontLoad
        ? circle(300, 360, 98, t.dark) + circle(300, 360, 74, 'url(#glass)')
        : rect(200, 260, 200, 12, 6, t.dark, 'fill-opacity="0.6"')) +
      feet(t, [186, 390], 516),
    focus: [300, 250],
  };
}

export const frontLoadWasher = washer(true);
export const topLoadWasher = washer(false);
