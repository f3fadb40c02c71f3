import { circle, type Drawing, lensFace, path, rect } from './drawing.js';
import type { Tones } from './tones.js';

/** A touchscreen phone's face: frame, screen with a wallpaper and a few app tiles. */
function touchscreen(t: Tones, cutout: string): string {
  const apps = [0, 1, 2, 3]
    .flatMap((row) =>
      [0, 1, 2, 3].map((col) =>
        rect(222 + col * 42, 250 + row * 46, 30, 30, 9, '#ffffff', `fill-opacity="${0.55 + ((row + col) % 3) * 0.15}"`),
      ),
    )
    .join('');
  return (
    rect(192, 36, 216, 468, 40, t.line) +
    rect(196, 40, 208, 460, 37, t.base) +
    rect(204, 48, 192, 444, 31, '#0b0f19') +
    rect(208, 52, 184, 436, 28, 'url(#wallpaper)') +
    rect(232, 120, 136, 44, 12, '#ffffff', 'fill-opacity="0.85"') +
    rect(244, 132, 70, 9, 4, '#334155') +
    rect(244, 148, 44, 7, 3, '#64748b') +
    apps +
    rect(222, 448, 156, 26, 13, '#ffffff', 'fill-opacity="0.35"') +
    cutout +
    rect(404, 150, 6, 60, 3, t.dark) +
    rect(404, 224, 6, 36, 3, t.dark) +
    path('M214 58 L300 58 L214 300 Z', 'url(#sheen)')
  );
}

function phoneBack(t: Tones, camera: string): string {
  return (
    rect(192, 36, 216, 468, 40, t.line) +
    rect(196, 40, 208, 460, 37, t.base) +
    path('M196 120 Q196 40 276 40 L330 40 L196 380 Z', '#ffffff', 'fill-opacity="0.16"') +
    camera +
    rect(264, 420, 72, 10, 5, t.dark, 'fill-opacity="0.5"')
  );
}

/** An Android phone: punch-hole camera, a pill of lenses down the back. */
export const androidPhone: Drawing = {
  front: (t) => touchscreen(t, circle(300, 72, 8, '#020617')),
  back: (t) =>
    phoneBack(
      t,
      rect(222, 66, 78, 184, 38, t.dark) +
        rect(226, 70, 70, 176, 34, t.darker) +
        lensFace(261, 107, 26) +
        lensFace(261, 167, 26) +
        lensFace(261, 222, 18) +
        circle(330, 86, 9, '#fef3c7'),
    ),
};

/** An iPhone-like phone: an island at the top of the screen, a square camera block. */
export const iPhone: Drawing = {
  front: (t) => touchscreen(t, rect(266, 62, 68, 22, 11, '#020617')),
  back: (t) =>
    phoneBack(
      t,
      rect(212, 56, 112, 112, 30, t.light, 'fill-opacity="0.7"') +
        rect(212, 56, 112, 112, 30, 'none', `stroke="${t.dark}" stroke-width="3"`) +
        lensFace(245, 90, 24) +
        lensFace(245, 136, 24) +
        lensFace(292, 113, 24) +
        circle(297, 78, 7, '#fef3c7') +
        circle(300, 300, 26, t.dark, 'fill-opacity="0.35"'),
    ),
};

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
