import { circle, type Drawing, lensFace, path, rect } from './drawing.js';
import type { Tones } from './tones.js';

/**
 * The camera arrangements on a phone's back: what a shopper looks at first to tell one brand's
 * phone from another's.
 */
type CameraLayout =
  /** Two lenses on a diagonal in a square glass island (a recent base iPhone). */
  | 'diagonalPair'
  /** Three large lenses in a triangle on a bigger, darker island (a Pro iPhone). */
  | 'triangleTriple'
  /** One lens in a corner, no island (a compact iPhone). */
  | 'single'
  /** Three lenses straight down the left, each in its own ring, no island (a Galaxy). */
  | 'verticalLenses'
  /** A bar across the whole width holding the lenses (a Pixel). */
  | 'visorBar'
  /** A large round island holding three lenses (a OnePlus flagship). */
  | 'roundIsland'
  /** A tall pill with two lenses (a mid-range OnePlus). */
  | 'verticalPill'
  /** A tall rectangular island with one big and two small lenses (a Redmi Note). */
  | 'tallIsland'
  /** A square island of the body's colour, lenses and flash in a 2 × 2 grid (a Motorola). */
  | 'squareIsland';

/** How the screen meets the top of the phone. */
type Face = 'island' | 'notch' | 'punchHole' | 'homeButton';

/** Gloss shines and reflects; matte is frosted glass or metal; leather is matte with a grain. */
type Finish = 'gloss' | 'matte' | 'leather';

/** A small brand-like mark on the back, drawn in the body's darker tone. */
type Mark = 'apple' | 'wordmark' | 'g' | 'square' | 'cornerText' | 'batwing';

interface PhoneModel {
  /** Size in the 600 box: a compact phone is shorter and narrower, a big one taller. */
  width: number;
  height: number;
  corner: number;
  face: Face;
  /** A display that curves over the long edges (dark edges on the screen, a bright line on the frame). */
  curvedEdges?: boolean;
  camera: CameraLayout;
  /** Ringed lenses on a Galaxy: the flagship's metal rings, or rings of the body's colour. */
  metalRings?: boolean;
  finish: Finish;
  mark: Mark;
  /** A `SHARED_DEFS` gradient id: each brand has its own lock screen colours. */
  wallpaper: string;
}

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
  r: number;
}

/** Every phone stands on the same floor line, centred. */
const FLOOR = 504;

function boxOf(model: PhoneModel): Box {
  return { x: 300 - model.width / 2, y: FLOOR - model.height, w: model.width, h: model.height, r: model.corner };
}

function cutout(face: Face, box: Box, screenTop: number): string {
  switch (face) {
    case 'island':
      return rect(266, screenTop + 12, 68, 22, 11, '#020617');
    case 'notch':
      return rect(250, screenTop - 6, 100, 30, 13, '#0b0f19');
    case 'punchHole':
      return circle(300, screenTop + 18, 7, '#020617');
    case 'homeButton':
      // Speaker slit and selfie camera above the screen, the round home button below it.
      return (
        rect(276, box.y + 32, 48, 6, 3, '#334155') +
        circle(252, box.y + 35, 5, '#1e293b') +
        circle(300, box.y + box.h - 34, 21, '#111827') +
        circle(300, box.y + box.h - 34, 21, 'none', 'stroke="#475569" stroke-width="2.5"')
      );
  }
}

