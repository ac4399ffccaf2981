import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { CATALOGUE_COLUMNS, toCsv } from '@atlas/shared/rules/catalogue-sheet';
import type { Db } from '../db/client';
import { applicationTables, columnList, queryRows, quoted } from '../db/backup/database-catalog';
import { listStoredFiles, type StoredFolder } from '../db/backup/media-files';
import {
  addresses,
  auditLog,
  authCodes,
  cartCoupons,
  cartItems,
  contactSubmissions,
  stockAlerts,
  couponRedemptions,
  coupons,
  favorites,
  measurements,
  orders,
  outboxMessages,
  paymobPayments,
  paypalCaptures,
  products,
  refreshTokens,
  reorderReminders,
  reviewReports,
  reviews,
  reviewVotes,
  searchMisses,
  users,
} from '../db/schema/index';
import { seedDemoContent } from '../db/seed/demo';
import { seedDemoAccounts } from '../db/seed/demo-accounts';
import { seedDemoCatalogue } from '../db/seed/demo-catalogue';
import { diskStore } from '../lib/file-store/disk-store';
import { syncShopContent } from '../db/shop-content';
import { multipartBody } from './multipart-body';
import { bearer, signIn } from './shoppers';

const quiet = { info: () => {} } as unknown as FastifyBaseLogger;

/**
 * The demo shop plus a row in every table the demo leaves empty: Arabic text, jsonb, numerics,
 * timestamps with microseconds, a composite key, a user deleted so a sequence runs ahead of max(id).
 */
