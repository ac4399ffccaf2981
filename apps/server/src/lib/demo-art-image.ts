import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { smallerWidths } from '@atlas/shared/rules/responsive-image';
import type { FileStore } from './file-store/file-store';
import { saveSizedPicture, sizedPicture, type SizedPicture } from './admin-images';

/**
 * Rendered demo art is kept here by the SVG's content, so the servers and test files of one machine
 * render each picture once: the demo catalogue is seeded by every fresh shop and by many tests.
 */
const CACHE_DIR = join(tmpdir(), 'atlas-demo-art-v1');

/**
 * Saves generated demo art (an SVG of ours) the way a shop's own photos are stored: a WebP at the
 * SVG's size with the smaller standard copies (lib/admin-images.ts). A photo costs the phone one
 * decode off the main thread; an SVG with text is laid out, shaped and painted on it, once per
 * picture on the page. Returns the media path of the largest copy.
 */
export async function saveDemoArt(files: FileStore, stem: string, svg: string): Promise<string> {
  return saveSizedPicture(files, stem, await renderedArt(svg));
}

/** Where the rendering of `svg` is kept: `<this>.webp`, and `<this>.<w>w.webp` for each smaller copy. */
export function demoArtCacheKey(svg: string): string {
  return join(CACHE_DIR, createHash('sha256').update(svg).digest('hex'));
}

async function renderedArt(svg: string): Promise<SizedPicture> {
  const key = demoArtCacheKey(svg);
  const cached = await readCached(key);
  if (cached) return cached;
  const picture = await sizedPicture(await sharp(Buffer.from(svg)).webp({ quality: 82 }).toBuffer());
  await writeCached(key, picture).catch(() => undefined); // a cache that cannot be written is only slower
  return picture;
}

async function readCached(key: string): Promise<SizedPicture | null> {
  try {
    const largest = await readFile(`${key}.webp`);
    const { width = 0, height = 0 } = await sharp(largest).metadata();
    const copies = await Promise.all(
      smallerWidths(width).map(async (w) => ({ width: w, bytes: await readFile(`${key}.${w}w.webp`) })),
    );
    return { width, height, largest, copies };
  } catch {
    return null;
  }
}

/** Each file is written under a name of its own and renamed into place, so a reader never sees half. */
async function writeCached(key: string, picture: SizedPicture): Promise<void> {
  await mkdir(CACHE_DIR, { recursive: true });
  const put = async (path: string, bytes: Buffer) => {
    const partial = `${path}.${randomBytes(4).toString('hex')}.part`;
    await writeFile(partial, bytes);
    await rename(partial, path);
  };
  // the copies first: the largest copy's presence says the whole picture is there
  for (const copy of picture.copies) await put(`${key}.${copy.width}w.webp`, copy.bytes);
  await put(`${key}.webp`, picture.largest);
}
