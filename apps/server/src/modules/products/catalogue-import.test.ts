import { parse } from 'csv-parse/sync';
import { desc, eq } from 'drizzle-orm';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportPreviewDto } from '@atlas/shared/contract/admin-products';
import { CATALOGUE_COLUMNS, toCsv } from '@atlas/shared/rules/catalogue-sheet';
import { auditLog, productFlavors, products } from '../../db/schema/index';
import { seedDemoAccounts } from '../../db/seed/demo-accounts';
import { seedDemoCatalogue } from '../../db/seed/demo-catalogue';
import { multipartBody } from '../../test/multipart-body';
import { bearer, quickShoppers, signIn, type Caller } from '../../test/shoppers';
import { createTestApp, type TestContext } from '../../test/test-app';
import { importMessages } from './catalogue-file';
import { importErrors } from './catalogue-import-plan';

let t: TestContext;
let admin: Caller;

const exported = async (format = 'csv') =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/products/admin/export?format=${format}`,
      headers: bearer(admin),
    })
  ).rawPayload;
const rowsOf = (csv: Buffer) => parse(csv, { bom: true, columns: true }) as Record<string, string>[];
const csvOf = (rows: Record<string, string>[], columns: readonly string[] = CATALOGUE_COLUMNS) =>
  Buffer.from(toCsv([[...columns], ...rows.map((r) => columns.map((c) => r[c] ?? ''))]), 'utf8');

const send = (path: string, file: Buffer, name = 'catalogue.csv') => {
  const body = multipartBody([{ name: 'file', filename: name, contentType: 'text/csv', content: file }]);
  return t.app.inject({
    method: 'POST',
    url: path,
    headers: { ...bearer(admin), ...body.headers },
    payload: body.payload,
  });
};
const preview = async (file: Buffer, mode = 'full') => {
  const res = await send(`/api/products/admin/import/preview?mode=${mode}`, file);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ImportPreviewDto;
};
const apply = (file: Buffer, fingerprint: string, mode = 'full') =>
  send(`/api/products/admin/import?mode=${mode}&expect=${fingerprint}`, file);
const product = async (id: string | number) =>
  (await t.app.inject({ method: 'GET', url: `/api/products/${id}` })).json() as {
    price: number;
    flavor_quantity: Record<string, number>;
  };

beforeAll(async () => {
  // more previews than one admin makes in a minute (the limit itself is not what this file tests)
  t = await createTestApp({ env: { RATE_LIMIT_FACTOR: '5' } });
  await seedDemoAccounts(t.app.db);
  await seedDemoCatalogue(t.app.db, t.app.files);
  admin = await signIn(t.app, 'admin@atlas.demo', 'Admin@2026');
});
afterAll(() => t.close());

describe('catalogue import', () => {
  it('re-importing an export changes nothing, and exporting again gives the same file', async () => {
    const first = await exported();
    const seen = await preview(first);
    expect(seen).toMatchObject({ creates: 0, changes: 0, refused: 0, unchanged: rowsOf(first).length });
    const res = await apply(first, seen.fingerprint);
    expect(res.statusCode, res.body).toBe(200);
    expect((await exported()).equals(first)).toBe(true);
  });

  it('the XLSX export round-trips the same way', async () => {
    const seen = await preview(await exported('xlsx'));
    expect(seen).toMatchObject({ creates: 0, changes: 0, refused: 0 });
  });

  it('previews exactly the edited price and quantity, writes nothing until confirmed, then the shop shows them', async () => {
    const rows = rowsOf(await exported());
    const row = rows.find((r) => r.flavor !== '')!;
    const before = await product(row.product_id!);
    const siblings = rows.filter((r) => r.product_id === row.product_id);
    for (const r of siblings) r.price = '999.50';
    row.quantity = String(Number(row.quantity) + 7);
    const file = csvOf(rows);
    const seen = await preview(file);
    expect(seen.changed.map((c) => [c.field, c.from, c.to])).toEqual([
      ['price', before.price.toFixed(2), '999.50'],
      ['quantity', String(before.flavor_quantity[row.flavor!]), row.quantity],
    ]);
    expect((await product(row.product_id!)).price).toBe(before.price);

    const audits = (await t.app.db.select().from(auditLog)).length;
    const res = await apply(file, seen.fingerprint);
    expect(res.statusCode, res.body).toBe(200);
    const after = await product(row.product_id!);
    expect(after.price).toBe(999.5);
    expect(after.flavor_quantity[row.flavor!]).toBe(Number(row.quantity));
    const [entry] = await t.app.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect((await t.app.db.select().from(auditLog)).length).toBe(audits + 1);
    expect(entry).toMatchObject({
      action: 'catalogue.import',
      entity: 'catalogue',
      actorEmail: 'admin@atlas.demo',
    });
    expect(entry!.after).toMatchObject({ mode: 'full', changed: 1 });
    expect((entry!.after as { changes: unknown[] }).changes).toHaveLength(2);
    // the file as imported and the catalogue just before it, for the admin to download
    const files = (entry!.after as { files: { file: string; before: string } }).files;
    const kept = await t.app.inject({ method: 'GET', url: files.file, headers: bearer(admin) });
    expect(kept.statusCode).toBe(200);
    expect(kept.rawPayload.equals(file)).toBe(true);
    const beforeFile = await t.app.inject({ method: 'GET', url: files.before, headers: bearer(admin) });
    expect(rowsOf(beforeFile.rawPayload).find((r) => r.product_id === row.product_id)!.price).toBe(
      before.price.toFixed(2),
    );
    expect((await t.app.inject({ method: 'GET', url: files.file })).statusCode).toBe(401);
    const elsewhere = files.file.replace(/\/file\.csv$/, '/../../secrets');
    expect(
      (await t.app.inject({ method: 'GET', url: elsewhere, headers: bearer(admin) })).statusCode,
    ).toBeGreaterThanOrEqual(400);
  });

  it('creates a new product with its flavors from rows without an id', async () => {
    const rows = rowsOf(await exported());
    const base = rows[0]!;
    const fresh = ['Vanilla', 'Mango'].map((flavor, i) => ({
      ...base,
      product_id: '',
      name: 'Imported Whey Shake',
      name_ar: 'مشروب واي مستورد',
      flavor,
      flavor_ar: i === 0 ? 'فانيليا' : 'مانجو',
      quantity: '12',
    }));
    const file = csvOf([...rows, ...fresh]);
    const seen = await preview(file);
    expect(seen).toMatchObject({ creates: 2, changes: 0, refused: 0 });
    expect((await apply(file, seen.fingerprint)).statusCode).toBe(200);
    const found = await t.app.inject({ method: 'GET', url: '/api/products?q=imported%20whey%20shake' });
    expect(found.json()[0]).toMatchObject({
      name: 'Imported Whey Shake',
      flavor_quantity: { Vanilla: 12, Mango: 12 },
    });
  });

  it('names each product in Arabic beside English: the file’s Arabic name', async () => {
    const rows = rowsOf(await exported());
    const row = rows.find((r) => r.flavor !== '')!;
    const siblings = rows.filter((r) => r.product_id === row.product_id);
    for (const r of siblings) r.name_ar = 'اسم عربي جديد';
    row.quantity = String(Number(row.quantity) + 2);
    const fresh: Record<string, string> = {
      ...rows[0]!,
      product_id: '',
      name: 'Arabic Named Shake',
      name_ar: 'مشروب باسم عربي',
    };
    const file = csvOf([...rows, fresh]);
    const seen = await preview(file);
    expect(seen.changed.map((c) => [c.field, c.product, c.productAr])).toEqual([
      ['name_ar', row.name, 'اسم عربي جديد'],
      ['quantity', row.name, 'اسم عربي جديد'],
    ]);
    expect(seen.created).toEqual([
      {
        row: rows.length + 2,
        product: 'Arabic Named Shake',
        productAr: 'مشروب باسم عربي',
        flavor: fresh.flavor!,
      },
    ]);
  });

  it('accepts a category the shop has none of yet, naming it in the preview so a misspelling is seen', async () => {
    // two products, every row of each (a product's rows share its category)
    const all = rowsOf(await exported());
    const [a, b] = [...new Set(all.map((r) => r.product_id))];
    const rows = all.filter((r) => r.product_id === a || r.product_id === b);
    for (const r of rows) r.category = r.product_id === a ? 'Recovery Drinks' : 'recovery drinks';
    const seen = await preview(csvOf(rows));
    expect(seen.refused).toBe(0);
    expect(seen.newCategories).toEqual(['Recovery Drinks']);
    expect(new Set(seen.changed.filter((c) => c.field === 'category').map((c) => c.to))).toEqual(
      new Set(['Recovery Drinks', 'recovery drinks']),
    );
    // the same file against the shop as it is: nothing new any more
    expect((await preview(await exported())).newCategories).toEqual([]);
  });

  it('refuses each bad row with its row number and reason, and imports nothing while any is refused', async () => {
    const rows = rowsOf(await exported()).slice(0, 8);
    const bad: [Partial<Record<string, string>>, RegExp][] = [
      [{ price: 'ten' }, /price is not a number/],
      [{ name_ar: '' }, /name_ar is missing/],
      [{ discount: '150' }, /discount/],
      [{ quantity: '-4' }, /quantity must not be negative/],
      [{ brand: '=cmd|/C calc' }, /brand holds a formula/],
      [{ product_id: '999999' }, /there is no product 999999/],
    ];
    bad.forEach(([change], i) => Object.assign(rows[i]!, change));
    const duplicate = { ...rows[6]! };
    const seen = await preview(csvOf([...rows, duplicate]));
    expect(seen.refusals.map((r) => r.row)).toEqual([2, 3, 4, 5, 6, 7, 10]);
    bad.forEach(([, reason], i) => expect(seen.refusals[i]!.reason).toMatch(reason));
    expect(seen.refusals.at(-1)!.reason).toMatch(/appears twice \(row 8\)/);
    const res = await apply(csvOf([...rows, duplicate]), seen.fingerprint);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(importErrors.refused);
  });

  it('refuses hostile and broken files cleanly', async () => {
    const header = await send('/api/products/admin/import/preview', csvOf([]));
    expect(header.json().message).toBe(importMessages.empty);
    const latin1 = Buffer.from(`${CATALOGUE_COLUMNS.join(',')}\r\n1,Caf\xe9\r\n`, 'latin1');
    expect((await send('/api/products/admin/import/preview', latin1)).json().message).toBe(
      importMessages.encoding,
    );
    const missing = await send('/api/products/admin/import/preview', Buffer.from('name,price\r\nA,1\r\n'));
    expect(missing.json().message).toMatch(/lacks the columns: product_id/);
    const tooBig = await send('/api/products/admin/import/preview', Buffer.alloc(6 * 1024 * 1024, 'a'));
    expect(tooBig.statusCode).toBe(413);
    // a ZIP bomb dressed as a workbook: 80 MB of zeros that pack to a few KB
    const bomb = Buffer.from(
      zipSync({ 'xl/worksheets/sheet1.xml': new Uint8Array(80 * 1024 * 1024) }, { level: 9 }),
    );
    const bombed = await send('/api/products/admin/import/preview', bomb, 'catalogue.xlsx');
    expect(bombed.statusCode).toBe(400);
    expect(bombed.json().message).toBe(importMessages.bomb);
    // a real workbook whose row 2 computes a cell
    const parts = unzipSync(new Uint8Array(await exported('xlsx')));
    const sheet = new TextDecoder().decode(parts['xl/worksheets/sheet1.xml']!);
    parts['xl/worksheets/sheet1.xml'] = strToU8(sheet.replace(/(<c r="H2"[^>]*>)/, '$1<f>SUM(1,2)</f>'));
    const formula = await send(
      '/api/products/admin/import/preview',
      Buffer.from(zipSync(parts)),
      'catalogue.xlsx',
    );
    expect(formula.statusCode, formula.body).toBe(200);
    expect((formula.json() as ImportPreviewDto).refusals[0]).toMatchObject({
      row: 2,
      reason: expect.stringMatching(/formulas/),
    });

    // the same sheet moved to second place in the file but first in the workbook, the sheet that
    // is read, with a harmless sheet1.xml listed after it: the formula is still found
    const reordered = { ...parts };
    const text = (name: string) => new TextDecoder().decode(reordered[name]!);
    reordered['xl/worksheets/sheet2.xml'] = parts['xl/worksheets/sheet1.xml']!;
    reordered['xl/worksheets/_rels/sheet2.xml.rels'] = parts['xl/worksheets/_rels/sheet1.xml.rels']!;
    reordered['xl/worksheets/sheet1.xml'] = strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>notes</t></is></c></row></sheetData></worksheet>',
    );
    reordered['xl/workbook.xml'] = strToU8(
      text('xl/workbook.xml').replace(
        /<sheets>.*<\/sheets>/,
        '<sheets><sheet r:id="rId9" sheetId="2" name="Products"/><sheet r:id="rId1" sheetId="1" name="Notes"/></sheets>',
      ),
    );
    reordered['xl/_rels/workbook.xml.rels'] = strToU8(
      text('xl/_rels/workbook.xml.rels').replace(
        '</Relationships>',
        '<Relationship Id="rId9" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="/xl/worksheets/sheet2.xml"/></Relationships>',
      ),
    );
    reordered['[Content_Types].xml'] = strToU8(
      text('[Content_Types].xml').replace(
        '</Types>',
        '<Override ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml" PartName="/xl/worksheets/sheet2.xml"/></Types>',
      ),
    );
    const moved = await send(
      '/api/products/admin/import/preview',
      Buffer.from(zipSync(reordered)),
      'catalogue.xlsx',
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect((moved.json() as ImportPreviewDto).rows).toBeGreaterThan(1);
    expect((moved.json() as ImportPreviewDto).refusals[0]).toMatchObject({
      row: 2,
      reason: expect.stringMatching(/formulas/),
    });
  });

  it('refuses a confirmation whose preview the catalogue no longer matches', async () => {
    const rows = rowsOf(await exported());
    const row = rows.find((r) => r.flavor !== '')!;
    row.quantity = String(Number(row.quantity) + 1);
    const file = csvOf(rows);
    const seen = await preview(file);
    // an order (or another admin) took a unit meanwhile
    await t.app.db
      .update(productFlavors)
      .set({ quantity: Number(row.quantity) - 3 })
      .where(eq(productFlavors.name, row.flavor!));
    const res = await apply(file, seen.fingerprint);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(importErrors.changed);
  });
});

describe('stock-only import (a supplier’s delivery)', () => {
  it('sets or adds units by product id or name and flavor', async () => {
    const rows = rowsOf(await exported()).filter((r) => r.flavor !== '');
    const [a, b] = [rows[0]!, rows[1]!];
    const file = csvOf(
      [
        { product_id: a.product_id!, flavor: a.flavor!, quantity: '+5' },
        { name: b.name!, flavor: b.flavor!, quantity: '40' },
      ],
      ['product_id', 'name', 'flavor', 'quantity'],
    );
    const seen = await preview(file, 'stock');
    expect(seen).toMatchObject({ changes: 2, refused: 0 });
    const res = await apply(file, seen.fingerprint, 'stock');
    expect(res.statusCode, res.body).toBe(200);
    expect((await product(a.product_id!)).flavor_quantity[a.flavor!]).toBe(Number(a.quantity) + 5);
    expect((await product(b.product_id!)).flavor_quantity[b.flavor!]).toBe(40);
  });

  it('names each product in Arabic beside English for the Arabic screen: the catalogue’s name', async () => {
    const rows = rowsOf(await exported()).filter((r) => r.flavor !== '');
    const a = rows[0]!;
    const file = csvOf(
      [
        { product_id: a.product_id!, flavor: a.flavor!, quantity: '+3' },
        { product_id: a.product_id!, flavor: 'No Such Flavor', quantity: '1' },
      ],
      ['product_id', 'flavor', 'quantity'],
    );
    const seen = await preview(file, 'stock');
    expect(seen.changed[0]).toMatchObject({ product: a.name, productAr: a.name_ar, flavor: a.flavor });
    expect(seen.refusals[0]!.params).toMatchObject({ product: a.name, productAr: a.name_ar });
    expect(a.name_ar).toMatch(/[\u0600-\u06ff]/);

    // the Arabic name is shown, not confirmed: renamed meanwhile, the delivery still applies
    const good = csvOf(
      [{ product_id: a.product_id!, flavor: a.flavor!, quantity: '+3' }],
      ['product_id', 'flavor', 'quantity'],
    );
    const before = await preview(good, 'stock');
    await t.app.db
      .update(products)
      .set({ nameAr: 'اسم عربي آخر' })
      .where(eq(products.id, Number(a.product_id)));
    const renamed = await preview(good, 'stock');
    expect(renamed.changed[0]!.productAr).toBe('اسم عربي آخر');
    expect(renamed.fingerprint).toBe(before.fingerprint);
    const res = await apply(good, before.fingerprint, 'stock');
    expect(res.statusCode, res.body).toBe(200);
  });

  it('a delivery racing checkouts of the same flavor loses no order and never oversells', async () => {
    const rows = rowsOf(await exported()).filter((r) => r.flavor !== '' && Number(r.quantity) >= 10);
    const target = rows[0]!;
    const start = (await product(target.product_id!)).flavor_quantity[target.flavor!]!;
    const shoppers = await quickShoppers(t.app, 6, 'import-race');
    for (const s of shoppers)
      await t.app.inject({
        method: 'POST',
        url: '/api/cart/add',
        headers: bearer(s),
        payload: { productId: Number(target.product_id), selectedFlavor: target.flavor, quantity: 1 },
      });
    const file = csvOf(
      [{ product_id: target.product_id!, flavor: target.flavor!, quantity: '+20' }],
      ['product_id', 'flavor', 'quantity'],
    );
    const seen = await preview(file, 'stock');
    const address = {
      street: '1 Nile St',
      city: 'Cairo',
      state: 'Cairo',
      zipCode: '11511',
      country: 'Egypt',
    };
    const [imported, ...orders] = await Promise.all([
      apply(file, seen.fingerprint, 'stock'),
      ...shoppers.map((s) =>
        t.app.inject({
          method: 'POST',
          url: `/api/users/${s.id}/orders`,
          headers: bearer(s),
          payload: { address },
        }),
      ),
    ]);
    expect(imported!.statusCode, imported!.body).toBe(200);
    const placed = orders.filter((o) => o.statusCode === 201).length;
    expect(placed).toBe(6);
    expect((await product(target.product_id!)).flavor_quantity[target.flavor!]).toBe(start + 20 - placed);
  });
});
