import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders, products, reviews as reviewsTable } from '../../db/schema/index';
import { seedDemoCatalogue } from '../../db/seed/demo-catalogue';
import { multipartBody } from '../../test/multipart-body';
import { callAs, nextIp, quickShoppers, type CallArgs, type Caller } from '../../test/shoppers';
import { createTestApp, type TestContext } from '../../test/test-app';
import { withReviewsJsonLd } from '../../lib/review-json-ld';
import { pageDataSource } from '../../plugins/page-data';

let t: TestContext;
let admin: Caller;
let shoppers: Caller[];
const call = (...args: CallArgs) => callAs(t.app, ...args);

/** An order of one product (and flavor) by the shopper, in the given status. */
async function order(who: Caller, productId: number, status: string, flavor?: string) {
  const db = t.app.db as Db;
  const [product] = await db.select().from(products).where(eq(products.id, productId));
  const [row] = await db
    .insert(orders)
    .values({
      userId: who.id,
      userEmail: who.email,
      status,
      paymentMethod: 'cod',
      paymentStatus: 'pending',
      totalPiastres: product!.finalPricePiastres,
      address: { street: '1 St', city: 'Cairo', state: 'Cairo', zipCode: '11511', country: 'Egypt' },
    })
    .returning({ id: orders.id });
  await db.insert(orderItems).values({
    orderId: row!.id,
    productId,
    name: product!.nameEn,
    flavor: flavor ?? (await firstFlavor(productId)),
    quantity: 1,
    unitPricePiastres: product!.finalPricePiastres,
    originalPricePiastres: product!.pricePiastres,
  });
}

async function firstFlavor(productId: number): Promise<string> {
  const product = (await call(null, 'GET', `/api/products/${productId}`)).json();
  return product.available_flavors[0] ?? 'Unflavored';
}

const review = (rating: number, extra: Record<string, unknown> = {}) => ({
  rating,
  title: `Rated ${rating}`,
  text: 'Mixes well and tastes fine.',
  ...extra,
});

async function setModeration(on: boolean) {
  const res = await call(admin, 'PUT', '/api/admin/reviews/settings', { moderation: on });
  expect(res.statusCode, res.body).toBe(200);
}

const productRating = async (id: number) => (await call(null, 'GET', `/api/products/${id}`)).json().rating;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoCatalogue(t.app.db, t.app.files);
  admin = (await quickShoppers(t.app, 1, 'review-admin', 'admin'))[0]!;
  shoppers = await quickShoppers(t.app, 8, 'reviewer');
});
afterAll(() => t.close());

