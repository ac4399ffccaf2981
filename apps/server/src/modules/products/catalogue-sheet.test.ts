import { parse } from 'csv-parse/sync';
import readXlsxFile from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_COLUMNS } from '@atlas/shared/rules/catalogue-sheet';
import { eq } from 'drizzle-orm';
import { products } from '../../db/schema/index';
import { seedDemoAccounts } from '../../db/seed/demo-accounts';
import { seedDemoCatalogue } from '../../db/seed/demo-catalogue';
import { bearer, signIn, type Caller } from '../../test/shoppers';
import { createTestApp, type TestContext } from '../../test/test-app';

let t: TestContext;
let admin: Caller;

const exportAs = (format: string, who: Caller | null = admin) =>
  t.app.inject({ method: 'GET', url: `/api/products/admin/export?format=${format}`, headers: bearer(who) });

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t.app.db);
  await seedDemoCatalogue(t.app.db, t.app.files);
  admin = await signIn(t.app, 'admin@atlas.demo', 'Admin@2026');
});
afterAll(() => t.close());

describe('GET /api/products/admin/export', () => {
  it('gives a CSV with a BOM, one row per flavor, both languages and the search terms', async () => {
    const res = await exportAs('csv');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="atlas-catalogue-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = parse(res.rawPayload, { bom: true, columns: true }) as Record<string, string>[];
    expect(Object.keys(rows[0]!)).toEqual([...CATALOGUE_COLUMNS]);
    const whey = rows.filter((r) => r.name === '100% Whey Protein');
    expect(whey.length).toBeGreaterThan(1);
    expect(whey[0]).toMatchObject({
      name_ar: 'واي بروتين 100%',
      price: '5450.00',
      discount: '10',
      category: 'Protein',
    });
    expect(whey[0]!.search_terms).toContain('بودرة بروتين');
    expect(whey[0]!.flavor_image!.startsWith(`${t.env.PUBLIC_URL}/media/`)).toBe(true);
  });

  it('neutralises a cell that a spreadsheet would run as a formula', async () => {
    const [first] = await t.app.db.select().from(products).limit(1);
    await t.app.db
      .update(products)
      .set({ brand: '=HYPERLINK("http://evil.test")' })
      .where(eq(products.id, first!.id));
    const rows = parse((await exportAs('csv')).rawPayload, { bom: true, columns: true }) as Record<
      string,
      string
    >[];
    expect(rows.find((r) => r.product_id === String(first!.id))!.brand).toBe(
      '\'=HYPERLINK("http://evil.test")',
    );
    await t.app.db.update(products).set({ brand: first!.brand }).where(eq(products.id, first!.id));
  });

  it('gives the same sheet as XLSX, numbers as numbers', async () => {
    const res = await exportAs('xlsx');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const [sheet] = await readXlsxFile(res.rawPayload);
    const [header, ...rows] = sheet!.data;
    expect(header).toEqual([...CATALOGUE_COLUMNS]);
    const csvRows = parse((await exportAs('csv')).rawPayload, { bom: true, columns: true }) as unknown[];
    expect(rows).toHaveLength(csvRows.length);
    expect(typeof rows[0]![CATALOGUE_COLUMNS.indexOf('price')]).toBe('number');
  });

  it('is for admins only, and refuses an unknown format', async () => {
    expect((await exportAs('csv', null)).statusCode).toBe(401);
    expect((await exportAs('pdf')).statusCode).toBe(400);
  });
});
