import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { orderItems, orders, products } from '../db/schema/index';
import { routeKey } from './api-routes';
import { createConfiguredApp, type ConfiguredApp } from './configured-app';
import { hostileFiles, isWebp, PAYLOAD_MARK, type HostileFiles } from './hostile-files';
import { multipartBody, type Part } from './multipart-body';
import { expectSafeAnswer } from './safe-answer';
import { nextIp, quickShoppers, type Caller } from './shoppers';

/**
 * Every route that takes an image upload, sent what no image route should keep: text, HTML, a
 * PDF, SVG with a script, images with HTML or a JAR appended, a pixel bomb, more than 5 MB, lies
 * in the declared type, empty files, two files, no file. Refused files leave nothing in the media
 * folder; accepted ones are stored re-encoded as WebP, without a byte of what was appended.
 */

interface UploadRoute {
  /** `METHOD path` as the app registers it. */
  key: string;
  /** The file field the route reads. */
  field: string;
  /** Whether an accepted image is stored (the machine identifier only looks at it). */
  stores: boolean;
  /** What an accepted image answers. */
  accepted: number;
  /** Whether the file is required (a trainer may be written without a portrait). */
  fileRequired: boolean;
  send(
    parts: Part[],
    raw?: { payload: Buffer | string; contentType: string },
  ): Promise<LightMyRequestResponse>;
}

let ctx: ConfiguredApp;
let files: HostileFiles;
let shopper: Caller;
let trainerId: number;
const multipartRoutes = new Set<string>();
/** Multipart routes that take a spreadsheet, not an image: catalogue-import.test.ts sends them hostile files. */
const SPREADSHEET_ROUTES = new Set([
  'POST /api/products/admin/import/preview',
  'POST /api/products/admin/import',
]);
const routes: UploadRoute[] = [];

