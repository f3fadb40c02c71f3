import type { Tones } from './tones.js';

/**
 * A product drawn two ways, each into a 600×600 box standing on its floor (y ≈ 540), in flat
 * shapes of one colour's tones and the shared fills of `SHARED_DEFS`. `front` is how a shop shows
 * it first; `back` is the other side (or the side, where the back says little).
 */
export interface Drawing {
  front(tones: Tones): string;
  back(tones: Tones): string;
  /** The point of the front a close-up centres on (the middle of the box when unset). */
  focus?: [number, number];
}

/** Gradients and patterns every drawing may use: defined once per picture. */
export const SHARED_DEFS = `<defs>
<linearGradient id="screen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1e293b"/><stop offset="0.55" stop-color="#0f172a"/><stop offset="1" stop-color="#312e81"/></linearGradient>
<linearGradient id="wallpaper" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="#38bdf8"/><stop offset="0.5" stop-color="#6366f1"/><stop offset="1" stop-color="#ec4899"/></linearGradient>
<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e0f2fe" stop-opacity="0.9"/><stop offset="1" stop-color="#7dd3fc" stop-opacity="0.55"/></linearGradient>
<radialGradient id="lens" cx="0.4" cy="0.35" r="0.7"><stop offset="0" stop-color="#6366f1"/><stop offset="0.35" stop-color="#1e1b4b"/><stop offset="1" stop-color="#020617"/></radialGradient>
<linearGradient id="metal" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e5e7eb"/><stop offset="0.5" stop-color="#9ca3af"/><stop offset="1" stop-color="#d1d5db"/></linearGradient>
<radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fde68a" stop-opacity="0.95"/><stop offset="1" stop-color="#fde68a" stop-opacity="0"/></radialGradient>
<linearGradient id="rgb" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#ef4444"/><stop offset="0.33" stop-color="#eab308"/><stop offset="0.66" stop-color="#22c55e"/><stop offset="1" stop-color="#3b82f6"/></linearGradient>
<radialGradient id="floor" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#0f172a" stop-opacity="0.28"/><stop offset="1" stop-color="#0f172a" stop-opacity="0"/></radialGradient>
<linearGradient id="sheen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/><stop offset="0.5" stop-color="#ffffff" stop-opacity="0"/></linearGradient>
<linearGradient id="wallpaperSamsung" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="#1e3a8a"/><stop offset="0.55" stop-color="#7c3aed"/><stop offset="1" stop-color="#c4b5fd"/></linearGradient>
<linearGradient id="wallpaperPixel" x1="0" y1="0" x2="0.6" y2="1"><stop offset="0" stop-color="#86efac"/><stop offset="0.5" stop-color="#fde68a"/><stop offset="1" stop-color="#f9a8d4"/></linearGradient>
<linearGradient id="wallpaperOnePlus" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="#450a0a"/><stop offset="0.5" stop-color="#dc2626"/><stop offset="1" stop-color="#fbbf24"/></linearGradient>
<linearGradient id="wallpaperXiaomi" x1="0" y1="0" x2="0.5" y2="1"><stop offset="0" stop-color="#f97316"/><stop offset="0.5" stop-color="#db2777"/><stop offset="1" stop-color="#312e81"/></linearGradient>
<linearGradient id="wallpaperMotorola" x1="0" y1="0" x2="0.5" y2="1"><stop offset="0" stop-color="#042f2e"/><stop offset="0.5" stop-color="#0d9488"/><stop offset="1" stop-color="#bef264"/></linearGradient>
<linearGradient id="gloss" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.5"/><stop offset="0.45" stop-color="#ffffff" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.32"/></linearGradient>
<linearGradient id="matte" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.1"/><stop offset="1" stop-color="#000000" stop-opacity="0.06"/></linearGradient>
<pattern id="leather" width="7" height="7" patternUnits="userSpaceOnUse"><circle cx="3.5" cy="3.5" r="1.4" fill="#000" fill-opacity="0.14"/></pattern>
<pattern id="dots" width="14" height="14" patternUnits="userSpaceOnUse"><circle cx="7" cy="7" r="3" fill="#000" fill-opacity="0.28"/></pattern>
<pattern id="mesh" width="10" height="10" patternUnits="userSpaceOnUse"><circle cx="5" cy="5" r="2" fill="#0f172a" fill-opacity="0.35"/></pattern>
</defs>`;

/** A rounded rectangle. */
export const rect = (x: number, y: number, w: number, h: number, r: number, fill: string, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

export const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

export const path = (d: string, fill: string, extra = '') =>
  `<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

/** A camera lens seen head-on: barrel, glass and a glint. */
export const lensFace = (cx: number, cy: number, r: number, barrel = '#111827') =>
  circle(cx, cy, r, barrel) +
  circle(cx, cy, r * 0.78, '#0b0f19') +
  circle(cx, cy, r * 0.62, 'url(#lens)') +
  circle(cx - r * 0.22, cy - r * 0.22, r * 0.14, '#ffffff', 'fill-opacity="0.55"');

/** The same shapes mirrored left to right inside the 600 box. */
export const mirrored = (svg: string) => `<g transform="translate(600 0) scale(-1 1)">${svg}</g>`;