export async function fillShop(db: Db, dataDir: string): Promise<void> {
  const files = diskStore(dataDir);
  await syncShopContent(db, files);
  await seedDemoContent(db, files, quiet);
  const [shopper] = await db.select().from(users).where(eq(users.email, 'shopper@atlas.demo'));
  const [product] = await db.select().from(products).limit(1);
  const userId = shopper!.id;
  const [gone] = await db.insert(users).values({ email: 'gone@atlas.test' }).returning();
  await db.delete(users).where(eq(users.id, gone!.id));
  await db
    .update(users)
    .set({
      fName: 'يوسف',
      lName: 'المتسوق',
      avatar: '/media/avatars/1.webp',
      locale: 'ar',
      allergies: ['milk', 'nuts'],
      reorderReminders: false,
    })
    .where(eq(users.id, userId));
  await db.insert(addresses).values({
    userId,
    street: '١٢ شارع محمود بسيوني',
    city: 'القاهرة',
    state: 'Cairo',
    zipCode: '01511',
    country: 'Egypt',
    isDefault: true,
  });
  await db.insert(favorites).values({ userId, productId: product!.id });
  // the demo reviews carry votes; a visitor's report (no user) and a shopper's dismissed one
  const [review] = await db.select().from(reviews).limit(1);
  await db.insert(reviewVotes).values({ reviewId: review!.id, userId });
  await db.insert(reviewReports).values([
    { reviewId: review!.id, reporter: 'ip:0123456789abcdef', reason: 'spam', note: 'إعلان؟' },
    { reviewId: review!.id, userId, reporter: `user:${userId}`, reason: 'other', dismissedAt: new Date() },
  ]);
  await db
    .update(reviews)
    .set({ status: 'rejected', rejectionReason: 'سبب الرفض' })
    .where(eq(reviews.id, review!.id));
  await db
    .insert(searchMisses)
    .values({ query: 'بروتين نباتي', count: 3, lastSeen: new Date('2026-03-04T05:06:07Z') });
  await db.insert(cartItems).values({ userId, productId: product!.id, flavor: 'Unflavored', quantity: 2 });
  const at = sql`'2026-03-04 05:06:07.123456+02'::timestamptz`;
  await db.insert(authCodes).values({ userId, purpose: 'verify', codeHash: 'h', expiresAt: at });
  await db
    .insert(refreshTokens)
    .values({ userId, tokenHash: 't', family: 'f', expiresAt: at, revokedAt: at });
  await db
    .insert(outboxMessages)
    .values({ to: 'a@b.c', subject: 'مرحبا', text: 'line\nbreak "quoted"', html: '<p>\\</p>' });
  await db.insert(measurements).values({
    userId,
    age: 30,
    gender: 'male',
    weight: '80.50',
    height: '180.00',
    waist: '85.25',
    neck: '38.00',
    goal: 'lose',
    dietPlan: 'خطة غذائية',
    planData: { meals: [{ name: 'فطور', kcal: 512.5 }], nested: { empty: [], nil: null } },
  });
  // a shopper's alert and a visitor's one still to confirm, with every time column filled on one
  await db.insert(stockAlerts).values([
    {
      productId: product!.id,
      flavor: 'Unflavored',
      userId,
      email: 'shopper@atlas.demo',
      locale: 'ar',
      status: 'sent',
      confirmedAt: at,
      sentAt: at,
      expiresAt: sql`'2026-06-02 05:06:07.123456+02'::timestamptz`,
    },
    {
      productId: product!.id,
      flavor: 'شوكولاتة',
      email: 'زائر@atlas.test',
      locale: 'en',
      status: 'unconfirmed',
      expiresAt: at,
    },
  ]);
  await db
    .insert(contactSubmissions)
    .values({ name: 'نور', email: 'n@atlas.test', message: 'سؤال؟ 💪', userId });
  await db.insert(auditLog).values({
    actorId: userId,
    actorEmail: 'shopper@atlas.demo',
    action: 'update',
    entity: 'product',
    entityId: String(product!.id),
    before: { price: 100 },
    after: { price: 90, name: 'بروتين' },
  });
  // a code on the cart, and one used by a past order (given back, to keep both states)
  const [welcome] = await db.select().from(coupons).where(eq(coupons.code, 'WELCOME10'));
  const [pastOrder] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.userId, userId))
    .limit(1);
  await db.insert(cartCoupons).values({ userId, couponId: welcome!.id });
  // an order placed without an account: no user, the guest's contact kept on it
  await db.insert(orders).values({
    userId: null,
    userEmail: 'guest@atlas.test',
    guestName: 'ضيف أطلس',
    guestMobile: '01001234567',
    idempotencyKey: 'guest-fixture-key',
    paymentMethod: 'cod',
    paymentStatus: 'pending',
    totalPiastres: 123_456,
    address: {
      street: 'شارع النيل',
      city: 'Giza',
      state: 'Giza',
      zipCode: '12511',
      country: 'Egypt',
      fullName: 'ضيف أطلس',
    },
  });
  await db.insert(couponRedemptions).values({
    couponId: welcome!.id,
    orderId: pastOrder!.id,
    userId,
    savedPiastres: 12_345,
    returnedAt: at,
  });
  // the past order's reminder, already sent
  await db.insert(reorderReminders).values({
    orderId: pastOrder!.id,
    userId,
    dueAt: sql`'2026-04-01 05:06:07.123456+02'::timestamptz`,
    status: 'sent',
    sentAt: at,
  });
  await db.insert(paypalCaptures).values({
    paypalOrderId: 'PAYPAL-ORDER-1',
    userId,
    nextCheckAt: new Date('2026-11-24T10:10:00.123456Z'),
    resolvedAt: at,
    resolution: 'order',
  });
  await db.insert(paymobPayments).values({
    reference: 'atl-0123456789abcdef01234567',
    paymobOrderId: 900_000_001,
    intentionId: 'pi_test_fixture',
    userId,
    method: 'kiosk',
    amountCents: 123_450,
    currency: 'EGP',
    lines: [
      {
        productId: product!.id,
        name: 'بروتين',
        image: '/media/products/1.webp',
        flavor: 'Unflavored',
        hasFlavors: false,
        quantity: 2,
        unitPiastres: 61_725,
        originalPiastres: 70_000,
      },
    ],
    address: { street: '12 Nile Corniche', city: 'Giza', state: 'Giza', zipCode: '12611', country: 'Egypt' },
    locale: 'ar',
    status: 'awaiting',
    kioskReference: '12345678',
    expiresAt: new Date('2026-11-26T10:10:00.123456Z'),
  });
  // a guest's payment: no user, the contact kept on the row
  await db.insert(paymobPayments).values({
    reference: 'atl-fedcba9876543210fedcba98',
    paymobOrderId: 900_000_002,
    intentionId: 'pi_test_guest_fixture',
    guest: { fullName: 'سارة أحمد', email: 'guest@example.com', mobile: '1001234567' },
    method: 'card',
    amountCents: 61_725,
    currency: 'EGP',
    lines: [
      {
        productId: product!.id,
        name: 'بروتين',
        image: '/media/products/1.webp',
        flavor: 'Unflavored',
        hasFlavors: false,
        quantity: 1,
        unitPiastres: 61_725,
        originalPiastres: 70_000,
      },
    ],
    address: { street: '5 Tahrir St', city: 'Cairo', state: 'Cairo', zipCode: '11511', country: 'Egypt' },
    locale: 'ar',
    expiresAt: new Date('2026-11-26T11:10:00.123456Z'),
  });
  await saveFile(dataDir, 'avatars/1.webp', Buffer.from([0, 1, 2, 255, 254, 10, 13, 0]));
  // what an import keeps: the spreadsheet as imported and the catalogue before it
  await files.put(`imports/${KEPT_STAMP}/file.csv`, 'name,price\r\nWhey,900\r\n');
  await files.put(`imports/${KEPT_STAMP}/before.csv`, 'name,price\r\nWhey,850\r\n');
}