beforeAll(async () => {
  ctx = await createConfiguredApp({
    seed: false,
    onRoute: (route) => {
      const consumes = (route.schema as { consumes?: string[] } | undefined)?.consumes ?? [];
      if (consumes.includes('multipart/form-data'))
        for (const method of [route.method].flat())
          multipartRoutes.add(routeKey(method, route.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}')));
    },
  });
  files = await hostileFiles();
  [shopper] = (await quickShoppers(ctx.app, 1, 'uploader')) as [Caller];
  const trainer = await ctx.app.inject({
    method: 'POST',
    url: '/api/trainers',
    headers: { authorization: `Bearer ${ctx.admin.token}` },
    payload: { name: 'Upload Target', bio: 'A trainer whose portrait the tests replace.' },
  });
  expect(trainer.statusCode, trainer.body).toBe(201);
  trainerId = trainer.json().id;

  const inject =
    (method: 'POST' | 'PUT' | 'PATCH', url: () => string, who: () => Caller | null, extra: Part[] = []) =>
    (parts: Part[], raw?: { payload: Buffer | string; contentType: string }) => {
      const body = raw ?? toRaw(multipartBody([...extra, ...parts]));
      const caller = who();
      return ctx.app.inject({
        method,
        url: url(),
        headers: {
          'content-type': body.contentType,
          ...(caller ? { authorization: `Bearer ${caller.token}` } : {}),
        },
        payload: body.payload,
        remoteAddress: nextIp(),
      });
    };
  const trainerFields: Part[] = [
    { name: 'name', content: 'Portrait Test' },
    { name: 'bio', content: 'Sent with a hostile portrait.' },
  ];
  // a verified buyer of one product, whose review is written (POST) or edited (PUT) with a photo
  const productId = await deliveredProduct(ctx, shopper);
  const reviewFields: Part[] = [
    { name: 'rating', content: '4' },
    { name: 'title', content: 'With a photo' },
    { name: 'text', content: 'Sent with a hostile photo.' },
  ];
  const reviewUrl = `/api/products/${productId}/reviews`;
  const asShopper = { authorization: `Bearer ${shopper.token}` };
  const writeReview = inject(
    'POST',
    () => reviewUrl,
    () => shopper,
    reviewFields,
  );
  const editReview = inject(
    'PUT',
    () => `${reviewUrl}/mine`,
    () => shopper,
    reviewFields,
  );
  routes.push(
    {
      key: 'POST /api/products/{id}/reviews',
      field: 'photo',
      stores: true,
      accepted: 201,
      fileRequired: false,
      send: async (parts, raw) => {
        await ctx.app.inject({ method: 'DELETE', url: `${reviewUrl}/mine`, headers: asShopper });
        return writeReview(parts, raw);
      },
    },
    {
      key: 'PUT /api/products/{id}/reviews/mine',
      field: 'photo',
      stores: true,
      accepted: 200,
      fileRequired: false,
      send: async (parts, raw) => {
        await ctx.app.inject({
          method: 'POST',
          url: reviewUrl,
          headers: asShopper,
          payload: { rating: 5, title: 'Before the edit', text: 'No photo yet.' },
        });
        return editReview(parts, raw);
      },
    },
    ...(['product', 'flavor', 'trainer'] as const).map((kind) => ({
      key: 'POST /api/admin/images',
      field: 'image',
      stores: true,
      accepted: 201,
      fileRequired: true,
      send: inject(
        'POST',
        () => `/api/admin/images?kind=${kind}`,
        () => ctx.admin,
      ),
    })),
    {
      key: 'POST /api/trainers',
      field: 'image',
      stores: true,
      accepted: 201,
      fileRequired: false,
      send: inject(
        'POST',
        () => '/api/trainers',
        () => ctx.admin,
        trainerFields,
      ),
    },
    {
      key: 'PUT /api/trainers/{id}',
      field: 'image',
      stores: true,
      accepted: 200,
      fileRequired: false,
      send: inject(
        'PUT',
        () => `/api/trainers/${trainerId}`,
        () => ctx.admin,
        trainerFields,
      ),
    },
    {
      key: 'POST /api/gym-machine/identify',
      field: 'image',
      stores: false,
      // the fake vision model answers "unknown": the photo was read, no machine was in it
      accepted: 422,
      fileRequired: true,
      send: inject(
        'POST',
        () => '/api/gym-machine/identify',
        () => null,
      ),
    },
    ...(['PUT', 'PATCH'] as const).map((method) => ({
      key: `${method} /api/users/{id}`,
      field: 'avatar',
      stores: true,
      accepted: 200,
      fileRequired: true,
      send: inject(
        method,
        () => `/api/users/${shopper.id}`,
        () => shopper,
      ),
    })),
  );
});
afterAll(() => ctx?.close());

/** A product the shopper has received (a delivered order of it): they may review it. */
async function deliveredProduct(app: ConfiguredApp, who: Caller): Promise<number> {
  const [product] = await app.app.db
    .insert(products)
    .values({
      nameEn: 'Reviewed whey',
      nameAr: 'واي',
      pricePiastres: 100_000,
      category: 'Protein',
      brand: 'Atlas',
    })
    .returning({ id: products.id });
  const [order] = await app.app.db
    .insert(orders)
    .values({
      userId: who.id,
      userEmail: who.email,
      status: 'delivered',
      paymentMethod: 'cod',
      paymentStatus: 'completed',
      totalPiastres: 100_000,
      address: { street: '1 St', city: 'Cairo', state: 'Cairo', zipCode: '11511', country: 'Egypt' },
    })
    .returning({ id: orders.id });
  await app.app.db.insert(orderItems).values({
    orderId: order!.id,
    productId: product!.id,
    name: 'Reviewed whey',
    flavor: 'Unflavored',
    quantity: 1,
    unitPricePiastres: 100_000,
    originalPricePiastres: 100_000,
  });
  return product!.id;
}

const toRaw = ({ payload, headers }: ReturnType<typeof multipartBody>) => ({
  payload,
  contentType: headers['content-type'],
});

/** Every file under the media folder, with its bytes. */
function mediaFiles(): Map<string, Buffer> {
  const root = join(ctx.env.DATA_DIR, 'media');
  const found = new Map<string, Buffer>();
  const walk = (dir: string) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else found.set(path, readFileSync(path));
    }
  };
  walk(root);
  return found;
}

const newFiles = (before: Map<string, Buffer>) => [...mediaFiles()].filter(([path]) => !before.has(path));

/** A route call that must be refused: a 4xx in the error shape, with nothing left in the media folder. */
async function expectRefused(
  route: UploadRoute,
  what: string,
  status: number | number[],
  parts: Part[],
  raw?: { payload: Buffer | string; contentType: string },
) {
  const before = mediaFiles();
  const res = await route.send(parts, raw);
  const label = `${route.key} ${what}`;
  expectSafeAnswer(res, label);
  expect([status].flat(), `${label}: ${res.statusCode} ${res.body}`).toContain(res.statusCode);
  expect(
    newFiles(before).map(([path]) => path),
    `${label} left files`,
  ).toEqual([]);
}

/** A route call that must be accepted: the image stored once, as WebP, without what was appended. */
async function expectStoredClean(route: UploadRoute, what: string, parts: Part[]) {
  const before = mediaFiles();
  const res = await route.send(parts);
  const label = `${route.key} ${what}`;
  expect(res.statusCode, `${label}: ${res.body}`).toBe(route.accepted);
  const added = newFiles(before);
  if (!route.stores) {
    expect(added, label).toEqual([]);
    return;
  }
  expect(added.length, `${label}: one stored file`).toBe(1);
  const [path, bytes] = added[0]!;
  expect(path, label).toMatch(/\.webp$/);
  expect(isWebp(bytes), `${label}: WebP content`).toBe(true);
  expect(bytes.includes(PAYLOAD_MARK), `${label}: payload kept`).toBe(false);
  expect(bytes.includes('<script'), `${label}: script kept`).toBe(false);
}