describe('who may review', () => {
  it('refuses who never bought, whose order is not delivered or was cancelled; lets a verified buyer', async () => {
    const [a, b, c, d] = shoppers as [Caller, Caller, Caller, Caller];
    const never = await call(a, 'POST', '/api/products/1/reviews', review(5));
    expect(never.statusCode).toBe(403);
    expect(never.json()).toMatchObject({ code: 'REVIEW_NOT_ALLOWED', fields: { reason: 'never-bought' } });

    await order(b, 1, 'shipped');
    const notYet = await call(b, 'POST', '/api/products/1/reviews', review(5));
    expect(notYet.statusCode).toBe(403);
    expect(notYet.json().fields.reason).toBe('not-delivered');
    expect(notYet.json().message).toMatch(/delivered/);

    await order(c, 1, 'cancelled');
    const cancelled = await call(c, 'POST', '/api/products/1/reviews', review(5));
    expect(cancelled.json().fields.reason).toBe('cancelled');

    await order(d, 1, 'delivered');
    const mine = await call(d, 'GET', '/api/products/1/reviews/mine');
    expect(mine.json()).toMatchObject({ review: null, canReview: true, refusal: null, moderation: true });
    const ok = await call(d, 'POST', '/api/products/1/reviews', review(4));
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({ status: 'pending', rating: 4, verifiedBuyer: true, lang: 'en' });

    const again = await call(d, 'POST', '/api/products/1/reviews', review(5));
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('REVIEW_EXISTS');
    expect((await call(d, 'GET', '/api/products/1/reviews/mine')).json()).toMatchObject({
      canReview: false,
      refusal: 'already-reviewed',
      review: { status: 'pending' },
    });
    expect((await call(null, 'GET', '/api/products/1/reviews/mine')).statusCode).toBe(401);
    expect((await call(d, 'POST', '/api/products/999999/reviews', review(5))).statusCode).toBe(404);
  });

  it('refuses bad input with a 4xx naming the field', async () => {
    const who = shoppers[4]!;
    await order(who, 2, 'delivered');
    for (const [body, field] of [
      [review(0), 'rating'],
      [review(6), 'rating'],
      [review(4.5), 'rating'],
      [{ ...review(5), text: 'x'.repeat(4001) }, 'text'],
      [{ ...review(5), title: '' }, 'title'],
      [{ ...review(5), lang: 'fr' }, 'lang'],
      [{ ...review(5), flavor: 'Not A Flavor' }, 'flavor'],
    ] as const) {
      const res = await call(who, 'POST', '/api/products/2/reviews', body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().fields, res.body).toHaveProperty(field);
    }
    const notImage = multipartBody([
      { name: 'rating', content: '5' },
      { name: 'title', content: 'Photo' },
      { name: 'text', content: 'With a photo' },
      {
        name: 'photo',
        content: '<svg xmlns="http://www.w3.org/2000/svg"/>',
        filename: 'x.png',
        contentType: 'image/png',
      },
    ]);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/products/2/reviews',
      headers: { ...notImage.headers, authorization: `Bearer ${who.token}` },
      payload: notImage.payload,
    });
    expect(bad.statusCode).toBe(415);
    expect((await call(who, 'GET', '/api/products/2/reviews/mine')).json().review).toBeNull();
  });

  it('takes a photo by multipart, re-encoded, and tells Arabic from its script', async () => {
    const who = shoppers[4]!;
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c00' } })
      .png()
      .toBuffer();
    const form = multipartBody([
      { name: 'rating', content: '5' },
      { name: 'title', content: 'ممتاز' },
      { name: 'text', content: 'طعم رائع ويذوب بسرعة' },
      { name: 'photo', content: png, filename: 'tub.png', contentType: 'image/png' },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/products/2/reviews',
      headers: { ...form.headers, authorization: `Bearer ${who.token}` },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().lang).toBe('ar');
    expect(res.json().photo).toMatch(/^http:\/\/localhost:80\/media\/reviews\/.+\.webp$/);
    const path = new URL(res.json().photo as string).pathname;
    const served = await t.app.inject({ method: 'GET', url: path });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
  });
});

describe('moderation and the average', () => {
  it('publishes after approval, shows the rejection reason to the author, and counts only published', async () => {
    const [, , , d] = shoppers as Caller[];
    expect(await productRating(1)).toBeUndefined();
    const pending = (await call(admin, 'GET', '/api/admin/reviews?status=pending')).json();
    const id = pending.find((r: { productId: number }) => r.productId === 1).id;
    expect((await call(null, 'GET', '/api/products/1/reviews')).json().total).toBe(0);

    const approved = await call(admin, 'POST', `/api/admin/reviews/${id}/approve`);
    expect(approved.json().status).toBe('published');
    expect(await productRating(1)).toEqual({ average: 4, count: 1 });
    const list = (await call(null, 'GET', '/api/products/1/reviews')).json();
    expect(list.summary).toEqual({ average: 4, count: 1, distribution: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 0 } });
    expect(list.items[0]).toMatchObject({
      id,
      author: expect.stringMatching(/^Quick S\.$/),
      verifiedBuyer: true,
    });

    const rejected = await call(admin, 'POST', `/api/admin/reviews/${id}/reject`, {
      reason: 'Mentions a price',
    });
    expect(rejected.statusCode).toBe(200);
    expect(await productRating(1)).toBeUndefined();
    expect((await call(d!, 'GET', '/api/products/1/reviews/mine')).json().review).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Mentions a price',
    });
    // the edit goes back to the queue
    const edited = await call(d!, 'PUT', '/api/products/1/reviews/mine', review(2));
    expect(edited.json()).toMatchObject({ status: 'pending', rejectionReason: null, rating: 2 });
    expect(edited.json().editedAt).not.toBeNull();
    await call(admin, 'POST', `/api/admin/reviews/${id}/approve`);
    expect(await productRating(1)).toEqual({ average: 2, count: 1 });
    const audit = (await call(admin, 'GET', '/api/admin/audit?type=action&query=review')).json();
    expect(audit.map((a: { action: string }) => a.action)).toEqual(
      expect.arrayContaining(['review.approve', 'review.reject']),
    );
  });

  it('publishes at once with moderation off; averages stay exact after edits and deletions', async () => {
    await setModeration(false);
    const raters = shoppers.slice(5, 8);
    for (const who of raters) await order(who, 1, 'delivered');
    for (const [i, who] of raters.entries()) {
      const res = await call(who, 'POST', '/api/products/1/reviews', review([5, 5, 4][i]!));
      expect(res.json().status).toBe('published');
    }
    // 2 + 5 + 5 + 4 = 16 / 4
    expect(await productRating(1)).toEqual({ average: 4, count: 4 });
    await call(raters[2]!, 'PUT', '/api/products/1/reviews/mine', review(1));
    // 2 + 5 + 5 + 1 = 13 / 4 = 3.25
    expect(await productRating(1)).toEqual({ average: 3.3, count: 4 });
    expect((await call(raters[2]!, 'GET', '/api/products/1/reviews/mine')).json().review.status).toBe(
      'published',
    );
    expect((await call(raters[0]!, 'DELETE', '/api/products/1/reviews/mine')).statusCode).toBe(200);
    // 2 + 5 + 1 = 8 / 3
    expect(await productRating(1)).toEqual({ average: 2.7, count: 3 });
    expect((await call(raters[0]!, 'DELETE', '/api/products/1/reviews/mine')).statusCode).toBe(404);
    const dashboard = (await call(admin, 'GET', '/api/admin/dashboard')).json();
    // the Arabic review of product 2 waits
    expect(dashboard).toMatchObject({ pendingReviews: 1, reportedReviews: 0 });
    await setModeration(true);
  });
});

