/**
 * Uploaded raster images are stored in a few widths (lib/admin-images.ts on the server), and
 * their URL says so: `…/<name>.<width>x<height>.webp` is the largest copy, and
 * `…/<name>.<width>x<height>.<w>w.webp` exists for every standard width below `<width>`. So any
 * client can build `srcset` and `width`/`height` from the URL alone, and older uploads (whose
 * names carry no size) simply have none.
 */
export const IMAGE_WIDTHS = [320, 640, 1024] as const;

const SIZED_NAME = /^(.*\.(\d{1,5})x(\d{1,5}))\.webp$/;

export interface ImageSize {
  width: number;
  height: number;
}

/** The standard widths stored beside an image `width` pixels wide (those below it). */
export function smallerWidths(width: number): number[] {
  return IMAGE_WIDTHS.filter((w) => w < width);
}

/** The file name of the largest copy: `<stem>.<w>x<h>.webp`. */
export function sizedImageName(stem: string, size: ImageSize): string {
  return `${stem}.${size.width}x${size.height}.webp`;
}

/** The file name of the copy `width` pixels wide beside `name` (a sized name). */
export function widthVariantName(name: string, width: number): string {
  return name.replace(/\.webp$/, `.${width}w.webp`);
}

/** The stored size of an image from its URL, or null when the name carries none (SVG, older uploads). */
export function imageSizeOf(url: string): ImageSize | null {
  const match = SIZED_NAME.exec(url.split(/[?#]/)[0] ?? '');
  if (!match) return null;
  const width = Number(match[2]);
  const height = Number(match[3]);
  return width > 0 && height > 0 ? { width, height } : null;
}

/** `srcset` for an image URL: its smaller copies and itself, or undefined when it has none. */
export function imageSrcSet(url: string): string | undefined {
  const size = imageSizeOf(url);
  if (!size) return undefined;
  const copies = smallerWidths(size.width).map((w) => `${widthVariantName(url, w)} ${w}w`);
  return [...copies, `${url} ${size.width}w`].join(', ');
}