/** A touchscreen phone's face: frame, screen with the brand's wallpaper and a few app tiles. */
function front(model: PhoneModel, t: Tones): string {
  const box = boxOf(model);
  const { x, y, w, h, r } = box;
  const bezels = model.face === 'homeButton';
  const screen = {
    x: x + 12,
    y: y + (bezels ? 62 : 12),
    w: w - 24,
    h: h - (bezels ? 124 : 24),
    r: bezels ? 4 : r - 10,
  };
  const step = (screen.w - 28) / 4;
  const tile = step - 12;
  const rows = Math.max(2, Math.floor((screen.h - 170) / (step + 6)));
  const apps = Array.from({ length: rows }, (_, row) =>
    [0, 1, 2, 3]
      .map((col) =>
        rect(
          screen.x + 20 + col * step,
          screen.y + 110 + row * (step + 6),
          tile,
          tile,
          tile * 0.3,
          '#ffffff',
          `fill-opacity="${0.55 + ((row + col) % 3) * 0.15}"`,
        ),
      )
      .join(''),
  ).join('');
  const curved = model.curvedEdges
    ? rect(screen.x, screen.y, 12, screen.h, 6, '#020617', 'fill-opacity="0.45"') +
      rect(screen.x + screen.w - 12, screen.y, 12, screen.h, 6, '#020617', 'fill-opacity="0.45"') +
      rect(x + 3, y + r, 3, h - 2 * r, 1.5, '#ffffff', 'fill-opacity="0.6"')
    : '';
  return (
    rect(x, y, w, h, r, t.line) +
    rect(x + 4, y + 4, w - 8, h - 8, r - 3, t.base) +
    rect(x + 8, y + 8, w - 16, h - 16, r - 7, '#0b0f19') +
    rect(screen.x, screen.y, screen.w, screen.h, screen.r, `url(#${model.wallpaper})`) +
    rect(screen.x + 22, screen.y + 50, screen.w - 44, 44, 12, '#ffffff', 'fill-opacity="0.85"') +
    rect(screen.x + 34, screen.y + 62, (screen.w - 44) * 0.5, 9, 4, '#334155') +
    rect(screen.x + 34, screen.y + 78, (screen.w - 44) * 0.32, 7, 3, '#64748b') +
    apps +
    rect(screen.x + 14, screen.y + screen.h - 40, screen.w - 28, 26, 13, '#ffffff', 'fill-opacity="0.35"') +
    curved +
    cutout(model.face, box, screen.y) +
    rect(x + w - 4, y + 110, 6, 60, 3, t.dark) +
    rect(x + w - 4, y + 184, 6, 36, 3, t.dark) +
    path(`M${x + 16} ${y + 20} L${x + w * 0.5} ${y + 20} L${x + 16} ${y + h * 0.55} Z`, 'url(#sheen)')
  );
}

function camera(model: PhoneModel, box: Box, t: Tones): string {
  const { x, y, w } = box;
  const flash = (cx: number, cy: number, radius = 6) => circle(cx, cy, radius, '#fef3c7');
  switch (model.camera) {
    case 'diagonalPair': {
      const s = w * 0.46;
      const [ix, iy] = [x + 20, y + 20];
      return (
        rect(ix, iy, s, s, 26, t.light, 'fill-opacity="0.6"') +
        rect(ix, iy, s, s, 26, 'none', `stroke="${t.dark}" stroke-width="2.5"`) +
        lensFace(ix + s * 0.3, iy + s * 0.3, s * 0.2, t.line) +
        lensFace(ix + s * 0.7, iy + s * 0.7, s * 0.2, t.line) +
        flash(ix + s * 0.74, iy + s * 0.26, s * 0.07) +
        circle(ix + s * 0.26, iy + s * 0.76, 3, t.darker)
      );
    }
    case 'triangleTriple': {
      const s = w * 0.56;
      const [ix, iy] = [x + 16, y + 16];
      return (
        rect(ix, iy, s, s, 30, t.dark, 'fill-opacity="0.85"') +
        rect(ix, iy, s, s, 30, 'none', `stroke="${t.darker}" stroke-width="3"`) +
        lensFace(ix + s * 0.29, iy + s * 0.27, s * 0.21, t.line) +
        lensFace(ix + s * 0.29, iy + s * 0.73, s * 0.21, t.line) +
        lensFace(ix + s * 0.72, iy + s * 0.5, s * 0.21, t.line) +
        flash(ix + s * 0.76, iy + s * 0.17, s * 0.06) +
        circle(ix + s * 0.76, iy + s * 0.84, s * 0.06, '#020617')
      );
    }
    case 'single':
      return lensFace(x + 40, y + 40, 17, t.line) + flash(x + 40, y + 76, 6);
    case 'verticalLenses': {
      const ring = model.metalRings ? 'url(#metal)' : t.dark;
      return (
        [0, 1, 2]
          .map((i) => circle(x + 44, y + 54 + i * 56, 25, ring) + lensFace(x + 44, y + 54 + i * 56, 20, '#111827'))
          .join('') + flash(x + 86, y + 50, 6)
      );
    }
    case 'visorBar':
      return (
        rect(x - 3, y + 80, w + 6, 72, 18, t.line) +
        rect(x + 14, y + 92, w - 28, 48, 24, '#0b0f19') +
        lensFace(x + 46, y + 116, 19, '#1f2937') +
        lensFace(x + 92, y + 116, 19, '#1f2937') +
        flash(x + w - 44, y + 116, 7)
      );
    case 'roundIsland': {
      const [cx, cy, radius] = [x + w * 0.4, y + 110, w * 0.31];
      return (
        rect(x + 4, cy - 20, cx - x, 40, 0, t.dark) +
        circle(cx, cy, radius + 6, 'url(#metal)') +
        circle(cx, cy, radius, t.darker) +
        lensFace(cx - radius * 0.42, cy - radius * 0.3, radius * 0.3) +
        lensFace(cx + radius * 0.42, cy - radius * 0.3, radius * 0.3) +
        lensFace(cx, cy + radius * 0.45, radius * 0.3) +
        flash(cx + radius + 22, cy - radius * 0.5, 7)
      );
    }
    case 'verticalPill':
      return (
        rect(x + 24, y + 26, 68, 140, 34, t.dark) +
        rect(x + 28, y + 30, 60, 132, 30, t.darker) +
        lensFace(x + 58, y + 64, 24) +
        lensFace(x + 58, y + 128, 24) +
        flash(x + 110, y + 54, 7)
      );
    case 'tallIsland':
      return (
        rect(x + 20, y + 20, 124, 164, 26, t.darker, 'fill-opacity="0.9"') +
        rect(x + 20, y + 20, 124, 164, 26, 'none', 'stroke="url(#metal)" stroke-width="4"') +
        lensFace(x + 60, y + 62, 29) +
        lensFace(x + 60, y + 140, 21) +
        lensFace(x + 114, y + 56, 12) +
        flash(x + 114, y + 92, 7) +
        rect(x + 96, y + 134, 36, 8, 4, '#ffffff', 'fill-opacity="0.55"') +
        rect(x + 100, y + 150, 28, 6, 3, '#ffffff', 'fill-opacity="0.4"')
      );
    case 'squareIsland':
      return (
        rect(x + 20, y + 20, 116, 116, 30, t.dark, 'fill-opacity="0.7"') +
        rect(x + 24, y + 24, 108, 108, 27, t.base) +
        lensFace(x + 52, y + 52, 22) +
        lensFace(x + 52, y + 104, 22) +
        lensFace(x + 104, y + 52, 14) +
        flash(x + 104, y + 104, 8)
      );
  }
}

