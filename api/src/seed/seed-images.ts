/**
 * Demo images drawn at seed time from the vector drawings in `art/`, encoded by sharp to the
 * sizes an upload gets. Renders are cached on disk by content (tests and restarts copy instead
 * of drawing again).
 */
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { UPLOADS_PATH } from 'shared-contracts';
import sharp from 'sharp';
import type { ImageFolder, StoredImage } from '../uploads/image-storage.js';
import { IMAGE_SIZES } from '../uploads/image-storage.js';

/** The pictures are drawn 800 px square: more would only enlarge the drawing. */
const DRAWN_SIZE = Math.min(800, IMAGE_SIZES.large);
/** Encoding is most of a first seed's time: effort 2 halves it (sharp's default is 4) for slightly bigger files. */
const WEBP = { quality: 82, effort: 2 } as const;

export function seedCacheDir(): string {
  return process.env.API_SEED_CACHE || path.join(os.tmpdir(), 'electronics-store-seed-cache-v2');
}

/** Writes `data` to `file` whole or not at all: parallel seeds never read half a file. */
async function writeAtomically(file: string, data: Buffer): Promise<void> {
  const temp = `${file}.${randomUUID()}.tmp`;
  await fs.writeFile(temp, data);
  await fs.rename(temp, file);
}

/** The large and small WebP files of a drawing, rasterised once. */
async function renderCached(svg: string): Promise<{ large: string; small: string }> {
  const dir = seedCacheDir();
  const key = createHash('sha1')
    .update(`${DRAWN_SIZE}:${IMAGE_SIZES.small}:${JSON.stringify(WEBP)}:${svg}`)
    .digest('hex');
  const large = path.join(dir, `${key}.webp`);
  const small = path.join(dir, `${key}-${IMAGE_SIZES.small}.webp`);
  try {
    await Promise.all([fs.access(large), fs.access(small)]);
  } catch {
    await fs.mkdir(dir, { recursive: true });
    const raster = await sharp(Buffer.from(svg))
      .resize(DRAWN_SIZE, DRAWN_SIZE)
      .raw()
      .toBuffer({ resolveWithObject: true });
    const image = () => sharp(raster.data, { raw: raster.info });
    const [largeWebp, smallWebp] = await Promise.all([
      image().webp(WEBP).toBuffer(),
      image().resize(IMAGE_SIZES.small, IMAGE_SIZES.small).webp(WEBP).toBuffer(),
    ]);
    await Promise.all([writeAtomically(large, largeWebp), writeAtomically(small, smallWebp)]);
  }
  return { large, small };
}

/** Writes the picture (large and -400 sizes, like an upload) into the uploads folder. */
export async function writeSeedImage(
  uploadsDir: string,
  folder: ImageFolder,
  filename: string,
  svg: string,
): Promise<StoredImage> {
  const id = randomUUID();
  await fs.mkdir(path.join(uploadsDir, folder), { recursive: true });
  const { large, small } = await renderCached(svg);
  await Promise.all([
    fs.copyFile(large, path.join(uploadsDir, folder, `${id}.webp`)),
    fs.copyFile(small, path.join(uploadsDir, folder, `${id}-${IMAGE_SIZES.small}.webp`)),
  ]);
  return { filename, url: `${UPLOADS_PATH}/${folder}/${id}.webp` };
}
