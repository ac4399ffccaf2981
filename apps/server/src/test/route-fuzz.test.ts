import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MAX_LINE_QUANTITY } from '@atlas/shared/contract/shop-constants';
import { MAX_PRICE_EGP } from '@atlas/shared/rules/admin-product';
import { apiOperations, exampleOf, fillPath, type ApiOperation, type JsonSchema } from './api-routes';
import { createConfiguredApp } from './configured-app';
import {
  contentTypes,
  hostileHeaderValue,
  hostileJson,
  hostileKey,
  hostileQueryValue,
  hostileSegment,
  hostileString,
  jsonText,
  nearMiss,
  rawBodies,
} from './hostile-inputs';
import { multipartBody, type Part } from './multipart-body';
import { expectSafeAnswer } from './safe-answer';
import { requestExamples } from './request-examples';
import { nextIp, quickShoppers } from './shoppers';

/**
 * Every documented route, sent generated malformed requests (derived from its own params, query
 * and body schemas) as a visitor and as an admin, so that validation behind the guards is reached
 * too. Whatever comes in, the answer is never a 5xx, and every 4xx is the one error shape.
 *
 * Seeded: a failure prints its seed and path; FUZZ_SEED and FUZZ_RUNS explore further.
 */
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 40);
const BASE_SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);

const ctx = await createConfiguredApp();
const operations = await apiOperations(ctx.app);
const knownIds = await idsInUse(ctx.app, ctx.admin.id);
const examples = await requestExamples(ctx.app);
const tinyPng = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#c0ffee' } })
  .png()
  .toBuffer();
afterAll(() => ctx.close());