function mark(model: PhoneModel, box: Box, t: Tones): string {
  const { x, y, w, h } = box;
  const shade = `fill-opacity="0.45"`;
  switch (model.mark) {
    case 'apple':
      return circle(300, y + h * 0.5, 24, t.dark, shade);
    case 'wordmark':
      return rect(258, y + h - 70, 84, 10, 5, t.dark, shade);
    case 'g':
      return circle(300, y + h * 0.72, 15, 'none', `stroke="${t.dark}" stroke-width="6" stroke-opacity="0.6"`);
    case 'square':
      return rect(286, y + h * 0.56, 28, 28, 7, 'none', `stroke="${t.dark}" stroke-width="5" stroke-opacity="0.6"`);
    case 'cornerText':
      return rect(x + w - 86, y + h - 56, 56, 9, 4, t.dark, shade);
    case 'batwing':
      return (
        circle(300, y + h * 0.48, 24, t.dark, shade) +
        path(
          `M286 ${y + h * 0.48 + 10} L293 ${y + h * 0.48 - 10} L300 ${y + h * 0.48 + 2} L307 ${y + h * 0.48 - 10} L314 ${y + h * 0.48 + 10}`,
          'none',
          'stroke="#ffffff" stroke-width="3.5" stroke-opacity="0.7" stroke-linejoin="round"',
        )
      );
  }
}

/** The back: the finish over the body's colour, the camera, and the brand's mark. */
function back(model: PhoneModel, t: Tones): string {
  const box = boxOf(model);
  const { x, y, w, h, r } = box;
  const body = { x: x + 4, y: y + 4, w: w - 8, h: h - 8, r: r - 3 };
  const finish =
    model.finish === 'gloss'
      ? rect(body.x, body.y, body.w, body.h, body.r, 'url(#gloss)') +
        path(
          `M${body.x} ${y + h * 0.3} L${x + w * 0.62} ${body.y} L${x + w * 0.86} ${body.y} L${body.x} ${y + h * 0.58} Z`,
          '#ffffff',
          'fill-opacity="0.2"',
        )
      : rect(body.x, body.y, body.w, body.h, body.r, 'url(#matte)') +
        (model.finish === 'leather' ? rect(body.x, body.y, body.w, body.h, body.r, 'url(#leather)') : '');
  return (
    rect(x, y, w, h, r, t.line) +
    rect(body.x, body.y, body.w, body.h, body.r, t.base) +
    finish +
    camera(model, box, t) +
    mark(model, box, t)
  );
}

function phone(model: PhoneModel): Drawing {
  return { front: (t) => front(model, t), back: (t) => back(model, t) };
}

const apple = { face: 'island', mark: 'apple', wallpaper: 'wallpaper' } as const;

