import { UPLOADS_PATH } from 'shared-contracts';

declare module 'react' {
  // Element Timing (not in React's types yet): the browser reports when such an image is painted.
  interface ImgHTMLAttributes<T> {
    elementtiming?: string;
  }
}

/** The API stores every upload at two widths: the large file and a 400 px `-400.webp` copy. */
const THUMBNAIL_WIDTH = 400;
const LARGE_WIDTH = 800;

export function thumbnailUrl(url: string): string {
  return url.startsWith(`${UPLOADS_PATH}/`) && url.endsWith('.webp') ? url.replace(/\.webp$/, '-400.webp') : url;
}

export function srcSetOf(url: string): string | undefined {
  const thumbnail = thumbnailUrl(url);
  return thumbnail === url ? undefined : `${thumbnail} ${THUMBNAIL_WIDTH}w, ${url} ${LARGE_WIDTH}w`;
}

interface ProductImageProps {
  url: string | undefined;
  alt: string;
  /** The rendered width in the layout, for the browser's choice of file. */
  sizes: string;
  className?: string;
  /** The one image above the fold loads eagerly with high priority. */
  priority?: boolean;
  width?: number;
  height?: number;
}

/** A square product or category image, lazy unless it is the first thing on screen. */
export function ProductImage({
  url,
  alt,
  sizes,
  className,
  priority = false,
  width = LARGE_WIDTH,
  height = LARGE_WIDTH,
}: ProductImageProps) {
  if (!url) {
    return (
      <div className={className} role="img" aria-label={alt} data-empty="true">
        No Image Available
      </div>
    );
  }
  return (
    <img
      className={className}
      src={url}
      srcSet={srcSetOf(url)}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : 'auto'}
      // The shell's script starts once this image is on screen (shell/server/start-after-paint.ts).
      elementtiming={priority ? 'main-image' : undefined}
    />
  );
}
