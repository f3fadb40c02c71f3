import type { AppContext } from '../context.js';
import type { ImageFolder, StoredImage } from './image-storage.js';
import type { UploadedFile } from './multipart.js';

/**
 * Stores the uploaded images, then runs `write` with them; if anything fails the new
 * files are removed again, so a failed request leaves nothing half-written behind.
 */
export async function withSavedImages<T>(
  ctx: AppContext,
  files: UploadedFile[],
  folder: ImageFolder,
  write: (images: StoredImage[]) => Promise<T>,
): Promise<T> {
  const saved: StoredImage[] = [];
  try {
    for (const file of files) saved.push(await ctx.images.save(file.buffer, folder, file.filename));
    return await write(saved);
  } catch (error) {
    await Promise.all(saved.map((image) => ctx.images.remove(image.url)));
    throw error;
  }
}