describe('route fuzz', () => {
  it('finds the routes to fuzz in the OpenAPI document', () => {
    expect(operations.length).toBeGreaterThan(80);
  });

  for (const op of operations) {
    it(`${op.key} never fails with a 5xx or an odd error`, async () => {
      await fc.assert(
        fc.asyncProperty(fuzzRequest(op), async (request) => {
          for (const token of [null, ctx.admin.token]) {
            const res = await ctx.app.inject({
              method: request.method,
              url: request.url,
              headers: { ...request.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
              ...(request.payload === undefined ? {} : { payload: request.payload }),
              remoteAddress: nextIp(),
            });
            expectSafeAnswer(res, `${token ? 'admin' : 'visitor'}: ${String(request)}`);
          }
        }),
        { seed: seedFor(op.key), numRuns: RUNS_PER_ROUTE },
      );
    });
  }
});

/** Each bug these tests found, kept as a plain case. */
describe('what the fuzz found', () => {
  const asAdmin = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
    ctx.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${ctx.admin.token}` },
      ...(payload ? { payload } : {}),
    });

  it('answers a broken %-escape or an over-long path parameter in the error shape (was Fastify’s own)', async () => {
    for (const url of ['/api/products/%zz', '/api/users/%C0%AF/orders', `/api/users/${'9'.repeat(300)}`]) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expectSafeAnswer(res, url);
      expect(res.json().code, url).toBe('BAD_REQUEST');
      expect(res.json().requestId, url).toBe(res.headers['x-request-id']);
      expect(res.headers['x-request-id'], url).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('answers an empty profile update with the profile (was a 500: Drizzle refuses an empty SET)', async () => {
    for (const method of ['PUT', 'PATCH'] as const) {
      const res = await asAdmin(method, `/api/users/${ctx.admin.id}`, {});
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().id).toBe(ctx.admin.id);
    }
  });

  it('refuses half a surrogate pair in text (in a workout’s notes, a JSON column, it was a 500)', async () => {
    const workout = examples['POST /api/workouts']!.body as { exercises: Record<string, unknown>[] };
    const notes = { ...workout, exercises: [{ ...workout.exercises[0], notes: 'Rest \ud800 well' }] };
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/workouts',
      headers: { authorization: `Bearer ${ctx.admin.token}`, 'content-type': 'application/json' },
      payload: JSON.stringify(notes),
    });
    expectSafeAnswer(res, 'a lone surrogate in notes');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ 'exercises.0.notes': 'must not contain broken characters' });
  });

  const product = (price: number) => ({
    name: `Price edge ${price}`,
    description: 'A product at the price limit',
    price,
    discount: 0,
    image: 'https://example.com/a.png',
    category: 'Edge',
    brand: 'Edge',
    available_size: '1 kg',
    quantity: 1000,
    flavors: ['Vanilla', 'Cocoa'].map((name) => ({
      name,
      quantity: 500,
      image: 'https://example.com/a.png',
    })),
  });

  it('keeps product prices within the shop’s bound, far past what 32-bit piastres held (1,000,000 EGP was a 500)', async () => {
    const over = await asAdmin('POST', '/api/products/admin', product(MAX_PRICE_EGP + 1));
    expectSafeAnswer(over, 'price over the limit');
    expect(over.statusCode).toBe(400);
    expect((await asAdmin('POST', '/api/products/admin', product(1_000_000))).statusCode).toBe(201);
    const top = await asAdmin('POST', '/api/products/admin', product(MAX_PRICE_EGP));
    expect(top.statusCode, top.body).toBe(201);
    expect(top.json()).toMatchObject({ price: MAX_PRICE_EGP, discountedPrice: MAX_PRICE_EGP });
  });

  it('places an order past the old 21-million-EGP ceiling (it was refused) and keeps its total to the piastre', async () => {
    const price = MAX_PRICE_EGP - 0.01;
    const created = await asAdmin('POST', '/api/products/admin', product(price));
    expect(created.statusCode, created.body).toBe(201);
    const [shopper] = await quickShoppers(ctx.app, 1, 'big-spender');
    const as = { authorization: `Bearer ${shopper!.token}` };
    for (const selectedFlavor of ['Vanilla', 'Cocoa']) {
      const add = await ctx.app.inject({
        method: 'POST',
        url: '/api/cart/add',
        headers: as,
        payload: { productId: created.json().id, selectedFlavor, quantity: MAX_LINE_QUANTITY },
      });
      expect(add.statusCode, add.body).toBe(200);
    }
    // the fuzz above may have switched delivery zones off: deliver everywhere again
    const { zones } = (await asAdmin('GET', '/api/admin/delivery')).json();
    for (const zone of zones)
      await asAdmin('PUT', `/api/admin/delivery/zones/${zone.id}`, { ...zone, enabled: true });
    // …and may have started automatic offers: end them, so the items are priced at the list price
    for (const offer of (await asAdmin('GET', '/api/admin/offers')).json() as { id: number }[])
      await asAdmin('PATCH', `/api/admin/offers/${offer.id}/status`, { status: 'ended' });
    const order = await ctx.app.inject({
      method: 'POST',
      url: `/api/users/${shopper!.id}/orders`,
      headers: as,
      payload: {
        address: { street: '1 Nile St', city: 'Cairo', state: 'Cairo', zipCode: '11511', country: 'Egypt' },
      },
    });
    expect(order.statusCode, order.body).toBe(201);
    // 2 × 99 × 999,999,999 piastres: about 1.98 billion EGP, exact
    const piastres = 2 * MAX_LINE_QUANTITY * Math.round(price * 100);
    const placed = order.json();
    expect(placed.subtotal).toBe(piastres / 100);
    expect(placed.subtotal.toFixed(2)).toBe('1979999998.02');
    // the fees are whatever the fuzzed delivery settings say; the total adds up to the piastre
    const feesPiastres = Math.round(placed.deliveryFee * 100) + Math.round(placed.codFee * 100);
    expect(Math.round(placed.total * 100)).toBe(piastres + feesPiastres);
    const stats = await asAdmin('GET', '/api/users/admin/order-stats');
    expect(stats.statusCode, stats.body).toBe(200);
    expect(JSON.stringify(stats.json())).toContain(placed.total.toFixed(2));
  });
});

/** Ids that exist (the admin, a product, a trainer, a workout) and some that do not. */
async function idsInUse(app: FastifyInstance, adminId: number): Promise<string[]> {
  const first = async (url: string) =>
    String((await app.inject({ url })).json<{ id: number | string }[]>()[0]?.id ?? 1);
  return [
    String(adminId),
    await first('/api/products?limit=1'),
    await first('/api/trainers'),
    await first('/api/workouts'),
    '1',
    '2147483647',
  ];
}

function seedFor(key: string): number {
  let hash = BASE_SEED;
  for (const char of key) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

interface Draft {
  path: Record<string, string>;
  /** Encoded `name=value` pairs; a null value is a bare name. */
  query: [string, string | null][];
  headers: Record<string, string>;
  body?: { json: unknown } | { contentType: string | null; payload: string | Buffer };
}

interface FuzzRequest {
  method: ApiOperation['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

type Mutation = (draft: Draft) => Draft;

function fuzzRequest(op: ApiOperation): fc.Arbitrary<FuzzRequest> {
  return baseDraft(op)
    .chain((draft) => mutation(op, draft).map((mutate) => mutate(draft)))
    .map((draft) => toRequest(op, draft));
}

/** A request the route accepts: path ids that exist or not, example query and body. */
function baseDraft(op: ApiOperation): fc.Arbitrary<Draft> {
  const pathParams = op.params.filter((p) => p.in === 'path');
  const path = fc.record(
    Object.fromEntries(
      pathParams.map((p) => [
        p.name,
        isNumeric(p.schema)
          ? fc.constantFrom(...knownIds)
          : fc.constant(encodeURIComponent(String(exampleOf(p.schema, p.name)))),
      ]),
    ),
  );
  const queryParams = op.params.filter((p) => p.in === 'query');
  const query = fc
    .subarray(queryParams)
    .map((chosen) =>
      queryParams
        .filter((p) => p.required || chosen.includes(p))
        .map((p): [string, string] => [p.name, encodeURIComponent(String(exampleOf(p.schema, p.name)))]),
    );
  const known = examples[op.key];
  const body = op.body
    ? fc
        .constantFrom(...(known ? [known.body] : []), exampleOf(op.body), exampleOf(op.body, '', true))
        .map((json) => ({ json }))
    : fc.constant(undefined);
  return fc.record({ path, query, body, headers: fc.constant({}) });
}

const isNumeric = (schema: JsonSchema) => schema.type === 'integer' || schema.type === 'number';

function mutation(op: ApiOperation, draft: Draft): fc.Arbitrary<Mutation> {
  const pathNames = Object.keys(draft.path);
  const queryNames = op.params.filter((p) => p.in === 'query').map((p) => p.name);
  const headerParams = op.params.filter((p) => p.in === 'header').map((p) => p.name);
  const takesBody = op.method !== 'GET';
  const json = draft.body && 'json' in draft.body ? draft.body.json : undefined;
  const slots = op.body && json !== undefined ? bodySlots(op.body, json) : [];
  const choices: fc.WeightedArbitrary<Mutation>[] = [];

  if (pathNames.length)
    choices.push({
      weight: 3,
      arbitrary: fc
        .tuple(fc.constantFrom(...pathNames), hostileSegment)
        .map(([name, value]) => (d) => ({ ...d, path: { ...d.path, [name]: value } })),
    });

  choices.push({
    weight: queryNames.length ? 3 : 1,
    arbitrary: fc
      .tuple(
        fc.constantFrom(...queryNames, 'extra', '__proto__[role]', 'page[]', 'a[b]'),
        hostileQueryValue,
        fc.constantFrom('replace', 'repeat', 'bare'),
      )
      .map(([name, value, how]) => (d) => {
        const rest = how === 'replace' ? d.query.filter(([n]) => n !== name) : d.query;
        return { ...d, query: [...rest, [name, how === 'bare' ? null : value]] };
      }),
  });

  choices.push({
    weight: headerParams.length ? 2 : 1,
    arbitrary: fc
      .tuple(
        fc.constantFrom(...headerParams, 'accept-language', 'if-none-match', 'cookie', 'accept'),
        hostileHeaderValue,
      )
      .map(([name, value]) => (d) => ({
        ...d,
        headers: { ...d.headers, [name]: name === 'cookie' ? `atlas_refresh=${value}` : value },
      })),
  });

  if (slots.length) {
    choices.push({
      weight: 6,
      arbitrary: fc
        .constantFrom(...slots)
        .chain((slot) => nearMiss(slot.schema).map((value) => ({ slot, value })))
        .map(({ slot, value }) => (d) => ({ ...d, body: { json: setAt(json, slot.path, value) } })),
    });
    choices.push({
      weight: 2,
      arbitrary: fc
        .constantFrom(...slots)
        .map((slot) => (d) => ({ ...d, body: { json: setAt(json, slot.path, undefined) } })),
    });
  }
  if (op.body) {
    choices.push({
      weight: 2,
      arbitrary: fc
        .dictionary(hostileKey, hostileJson, { minKeys: 1, maxKeys: 3 })
        .map((extra) => (d) => ({ ...d, body: { json: { ...(isObject(json) ? json : {}), ...extra } } })),
    });
  }
  if (takesBody) {
    choices.push({
      weight: 2,
      arbitrary: hostileJson.map((value) => (d) => ({ ...d, body: { json: value } })),
    });
    choices.push({
      weight: 4,
      arbitrary: fc
        .tuple(
          fc.option(contentTypes, { nil: null }),
          fc.oneof(
            rawBodies,
            fc.constant(jsonText(json ?? {})),
            fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
            invalidUtf8(json),
            fc.constant(`{"pad":"${'x'.repeat(1024 * 1024 + 10)}"}`),
          ),
        )
        .map(([contentType, payload]) => (d) => ({ ...d, body: { contentType, payload } })),
    });
    choices.push({
      weight: 3,
      arbitrary: fc
        .tuple(multipartParts(json), fc.constantFrom('ok', 'no-boundary', 'cut-short', 'wrong-boundary'))
        .map(([parts, how]) => (d) => ({ ...d, body: brokenMultipart(parts, how) })),
    });
  }
  return fc.oneof(...choices);
}

/** Parts of a form: fields with hostile names and values, files of junk or a tiny real PNG. */
function multipartParts(json: unknown): fc.Arbitrary<Part[]> {
  const field = fc.record({
    name: fc.oneof(
      fc.constantFrom(
        'image',
        'avatar',
        'name',
        'bio',
        'faq',
        'products',
        ...Object.keys(isObject(json) ? json : {}),
      ),
      hostileKey,
    ),
    content: fc.oneof(hostileString, hostileJson.map(jsonText)),
  });
  const file = fc.record({
    name: fc.constantFrom('image', 'avatar', 'file', ''),
    filename: fc.constantFrom('photo.png', '../../evil.png', 'a\u202Egnp.exe', 'x'.repeat(300), ''),
    contentType: fc.constantFrom(
      'image/png',
      'image/jpeg',
      'text/html',
      'application/octet-stream',
      'image/svg+xml',
    ),
    content: fc.oneof(
      fc.constant(tinyPng),
      fc.uint8Array({ maxLength: 200 }).map((b) => Buffer.from(b)),
      fc.constant(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')),
    ),
  });
  return fc.array(fc.oneof(field, file), { maxLength: 12 });
}

function brokenMultipart(parts: Part[], how: string): Draft['body'] {
  const { payload, headers } = multipartBody(parts);
  switch (how) {
    case 'no-boundary':
      return { contentType: 'multipart/form-data', payload };
    case 'cut-short':
      return {
        contentType: headers['content-type'],
        payload: payload.subarray(0, Math.floor(payload.length / 2)),
      };
    case 'wrong-boundary':
      return { contentType: 'multipart/form-data; boundary=not-the-one', payload };
    default:
      return { contentType: headers['content-type'], payload };
  }
}

/** The example body with bytes that are not UTF-8 inside its first string. */
function invalidUtf8(json: unknown): fc.Arbitrary<Buffer> {
  const text = jsonText(json ?? { a: 'x' });
  const at = text.indexOf('":"') + 3;
  return fc
    .constantFrom([0xff], [0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xe2, 0x82])
    .map((bytes) =>
      at > 2
        ? Buffer.concat([Buffer.from(text.slice(0, at)), Buffer.from(bytes), Buffer.from(text.slice(at))])
        : Buffer.from(bytes),
    );
}

interface Slot {
  path: (string | number)[];
  schema: JsonSchema;
}

/** Every place in `value` (and every property the schema knows of) with the schema that governs it. */
function bodySlots(schema: JsonSchema, value: unknown, path: (string | number)[] = []): Slot[] {
  const options = schema.anyOf ?? schema.oneOf;
  if (options) {
    const fit = options.find((o) =>
      Array.isArray(value) ? o.type === 'array' : isObject(value) ? o.type === 'object' : o.type !== 'null',
    );
    return fit ? bodySlots(fit, value, path) : [];
  }
  const slots: Slot[] = [];
  if (schema.properties) {
    for (const [key, sub] of Object.entries(schema.properties)) {
      slots.push({ path: [...path, key], schema: sub });
      if (isObject(value) && value[key] !== undefined)
        slots.push(...bodySlots(sub, value[key], [...path, key]));
    }
  }
  if (schema.items && Array.isArray(value) && value.length) {
    slots.push({ path: [...path, 0], schema: schema.items });
    slots.push(...bodySlots(schema.items, value[0], [...path, 0]));
  }
  return slots;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A copy of `root` with the value at `path` replaced (removed when undefined). */
function setAt(root: unknown, path: (string | number)[], value: unknown): unknown {
  if (!path.length) return value;
  const [head, ...rest] = path;
  const copy = (Array.isArray(root) ? [...(root as unknown[])] : isObject(root) ? { ...root } : {}) as Record<
    string | number,
    unknown
  >;
  const next = setAt(copy[head!], rest, value);
  if (next === undefined && !rest.length) delete copy[head!];
  else copy[head!] = next;
  return copy;
}

function toRequest(op: ApiOperation, draft: Draft): FuzzRequest {
  const query = draft.query.map(([name, value]) => (value === null ? name : `${name}=${value}`)).join('&');
  const url = fillPath(op.path, draft.path) + (query ? `?${query}` : '');
  const headers = { ...draft.headers };
  let payload: string | Buffer | undefined;
  if (draft.body && 'json' in draft.body) {
    if (draft.body.json !== undefined) {
      payload = jsonText(draft.body.json);
      headers['content-type'] = 'application/json';
    }
  } else if (draft.body) {
    payload = draft.body.payload;
    if (draft.body.contentType !== null) headers['content-type'] = draft.body.contentType;
  }
  const request: FuzzRequest = { method: op.method, url, headers, payload };
  return Object.assign(request, {
    [fc.toStringMethod]: () => describeRequest(request),
    toString: () => describeRequest(request),
  });
}

function describeRequest({ method, url, headers, payload }: FuzzRequest): string {
  const clip = (text: string) =>
    text.length > 1500 ? `${text.slice(0, 1500)}… (${text.length} chars)` : text;
  const body =
    payload === undefined
      ? ''
      : ` body ${clip(JSON.stringify(Buffer.isBuffer(payload) ? payload.toString('latin1') : payload))}`;
  return `${method} ${clip(url)} headers ${clip(JSON.stringify(headers))}${body}`;
}