const file = (
  route: UploadRoute,
  content: Buffer,
  filename = 'photo.png',
  contentType = 'image/png',
): Part => ({
  name: route.field,
  filename,
  contentType,
  content,
});

describe('image uploads', () => {
  it('cover every route that takes multipart', () => {
    const tested = new Set(routes.map((r) => r.key));
    expect(
      [...multipartRoutes].filter((key) => !tested.has(key) && !SPREADSHEET_ROUTES.has(key)),
      'multipart routes without upload tests',
    ).toEqual([]);
    expect(
      [...tested].filter((key) => !multipartRoutes.has(key)),
      'tested but not multipart',
    ).toEqual([]);
  });

  it('store a plain image re-encoded as WebP (the harness can accept)', async () => {
    for (const route of routes) {
      await expectStoredClean(route, 'PNG', [file(route, files.png)]);
      await expectStoredClean(route, 'JPEG', [file(route, files.jpeg, 'photo.jpg', 'image/jpeg')]);
    }
  });

  it('refuse what is not an image: text, HTML, a PDF, SVG with a script', async () => {
    for (const route of routes) {
      await expectRefused(route, 'text', 415, [file(route, files.text, 'notes.png', 'image/png')]);
      await expectRefused(route, 'HTML', 415, [file(route, files.html, 'page.html', 'text/html')]);
      await expectRefused(route, 'HTML posing as a PNG', 415, [
        file(route, files.html, 'photo.png', 'image/png'),
      ]);
      await expectRefused(route, 'PDF', 415, [file(route, files.pdf, 'doc.pdf', 'application/pdf')]);
      await expectRefused(route, 'SVG with a script', 415, [
        file(route, files.svgWithScript, 'logo.svg', 'image/svg+xml'),
      ]);
    }
  });

  it('keep only the picture of a polyglot: HTML after a PNG, a script after a JPEG, a JAR after a GIF', async () => {
    for (const route of routes) {
      await expectStoredClean(route, 'PNG + HTML', [file(route, files.pngWithHtml, 'x.html', 'text/html')]);
      await expectStoredClean(route, 'JPEG + script', [
        file(route, files.jpegWithScript, 'x.jpg', 'image/jpeg'),
      ]);
      await expectStoredClean(route, 'GIFAR', [file(route, files.gifar, 'x.gif', 'image/gif')]);
    }
  });

  it('read the content, not the declared type: a PNG declared as text is an image', async () => {
    for (const route of routes) {
      await expectStoredClean(route, 'PNG as text/plain', [
        file(route, files.png, 'readme.txt', 'text/plain'),
      ]);
    }
  });

  it('refuse pixel bombs (50000×50000 in a few hundred bytes; 41 megapixels in 40 kB) without decoding them', async () => {
    expect(files.bomb.length).toBeLessThan(2048);
    expect(files.completeBomb.length).toBeLessThan(200 * 1024);
    for (const route of routes) {
      await expectRefused(route, 'declared pixel bomb', 415, [file(route, files.bomb)]);
      await expectRefused(route, 'complete pixel bomb', 415, [file(route, files.completeBomb)]);
    }
  });

  it('refuse a file over 5 MB', async () => {
    for (const route of routes) {
      await expectRefused(route, 'over 5 MB', 413, [file(route, files.oversize, 'big.jpg', 'image/jpeg')]);
    }
  });

  it('refuse an empty file, two files, no file (where one is needed) and a file in another field', async () => {
    for (const route of routes) {
      await expectRefused(route, 'empty file', [400, 415], [file(route, Buffer.alloc(0))]);
      await expectRefused(route, 'two files', 413, [file(route, files.png), file(route, files.jpeg)]);
      if (route.fileRequired) {
        await expectRefused(route, 'a text field instead of a file', 400, [
          { name: route.field, content: 'photo.png' },
        ]);
        await expectRefused(route, 'no parts', 400, []);
      } else {
        const before = mediaFiles();
        const res = await route.send([]);
        expectSafeAnswer(res, `${route.key} without a file`);
        expect(res.statusCode, `${route.key} without a file: ${res.body}`).toBe(route.accepted);
        expect(newFiles(before)).toEqual([]);
      }
      await expectRefused(route, 'a file in another field', 400, [
        { name: 'document', filename: 'photo.png', contentType: 'image/png', content: files.png },
      ]);
    }
  });

  it('refuse broken multipart bodies', async () => {
    for (const route of routes) {
      const whole = toRaw(multipartBody([file(route, files.png)]));
      await expectRefused(route, 'cut short', 400, [], {
        ...whole,
        payload: whole.payload.subarray(0, whole.payload.length - 200),
      });
      await expectRefused(route, 'no boundary', [400, 415], [], {
        ...whole,
        contentType: 'multipart/form-data',
      });
    }
  });
});
