import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { REQUEST_MESSAGES } from 'shared-contracts';
import sharp from 'sharp';
import { HttpError } from '../lib/errors.js';
import { createImageStorage, type ImageStorage } from './image-storage.js';

describe('image storage', () => {
  let dir: string;
  let storage: ImageStorage;
  const big = sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#884422' } });
  const fileOf = (url: string) => path.join(dir, url.replace(/^\/uploads\//, ''));

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'store-images-'));
    storage = createImageStorage(dir);
  });
  afterAll(() => fs.rm(dir, { recursive: true, force: true }));

  it.each([
    ['jpeg', () => big.clone().jpeg().toBuffer()],
    ['png', () => big.clone().png().toBuffer()],
    ['webp', () => big.clone().webp().toBuffer()],
    ['gif', () => big.clone().resize(300).gif().toBuffer()],
    ['avif', () => big.clone().resize(300).avif().toBuffer()],
  ])('accepts %s, re-encoded as WebP at web sizes', async (_format, make) => {
    const image = await storage.save(await make(), 'products', 'photo.any');
    expect(image.url).toMatch(/^\/uploads\/products\/[0-9a-f-]{36}\.webp$/);
    const large = await sharp(fileOf(image.url)).metadata();
    const small = await sharp(fileOf(image.url).replace(/\.webp$/, '-400.webp')).metadata();
    expect(large.format).toBe('webp');
    expect(Math.max(large.width ?? 0, large.height ?? 0)).toBeLessThanOrEqual(1200);
    expect(Math.max(small.width ?? 0, small.height ?? 0)).toBeLessThanOrEqual(400);
  });

  it('refuses a decompression bomb from its header: a tiny PNG that claims 100,000 × 100,000 pixels', async () => {
    const bomb = await pngClaiming(100_000, 100_000);
    expect(bomb.length).toBeLessThan(1024);
    await expect(storage.save(bomb, 'products', 'bomb.png')).rejects.toThrow(
      new HttpError(400, REQUEST_MESSAGES.imageTooManyPixels('bomb.png')),
    );
    await expect(storage.save(bomb, 'products', 'bomb.png')).rejects.toThrow(
      'bomb.png has too many pixels: at most 50 megapixels',
    );
    expect(await fs.readdir(path.join(dir, 'products'))).toEqual(
      expect.not.arrayContaining([expect.stringMatching(/bomb/)]),
    );
  });

  it('judges by content, not by name: SVG, TIFF and text are refused', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    const tiff = await big.clone().resize(50).tiff().toBuffer();
    for (const [data, name] of [
      [svg, 'logo.png'],
      [tiff, 'scan.jpg'],
      [Buffer.from('hello'), 'notes.webp'],
    ] as const) {
      await expect(storage.save(data, 'products', name)).rejects.toBeInstanceOf(HttpError);
    }
    await expect(storage.save(svg, 'products', 'logo.png')).rejects.toThrow(
      'logo.png is not a JPEG, PNG, WebP, AVIF or GIF image',
    );
  });

  it('removes both sizes of an image, and ignores paths outside the uploads folder', async () => {
    const image = await storage.save(await big.clone().png().toBuffer(), 'categories', 'c.png');
    await storage.remove(image.url);
    await expect(fs.access(fileOf(image.url))).rejects.toThrow();
    await expect(fs.access(fileOf(image.url).replace(/\.webp$/, '-400.webp'))).rejects.toThrow();
    const outside = path.join(dir, '..', 'keep-me.txt');
    await fs.writeFile(outside, 'x');
    await storage.remove('/uploads/../keep-me.txt');
    await expect(fs.access(outside)).resolves.toBeUndefined();
    await fs.rm(outside);
  });
});

/** A 1 × 1 PNG whose header says width × height: what a decoder would allocate for, were it trusted. */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
      .png()
      .toBuffer(),
  );
  // Signature (8 bytes), then the IHDR chunk: length (4), type (4), width (4), height (4), …, CRC.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  const ihdr = png.subarray(12, 12 + 4 + 13);
  png.writeUInt32BE(crc32(ihdr), 12 + 4 + 13);
  return png;
}
