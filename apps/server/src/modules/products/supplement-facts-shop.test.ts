import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ProductDto } from '@atlas/shared/contract/products';
import { productFlavors, products } from '../../db/schema/index';
import { withFactsJsonLd } from '../../lib/facts-json-ld';
import { pageDataSource } from '../../plugins/page-data';
import {
  admin,
  call,
  CATEGORY,
  create,
  flavorRow,
  list,
  pea,
  preWorkout,
  setUpFactsApp,
  shop,
  shopper,
  t,
  whey,
} from './supplement-facts-fixtures';

setUpFactsApp();

describe('the shop reads the facts', () => {
  it('carries facts, flavor facts and prices per serving and per 25 g protein at the discounted price, to the piastre', async () => {
    // 1899.50 EGP less 10 %: 1709.55 EGP (170955 piastres)
    const p = await create({
      price: 1899.5,
      discount: 10,
      facts: whey,
      flavors: [flavorRow('Vanilla'), flavorRow('Cookies', { allergens: ['milk', 'soy', 'gluten'] })],
    });
    const dto = await shop(p.id);
    expect(dto.discountedPrice).toBe(1709.55);
    expect(dto.facts).toEqual(p.facts);
    expect(dto.flavor_facts).toEqual({ Cookies: { allergens: ['milk', 'soy', 'gluten'] } });
    // 170955 / 73 = 2341.85 → 2342 piastres
    expect(dto.pricePerServing).toBe(23.42);
    // 170955 × 25 / (24 × 73) = 2439.38 → 2439 piastres
    expect(dto.pricePer25gProtein).toBe(24.39);

    // a product under 5 g protein a serving has a serving price and no protein price
    const pre = await shop((await create({ price: 600, facts: preWorkout })).id);
    expect(pre.pricePerServing).toBe(20);
    expect(pre.pricePer25gProtein).toBeUndefined();
    expect(pre.flavor_facts).toBeUndefined();

    // and one without facts has none of these fields
    const none = await shop((await create({})).id);
    expect(none).not.toHaveProperty('facts');
    expect(none).not.toHaveProperty('pricePerServing');
  });

  it('prices a serving at a running sale’s price', async () => {
    const p = await create({ price: 730, discount: 5, facts: whey });
    const sale = await call(admin, 'POST', '/api/admin/offers', {
      nameEn: 'Label week',
      nameAr: 'أسبوع الملصق',
      kind: 'sale',
      percent: 20,
      scope: { kind: 'products', ids: [p.id] },
      endsAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    });
    expect(sale.statusCode, sale.body).toBe(201);
    const dto = await shop(p.id);
    // 730 EGP less 20 % = 584 EGP: 58400 / 73 = 800 piastres; 58400 × 25 / (24 × 73) = 833.33
    expect(dto).toMatchObject({ discountedPrice: 584, pricePerServing: 8, pricePer25gProtein: 8.33 });
  });

  it('follows a facts change made straight in SQL (the triggers tell the catalogue)', async () => {
    const p = await create({ price: 730, facts: whey });
    expect((await shop(p.id)).pricePerServing).toBe(10);
    await t.app.db
      .update(products)
      .set({ facts: { ...p.facts!, servingsPerContainer: 70 } })
      .where(eq(products.id, p.id));
    expect((await shop(p.id)).pricePerServing).toBe(10.43);
    await t.app.db.execute(sql`update products set facts = null where id = ${p.id}`);
    expect((await shop(p.id)).facts).toBeUndefined();
  });

  it('sorts by the price of a serving and of 25 g protein, products without the figure last, and filters by allergens', async () => {
    // a category of its own: its products only
    await t.app.db.delete(products).where(eq(products.category, CATEGORY));
    const cheapWhey = await create({ price: 730, facts: whey }); // 10.00 a serving, 10.42 / 25 g
    const peaProtein = await create({
      price: 450,
      facts: pea,
      flavors: [flavorRow('Plain'), flavorRow('Peanut', { allergens: ['nuts'] })],
    }); // 15.00 a serving, 17.86 / 25 g
    const pre = await create({ price: 300, facts: preWorkout }); // 10.00 a serving, no protein figure
    const bare = await create({ price: 50 });

    const ids = (items: ProductDto[]) => items.map((p) => p.id);
    expect(ids(await list('sort=serving-asc'))).toEqual([cheapWhey.id, pre.id, peaProtein.id, bare.id]);
    expect(ids(await list('sort=protein-asc'))).toEqual([cheapWhey.id, peaProtein.id, pre.id, bare.id]);
    // paged: the order holds across pages
    expect(ids(await list('sort=serving-asc&limit=2&page=2'))).toEqual([peaProtein.id, bare.id]);

    // free of milk: whey is out, a product without facts is left out (nobody vouches for it)
    expect(ids(await list('allergenFree=milk&sort=serving-asc'))).toEqual([pre.id, peaProtein.id]);
    // a flavor's own allergens count: the pea protein's peanut flavor holds nuts
    expect(ids(await list('allergenFree=nuts,milk&sort=serving-asc'))).toEqual([pre.id]);
    expect(ids(await list('allergenFree=MILK,%20gluten&sort=serving-asc'))).toEqual([pre.id, peaProtein.id]);
    const total = await t.app.inject({
      method: 'GET',
      url: `/api/products?category=${encodeURIComponent(CATEGORY)}&allergenFree=milk&limit=1`,
    });
    expect(total.headers['x-total-count']).toBe('2');

    const bad = await t.app.inject({ method: 'GET', url: '/api/products?allergenFree=peanut' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('allergenFree');

    // a facts change moves a product in the sort at once
    await t.app.db
      .update(productFlavors)
      .set({ facts: { allergens: ['milk'], suitableFor: ['halal'] } })
      .where(eq(productFlavors.productId, peaProtein.id));
    expect(ids(await list('allergenFree=milk&sort=serving-asc'))).toEqual([pre.id]);
  });
});

describe('the product page’s JSON-LD', () => {
  it('states the label as additionalProperty PropertyValues, in the page’s language', async () => {
    const source = pageDataSource(t.app);
    const p = await create({
      facts: {
        ...preWorkout,
        perServing: { ...preWorkout.perServing, actives: [{ en: 'L-Citrulline', ar: 'سيترولين', mg: 6000 }] },
      },
    });
    const page = { '@context': 'https://schema.org', '@type': 'Product', name: p.name, sku: String(p.id) };
    const [en] = (await withFactsJsonLd([page], (id) => source.getProduct(id, 'en'), 'en')) as {
      additionalProperty: Record<string, unknown>[];
    }[];
    expect(en!.additionalProperty).toEqual([
      { '@type': 'PropertyValue', name: 'Serving size', value: 10, unitText: 'g', unitCode: 'GRM' },
      { '@type': 'PropertyValue', name: 'Servings per container', value: 30 },
      { '@type': 'PropertyValue', name: 'Energy per serving', value: 5, unitText: 'kcal', unitCode: 'E14' },
      { '@type': 'PropertyValue', name: 'Protein per serving', value: 0, unitText: 'g', unitCode: 'GRM' },
      {
        '@type': 'PropertyValue',
        name: 'Carbohydrate per serving',
        value: 1,
        unitText: 'g',
        unitCode: 'GRM',
      },
      { '@type': 'PropertyValue', name: 'Sugar per serving', value: 0, unitText: 'g', unitCode: 'GRM' },
      { '@type': 'PropertyValue', name: 'Fat per serving', value: 0, unitText: 'g', unitCode: 'GRM' },
      { '@type': 'PropertyValue', name: 'Caffeine per serving', value: 300, unitText: 'mg', unitCode: 'MGM' },
      { '@type': 'PropertyValue', name: 'L-Citrulline', value: 6000, unitText: 'mg', unitCode: 'MGM' },
    ]);
    const [ar] = (await withFactsJsonLd([page], (id) => source.getProduct(id, 'ar'), 'ar')) as {
      additionalProperty: { name: string }[];
    }[];
    expect(ar!.additionalProperty[0]!.name).toBe('حجم الحصة');
    expect(ar!.additionalProperty.at(-1)!.name).toBe('سيترولين');

    // without facts, or gone, or not a Product: left as it is
    const bare = { ...page, sku: String((await create({})).id) };
    const missing = { ...page, sku: '999999' };
    const other = { '@type': 'BreadcrumbList', sku: String(p.id) };
    const load = (id: number) => source.getProduct(id, 'en');
    expect(await withFactsJsonLd([bare, missing, other], load, 'en')).toEqual([bare, missing, other]);
  });
});

describe('the cart reads the facts', () => {
  it('gives each line its serving price, its caffeine a day and the allergens of its own flavor', async () => {
    const p = await create({
      price: 1460,
      facts: whey,
      flavors: [flavorRow('Vanilla'), flavorRow('Cookies', { allergens: ['milk', 'soy', 'gluten'] })],
    });
    const pre = await create({ price: 600, facts: { ...preWorkout, maxServingsPerDay: 2 } });
    const plain = await create({});
    await call(shopper, 'DELETE', '/api/cart');
    for (const [productId, selectedFlavor] of [
      [p.id, 'Cookies'],
      [p.id, 'Vanilla'],
      [pre.id, undefined],
      [plain.id, undefined],
    ] as const) {
      const res = await call(shopper, 'POST', '/api/cart/add', { productId, selectedFlavor, quantity: 1 });
      expect(res.statusCode, res.body).toBeLessThan(300);
    }
    const cart = (await call(shopper, 'GET', '/api/cart')).json() as Record<string, unknown>[];
    const line = (productId: number, flavor?: string) =>
      cart.find((l) => l.productId === productId && (!flavor || l.selectedFlavor === flavor))!;
    // 146000 / 73 = 2000 piastres
    expect(line(p.id, 'Cookies')).toMatchObject({
      pricePerServing: 20,
      caffeineMgPerDay: 0,
      allergens: ['milk', 'soy', 'gluten'],
    });
    expect(line(p.id, 'Vanilla')).toMatchObject({ allergens: ['milk', 'soy'] });
    expect(line(pre.id)).toMatchObject({ pricePerServing: 20, caffeineMgPerDay: 600, allergens: [] });
    expect(line(plain.id)).not.toHaveProperty('pricePerServing');
    expect(line(plain.id)).not.toHaveProperty('caffeineMgPerDay');
  });
});
