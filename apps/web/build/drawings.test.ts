// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { FOOD_DRAWING_SIZE } from '@atlas/shared/rules/responsive-image';
import { drawingSizes, drawingUrl, type Drawing } from '../src/lib/drawings';
import { drawingSize, drawPictures, listDrawings } from './drawings';

const assetsDir = fileURLToPath(new URL('../public/assets', import.meta.url));

describe('our drawings as pictures', () => {
  it('the app knows every drawing in public/assets by the size its SVG says; the food groups are all the size the API names them by', async () => {
    const files = await listDrawings(assetsDir);
    const onDisk = Object.fromEntries(
      files.map(({ stem, file }) => {
        const { width, height } = drawingSize(readFileSync(file, 'utf8'));
        return [stem, [width, height]];
      }),
    );
    const foods = Object.keys(onDisk).filter((stem) => stem.startsWith('foods/'));
    expect(foods.length).toBeGreaterThan(10);
    for (const stem of foods) {
      expect(onDisk[stem], stem).toEqual([FOOD_DRAWING_SIZE.width, FOOD_DRAWING_SIZE.height]);
      delete onDisk[stem];
    }
    expect(drawingSizes).toEqual(onDisk);
  });

  it('draws a WebP at twice the drawing’s size and a copy at each smaller standard width, named as the app asks', async () => {
    const drawing: Drawing = 'muscles/chest';
    const svg = readFileSync(`${assetsDir}/${drawing}.svg`);
    const pictures = await drawPictures(drawing, svg);
    expect(pictures.map((p) => `/assets/${p.name}`)).toEqual([
      drawingUrl(drawing),
      '/assets/muscles/chest.960x720.320w.webp',
      '/assets/muscles/chest.960x720.640w.webp',
    ]);
    const sizes = await Promise.all(pictures.map(async (p) => sharp(p.bytes).metadata()));
    expect(sizes.map((m) => [m.format, m.width, m.height])).toEqual([
      ['webp', 960, 720],
      ['webp', 320, 240],
      ['webp', 640, 480],
    ]);
    // drawn, not blank: the figure's colours are there
    const { channels } = await sharp(pictures[0]!.bytes).stats();
    expect(channels.some((c) => c.max - c.min > 100)).toBe(true);
  });

  it('refuses a drawing that does not say its size', () => {
    expect(() => drawingSize('<svg viewBox="0 0 10 10"></svg>')).toThrow(/width and height/);
  });
});
