/**
 * Demo images drawn at seed time: the category's colours with the product or category
 * name as SVG text, encoded by sharp. Renders are cached on disk by content (tests and
 * restarts copy instead of drawing again).
 */
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { UPLOADS_PATH } from 'shared-contracts';
import sharp from 'sharp';
import type { ImageFolder, StoredImage } from '../uploads/image-storage.js';
import { IMAGE_SIZES } from '../uploads/image-storage.js';

export interface Palette {
  from: string;
  to: string;
  ink: string;
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

/** Splits a title into lines of about `width` characters. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.slice(0, 4);
}

/** An 800×800 card: gradient, a device-like outline, the title and a caption. */
export function cardSvg(title: string, caption: string, palette: Palette, view = 0): string {
  const size = 800;
  const lines = wrap(title, 16);
  const fontSize = lines.length > 2 ? 60 : 72;
  const top = 430 - ((lines.length - 1) * fontSize) / 2;
  const angle = [0, 12, -12, 24, -24][view % 5];
  const text = lines
    .map(
      (line, i) =>
        `<text x="400" y="${top + i * fontSize * 1.1}" font-family="DejaVu Sans, Arial, sans-serif" font-size="${fontSize}" font-weight="bold" fill="${palette.ink}" text-anchor="middle">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient></defs>
<rect width="${size}" height="${size}" fill="url(#g)"/>
<g transform="rotate(${angle} 400 400)" opacity="0.18"><rect x="220" y="120" width="360" height="560" rx="48" fill="none" stroke="${palette.ink}" stroke-width="16"/><circle cx="400" cy="620" r="22" fill="${palette.ink}"/></g>
${text}
<text x="400" y="740" font-family="DejaVu Sans, Arial, sans-serif" font-size="34" fill="${palette.ink}" text-anchor="middle" opacity="0.85">${escapeXml(caption)}</text>
</svg>`;
}

export function seedCacheDir(): string {
  return process.env.API_SEED_CACHE || path.join(os.tmpdir(), 'electronics-store-seed-cache-v1');
}

async function renderCached(svg: string, width: number): Promise<string> {
  const dir = seedCacheDir();
  const file = path.join(dir, `${createHash('sha1').update(`${width}:${svg}`).digest('hex')}.webp`);
  try {
    await fs.access(file);
    return file;
  } catch {
    await fs.mkdir(dir, { recursive: true });
    const temp = `${file}.${randomUUID()}.tmp`;
    await sharp(Buffer.from(svg)).resize(width, width).webp({ quality: 80 }).toFile(temp);
    await fs.rename(temp, file); // atomic: parallel seeds never read half a file
    return file;
  }
}

/** Writes the card (large and -400 sizes, like an upload) into the uploads folder. */
export async function writeSeedImage(
  uploadsDir: string,
  folder: ImageFolder,
  filename: string,
  svg: string,
): Promise<StoredImage> {
  const id = randomUUID();
  await fs.mkdir(path.join(uploadsDir, folder), { recursive: true });
  const [large, small] = await Promise.all([
    renderCached(svg, Math.min(800, IMAGE_SIZES.large)),
    renderCached(svg, IMAGE_SIZES.small),
  ]);
  await Promise.all([
    fs.copyFile(large, path.join(uploadsDir, folder, `${id}.webp`)),
    fs.copyFile(small, path.join(uploadsDir, folder, `${id}-400.webp`)),
  ]);
  return { filename, url: `${UPLOADS_PATH}/${folder}/${id}.webp` };
}
