import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from './lib/app-error';
import { BOOT_SCRIPT } from './lib/page-boot';
import { createTestApp, type TestContext } from './test/test-app';

describe('request ids behind a proxy', () => {
  it("keeps the proxy's plain-token id and writes it on every log line of the request", async () => {
    const lines: { reqId?: string; msg?: string }[] = [];
    const t = await createTestApp({
      env: { TRUST_PROXY: 'true', LOG_LEVEL: 'info' },
      logger: { level: 'info', stream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
    });
    try {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/nope',
        headers: { 'x-request-id': 'lb-42' },
      });
      expect(res.headers['x-request-id']).toBe('lb-42');
      expect(res.json().requestId).toBe('lb-42');
      const own = lines.filter((l) => l.reqId === 'lb-42');
      expect(own.map((l) => l.msg)).toEqual(
        expect.arrayContaining(['incoming request', 'request completed']),
      );
      const odd = await t.app.inject({
        method: 'GET',
        url: '/api/nope',
        headers: { 'x-request-id': 'a b<script>' },
      });
      expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await t.close();
    }
  });
});

describe('API error handling and security headers', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({
      extend(app) {
        const api = app.withTypeProvider<ZodTypeProvider>();
        api.post(
          '/api/test/echo',
          { schema: { body: z.object({ name: z.string().min(2), age: z.number().int().min(1) }) } },
          async (request) => request.body,
        );
        api.get(
          '/api/test/items/:id',
          { schema: { params: z.object({ id: z.coerce.number().int().positive() }) } },
          async (request) => ({ id: request.params.id }),
        );
        api.get('/api/test/boom', async () => {
          throw new Error('secret internals: password=hunter2');
        });
        api.get('/api/test/conflict', async () => {
          throw new AppError('CONFLICT', 409, 'Email already registered');
        });
      },
    });
  });
  afterAll(() => t.close());

  it('answers unknown /api routes with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/does-not-exist?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'Route GET /api/does-not-exist not found',
      requestId: res.headers['x-request-id'],
    });
  });

  it('gives every request an id, in X-Request-Id and in the error answer', async () => {
    const ok = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    const boom = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(ok.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(boom.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(boom.headers['x-request-id']).not.toBe(ok.headers['x-request-id']);
    expect(boom.json().requestId).toBe(boom.headers['x-request-id']);
    // a caller's own id is not trusted without a proxy in front
    const given = await t.app.inject({
      method: 'GET',
      url: '/api/health/live',
      headers: { 'x-request-id': 'lb-42' },
    });
    expect(given.headers['x-request-id']).not.toBe('lb-42');
  });

  it('lists every invalid body field', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/test/echo', payload: { name: 'x', age: 0 } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.fields).sort()).toEqual(['age', 'name']);
  });

  it('names an invalid path parameter', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/items/abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('id');
  });

  it('rejects malformed JSON with a 400, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, code: 'BAD_REQUEST' });
  });

  it('rejects an unsupported content type with a 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'text/xml' },
      payload: '<a/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('never leaks internals of a server error', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      statusCode: 500,
      code: 'INTERNAL_ERROR',
      message: 'Server error',
      requestId: res.headers['x-request-id'],
    });
    expect(res.body).not.toContain('hunter2');
  });

  it('passes service errors through with their code', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/conflict' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      statusCode: 409,
      code: 'CONFLICT',
      message: 'Email already registered',
    });
  });

  it('sets security headers on every response', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    // our origin, and inline only the page boot script, by the hash of its exact text
    const bootHash = createHash('sha256').update(BOOT_SCRIPT).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${bootHash}'`);
    expect(csp.split(';').find((d) => d.trim().startsWith('script-src'))).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('publishes the OpenAPI document and the docs UI', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(doc.statusCode).toBe(200);
    expect(doc.json().openapi).toBe('3.1.0');
    expect(Object.keys(doc.json().paths)).toContain('/api/health');
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });
});

describe('CORS', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ env: { CORS_ORIGINS: 'https://shop.example' } });
  });
  afterAll(() => t.close());

  it('allows only the configured origins', async () => {
    const ok = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://shop.example' },
    });
    expect(ok.headers['access-control-allow-origin']).toBe('https://shop.example');
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers a preflight for every verb a spec client uses and exposes the list total', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const res = await t.app.inject({
        method: 'OPTIONS',
        url: '/api/users/2',
        headers: {
          origin: 'https://shop.example',
          'access-control-request-method': method,
          'access-control-request-headers': 'authorization, content-type, idempotency-key',
        },
      });
      expect(res.statusCode, method).toBe(204);
      expect(res.headers['access-control-allow-methods']).toContain(method);
      expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toContain('idempotency-key');
    }
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/products',
      headers: { origin: 'https://shop.example' },
    });
    expect(String(list.headers['access-control-expose-headers']).toLowerCase()).toContain('x-total-count');
  });
});

