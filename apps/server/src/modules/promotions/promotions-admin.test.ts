import { describe, expect, it } from 'vitest';
import { admin, call, createCode, setUpPromotionsApp, shoppers } from './promotions-fixtures';

setUpPromotionsApp();

describe('admin routes', () => {
  it('are for admins only', async () => {
    const shopper = shoppers[39]!;
    for (const [method, url] of [
      ['GET', '/api/admin/coupons'],
      ['POST', '/api/admin/coupons'],
      ['PUT', '/api/admin/coupons/1'],
      ['PATCH', '/api/admin/coupons/1/status'],
      ['GET', '/api/admin/coupons/export'],
      ['GET', '/api/admin/offers'],
      ['POST', '/api/admin/offers'],
      ['PUT', '/api/admin/offers/1'],
      ['PATCH', '/api/admin/offers/1/status'],
    ] as const) {
      expect((await call(null, method, url, {})).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(shopper, method, url, {})).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('validate what they are sent', async () => {
    const bad = [
      { kind: 'percent', percent: 0 },
      { kind: 'percent', percent: 101 },
      { kind: 'amount', amount: 0 },
      { kind: 'bogus' },
      { kind: 'percent', percent: 10, code: 'no spaces' },
      { kind: 'percent', percent: 10, startsAt: '2027-01-02T00:00:00Z', endsAt: '2027-01-01T00:00:00Z' },
      { kind: 'percent', percent: 10, scope: { kind: 'brands', values: [] } },
      { kind: 'percent', percent: 10, trainerId: 999_999 },
    ];
    for (const body of bad) {
      const res = await call(admin, 'POST', '/api/admin/coupons', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const tier = await call(admin, 'POST', '/api/admin/offers', {
      nameEn: 'x',
      nameAr: 'س',
      kind: 'tier',
      percent: 10,
      minQuantity: 1,
    });
    expect(tier.statusCode).toBe(400);
    expect(
      (await call(admin, 'PUT', '/api/admin/coupons/999999', { kind: 'free-delivery' })).statusCode,
    ).toBe(404);
  });

  it('draws a random code when none is given, and refuses one spelled like another', async () => {
    const drawn = await createCode({ code: '' });
    expect(drawn.code).toMatch(/^[A-HJKMNP-Z2-9]{10}$/);
    const res = await call(admin, 'POST', '/api/admin/coupons', {
      code: drawn.code.toLowerCase(),
      kind: 'free-delivery',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().fields.code).toBeDefined();
  });
});
