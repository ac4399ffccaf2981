import { parse } from 'csv-parse/sync';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminProductDto, ImportPreviewDto } from '@atlas/shared/contract/admin-products';
import type { ProductDto } from '@atlas/shared/contract/products';
import { factsMessages } from '@atlas/shared/contract/supplement-facts';
import {
  CATALOGUE_BASE_COLUMNS,
  CATALOGUE_COLUMNS,
  CATALOGUE_FACTS_COLUMNS,
  toCsv,
} from '@atlas/shared/rules/catalogue-sheet';
import { productFlavors, products } from '../../db/schema/index';
import { seedDemoAccounts } from '../../db/seed/demo-accounts';
import { seedDemoCatalogue } from '../../db/seed/demo-catalogue';
import { createTestApp, type TestContext } from '../../test/test-app';
import { withFactsJsonLd } from '../../lib/facts-json-ld';
import { pageDataSource } from '../../plugins/page-data';
import { multipartBody } from '../../test/multipart-body';
import { bearer, callAs, quickShoppers, signIn, type CallArgs, type Caller } from '../../test/shoppers';

let t: TestContext;
let admin: Caller;
let shopper: Caller;
const call = (...args: CallArgs) => callAs(t.app, ...args);
const CATEGORY = 'Facts Test';

const whey = {
  servingSize: 31,
  servingUnit: 'g',
  containerSize: 2270,
  servingsPerContainer: 73,
  maxServingsPerDay: 3,
  perServing: { energyKcal: 120, proteinG: 24, carbsG: 3, sugarG: 1, fatG: 1.5 },
  allergens: ['milk', 'soy'],
  suitableFor: ['halal'],
};
const pea = {
  ...whey,
  servingsPerContainer: 30,
  containerSize: 1000,
  perServing: { energyKcal: 110, proteinG: 21, carbsG: 2, sugarG: 0, fatG: 2 },
  allergens: [],
  suitableFor: ['vegan', 'halal'],
};
const preWorkout = {
  servingSize: 10,
  servingUnit: 'g',
  containerSize: 300,
  servingsPerContainer: 30,
  perServing: { energyKcal: 5, proteinG: 0, carbsG: 1, sugarG: 0, fatG: 0, caffeineMg: 300 },
  allergens: [],
  suitableFor: [],
};

let seq = 0;
const body = (extra: Record<string, unknown>) => ({
  name: `Facts product ${++seq}`,
  nameAr: 'منتج بملصق',
  description: 'A product with a label.',
  price: 1000,
  image: 'https://cdn.example.com/facts.png',
  category: CATEGORY,
  brand: 'Atlas Labs',
  available_size: '2 lb',
  quantity: 10,
  ...extra,
});
const flavorRow = (name: string, facts?: unknown) => ({
  name,
  quantity: 5,
  image: `https://cdn.example.com/${name.replace(/ /g, '-')}.png`,
  ...(facts === undefined ? {} : { facts }),
});

