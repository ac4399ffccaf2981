import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { demoArtCacheKey, saveDemoArt } from './demo-art-image';
import { diskStore } from './file-store/disk-store';
import { renderProductArt } from './product-art';

const dirs: string[] = [];
async function freshStore() {
  const dir = await mkdtemp(join(tmpdir(), 'atlas-demo-art-test-'));
  dirs.push(dir);
  return diskStore(dir);
}
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

describe('demo art', () => {
  // a name no other test renders, so the first call below renders and the second reads the cache
  const svg = renderProductArt({
    brand: 'Test Brand',
    brandColor: '#0d3b66',
    accent: '#f4d35e',
    product: `Cache check ${process.pid} ${Date.now()}`,
    size: '1 kg',
    shape: 'tub',
  });

  it('is stored as a WebP photo would be: at its size and with the smaller standard copy', async () => {
    const files = await freshStore();
    const path = await saveDemoArt(files, 'demo/001-test', svg);
    expect(path).toBe('/media/demo/001-test.600x600.webp');
    const largest = await files.get('media/demo/001-test.600x600.webp');
    const small = await files.get('media/demo/001-test.600x600.320w.webp');
    expect(await sharp(largest!).metadata()).toMatchObject({ format: 'webp', width: 600, height: 600 });
    expect(await sharp(small!).metadata()).toMatchObject({ format: 'webp', width: 320, height: 320 });
  });

  it('renders an SVG once: the next shop seeded on this machine is given the kept rendering', async () => {
    const other = svg.replace('1 kg', '2 kg');
    const key = demoArtCacheKey(other);
    // kept renderings planted under the SVG's key: what is saved must be them, not a new rendering
    const planted = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#ff0000' } })
      .webp()
      .toBuffer();
    const plantedSmall = await sharp(planted).resize({ width: 320 }).webp().toBuffer();
    await mkdir(dirname(key), { recursive: true });
    await writeFile(`${key}.320w.webp`, plantedSmall);
    await writeFile(`${key}.webp`, planted);
    const files = await freshStore();
    expect(await saveDemoArt(files, 'demo/b', other)).toBe('/media/demo/b.400x400.webp');
    expect(await files.get('media/demo/b.400x400.webp')).toEqual(planted);
    expect(await files.get('media/demo/b.400x400.320w.webp')).toEqual(plantedSmall);
    await rm(`${key}.webp`);
    await rm(`${key}.320w.webp`);
  });

  it('keeps what it renders for the next shop', async () => {
    await saveDemoArt(await freshStore(), 'demo/c', svg);
    const kept = await sharp(await readFile(`${demoArtCacheKey(svg)}.webp`)).metadata();
    expect([kept.format, kept.width]).toEqual(['webp', 600]);
  });
});
