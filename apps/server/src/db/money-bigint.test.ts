import { mkdtempSync, rmSync } from 'node:fs';
import { diskStore } from '../lib/file-store/disk-store';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableDump } from '../test/backup-fixtures';
import { shopAtMigration } from '../test/migrate-up-to';
import { openTestDatabase } from '../test/test-app';
import { queryRows } from './backup/database-catalog';
import { verifyBackup } from './backup/read-backup';
import { planRestore, restoreBackup } from './backup/restore-backup';
import { writeBackup } from './backup/write-backup';
import type { Database } from './client';
import { orders, products } from './schema/index';

type TestDatabase = Awaited<ReturnType<typeof openTestDatabase>>;
const LAST_INT4_MIGRATION = '0009_outbox_sent_index';
const MONEY_COLUMNS = [
  ['products', 'price_piastres'],
  ['products', 'final_price_piastres'],
  ['orders', 'total_piastres'],
  ['order_items', 'unit_price_piastres'],
  ['order_items', 'original_price_piastres'],
] as const;
/** Money columns added by later migrations, bigint from the start. */
const MONEY_COLUMNS_SINCE = [
  ['orders', 'subtotal_piastres'],
  ['orders', 'delivery_fee_piastres'],
  ['orders', 'cod_fee_piastres'],
  ['orders', 'discount_piastres'],
  ['delivery_zones', 'fee_piastres'],
  ['shop_settings', 'free_delivery_threshold_piastres'],
  ['shop_settings', 'cod_fee_piastres'],
  ['shop_settings', 'cod_fee_cap_piastres'],
  ['coupons', 'amount_piastres'],
  ['coupons', 'min_subtotal_piastres'],
  ['coupon_redemptions', 'saved_piastres'],
] as const;

/** Rows as objects: a column's place in the table may change, its value may not. */
type Rows = Record<string, Record<string, unknown>[]>;
const asObjects = (dump: Record<string, string[]>): Rows =>
  Object.fromEntries(
    Object.entries(dump).map(([table, rows]) => [
      table,
      rows.map((r) => JSON.parse(r) as Record<string, unknown>),
    ]),
  );

/** Only the columns the older schema had: later migrations add columns with their defaults. */
const asBefore = (rows: Rows, before: Rows): Rows =>
  Object.fromEntries(
    Object.entries(before).map(([table, old]) => {
      const columns = Object.keys(old[0] ?? {});
      return [table, (rows[table] ?? []).map((row) => Object.fromEntries(columns.map((c) => [c, row[c]])))];
    }),
  );

const columnTypes = (database: Database) =>
  queryRows<{ table: string; column: string; type: string }>(
    database.db,
    sql`select table_name as "table", column_name as "column", data_type as "type"
          from information_schema.columns
         where table_schema = 'public' and column_name like '%piastres'
         order by 1, 2`,
  );

describe('money as bigint piastres (migration 0010)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'atlas-money-'));
  const olderBackup = join(dir, 'before-0010.jsonl.gz');
  let old: TestDatabase;
  let before: ReturnType<typeof asObjects>;

  beforeAll(async () => {
    old = await shopAtMigration(LAST_INT4_MIGRATION, dir);
    before = asObjects(await tableDump(old.database.db));
    await writeBackup(old.database, diskStore(join(dir, 'old-data')), olderBackup);
  }, 120_000);

  afterAll(async () => {
    await old?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('starts from the 32-bit columns with a filled shop', async () => {
    expect((await columnTypes(old.database)).map((c) => c.type)).toEqual(MONEY_COLUMNS.map(() => 'integer'));
    expect(before.orders!.length).toBeGreaterThan(0);
    expect(before.products!.length).toBeGreaterThan(10);
  });

  it('keeps every row and value of the demo shop, and leaves every money column bigint', async () => {
    await old.database.migrate();
    expect(asBefore(asObjects(await tableDump(old.database.db)), before)).toEqual(before);
    const types = await columnTypes(old.database);
    expect(types.map((c) => [c.table, c.column]).sort()).toEqual(
      [...MONEY_COLUMNS, ...MONEY_COLUMNS_SINCE].map((c) => [...c]).sort(),
    );
    expect(types.every((c) => c.type === 'bigint')).toBe(true);
  });

  it('stores what 32 bits could not: a price whose discount arithmetic passes 2^31, an order of billions', async () => {
    const db = old.database.db;
    const [product] = await db.select({ id: products.id }).from(products).limit(1);
    // 30,000,000 EGP at 15 % off: price × (100 − discount) is 2.55 × 10^11
    await db
      .update(products)
      .set({ pricePiastres: 3_000_000_000, discount: 15 })
      .where(eq(products.id, product!.id));
    const [priced] = await db
      .select({ final: products.finalPricePiastres })
      .from(products)
      .where(eq(products.id, product!.id));
    expect(priced!.final).toBe(2_550_000_000);
    const [order] = await db.select({ id: orders.id }).from(orders).limit(1);
    await db
      .update(orders)
      .set({
        subtotalPiastres: 987_654_321_012,
        deliveryFeePiastres: 0,
        codFeePiastres: 0,
        discountPiastres: 0,
        totalPiastres: 987_654_321_012,
      })
      .where(eq(orders.id, order!.id));
    const [stored] = await db
      .select({ total: orders.totalPiastres })
      .from(orders)
      .where(eq(orders.id, order!.id));
    expect(stored!.total).toBe(987_654_321_012);
    const [sum] = await queryRows<{ text: string }>(
      db,
      sql`select (total_piastres + 1)::text as "text" from orders where id = ${order!.id}`,
    );
    expect(sum!.text).toBe('987654321013');
  });

  it('restores a backup made before the migration into today’s schema, every row exact', async () => {
    const target = await openTestDatabase();
    try {
      const verified = await verifyBackup(olderBackup);
      expect(verified.header.migrations.at(-1)?.tag).toBe(LAST_INT4_MIGRATION);
      await restoreBackup(
        target.database,
        diskStore(join(dir, 'new-data')),
        await planRestore(target.database, verified),
      );
      expect(asBefore(asObjects(await tableDump(target.database.db)), before)).toEqual(before);
      expect((await columnTypes(target.database)).every((c) => c.type === 'bigint')).toBe(true);
    } finally {
      await target.drop();
    }
  }, 60_000);
});
