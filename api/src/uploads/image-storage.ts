/**
 * Image files under the data folder's uploads/: checked by content, re-encoded to WebP at
 * web sizes (a large one and a -400 thumbnail), named at random, served under /uploads.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { MAX_IMAGE_PIXELS, REQUEST_MESSAGES, UPLOADS_PATH } from 'shared-contracts';
import sharp, { type Metadata } from 'sharp';
import { badRequest } from '../lib/errors.js';

export type ImageFolder = 'products' | 'categories' | 'company';

export interface StoredImage {
  /** The name the image was uploaded with (or generated under). */
  filename: string;
  /** Where it is served: /uploads/<folder>/<name>.webp */
  url: string;
}

export const IMAGE_SIZES = { large: 1200, small: 400 } as const;
const ACCEPTED = 'JPEG, PNG, WebP, AVIF or GIF';

export interface ImageStorage {
  readonly dir: string;
  /** Checks, re-encodes and stores an uploaded image. */
  save(input: Buffer, folder: ImageFolder, originalName: string): Promise<StoredImage>;
  /** Removes an image's files (all sizes); a missing file is fine. */
  remove(url: string | null | undefined): Promise<void>;
}

function acceptedFormat(meta: Metadata): boolean {
  if (meta.format === 'jpeg' || meta.format === 'png' || meta.format === 'webp' || meta.format === 'gif') return true;
  return meta.format === 'heif' && meta.compression === 'av1';
}

function cleanName(name: string): string {
  const base = path.basename(name || 'image').replace(/[^\p{L}\p{N}._ -]/gu, '_');
  return base.slice(-150) || 'image';
}

export function createImageStorage(dir: string): ImageStorage {
  const fileFor = (url: string): string | null => {
    if (!url.startsWith(`${UPLOADS_PATH}/`)) return null;
    const file = path.resolve(dir, url.slice(UPLOADS_PATH.length + 1));
    return file.startsWith(`${path.resolve(dir)}${path.sep}`) ? file : null;
  };

  return {
    dir,
    async save(input, folder, originalName) {
      const filename = cleanName(originalName);
      let meta: Metadata;
      try {
        // Only the header is read, so no pixel limit here: the check below says what is wrong.
        meta = await sharp(input, { limitInputPixels: false }).metadata();
      } catch {
        throw badRequest(`${filename} is not an image: upload a ${ACCEPTED} file`);
      }
      if (!acceptedFormat(meta)) throw badRequest(`${filename} is not a ${ACCEPTED} image`);
      // metadata() reads only the header: a decompression bomb is refused here, before decoding.
      if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_IMAGE_PIXELS) {
        throw badRequest(REQUEST_MESSAGES.imageTooManyPixels(filename));
      }
      const id = randomUUID();
      const target = path.join(dir, folder);
      await fs.mkdir(target, { recursive: true });
      const written: string[] = [];
      try {
        for (const [size, suffix] of [
          [IMAGE_SIZES.large, ''],
          [IMAGE_SIZES.small, '-400'],
        ] as const) {
          const file = path.join(target, `${id}${suffix}.webp`);
          // The limit again, in case a format's header and its frames disagree.
          await sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS })
            .rotate()
            .resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true })
            .webp({ quality: 82 })
            .toFile(file);
          written.push(file);
        }
      } catch {
        await Promise.all(written.map((file) => fs.rm(file, { force: true })));
        throw badRequest(`${filename} could not be read as an image`);
      }
      return { filename, url: `${UPLOADS_PATH}/${folder}/${id}.webp` };
    },
    async remove(url) {
      const file = url ? fileFor(url) : null;
      if (!file) return;
      await fs.rm(file, { force: true });
      await fs.rm(file.replace(/\.webp$/, '-400.webp'), { force: true });
    },
  };
}
