import { circle, type Drawing, path, rect } from './drawing.js';
import type { Tones } from './tones.js';

/** The shape of a pair's ear cups: slim ovals, round cups, or open backs behind a grille. */
interface Cups {
  rx: number;
  ry: number;
  openBack?: boolean;
}

function earCup(t: Tones, cx: number, inward: 1 | -1, cups: Cups): string {
  const { rx, ry } = cups;
  return (
    rect(cx - 12, 210, 24, 90, 10, t.dark) +
    `<ellipse cx="${cx}" cy="360" rx="${rx}" ry="${ry}" fill="${t.line}"/>` +
    `<ellipse cx="${cx}" cy="360" rx="${rx - 4}" ry="${ry - 4}" fill="${t.base}"/>` +
    `<ellipse cx="${cx + inward * rx * 0.57}" cy="360" rx="${rx * 0.49}" ry="${ry - 14}" fill="${t.darker}"/>` +
    `<ellipse cx="${cx - inward * 18}" cy="330" rx="20" ry="${ry * 0.46}" fill="#ffffff" fill-opacity="0.18"/>`
  );
}

/** Over-ear headphones; `wired` adds the cable and its plug. */
function headphones(wired: boolean, cups: Cups = { rx: 70, ry: 100 }): Drawing {
  const { rx, ry } = cups;
  return {
    front: (t) =>
      path('M156 300 C150 110 450 110 444 300', 'none', `stroke="${t.line}" stroke-width="34" stroke-linecap="round"`) +
      path('M156 300 C150 110 450 110 444 300', 'none', `stroke="${t.base}" stroke-width="28" stroke-linecap="round"`) +
      path(
        'M190 190 C240 130 360 130 410 190',
        'none',
        `stroke="${t.darker}" stroke-width="14" stroke-linecap="round"`,
      ) +
      earCup(t, 156, 1, cups) +
      earCup(t, 444, -1, cups) +
      (wired
        ? path(
            'M156 460 C150 520 260 520 300 500 C340 480 360 520 380 540',
            'none',
            'stroke="#1f2937" stroke-width="7"',
          ) +
          rect(376, 530, 40, 16, 6, '#1f2937') +
          rect(414, 535, 26, 6, 3, 'url(#metal)')
        : circle(478, 400, 6, '#22c55e')),
    back: (t) =>
      path('M230 260 C220 70 380 70 370 260', 'none', `stroke="${t.line}" stroke-width="40" stroke-linecap="round"`) +
      path('M230 260 C220 70 380 70 370 260', 'none', `stroke="${t.base}" stroke-width="34" stroke-linecap="round"`) +
      `<ellipse cx="300" cy="360" rx="${rx * 2}" ry="${ry * 1.66}" fill="${t.line}"/>` +
      `<ellipse cx="300" cy="360" rx="${rx * 2 - 4}" ry="${ry * 1.66 - 4}" fill="${t.base}"/>` +
      `<ellipse cx="300" cy="360" rx="${rx * 1.5}" ry="${ry * 1.3}" fill="${cups.openBack ? 'url(#mesh)' : t.light}" fill-opacity="${cups.openBack ? 1 : 0.45}"/>` +
      `<ellipse cx="262" cy="300" rx="40" ry="70" fill="#ffffff" fill-opacity="0.18"/>` +
      circle(300, 360, 22, t.dark) +
      (wired
        ? rect(292, 510, 16, 40, 6, '#1f2937')
        : circle(360, 480, 8, t.darker) + rect(230, 470, 40, 12, 6, t.darker)),
    focus: [444, 350],
  };
}

export const wirelessHeadphones = headphones(false);
export const wiredHeadphones = headphones(true);
/** Slim oval cups (a Sony). */
export const slimCupHeadphones = headphones(false, { rx: 58, ry: 104 });
/** Round cups (a JBL). */
export const roundCupHeadphones = headphones(false, { rx: 74, ry: 86 });
/** Large open-back cups behind a grille (a Sennheiser). */
export const openBackHeadphones = headphones(true, { rx: 72, ry: 106, openBack: true });
/** Round studio cups (an Audio-Technica). */
export const studioHeadphones = headphones(true, { rx: 72, ry: 84 });

function bud(t: Tones, x: number, y: number, angle: number, scale: number): string {
  return `<g transform="translate(${x} ${y}) rotate(${angle}) scale(${scale})">${
    rect(-20, 0, 40, 170, 20, t.line) +
    rect(-17, 3, 34, 164, 17, t.base) +
    circle(0, -10, 62, t.line) +
    circle(0, -10, 59, t.base) +
    `<ellipse cx="-34" cy="-14" rx="30" ry="40" fill="${t.darker}"/>` +
    circle(16, -30, 14, '#ffffff', 'fill-opacity="0.3"') +
    rect(-8, 150, 16, 10, 4, 'url(#metal)')
  }</g>`;
}

/** Earbuds: open charging case with the buds in it; the two buds close up. */
export const earbuds: Drawing = {
  front: (t) =>
    path('M170 290 L430 290 L420 170 Q300 110 180 170 Z', t.line) +
    path('M174 288 L426 288 L417 174 Q300 116 183 174 Z', t.base) +
    rect(150, 290, 300, 210, 90, t.line) +
    rect(153, 293, 294, 204, 88, t.base) +
    rect(165, 290, 270, 40, 20, t.darker) +
    `<g transform="translate(0 0)">${bud(t, 230, 250, 8, 0.55)}${bud(t, 370, 250, -8, 0.55)}</g>` +
    rect(153, 330, 294, 12, 6, t.dark, 'fill-opacity="0.4"') +
    circle(300, 440, 7, '#22c55e') +
    `<ellipse cx="220" cy="400" rx="36" ry="50" fill="#ffffff" fill-opacity="0.15"/>`,
  back: (t) => bud(t, 220, 240, -18, 1.2) + bud(t, 390, 260, 16, 1.2),
};

/** A portable speaker lying on its side: grille, end caps, buttons. */
export const speaker: Drawing = {
  front: (t) =>
    rect(82, 222, 436, 196, 98, t.line) +
    rect(86, 226, 428, 188, 94, t.base) +
    rect(140, 226, 320, 188, 0, 'url(#dots)') +
    rect(86, 226, 428, 40, 20, '#ffffff', 'fill-opacity="0.14"') +
    `<ellipse cx="116" cy="320" rx="32" ry="90" fill="${t.dark}"/>` +
    `<ellipse cx="484" cy="320" rx="32" ry="90" fill="${t.dark}"/>` +
    rect(250, 300, 100, 40, 20, t.light) +
    circle(260, 222, 8, t.darker) +
    circle(300, 220, 8, t.darker) +
    circle(340, 222, 8, t.darker) +
    rect(150, 412, 300, 16, 8, t.darker),
  back: (t) =>
    circle(300, 320, 190, t.line) +
    circle(300, 320, 186, t.base) +
    circle(300, 320, 150, t.dark) +
    circle(300, 320, 120, t.darker) +
    circle(300, 320, 70, t.dark) +
    circle(260, 270, 40, '#ffffff', 'fill-opacity="0.12"') +
    rect(260, 500, 80, 16, 8, t.darker),
};
