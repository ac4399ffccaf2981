import { describe, expect, it } from 'vitest';
import {
  addToCart,
  admin,
  applyCode,
  call,
  createCode,
  egp,
  fresh,
  full,
  other,
  type Product,
  setUpPromotionsApp,
  t,
  toPiastres,
} from './promotions-fixtures';

setUpPromotionsApp();

/** The calendar day in Cairo of an instant, as Intl writes it (en-CA: YYYY-MM-DD). */
const cairoDay = (ms: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' }).format(new Date(ms));

describe('automatic offers', () => {
  it('a sale shows on the product with its name and end, prices the cart, and combines with codes only when allowed', async () => {
    const endsAt = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const sale = await call(admin, 'POST', '/api/admin/offers', {
      nameEn: 'Protein week',
      nameAr: 'أسبوع البروتين',
      kind: 'sale',
      percent: 20,
      scope: { kind: 'products', ids: [full.id] },
      endsAt,
    });
    expect(sale.statusCode, sale.body).toBe(201);
    const unit = Math.floor((toPiastres(full.price) * 80 + 50) / 100);
    const shown = (await t.app.inject({ method: 'GET', url: `/api/products/${full.id}` })).json() as Product;
    expect(shown).toMatchObject({
      discount: 20,
      discountedPrice: egp(unit),
      offer: { name: 'Protein week', endsAt, lastDay: cairoDay(Date.parse(endsAt) - 1) },
    });
    const ar = (
      await t.app.inject({
        method: 'GET',
        url: `/api/products/${full.id}`,
        headers: { 'accept-language': 'ar' },
      })
    ).json() as Product;
    expect(ar.offer?.name).toBe('أسبوع البروتين');

    const shopper = fresh();
    const cart = (await addToCart(shopper, full, 1)).json() as {
      price: number;
      offer: { name: string } | null;
    }[];
    expect(cart[0]).toMatchObject({ price: egp(unit), offer: { name: 'Protein week' } });
    const strict = await createCode({ combinesWithOffers: false });
    expect((await applyCode(shopper, strict.code)).json().fields.reason).toBe('on-offer');
    const combining = await createCode({ percent: 10 });
    expect((await applyCode(shopper, combining.code)).json().discount).toBe(
      egp(Math.floor((unit * 1000 + 5000) / 10_000)),
    );

    // paused: the catalogue and the cart go back to the list price
    await call(admin, 'PATCH', `/api/admin/offers/${sale.json().id}/status`, { status: 'paused' });
    const back = (await t.app.inject({ method: 'GET', url: `/api/products/${full.id}` })).json() as Product;
    expect(back.offer).toBeUndefined();
    expect(back.discountedPrice).toBe(full.discountedPrice);
    expect(((await call(shopper, 'GET', '/api/cart')).json() as { offer: unknown }[])[0]!.offer).toBeNull();
  });

  it('a sale leaves the catalogue by itself when it ends', async () => {
    const endsAt = new Date(Date.now() + 1500).toISOString();
    const sale = await call(admin, 'POST', '/api/admin/offers', {
      nameEn: 'Flash sale',
      nameAr: 'تخفيض سريع',
      kind: 'sale',
      percent: 30,
      scope: { kind: 'products', ids: [other.id] },
      endsAt,
    });
    expect(sale.statusCode, sale.body).toBe(201);
    const read = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/products/${other.id}` })).json() as Product;
    expect((await read()).offer?.name).toBe('Flash sale');
    await new Promise((r) => setTimeout(r, 1700));
    await t.app.catalogue.settled();
    const after = await read();
    expect(after.offer).toBeUndefined();
    expect(after.discountedPrice).toBe(other.discountedPrice);
  });

  it('a quantity tier applies from its minimum, across flavors of one product', async () => {
    const tier = await call(admin, 'POST', '/api/admin/offers', {
      nameEn: 'Two or more: 10 % off',
      nameAr: 'قطعتان أو أكثر: خصم ١٠٪',
      kind: 'tier',
      percent: 10,
      minQuantity: 2,
      scope: { kind: 'categories', values: [other.category.toUpperCase()] },
    });
    expect(tier.statusCode, tier.body).toBe(201);
    const shopper = fresh();
    const one = (await addToCart(shopper, other, 1)).json() as { price: number; offer: unknown }[];
    expect(one[0]).toMatchObject({ price: other.discountedPrice, offer: null });
    const two = (await addToCart(shopper, other, 1)).json() as { price: number; offer: { name: string } }[];
    expect(two[0]!.price).toBe(egp(Math.floor((toPiastres(other.price) * 90 + 50) / 100)));
    expect(two[0]!.offer.name).toBe('Two or more: 10 % off');
    // the catalogue does not show a tier as the product's price
    const shown = (await t.app.inject({ method: 'GET', url: `/api/products/${other.id}` })).json() as Product;
    expect(shown.offer).toBeUndefined();
    await call(admin, 'PATCH', `/api/admin/offers/${tier.json().id}/status`, { status: 'ended' });
  });
});