describe('paths a client joins with a doubled slash', () => {
  let t: TestContext;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'atlas-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    t = await createTestApp({ env: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('treats // as / under /api', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api//health/live' });
    expect(health.statusCode).toBe(200);
    const register = await t.app.inject({ method: 'POST', url: '/api//auth/register', payload: {} });
    expect(register.statusCode).toBe(400);
    expect(register.json().code).toBe('VALIDATION_FAILED');
    const user = await t.app.inject({ method: 'GET', url: '/api//users/2' });
    expect(user.statusCode).toBe(401);
  });

  it('answers every unknown /api path with the JSON 404, whatever the verb', async () => {
    for (const [method, url] of [
      ['GET', '/api//nothing'],
      ['POST', '/api/nothing'],
      ['DELETE', '/api//nothing/here'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().code, `${method} ${url}`).toBe('NOT_FOUND');
    }
  });
});

describe('serving the built web app', () => {
  let t: TestContext;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'atlas-dist-'));
    mkdirSync(join(dist, 'static'));
    mkdirSync(join(dist, 'assets/i18n'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    mkdirSync(join(dist, 'ssr'));
    writeFileSync(join(dist, 'ssr/entry-server.js'), 'console.log("server only")');
    writeFileSync(join(dist, 'static/app-3f9a1c.js'), 'console.log(1)');
    // what the build's precompress step writes beside each file
    writeFileSync(join(dist, 'static/app-3f9a1c.js.br'), brotliCompressSync('console.log(1)'));
    writeFileSync(join(dist, 'static/app-3f9a1c.js.gz'), gzipSync('console.log(1)'));
    writeFileSync(join(dist, 'assets/i18n/en.json'), '{"hello":"Hello"}');
    writeFileSync(join(dist, 'assets/logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = await createTestApp({ env: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves index.html at / and for client routes', async () => {
    for (const url of ['/', '/products/12', '/profile/settings?tab=1', '/some/unknown/page']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('never falls back to the SPA for /api paths', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/unknown' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
  });

  it('caches hashed bundles for a year, our pictures for a day, and revalidates other files', async () => {
    const bundle = await t.app.inject({ method: 'GET', url: '/static/app-3f9a1c.js' });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // a script needs no document policy headers; it keeps nosniff
    expect(bundle.headers['content-security-policy']).toBeUndefined();
    expect(bundle.headers['x-content-type-options']).toBe('nosniff');
    const i18n = await t.app.inject({ method: 'GET', url: '/assets/i18n/en.json' });
    expect(i18n.statusCode).toBe(200);
    expect(i18n.headers['cache-control']).toBe('no-cache');
    expect(i18n.headers.etag).toBeTruthy();
    const again = await t.app.inject({
      method: 'GET',
      url: '/assets/i18n/en.json',
      headers: { 'if-none-match': String(i18n.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const picture = await t.app.inject({ method: 'GET', url: '/assets/logo.svg' });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['cache-control']).toBe('public, max-age=86400');
    expect(picture.headers.etag).toBeTruthy();
  });

  it('sends the build-time brotli or gzip file the browser accepts, else the plain one', async () => {
    const url = '/static/app-3f9a1c.js';
    const br = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log(1)');
    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe('console.log(1)');
    const plain = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('compresses API answers above the threshold on the fly, as the client accepts', async () => {
    const url = '/api/openapi.json';
    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString()).openapi).toBe('3.1.0');
    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString()).openapi).toBe('3.1.0');
    const plain = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().openapi).toBe('3.1.0');
    // a tiny answer is not worth compressing
    const tiny = await t.app.inject({
      method: 'GET',
      url: '/api/health/live',
      headers: { 'accept-encoding': 'br' },
    });
    expect(tiny.headers['content-encoding']).toBeUndefined();
  });

  it('serves robots.txt and keeps the private parts of the build private', async () => {
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain('Sitemap: ');
    expect(robots.body).toContain('Disallow: /admin');
    for (const url of ['/ssr/entry-server.js', '/.vite/manifest.json']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.body, url).not.toContain('console.log');
    }
  });

  it('answers a missing hashed bundle with 404 instead of the page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/static/missing-000.js' });
    expect(res.statusCode).toBe(404);
  });
});

describe('TRUST_PROXY with the addresses of a load balancer that appends to X-Forwarded-For', () => {
  it('takes the last address the balancer did not add, not one the client wrote', async () => {
    const t = await createTestApp({
      env: { TRUST_PROXY: '10.0.0.0/8' },
      extend: (app) => app.get('/whoami', async (request) => ({ ip: request.ip })),
    });
    try {
      const through = await t.app.inject({
        url: '/whoami',
        remoteAddress: '10.0.0.5',
        headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.9' },
      });
      expect(through.json()).toEqual({ ip: '203.0.113.9' });
      // a client that reaches the shop directly cannot name itself
      const direct = await t.app.inject({
        url: '/whoami',
        remoteAddress: '198.51.100.7',
        headers: { 'x-forwarded-for': '6.6.6.6' },
      });
      expect(direct.json()).toEqual({ ip: '198.51.100.7' });
    } finally {
      await t.close();
    }
  });
});
