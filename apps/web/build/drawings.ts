import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir, rename, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import sharp from 'sharp';
import type { Plugin } from 'vite';
import {
  drawingPixelSize,
  sizedImageName,
  smallerWidths,
  widthVariantName,
  type ImageSize,
} from '@atlas/shared/rules/responsive-image';

/**
 * Our drawings (public/assets/{images,muscles,nutrition,foods}/*.svg) reach the browser as WebP
 * pictures in a few widths (rules/responsive-image.ts names them), not as SVG: a phone makes each
 * SVG `<img>` a document of its own that it parses, styles, lays out and paints on the main
 * thread (about a tenth of the main thread's work on the home page at 4x), while a WebP is
 * decoded off it. The SVG files stay the source; the build writes the pictures beside them and
 * the dev server draws them when asked.
 */
const DRAWING_FOLDERS = ['images', 'muscles', 'nutrition', 'foods'];
/** Files in those folders that are not pictures on a page (the favicon is linked as an SVG). */
const NOT_DRAWINGS = new Set(['images/favicon.svg']);

const SVG_SIZE = /<svg\b[^>]*?\swidth="(\d+)"[^>]*?\sheight="(\d+)"/;
/**
 * Flat colours and soft gradients: at quality 70 (and the encoder's slowest, smallest effort) a
 * drawing is about 30 % fewer bytes than at the photos' 82, with no edge a phone shows.
 */
const DRAWING_WEBP = { quality: 70, effort: 6 };
/** `…/<stem>.<w>x<h>.webp` or `…/<stem>.<w>x<h>.<copy>w.webp` under /assets/. */
const PICTURE_URL = /^\/assets\/(.+)\.(\d+)x(\d+)(?:\.(\d+)w)?\.webp$/;

/** The size an SVG says it is (its width and height attributes). */
export function drawingSize(svg: string): ImageSize {
  const match = SVG_SIZE.exec(svg);
  if (!match) throw new Error('a drawing must give its width and height in pixels on <svg>');
  return { width: Number(match[1]), height: Number(match[2]) };
}

export interface DrawnPicture {
  /** Path under assets/, as `sizedImageName` names it. */
  name: string;
  bytes: Buffer;
}

/** The WebP pictures of one drawing: the largest (drawingPixelSize) and its smaller copies. */
export async function drawPictures(stem: string, svg: Buffer): Promise<DrawnPicture[]> {
  const size = drawingSize(svg.toString('utf8'));
  const pixels = drawingPixelSize(size);
  const density = (72 * pixels.width) / size.width;
  const largest = await sharp(svg, { density })
    .resize(pixels.width, pixels.height)
    .webp({ quality: 82 })
    .toBuffer();
  const name = sizedImageName(stem, pixels);
  const copies = await Promise.all(
    smallerWidths(pixels.width).map(async (w) => ({
      name: widthVariantName(name, w),
      bytes: await sharp(largest).resize({ width: w }).webp(DRAWING_WEBP).toBuffer(),
    })),
  );
  return [{ name, bytes: largest }, ...copies];
}

/** Every drawing under `assetsDir`, as its stem (`images/hero-trainers`) and file. */
export async function listDrawings(assetsDir: string): Promise<{ stem: string; file: string }[]> {
  const found: { stem: string; file: string }[] = [];
  for (const folder of DRAWING_FOLDERS) {
    for (const entry of (await readdir(join(assetsDir, folder))).sort()) {
      const path = `${folder}/${entry}`;
      if (entry.endsWith('.svg') && !NOT_DRAWINGS.has(path))
        found.push({ stem: path.slice(0, -'.svg'.length), file: join(assetsDir, path) });
    }
  }
  return found;
}

/**
 * Pictures already drawn are kept by the SVG's content (node_modules/.cache), so a build after
 * the first only reads them: the tests and `npm start` build often.
 */
async function cachedPictures(cacheDir: string, stem: string, svg: Buffer): Promise<DrawnPicture[]> {
  const key = createHash('sha256').update('v2\0').update(stem).update('\0').update(svg).digest('hex');
  const index = join(cacheDir, `${key}.json`);
  try {
    const names = JSON.parse(await readFile(index, 'utf8')) as string[];
    return await Promise.all(
      names.map(async (name, i) => ({ name, bytes: await readFile(join(cacheDir, `${key}.${i}.webp`)) })),
    );
  } catch {
    const pictures = await drawPictures(stem, svg);
    await mkdir(cacheDir, { recursive: true });
    await Promise.all(pictures.map((p, i) => writeFile(join(cacheDir, `${key}.${i}.webp`), p.bytes)));
    // the index last, under a name of its own first: a reader never finds half a drawing
    const partial = `${index}.${process.pid}.part`;
    await writeFile(partial, JSON.stringify(pictures.map((p) => p.name)));
    await rename(partial, index);
    return pictures;
  }
}

export function drawings(webRoot: string): Plugin {
  const assetsDir = join(webRoot, 'public', 'assets');
  const cacheDir = join(webRoot, 'node_modules', '.cache', 'atlas-drawings');
  let isSsrBuild = false;
  return {
    name: 'atlas-drawings',
    configResolved(config) {
      isSsrBuild = Boolean(config.build.ssr);
    },
    async generateBundle() {
      if (isSsrBuild) return;
      for (const { stem, file } of await listDrawings(assetsDir)) {
        for (const picture of await cachedPictures(cacheDir, stem, await readFile(file)))
          this.emitFile({ type: 'asset', fileName: `assets/${picture.name}`, source: picture.bytes });
      }
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const match = PICTURE_URL.exec((req.url ?? '').split('?')[0] ?? '');
        if (!match) return next();
        const stem = match[1]!;
        const file = join(assetsDir, `${stem}.svg`);
        if (relative(assetsDir, file).startsWith('..')) return next();
        readFile(file)
          .then((svg) => cachedPictures(cacheDir, stem, svg))
          .then((pictures) => {
            const wanted = pictures.find((p) => `/assets/${p.name}` === req.url?.split('?')[0]);
            if (!wanted) return next();
            res.setHeader('Content-Type', 'image/webp');
            res.end(wanted.bytes);
          })
          .catch(() => next());
      });
    },
  };
}