async function create(extra: Record<string, unknown>): Promise<AdminProductDto> {
  const res = await call(admin, 'POST', '/api/products/admin', body(extra));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
const shop = async (id: number): Promise<ProductDto> => {
  const res = await t.app.inject({ method: 'GET', url: `/api/products/${id}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const list = async (query: string): Promise<ProductDto[]> => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/products?category=${encodeURIComponent(CATEGORY)}&${query}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t.app.db);
  await seedDemoCatalogue(t.app.db, t.app.files);
  admin = await signIn(t.app, 'admin@atlas.demo', 'Admin@2026');
  shopper = (await quickShoppers(t.app, 1, 'facts-shopper'))[0]!;
});
afterAll(() => t.close());

describe('admin writes of supplement facts', () => {
  it('stores the facts and a flavor override, returns them, and keeps them when left out', async () => {
    const created = await create({
      facts: whey,
      flavors: [flavorRow('Vanilla'), flavorRow('Cookies', { allergens: ['milk', 'soy', 'gluten'] })],
    });
    expect(created.facts).toMatchObject({
      servingSize: 31,
      servingsPerContainer: 73,
      allergens: ['milk', 'soy'],
    });
    expect(created.facts!.perServing).toMatchObject({
      proteinG: 24,
      creatineMg: 0,
      caffeineMg: 0,
      actives: [],
    });
    expect(created.flavors.map((f) => f.facts)).toEqual([null, { allergens: ['milk', 'soy', 'gluten'] }]);

    // an edit without facts or flavor facts keeps both
    const kept = await call(admin, 'PUT', `/api/products/admin/${created.id}`, {
      ...body({ name: created.name }),
      flavors: [flavorRow('Vanilla'), flavorRow('Cookies')],
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect((kept.json() as AdminProductDto).facts).toEqual(created.facts);
    expect((kept.json() as AdminProductDto).flavors[1]!.facts).toEqual({
      allergens: ['milk', 'soy', 'gluten'],
    });

    // null clears the product's facts, and with them every flavor's own
    const cleared = await call(admin, 'PUT', `/api/products/admin/${created.id}`, {
      ...body({ name: created.name }),
      facts: null,
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((cleared.json() as AdminProductDto).facts).toBeNull();
    expect((cleared.json() as AdminProductDto).flavors.map((f) => f.facts)).toEqual([null, null]);
    expect((await shop(created.id)).facts).toBeUndefined();
  });

  it.each([
    [
      'a serving larger than the container',
      { ...whey, servingSize: 3000 },
      factsMessages.servingOverContainer,
    ],
    [
      'more servings than the container holds',
      { ...whey, servingsPerContainer: 100 },
      factsMessages.servingsOverContainer,
    ],
    [
      'a negative amount',
      { ...whey, perServing: { ...whey.perServing, fatG: -1 } },
      'fat cannot be negative',
    ],
    [
      'macros heavier than a gram serving',
      { ...whey, perServing: { ...whey.perServing, proteinG: 40 } },
      factsMessages.macrosOverServing,
    ],
    [
      'sugar over the carbohydrate',
      { ...whey, perServing: { ...whey.perServing, sugarG: 5 } },
      factsMessages.sugarOverCarbs,
    ],
    ['vegan with milk', { ...whey, suitableFor: ['vegan'] }, factsMessages.veganNeedsNoMilkOrEgg],
    ['an unknown allergen', { ...whey, allergens: ['peanut'] }, ''],
  ])('refuses %s with a 400 that says why', async (_, facts, message) => {
    const res = await call(admin, 'POST', '/api/products/admin', body({ facts }));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.body).toContain(message);
  });

  it('refuses a flavor override whose merged label breaks the rules, naming the flavor', async () => {
    const res = await call(
      admin,
      'POST',
      '/api/products/admin',
      body({
        facts: whey,
        flavors: [
          flavorRow('Vanilla'),
          flavorRow('Double Choc', { perServing: { ...whey.perServing, proteinG: 30 } }),
        ],
      }),
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain('Double Choc');
    expect(res.json().message).toContain(factsMessages.macrosOverServing);

    // nor a flavor's own facts without the product's
    const alone = await call(
      admin,
      'POST',
      '/api/products/admin',
      body({ flavors: [flavorRow('Lemon', { allergens: ['milk'] })] }),
    );
    expect(alone.statusCode, alone.body).toBe(400);
    expect(alone.json().message).toContain('Lemon');

    // new product facts that a kept override then breaks are refused too
    const p = await create({
      facts: whey,
      flavors: [flavorRow('Mocha', { perServing: { ...whey.perServing, sugarG: 2, carbsG: 3 } })],
    });
    const res2 = await call(admin, 'PUT', `/api/products/admin/${p.id}`, {
      ...body({ name: p.name }),
      facts: {
        ...whey,
        servingSize: 20,
        containerSize: 1460,
        perServing: { energyKcal: 70, proteinG: 15, carbsG: 2, sugarG: 1, fatG: 1 },
      },
    });
    expect(res2.statusCode, res2.body).toBe(400);
    expect(res2.json().message).toContain('Mocha');
  });

  it('is for admins only: 401 for a visitor, 403 for a shopper', async () => {
    const p = await create({ facts: whey });
    for (const [who, status] of [
      [null, 401],
      [shopper, 403],
    ] as const) {
      const put = await call(who, 'PUT', `/api/products/admin/${p.id}`, {
        ...body({ name: p.name }),
        facts: null,
      });
      expect(put.statusCode).toBe(status);
      const post = await call(who, 'POST', '/api/products/admin', body({ facts: whey }));
      expect(post.statusCode).toBe(status);
    }
    expect((await shop(p.id)).facts).toMatchObject({ servingSize: 31 });
  });
});

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

describe('the catalogue spreadsheet carries the facts', () => {
  const exported = async () =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/products/admin/export?format=csv',
        headers: bearer(admin),
      })
    ).rawPayload;
  const rowsOf = (csv: Buffer) => parse(csv, { bom: true, columns: true }) as Record<string, string>[];
  const csvOf = (rows: Record<string, string>[], columns: readonly string[] = CATALOGUE_COLUMNS) =>
    Buffer.from(toCsv([[...columns], ...rows.map((r) => columns.map((c) => r[c] ?? ''))]), 'utf8');
  const send = (path: string, file: Buffer) => {
    const form = multipartBody([
      { name: 'file', filename: 'catalogue.csv', contentType: 'text/csv', content: file },
    ]);
    return t.app.inject({
      method: 'POST',
      url: path,
      headers: { ...bearer(admin), ...form.headers },
      payload: form.payload,
    });
  };
  const preview = async (file: Buffer) => {
    const res = await send('/api/products/admin/import/preview?mode=full', file);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ImportPreviewDto;
  };
  const apply = async (file: Buffer) => {
    const seen = await preview(file);
    expect(seen.refusals).toEqual([]);
    const res = await send(`/api/products/admin/import?mode=full&expect=${seen.fingerprint}`, file);
    expect(res.statusCode, res.body).toBe(200);
    return seen;
  };
  const admins = async (id: number) =>
    ((await call(admin, 'GET', `/api/products/admin?type=id&query=${id}`)).json() as AdminProductDto[])[0]!;

  let product: AdminProductDto;
  beforeAll(async () => {
    product = await create({
      facts: {
        ...whey,
        perServing: { ...whey.perServing, actives: [{ en: 'Beta-alanine', ar: 'بيتا ألانين', mg: 3200 }] },
      },
      flavors: [
        // the first flavor has values of its own too: the product's label must survive the round trip
        flavorRow('Banana', { perServing: { ...whey.perServing, sugarG: 2 } }),
        flavorRow('Vanilla'),
        flavorRow('Cookies', { allergens: ['milk', 'soy', 'gluten'], suitableFor: [] }),
      ],
    });
  });

  it('writes each flavor row’s own label, and an unchanged file imports with no change', async () => {
    const file = await exported();
    const rows = rowsOf(file).filter((r) => r.product_id === String(product.id));
    expect(rows.map((r) => [r.flavor, r.sugar_g, r.allergens, r.suitable_for])).toEqual([
      ['Banana', '2', 'milk, soy', 'halal'],
      ['Vanilla', '1', 'milk, soy', 'halal'],
      ['Cookies', '1', 'milk, soy, gluten', ''],
    ]);
    expect(rows[1]).toMatchObject({
      serving_size: '31',
      serving_unit: 'g',
      container_size: '2270',
      servings_per_container: '73',
      max_servings_per_day: '3',
      energy_kcal: '120',
      protein_g: '24',
      carbs_g: '3',
      fat_g: '1.5',
      creatine_mg: '0',
      caffeine_mg: '0',
      other_actives: 'Beta-alanine|بيتا ألانين|3200',
    });
    // a product without facts: every facts cell empty
    const bare = rowsOf(file).find((r) => r.product_id !== String(product.id) && r.serving_size === '')!;
    expect(bare.allergens).toBe('');

    const seen = await apply(file);
    expect(seen).toMatchObject({ creates: 0, changes: 0, refused: 0 });
    expect((await exported()).equals(file)).toBe(true);
    const after = await admins(product.id);
    expect(after.facts).toEqual(product.facts);
    expect(after.flavors.map((f) => f.facts)).toEqual(product.flavors.map((f) => f.facts));
  });

  it('a changed flavor row becomes that flavor’s own values; the first row changes the product', async () => {
    const rows = rowsOf(await exported());
    const mine = rows.filter((r) => r.product_id === String(product.id));
    mine[1]!.protein_g = '25';
    mine[1]!.allergens = 'milk';
    const seen = await apply(csvOf(rows));
    expect(seen.changed.map((c) => [c.flavor, c.field, c.from, c.to])).toEqual([
      ['Vanilla', 'protein_g', '24', '25'],
      ['Vanilla', 'allergens', 'milk, soy', 'milk'],
    ]);
    let after = await admins(product.id);
    expect(after.facts).toEqual(product.facts);
    expect(after.flavors[1]!.facts).toEqual({
      perServing: { ...product.facts!.perServing, proteinG: 25 },
      allergens: ['milk'],
    });

    // the first row edited: it is the product's label now, every other flavor keeps its own label
    const again = rowsOf(await exported());
    const first = again.find((r) => r.product_id === String(product.id))!;
    first.energy_kcal = '130';
    await apply(csvOf(again));
    after = await admins(product.id);
    expect(after.facts!.perServing).toMatchObject({ energyKcal: 130, sugarG: 2 });
    expect(after.flavors[0]!.facts).toBeNull();
    const shown = rowsOf(await exported()).filter((r) => r.product_id === String(product.id));
    expect(shown.map((r) => [r.energy_kcal, r.sugar_g, r.protein_g])).toEqual([
      ['130', '2', '24'],
      ['120', '1', '25'],
      ['120', '1', '24'],
    ]);
  });

  it('the XLSX export round-trips the facts too', async () => {
    const xlsx = (
      await t.app.inject({
        method: 'GET',
        url: '/api/products/admin/export?format=xlsx',
        headers: bearer(admin),
      })
    ).rawPayload;
    const form = multipartBody([
      {
        name: 'file',
        filename: 'catalogue.xlsx',
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        content: xlsx,
      },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/products/admin/import/preview?mode=full',
      headers: { ...bearer(admin), ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ creates: 0, changes: 0, refused: 0 });
  });

  it('an older file without the facts columns imports and keeps the facts', async () => {
    const before = await admins(product.id);
    const rows = rowsOf(await exported());
    const seen = await apply(csvOf(rows, CATALOGUE_BASE_COLUMNS));
    expect(seen).toMatchObject({ changes: 0, refused: 0 });
    const after = await admins(product.id);
    expect(after.facts).toEqual(before.facts);
    expect(after.flavors.map((f) => f.facts)).toEqual(before.flavors.map((f) => f.facts));

    // some facts columns without the others: the file is refused, naming them
    const res = await send(
      '/api/products/admin/import/preview?mode=full',
      csvOf(rows, [...CATALOGUE_BASE_COLUMNS, 'serving_size']),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('protein_g');
  });

  it('refuses a row with bad facts, naming the column, and one whose serving differs from the product’s', async () => {
    const rows = rowsOf(await exported());
    const mine = rows.filter((r) => r.product_id === String(product.id));
    mine[0]!.serving_size = '5000';
    mine[1]!.sugar_g = '9';
    mine[2]!.servings_per_container = '70';
    const other = rows.find((r) => r.product_id !== String(product.id))!;
    for (const column of CATALOGUE_FACTS_COLUMNS) other[column] = mine[2]![column]!;
    other.allergens = 'milk, peanut';
    const seen = await preview(csvOf(rows));
    const refusal = (row: Record<string, string>) =>
      seen.refusals.find((r) => r.row === rows.indexOf(row) + 2);
    expect(refusal(mine[0]!)).toMatchObject({
      code: 'badFacts',
      params: { column: 'serving_size', problem: factsMessages.servingOverContainer },
    });
    expect(refusal(mine[1]!)).toMatchObject({
      code: 'badFacts',
      params: { column: 'sugar_g', problem: factsMessages.sugarOverCarbs },
    });
    expect(refusal(other)).toMatchObject({ code: 'badFacts', params: { column: 'allergens' } });

    // the first row fixed, the third's servings still differ from it
    mine[0]!.serving_size = '31';
    mine[1]!.sugar_g = '1';
    const again = await preview(csvOf(rows.filter((r) => r !== other)));
    expect(again.refusals.map((r) => [r.code, r.params.column])).toEqual([
      ['differs', 'servings_per_container'],
    ]);
  });

  it('creates a new product with its label and its flavors’ own values; all-empty facts mean none', async () => {
    const rows = rowsOf(await exported()).filter((r) => r.product_id === String(product.id));
    const created = rows.map((r) => ({ ...r, product_id: '', name: 'Sheet Whey', name_ar: 'واي الشيت' }));
    const noFacts = rowsOf(await exported())
      .filter((r) => r.product_id === String(product.id))
      .map((r) => ({
        ...r,
        product_id: '',
        name: 'Sheet Plain',
        name_ar: 'سادة الشيت',
        ...Object.fromEntries(CATALOGUE_FACTS_COLUMNS.map((c) => [c, ''])),
      }));
    const seen = await apply(csvOf([...created, ...noFacts]));
    expect(seen).toMatchObject({ creates: 6, refused: 0 });
    const [made] = await t.app.db.select().from(products).where(eq(products.nameEn, 'Sheet Whey'));
    const dto = await shop(made!.id);
    expect(dto.facts!.perServing.energyKcal).toBe(130);
    expect(Object.keys(dto.flavor_facts!)).toEqual(['Vanilla', 'Cookies']);
    const [plain] = await t.app.db.select().from(products).where(eq(products.nameEn, 'Sheet Plain'));
    expect((await shop(plain!.id)).facts).toBeUndefined();
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
