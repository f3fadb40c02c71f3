/** The shades a drawing is painted with, all made from one colour (a variant's swatch). */
export interface Tones {
  base: string;
  light: string;
  dark: string;
  darker: string;
  /** An outline that shows against both the body and a pale background. */
  line: string;
}

const channels = (hex: string): [number, number, number] => {
  const value = Number.parseInt(hex.replace('#', '').padEnd(6, '0').slice(0, 6), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
};

/** `hex` moved `amount` (0–1) of the way towards `target`. */
export function mix(hex: string, target: string, amount: number): string {
  const from = channels(hex);
  const to = channels(target);
  return `#${from
    .map((channel, i) =>
      Math.round(channel + ((to[i] as number) - channel) * amount)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

export function tones(hex: string): Tones {
  const [r, g, b] = channels(hex);
  const pale = 0.299 * r + 0.587 * g + 0.114 * b > 200;
  return {
    base: hex,
    light: mix(hex, '#ffffff', 0.35),
    dark: mix(hex, '#000000', pale ? 0.18 : 0.3),
    darker: mix(hex, '#000000', pale ? 0.35 : 0.55),
    line: mix(hex, '#000000', pale ? 0.28 : 0.45),
  };
}
