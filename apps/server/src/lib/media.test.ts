import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../test/test-app';
import { createTrainingTestApp } from '../test/training-app';
import { absoluteMediaJson, storedMediaPath } from './media';

describe('media URLs in answers', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTrainingTestApp({ env: { CORS_ORIGINS: 'https://shop.example' } });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
  const ownPage = (host: string) => ({ host, 'sec-fetch-site': 'same-origin' });
  const images = (body: string) => [...body.matchAll(/"(?:image|imageUrl)":"([^"]*)"/g)].map((m) => m[1]!);

  it('are root-relative for our own pages, whatever address the shop was opened at', async () => {
    for (const url of [
      '/api/products?limit=4',
      '/api/products/1',
      '/api/trainers',
      '/api/gym?muscle=chest',
    ]) {
      const local = await get(url, ownPage('localhost:3000'));
      const lan = await get(url, ownPage('192.168.1.20:3000'));
      expect(local.statusCode, url).toBe(200);
      expect(lan.body, url).toBe(local.body);
      expect(images(local.body).length, url).toBeGreaterThan(0);
      for (const src of images(local.body)) expect(src, url).toMatch(/^\/(media|assets)\//);
    }
  });

  it('are absolute against the address asked for a client on another origin, with CORS', async () => {
    const res = await get('/api/products?limit=4', {
      host: 'api.atlas.test:8443',
      origin: 'https://shop.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('https://shop.example');
    expect(res.headers.vary).toMatch(/Sec-Fetch-Site/);
    const product = (res.json() as { image: string; product_images: Record<string, string> }[])[0]!;
    expect(product.image).toMatch(/^http:\/\/api\.atlas\.test:8443\/media\//);
    for (const src of Object.values(product.product_images))
      expect(src).toMatch(/^http:\/\/api\.atlas\.test:8443\//);
    // the served file is there
    expect((await get(new URL(product.image).pathname, {})).statusCode).toBe(200);
  });

  it('are absolute for an app or script that names no page (no Sec-Fetch-Site)', async () => {
    const res = await get('/api/trainers', { host: '10.0.0.7:3000' });
    for (const src of images(res.body)) expect(src).toMatch(/^http:\/\/10\.0\.0\.7:3000\/media\//);
    // and a copy made per address does not leak into another address's answer
    const other = await get('/api/trainers', { host: '10.0.0.8:3000' });
    for (const src of images(other.body)) expect(src).toMatch(/^http:\/\/10\.0\.0\.8:3000\/media\//);
    expect(other.headers.etag).not.toBe(res.headers.etag);
  });

  it('fall back to PUBLIC_URL when the Host header is not a plain address', async () => {
    const res = await get('/api/trainers', { host: 'evil.example/"><script>' });
    expect(res.statusCode).toBe(200);
    for (const src of images(res.body)) expect(src).toMatch(/^http:\/\/localhost:3000\/media\//);
  });
});

describe('absoluteMediaJson', () => {
  it('changes only string values that start with /media/ or /assets/', () => {
    const json = JSON.stringify({
      image: '/media/a.webp',
      list: ['/assets/b.svg', 'x'],
      text: 'see "/media/c.webp" here',
      other: '/api/products',
    });
    expect(JSON.parse(absoluteMediaJson(json, 'http://h:1'))).toEqual({
      image: 'http://h:1/media/a.webp',
      list: ['http://h:1/assets/b.svg', 'x'],
      text: 'see "/media/c.webp" here',
      other: '/api/products',
    });
  });
});

describe('storedMediaPath', () => {
  it('turns a URL of our own media at any of our addresses into its path', () => {
    const own = ['http://localhost:3000', 'http://192.168.1.20:3000'];
    expect(storedMediaPath('http://192.168.1.20:3000/media/p/a.webp', own)).toBe('/media/p/a.webp');
    expect(storedMediaPath('HTTP://LOCALHOST:3000/media/p/a.webp', own)).toBe('/media/p/a.webp');
    expect(storedMediaPath('/media/p/a.webp', own)).toBe('/media/p/a.webp');
    expect(storedMediaPath('https://cdn.example/media/p/a.webp', own)).toBe(
      'https://cdn.example/media/p/a.webp',
    );
  });
});
