import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminProductDto, ImportPreviewDto } from '@atlas/shared/contract/admin-products';
import { factsMessages } from '@atlas/shared/contract/supplement-facts';
import {
  CATALOGUE_BASE_COLUMNS,
  CATALOGUE_COLUMNS,
  CATALOGUE_FACTS_COLUMNS,
  toCsv,
} from '@atlas/shared/rules/catalogue-sheet';
import { products } from '../../db/schema/index';
import { multipartBody } from '../../test/multipart-body';
import { bearer } from '../../test/shoppers';
import { admin, call, create, flavorRow, setUpFactsApp, shop, t, whey } from './supplement-facts-fixtures';

setUpFactsApp();

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
    // and one without facts (the demo catalogue's products all have theirs)
    await create({});
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