export const KEPT_STAMP = '2026-11-27T06-00-00-000Z-abc123';

export async function saveFile(dataDir: string, path: string, content: Buffer): Promise<void> {
  const file = join(dataDir, 'media', path);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, content);
}

/** Every application table's rows as PostgreSQL's JSON, in key order; timestamps in UTC. */
export async function tableDump(db: Db): Promise<Record<string, string[]>> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local timezone = 'UTC'`);
    const dump: Record<string, string[]> = {};
    for (const table of await applicationTables(tx)) {
      const rows = await queryRows<{ r: string }>(
        tx,
        sql`select row_to_json(t)::text as "r" from ${quoted(table.name)} t order by ${columnList(table.primaryKey)}`,
      );
      dump[table.name] = rows.map((row) => row.r);
    }
    return dump;
  });
}

/** Each file of a folder of the store (media/ unless told) by its SHA-256. */
export async function mediaDump(
  dataDir: string,
  folder: StoredFolder = 'media',
): Promise<Record<string, string>> {
  const files = await listStoredFiles(diskStore(dataDir), folder);
  return Object.fromEntries(
    files.map((f) => [
      f,
      createHash('sha256')
        .update(readFileSync(join(dataDir, folder, f)))
        .digest('hex'),
    ]),
  );
}

/** The demo admin and catalogue, then one import through the admin's routes: the files it kept, as the audit names them. */
export async function importThroughAdmin(app: FastifyInstance): Promise<{ upload: Buffer; files: string[] }> {
  await seedDemoAccounts(app.db);
  await seedDemoCatalogue(app.db, app.files);
  const admin = await signIn(app, 'admin@atlas.demo', 'Admin@2026');
  const send = (url: string, file: Buffer) => {
    const body = multipartBody([
      { name: 'file', filename: 'catalogue.csv', contentType: 'text/csv', content: file },
    ]);
    return app.inject({
      method: 'POST',
      url,
      headers: { ...bearer(admin), ...body.headers },
      payload: body.payload,
    });
  };
  const exported = await app.inject({
    method: 'GET',
    url: '/api/products/admin/export?format=csv',
    headers: bearer(admin),
  });
  const rows = parse(exported.rawPayload, { bom: true, columns: true }) as Record<string, string>[];
  const first = rows[0]!.product_id;
  for (const row of rows) if (row.product_id === first) row.price = '999.50';
  const upload = Buffer.from(
    toCsv([[...CATALOGUE_COLUMNS], ...rows.map((r) => CATALOGUE_COLUMNS.map((c) => r[c] ?? ''))]),
  );
  const preview = await send('/api/products/admin/import/preview?mode=full', upload);
  const imported = await send(
    `/api/products/admin/import?mode=full&expect=${(preview.json() as { fingerprint: string }).fingerprint}`,
    upload,
  );
  if (imported.statusCode !== 200) throw new Error(`the import failed: ${imported.body}`);
  const [entry] = await app.db.select().from(auditLog).where(eq(auditLog.action, 'catalogue.import'));
  const kept = (entry!.after as { files: { file: string; before: string } }).files;
  return { upload, files: [kept.file, kept.before] };
}

/** The same backup as its format's version 1 wrote it: no files kept by imports. */
export function asVersion1(from: string, to: string): void {
  rewriteBackup(from, to, ([header, ...rest]) => [
    JSON.stringify({ ...JSON.parse(header!), version: 1 }),
    ...rest.filter((line) => !line.startsWith('{"kind":"kept"')),
  ]);
}

/** Rewrites a backup's lines and seals it again with a correct checksum (a forged, well-formed file). */
export function rewriteBackup(from: string, to: string, edit: (lines: string[]) => string[]): void {
  const lines = gunzipSync(readFileSync(from)).toString('utf8').split('\n').slice(0, -2);
  const edited = edit(lines);
  const body = edited.map((l) => `${l}\n`).join('');
  const sha256 = createHash('sha256').update(body).digest('hex');
  const media = edited.filter((l) => l.startsWith('{"kind":"media"')).length;
  const kept = edited.filter((l) => l.startsWith('{"kind":"kept"')).length;
  // a version 1 backup declares no kept files
  const version = (JSON.parse(edited[0]!) as { version: number }).version;
  const end = { kind: 'end', media, ...(version >= 2 ? { kept } : {}), sha256 };
  writeFileSync(to, gzipSync(`${body}${JSON.stringify(end)}\n`));
}