describe('helpful votes and reports', () => {
  it('counts one vote per shopper, never on one’s own review', async () => {
    const [first] = (await call(null, 'GET', '/api/products/1/reviews')).json().items;
    const voter = shoppers[0]!;
    expect((await call(voter, 'PUT', `/api/reviews/${first.id}/helpful`)).json()).toEqual({
      votedHelpful: true,
      helpfulCount: 1,
    });
    expect((await call(voter, 'PUT', `/api/reviews/${first.id}/helpful`)).json().helpfulCount).toBe(1);
    expect((await call(shoppers[1]!, 'PUT', `/api/reviews/${first.id}/helpful`)).json().helpfulCount).toBe(2);
    const seen = (await call(voter, 'GET', '/api/products/1/reviews?sort=helpful')).json().items[0];
    expect(seen).toMatchObject({ id: first.id, votedHelpful: true, helpfulCount: 2 });
    expect((await call(voter, 'DELETE', `/api/reviews/${first.id}/helpful`)).json()).toEqual({
      votedHelpful: false,
      helpfulCount: 1,
    });
    expect((await call(null, 'PUT', `/api/reviews/${first.id}/helpful`)).statusCode).toBe(401);
    // the author of the newest review is one of shoppers 3..7
    for (const who of shoppers) {
      const mine = (await call(who, 'GET', '/api/products/1/reviews/mine')).json().review;
      if (mine?.id !== first.id) continue;
      const own = await call(who, 'PUT', `/api/reviews/${first.id}/helpful`);
      expect(own.statusCode).toBe(403);
      expect(own.json().code).toBe('OWN_REVIEW');
    }
  });

  it('takes a report once per shopper or address, rate-limited, and queues it for the admin', async () => {
    const [first] = (await call(null, 'GET', '/api/products/1/reviews')).json().items;
    const report = (who: Caller | null, ip: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/reviews/${first.id}/reports`,
        payload: { reason: 'spam', note: 'Looks like an ad' },
        remoteAddress: ip,
        headers: who ? { authorization: `Bearer ${who.token}` } : {},
      });
    const ip = nextIp();
    expect((await report(null, ip)).statusCode).toBe(201);
    const twice = await report(null, ip);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('ALREADY_REPORTED');
    expect((await report(shoppers[0]!, ip)).statusCode).toBe(201);
    expect((await report(shoppers[0]!, nextIp())).statusCode).toBe(409);
    // five a minute from one address
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await report(shoppers[1 + i]!, ip)).statusCode);
    expect(codes).toContain(429);
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/reviews/${first.id}/reports`,
      payload: { reason: 'because' },
      remoteAddress: nextIp(),
    });
    expect(bad.statusCode).toBe(400);

    const queue = await call(admin, 'GET', '/api/admin/reviews?status=reported');
    expect(queue.headers['x-total-count']).toBe('1');
    expect(queue.json()[0].reports).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ reason: 'spam', note: 'Looks like an ad', reporterEmail: null }),
        expect.objectContaining({ reporterEmail: shoppers[0]!.email }),
      ]),
    );
    expect((await call(admin, 'GET', '/api/admin/dashboard')).json().reportedReviews).toBe(1);
    await call(admin, 'POST', `/api/admin/reviews/${first.id}/dismiss-reports`);
    expect((await call(admin, 'GET', '/api/admin/reviews?status=reported')).json()).toEqual([]);
  });
});

