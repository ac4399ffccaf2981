import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { bearer, signInBrowser, type Session } from './support/shoppers';

const CSV_HEAD = '\uFEFF';

async function adminSession(request: APIRequestContext): Promise<Session> {
  const res = await request.post('/api/auth/login', {
    data: { email: 'admin@atlas.demo', password: 'Admin@2026' },
  });
  expect(res.ok()).toBeTruthy();
  return (await res.json()) as Session;
}

/** The file as a spreadsheet writes it back: quoted cells, CRLF, the BOM. */
function toCsv(rows: string[][]): string {
  const cell = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  return `${CSV_HEAD}${rows.map((r) => r.map(cell).join(',')).join('\r\n')}\r\n`;
}

test('the admin exports the catalogue, edits a price and a quantity, previews exactly those, imports, and the shop shows them', async ({
  page,
  request,
}) => {
  const admin = await adminSession(request);
  await signInBrowser(page, admin);
  await page.goto('/admin/products');
  await page.getByTestId('export-products').click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('export-csv').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^atlas-catalogue-\d{4}-\d{2}-\d{2}\.csv$/);
  const original = readFileSync((await download.path())!);
  const [header, ...rows] = parse(original, { bom: true }) as string[][];
  const col = (name: string) => header!.indexOf(name);
  // the last product's rows: a new price on each, one more unit of its first flavor
  const id = rows.at(-1)![col('product_id')]!;
  const mine = rows.filter((r) => r[col('product_id')] === id);
  const oldPrice = mine[0]![col('price')]!;
  const newPrice = (Number(oldPrice) + 11).toFixed(2);
  const flavor = mine[0]![col('flavor')]!;
  const newQuantity = String(Number(mine[0]![col('quantity')]) + 3);
  for (const r of mine) r[col('price')] = newPrice;
  mine[0]![col('quantity')] = newQuantity;
  const edited = join(tmpdir(), `atlas-import-${Date.now()}.csv`);
  writeFileSync(edited, toCsv([header!, ...rows]));

  await page.getByTestId('import-products').click();
  await page.locator('input[type="file"]').setInputFiles(edited);
  await page.getByTestId('import-preview').click();
  const changes = page.getByTestId('import-change');
  await expect(changes).toHaveCount(2);
  await expect(changes.nth(0)).toContainText('price');
  // shown as the screen formats numbers: '1,234.50 EGP', '1,015'
  const shown = (value: string, decimals = 0) =>
    Number(value).toLocaleString('en-US', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
  await expect(changes.nth(0)).toContainText(`${shown(newPrice, 2)} EGP`);
  await expect(changes.nth(1)).toContainText('quantity');
  await expect(changes.nth(1)).toContainText(shown(newQuantity));
  await page.getByTestId('import-apply').click();
  await expect(page.getByText(/Imported: 0 created, 1 changed/)).toBeVisible();

  const shop = (await (await request.get(`/api/products/${id}`)).json()) as {
    price: number;
    discountedPrice: number;
    flavor_quantity: Record<string, number>;
  };
  expect(shop.price).toBe(Number(newPrice));
  expect(shop.flavor_quantity[flavor]).toBe(Number(newQuantity));
  await page.goto(`/products/${id}`);
  await expect(page.getByTestId('price').first()).toContainText(
    shop.discountedPrice.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  );

  // the activity page names the import and gives back its file and the catalogue before it
  await page.goto('/admin/activity');
  const entry = page.getByTestId('activity-row').first();
  await expect(entry).toContainText('Catalogue imported');
  await entry.getByRole('button', { name: 'Details' }).click();
  const [kept] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('activity-download-file').click(),
  ]);
  expect(readFileSync((await kept.path())!).toString('utf8')).toBe(readFileSync(edited, 'utf8'));

  // the shop as it was, through the same import (the other journeys read the demo catalogue)
  const restore = async (path: string) =>
    request.post(path, {
      headers: bearer(admin),
      multipart: { file: { name: 'back.csv', mimeType: 'text/csv', buffer: original } },
    });
  const seen = (await (await restore('/api/products/admin/import/preview')).json()) as {
    fingerprint: string;
  };
  expect((await restore(`/api/products/admin/import?expect=${seen.fingerprint}`)).ok()).toBe(true);
});