export const iPhone15 = phone({
  ...apple,
  width: 212,
  height: 448,
  corner: 38,
  camera: 'diagonalPair',
  finish: 'matte',
});
export const iPhone15Pro = phone({
  ...apple,
  width: 210,
  height: 444,
  corner: 40,
  camera: 'triangleTriple',
  finish: 'matte',
});
export const iPhone14 = phone({
  ...apple,
  face: 'notch',
  width: 212,
  height: 446,
  corner: 36,
  camera: 'diagonalPair',
  finish: 'gloss',
});
export const iPhoneSE = phone({
  ...apple,
  face: 'homeButton',
  width: 194,
  height: 398,
  corner: 30,
  camera: 'single',
  finish: 'gloss',
});
export const galaxyS = phone({
  width: 204,
  height: 432,
  corner: 26,
  face: 'punchHole',
  camera: 'verticalLenses',
  metalRings: true,
  finish: 'matte',
  mark: 'wordmark',
  wallpaper: 'wallpaperSamsung',
});
export const galaxyA = phone({
  width: 214,
  height: 458,
  corner: 30,
  face: 'punchHole',
  camera: 'verticalLenses',
  finish: 'gloss',
  mark: 'wordmark',
  wallpaper: 'wallpaperSamsung',
});
export const pixel = phone({
  width: 214,
  height: 444,
  corner: 50,
  face: 'punchHole',
  camera: 'visorBar',
  finish: 'gloss',
  mark: 'g',
  wallpaper: 'wallpaperPixel',
});
export const onePlus = phone({
  width: 222,
  height: 480,
  corner: 40,
  face: 'punchHole',
  curvedEdges: true,
  camera: 'roundIsland',
  finish: 'gloss',
  mark: 'square',
  wallpaper: 'wallpaperOnePlus',
});
export const onePlusNord = phone({
  width: 218,
  height: 466,
  corner: 34,
  face: 'punchHole',
  camera: 'verticalPill',
  finish: 'matte',
  mark: 'square',
  wallpaper: 'wallpaperOnePlus',
});
export const redmiNote = phone({
  width: 218,
  height: 468,
  corner: 34,
  face: 'punchHole',
  camera: 'tallIsland',
  finish: 'gloss',
  mark: 'cornerText',
  wallpaper: 'wallpaperXiaomi',
});
export const motorolaEdge = phone({
  width: 210,
  height: 472,
  corner: 42,
  face: 'punchHole',
  curvedEdges: true,
  camera: 'squareIsland',
  finish: 'leather',
  mark: 'batwing',
  wallpaper: 'wallpaperMotorola',
});

/** A phone running Android of no brand in particular: punch-hole screen, a pill of lenses. */
export const androidPhone = onePlusNord;
/** An iPhone of no model in particular. */
export const iPhone = iPhone15;

/** A keypad phone: small screen, navigation ring, twelve keys. */
export const featurePhone: Drawing = {
  front: (t) => {
    const keys = [0, 1, 2, 3]
      .flatMap((row) => [0, 1, 2].map((col) => rect(238 + col * 44, 318 + row * 38, 36, 28, 10, t.light)))
      .join('');
    return (
      rect(211, 56, 178, 448, 46, t.line) +
      rect(214, 59, 172, 442, 44, t.base) +
      rect(276, 80, 48, 8, 4, t.darker) +
      rect(238, 104, 124, 108, 10, '#0b0f19') +
      rect(244, 110, 112, 96, 6, 'url(#wallpaper)') +
      rect(244, 180, 112, 26, 0, '#0f172a', 'fill-opacity="0.45"') +
      rect(232, 232, 44, 22, 10, t.dark) +
      rect(324, 232, 44, 22, 10, t.dark) +
      circle(300, 268, 30, t.dark) +
      circle(300, 268, 14, t.light) +
      keys +
      path('M222 80 Q222 62 250 62 L300 62 L222 260 Z', '#ffffff', 'fill-opacity="0.15"')
    );
  },
  back: (t) =>
    rect(211, 56, 178, 448, 46, t.line) +
    rect(214, 59, 172, 442, 44, t.base) +
    rect(232, 190, 136, 270, 26, t.dark, 'fill-opacity="0.35"') +
    lensFace(300, 118, 20) +
    circle(340, 118, 7, '#fef3c7') +
    [0, 1, 2, 3, 4].map((i) => rect(262 + i * 16, 420, 8, 24, 4, t.darker)).join('') +
    path('M222 80 Q222 62 250 62 L300 62 L222 260 Z', '#ffffff', 'fill-opacity="0.15"'),
};