describe('the catalogue and the product page', () => {
  it('sorts the listing by rating and filters 4 stars & up', async () => {
    // product 1 averages 2.7 (3 reviews); give product 3 a 5 and product 4 a 4
    await setModeration(false);
    const [x, y] = await quickShoppers(t.app, 2, 'sorter');
    await order(x!, 3, 'delivered');
    await order(y!, 4, 'delivered');
    await call(x!, 'POST', '/api/products/3/reviews', review(5));
    await call(y!, 'POST', '/api/products/4/reviews', review(4));
    await setModeration(true);
    const sorted = (await call(null, 'GET', '/api/products?sort=rating&limit=4')).json();
    expect(sorted.map((p: { id: number }) => p.id).slice(0, 3)).toEqual([3, 4, 1]);
    expect(sorted[3].rating).toBeUndefined();
    const good = await call(null, 'GET', '/api/products?minRating=4');
    expect(
      good
        .json()
        .map((p: { id: number }) => p.id)
        .sort(),
    ).toEqual([3, 4]);
    expect(good.headers['x-total-count']).toBe('2');
    expect((await call(null, 'GET', '/api/products?minRating=6')).statusCode).toBe(400);
  });

  it('puts aggregateRating and the newest reviews into the product JSON-LD', async () => {
    const source = pageDataSource(t.app);
    const product = { '@context': 'https://schema.org', '@type': 'Product', name: 'X', sku: '1' };
    const [withRating] = (await withReviewsJsonLd([product], (id) =>
      source.productReviews(id, { sort: 'newest', page: 1, limit: 5 }, 'en'),
    )) as Record<string, unknown>[];
    expect(withRating).toMatchObject({
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 2.7, reviewCount: 3 },
    });
    const reviews = withRating!.review as Record<string, unknown>[];
    expect(reviews).toHaveLength(3);
    expect(reviews[0]).toMatchObject({
      '@type': 'Review',
      author: { '@type': 'Person', name: expect.any(String) },
      reviewRating: { ratingValue: expect.any(Number) },
      inLanguage: 'en',
      datePublished: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
    });
    const unrated = { ...product, sku: '5' };
    expect(
      await withReviewsJsonLd([unrated], (id) =>
        source.productReviews(id, { sort: 'newest', page: 1, limit: 5 }, 'en'),
      ),
    ).toEqual([unrated]);
  });
});

describe('the kept review lists', () => {
  const list = (who: Caller | null, query = '') => call(who, 'GET', `/api/products/1/reviews${query}`);

  it('answers a visitor from memory and forgets it at every change: a vote, a direct write, a moderation', async () => {
    const first = await list(null);
    expect(first.statusCode).toBe(200);
    const again = await list(null);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['x-total-count']).toBe(String(first.json().total));
    const top = first.json().items[0];

    // a vote changes the helpful count every visitor sees, and marks the voter's own copy only
    const voter = (await quickShoppers(t.app, 1, 'kept-voter'))[0]!;
    expect((await call(voter, 'PUT', `/api/reviews/${top.id}/helpful`)).statusCode).toBe(200);
    const seen = (await list(null)).json().items.find((r: { id: number }) => r.id === top.id);
    expect(seen).toMatchObject({ helpfulCount: top.helpfulCount + 1, votedHelpful: false });
    const mine = (await list(voter)).json().items.find((r: { id: number }) => r.id === top.id);
    expect(mine).toMatchObject({ helpfulCount: top.helpfulCount + 1, votedHelpful: true });

    // a writer that is not this route (another process, a script): the trigger's notice forgets it
    await (t.app.db as Db)
      .update(reviewsTable)
      .set({ title: 'Changed elsewhere' })
      .where(eq(reviewsTable.id, top.id));
    await t.app.catalogue.settled();
    expect((await list(null)).json().items.find((r: { id: number }) => r.id === top.id).title).toBe(
      'Changed elsewhere',
    );

    // rejected by the admin: gone from the list at once
    const rejected = await call(admin, 'POST', `/api/admin/reviews/${top.id}/reject`, {
      reason: 'Off topic',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect((await list(null)).json().items.map((r: { id: number }) => r.id)).not.toContain(top.id);
  });
});
