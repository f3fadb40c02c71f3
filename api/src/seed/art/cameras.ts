import { circle, type Drawing, lensFace, path, rect } from './drawing.js';
import type { Tones } from './tones.js';

type Body = 'mirrorless' | 'dslr';

function cameraFront(t: Tones, body: Body): string {
  const hump =
    body === 'dslr'
      ? path('M236 200 L262 130 L358 130 L384 200 Z', t.line) + path('M240 200 L265 134 L355 134 L380 200 Z', t.base)
      : rect(250, 160, 110, 50, 10, t.line) + rect(253, 163, 104, 46, 8, t.base);
  return (
    hump +
    rect(100, 196, 400, 240, 30, t.line) +
    rect(103, 199, 394, 234, 28, t.base) +
    rect(103, 199, 100, 234, 28, t.dark) +
    rect(103, 199, 394, 30, 14, '#ffffff', 'fill-opacity="0.14"') +
    rect(140, 176, 40, 24, 6, t.darker) +
    circle(430, 188, 14, t.darker) +
    circle(320, 322, body === 'dslr' ? 122 : 112, t.line) +
    lensFace(320, 322, body === 'dslr' ? 118 : 108, '#1f2937') +
    circle(320, 322, body === 'dslr' ? 100 : 92, 'none', 'stroke="#374151" stroke-width="6" stroke-dasharray="4 6"') +
    circle(456, 236, 8, '#ef4444', 'fill-opacity="0.8"')
  );
}

function cameraBack(t: Tones, body: Body): string {
  return (
    (body === 'dslr'
      ? path('M240 200 L265 134 L355 134 L380 200 Z', t.base) + rect(270, 146, 80, 46, 10, '#111827')
      : rect(250, 160, 110, 50, 10, t.base) + rect(268, 168, 74, 36, 10, '#111827')) +
    rect(100, 196, 400, 240, 30, t.line) +
    rect(103, 199, 394, 234, 28, t.base) +
    rect(397, 199, 100, 234, 28, t.dark) +
    rect(130, 240, 240, 160, 10, '#0b0f19') +
    rect(138, 248, 224, 144, 6, 'url(#wallpaper)') +
    path('M160 360 L220 300 L260 340 L300 290 L350 360 Z', '#0f172a', 'fill-opacity="0.45"') +
    circle(440, 280, 30, t.darker) +
    circle(440, 280, 14, t.light) +
    circle(440, 360, 12, t.darker) +
    circle(410, 400, 10, t.darker) +
    circle(466, 400, 10, t.darker)
  );
}

/** A mirrorless camera: flat top with a small finder, a kit lens; its screen on the back. */
export const mirrorlessCamera: Drawing = {
  front: (t) => cameraFront(t, 'mirrorless'),
  back: (t) => cameraBack(t, 'mirrorless'),
  focus: [320, 320],
};

/** A DSLR: the prism hump, a deep grip and a bigger lens. */
export const dslrCamera: Drawing = {
  front: (t) => cameraFront(t, 'dslr'),
  back: (t) => cameraBack(t, 'dslr'),
  focus: [320, 320],
};

/** An action camera: a small rugged cube with an off-centre lens; a big screen behind. */
export const actionCamera: Drawing = {
  front: (t) =>
    rect(170, 170, 260, 220, 34, t.line) +
    rect(173, 173, 254, 214, 32, t.base) +
    rect(190, 190, 130, 130, 22, t.darker) +
    lensFace(255, 255, 52, '#111827') +
    rect(336, 196, 74, 56, 8, '#0b0f19') +
    rect(342, 202, 62, 44, 4, 'url(#wallpaper)') +
    rect(236, 150, 60, 22, 6, '#ef4444') +
    rect(190, 340, 220, 24, 10, t.dark) +
    path('M232 390 L368 390 L352 450 L248 450 Z', t.dark) +
    rect(272, 450, 56, 60, 8, t.darker),
  back: (t) =>
    rect(170, 170, 260, 220, 34, t.line) +
    rect(173, 173, 254, 214, 32, t.base) +
    rect(190, 190, 220, 180, 14, '#0b0f19') +
    rect(198, 198, 204, 164, 8, 'url(#wallpaper)') +
    circle(240, 330, 14, '#ffffff', 'fill-opacity="0.7"') +
    rect(236, 150, 60, 22, 6, '#ef4444') +
    path('M232 390 L368 390 L352 450 L248 450 Z', t.dark) +
    rect(272, 450, 56, 60, 8, t.darker),
  focus: [255, 255],
};

/** An interchangeable lens from the side, for the cameras' category art. */
export const lens: Drawing = {
  front: (t) =>
    rect(150, 190, 300, 240, 30, t.line) +
    rect(153, 193, 294, 234, 28, t.base) +
    rect(200, 193, 60, 234, 0, 'url(#dots)') +
    rect(310, 193, 80, 234, 0, t.dark) +
    rect(450, 220, 40, 180, 10, 'url(#metal)') +
    `<ellipse cx="150" cy="310" rx="30" ry="120" fill="url(#lens)"/>` +
    rect(420, 200, 8, 220, 4, '#ef4444'),
  back: (t) => lensFace(300, 310, 170, t.base),
};
