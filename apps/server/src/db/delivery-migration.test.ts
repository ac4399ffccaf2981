import { mkdtempSync, rmSync } from 'node:fs';
import { diskStore } from '../lib/file-store/disk-store';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopAtMigration } from '../test/migrate-up-to';
import { openEmptyTestDatabase, type openTestDatabase } from '../test/test-app';
import { mapAddressGovernorates } from './addresses';
import { queryRows } from './backup/database-catalog';
import { verifyBackup } from './backup/read-backup';
import { planRestore, restoreBackup } from './backup/restore-backup';
import { writeBackup } from './backup/write-backup';
import type { Database } from './client';
import { loadDeliveryConfig } from './delivery';
import { addresses, orders } from './schema/index';

type TestDatabase = Awaited<ReturnType<typeof openTestDatabase>>;
const BEFORE_DELIVERY = '0014_order_item_flavor_label';

/** Addresses as shoppers typed them before governorates were asked. */
const OLD_ADDRESSES = [
  ['Giza', 'Dokki', 'EG-GZ'],
  ['الإسكندرية', 'سموحة', 'EG-ALX'],
  ['', 'Heliopolis', 'EG-C'],
  ['Springfield', 'Nowhere', null],
  ['Cairo Giza', '', null],
] as const;

describe('delivery by governorate (migration 0015) on a shop that had orders and addresses', () => {
  const dir = mkdtempSync(join(tmpdir(), 'atlas-delivery-'));
  let old: TestDatabase;
  let ordersBefore: { id: number; total: string }[];

  beforeAll(async () => {
    old = await shopAtMigration(BEFORE_DELIVERY, dir);
    const [user] = await queryRows<{ id: number }>(
      old.database.db,
      sql`select id from users order by id limit 1`,
    );
    for (const [state, city] of OLD_ADDRESSES)
      await old.database.db.execute(
        sql`insert into addresses (user_id, street, city, state, zip_code, country)
            values (${user!.id}, '1 Old St', ${city}, ${state}, '11511', 'Egypt')`,
      );
    ordersBefore = await queryRows(
      old.database.db,
      sql`select id, total_piastres::text as total from orders order by id`,
    );
    expect(ordersBefore.length).toBeGreaterThan(0);
    await writeBackup(old.database, diskStore(join(dir, 'old-data')), join(dir, 'before-0015.jsonl.gz'));
  }, 120_000);

  afterAll(async () => {
    await old?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  async function expectCarriedOver(database: Database) {
    const rows = await database.db.select().from(orders).orderBy(asc(orders.id));
    expect(rows.map((r) => ({ id: r.id, total: String(r.totalPiastres) }))).toEqual(ordersBefore);
    for (const r of rows) {
      // read as subtotal = total (null: restored from before the column; the reads take the total)
      expect(r.subtotalPiastres ?? r.totalPiastres).toBe(r.totalPiastres);
      expect([r.deliveryFeePiastres, r.codFeePiastres, r.discountPiastres]).toEqual([0, 0, 0]);
      expect(r.delivery).toBeNull();
    }
    expect(await mapAddressGovernorates(database.db)).toBeGreaterThanOrEqual(3);
    const saved = await database.db.select().from(addresses).orderBy(asc(addresses.id));
    const typed = saved.filter((a) => a.street === '1 Old St');
    expect(typed.map((a) => a.governorate)).toEqual(OLD_ADDRESSES.map(([, , code]) => code));
    // the rest were left alone: unknown ones are asked at the next checkout, never guessed
    expect(await mapAddressGovernorates(database.db)).toBe(0);
    const config = await loadDeliveryConfig(database.db);
    expect(config.zones.length).toBeGreaterThanOrEqual(8);
    expect(config.settings.freeDeliveryThresholdPiastres).toBe(150_000);
  }

  it('migrating keeps every order (subtotal = total, no fees) and maps the addresses that name one governorate', async () => {
    await old.database.migrate();
    await expectCarriedOver(old.database);
  });

  it('restoring a backup from before delivery keeps its orders and addresses, and the zones and settings', async () => {
    const fresh = await openEmptyTestDatabase();
    try {
      const plan = await planRestore(fresh.database, await verifyBackup(join(dir, 'before-0015.jsonl.gz')));
      await restoreBackup(fresh.database, diskStore(join(dir, 'fresh-data')), plan);
      await expectCarriedOver(fresh.database);
    } finally {
      await fresh.drop();
    }
    // migrates an empty database from the first migration to the last: grows with every migration
  }, 120_000);
});
