import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryWindow } from '@atlas/shared/rules/delivery';
import { auditLog, orders, productFlavors, users } from '../../db/schema/index';
import { seedDemoAccounts } from '../../db/seed/demo-accounts';
import { seedDemoCatalogue } from '../../db/seed/demo-catalogue';
import { callAs, type CallArgs, createShopper, signIn, type Caller } from '../../test/shoppers';
import { createTestApp, type TestContext } from '../../test/test-app';
import { ARABIC_PRODUCT, PRODUCT_AS_EXTRACTED } from '../../lib/receipt/receipt-fixtures';

/** Wednesday 25 Nov 2026, 10:00 in Cairo (UTC+2): before the 14:00 cut-off on a working day. */
const WEDNESDAY_10 = new Date('2026-11-25T08:00:00Z');
/** The app's clock: the real one (tokens are checked against it), or a fixed instant for a public quote. */
let clock: Date | null = null;
const calendar = { cutoffHour: 14, daysOff: [5], holidays: [] };

let t: TestContext;
let admin: Caller;
let amal: Caller;
let product: { id: number; name: string; discountedPrice: number; flavor: string };

const call = (...args: CallArgs) => callAs(t.app, ...args);
/** A quote asked on Wednesday 25 Nov 2026 at 10:00 in Cairo. */
async function quote(query: string, headers: Record<string, string> = {}) {
  clock = WEDNESDAY_10;
  try {
    return await call(null, 'GET', `/api/delivery/quote?${query}`, undefined, headers);
  } finally {
    clock = null;
  }
}
const aswan = {
  street: '3 Corniche El Nil',
  city: 'Aswan',
  state: 'Aswan',
  zipCode: '81511',
  country: 'Egypt',
};

async function settings() {
  return (await call(admin, 'GET', '/api/admin/delivery')).json();
}
async function fillCart(caller: Caller, quantity = 1) {
  await call(caller, 'DELETE', '/api/cart');
  const res = await call(caller, 'POST', '/api/cart/add', {
    productId: product.id,
    selectedFlavor: product.flavor,
    quantity,
  });
  expect(res.statusCode, res.body).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp({ now: () => clock ?? new Date() });
  await seedDemoAccounts(t.app.db);
  await seedDemoCatalogue(t.app.db, t.app.files);
  admin = await signIn(t.app, 'admin@atlas.demo', 'Admin@2026');
  amal = await createShopper(t.app, 'amal.delivery@example.com');
  const list = (await call(null, 'GET', '/api/products?limit=100')).json() as {
    id: number;
    name: string;
    price: number;
    discountedPrice: number;
    flavor_quantity: Record<string, number>;
  }[];
  // an affordable product (well under the free-delivery threshold) with stock
  const p = list.find(
    (x) => x.discountedPrice < 700 && Object.values(x.flavor_quantity).some((q) => q >= 20),
  )!;
  const flavor = Object.entries(p.flavor_quantity).find(([, q]) => q >= 20)![0];
  product = { id: p.id, name: p.name, discountedPrice: p.discountedPrice, flavor };
});
afterAll(() => t?.close());

describe('public zones and quote', () => {
  it('lists the seeded zones with every governorate, the threshold, the COD fee and the calendar', async () => {
    const res = await call(null, 'GET', '/api/delivery/zones');
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBeTruthy();
    const body = res.json();
    expect(body.governorates).toHaveLength(27);
    expect(body.freeDeliveryThreshold).toBe(1500);
    expect(body.codFee).toEqual({ kind: 'fixed', amount: 10 });
    expect(body.daysOff).toEqual([5]);
    const assigned = body.zones.flatMap((z: { governorates: string[] }) => z.governorates).sort();
    expect(assigned).toEqual([...body.governorates].sort());
    expect(body.zones.find((z: { isDefault: boolean }) => z.isDefault)).toMatchObject({
      nameEn: 'Elsewhere in Egypt (governorate not given)',
      governorates: [],
    });
    const again = await call(null, 'GET', '/api/delivery/zones', undefined, {
      'if-none-match': res.headers.etag as string,
    });
    expect(again.statusCode).toBe(304);
  });

  it('quotes fee, COD fee and dates by governorate, payment method and subtotal', async () => {
    const giza = (await quote('governorate=EG-GZ&subtotal=300&paymentMethod=cod')).json();
    expect(giza).toEqual({
      governorate: 'EG-GZ',
      zone: { id: expect.any(Number), name: 'Greater Cairo', isDefault: false },
      available: true,
      deliveryFee: 45,
      codFee: 10,
      total: 355,
      freeDeliveryThreshold: 1500,
      leftForFreeDelivery: 1200,
      // Wednesday 10:00 leaves today: Thursday and Saturday (Friday off)
      window: { from: '2026-11-26', to: '2026-11-28' },
    });
    const card = (await quote('governorate=EG-ASN&subtotal=300&paymentMethod=card')).json();
    expect(card).toMatchObject({
      deliveryFee: 75,
      codFee: 0,
      total: 375,
      window: { from: '2026-11-29', to: '2026-12-01' },
    });
    const free = (await quote('governorate=EG-ASN&subtotal=1500')).json();
    expect(free).toMatchObject({ deliveryFee: 0, leftForFreeDelivery: null });
    const arabic = (await quote('governorate=EG-C', { 'accept-language': 'ar' })).json();
    expect(arabic.zone.name).toBe('القاهرة الكبرى');
  });

  it('prices every governorate with its zone: the zone’s fee and its window from Wednesday 10:00', async () => {
    const { zones } = (await call(null, 'GET', '/api/delivery/zones')).json() as {
      zones: { nameEn: string; fee: number; minDays: number; maxDays: number; governorates: string[] }[];
    };
    let checked = 0;
    for (const zone of zones)
      for (const governorate of zone.governorates) {
        const q = (await quote(`governorate=${governorate}&subtotal=100&paymentMethod=card`)).json();
        expect(q, governorate).toMatchObject({
          zone: { name: zone.nameEn },
          deliveryFee: zone.fee,
          codFee: 0,
          window: deliveryWindow(WEDNESDAY_10, zone, calendar),
        });
        checked++;
      }
    expect(checked).toBe(27);
  });

  it('prices an address without a governorate with the named default zone', async () => {
    const res = (await quote('subtotal=100')).json();
    expect(res).toMatchObject({ governorate: null, zone: { isDefault: true }, deliveryFee: 100 });
    expect(res.zone.name).toContain('governorate not given');
  });

  it('refuses junk with a 400 naming the field', async () => {
    for (const q of [
      'governorate=EG-XX',
      'subtotal=-1',
      'subtotal=abc',
      'paymentMethod=gold',
      'governorate=%00',
    ]) {
      const res = await quote(q);
      expect(res.statusCode, q).toBe(400);
    }
  });
});

describe('orders carry the breakdown the server computed', () => {
  it('ignores a forged fee or total and writes subtotal, delivery, COD fee and dates', async () => {
    await fillCart(amal, 2);
    const res = await call(amal, 'POST', `/api/users/${amal.id}/orders`, {
      paymentMethod: 'cod',
      address: aswan,
      total: 1,
      deliveryFee: 0,
      codFee: 0,
      subtotal: 1,
      discount: 9999,
    });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json();
    const subtotal = Math.round(product.discountedPrice * 2 * 100) / 100;
    expect(order).toMatchObject({
      subtotal,
      deliveryFee: 75,
      codFee: 10,
      discount: 0,
      total: Math.round((subtotal + 85) * 100) / 100,
      delivery: { zone: 'Upper Egypt', ...deliveryWindow(new Date(), { minDays: 3, maxDays: 5 }, calendar) },
      address: { governorate: 'EG-ASN' },
    });
    // absolute for a client that is not a page of ours (as app.inject is), root-relative for our pages
    expect(order.receiptUrl).toMatch(new RegExp(`/api/receipts/${order.id}\\?token=[A-Za-z0-9_-]{32}$`));
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(
      row!.subtotalPiastres! - row!.discountPiastres + row!.deliveryFeePiastres + row!.codFeePiastres,
    ).toBe(row!.totalPiastres);
  });

  it('the dashboard counts the goods as revenue, not the delivery and cash-on-delivery fees', async () => {
    const before = (await call(admin, 'GET', '/api/admin/dashboard')).json();
    await fillCart(amal, 1);
    const order = (await call(amal, 'POST', `/api/users/${amal.id}/orders`, { address: aswan })).json();
    expect(order.total).toBeGreaterThan(order.subtotal);
    const after = (await call(admin, 'GET', '/api/admin/dashboard')).json();
    expect(Math.round((after.activeRevenue.value - before.activeRevenue.value) * 100) / 100).toBe(
      order.subtotal,
    );
  });

  it('an address typed in Arabic names its governorate; one that names none is priced with the default zone', async () => {
    await fillCart(amal);
    const arabic = await call(amal, 'POST', `/api/users/${amal.id}/orders`, {
      address: {
        street: 'شارع التحرير',
        city: 'الدقي',
        state: 'محافظة الجيزة',
        zipCode: '12611',
        country: 'مصر',
      },
    });
    expect(arabic.statusCode, arabic.body).toBe(201);
    expect(arabic.json()).toMatchObject({ deliveryFee: 45, address: { governorate: 'EG-GZ' } });
    await fillCart(amal);
    const unknown = await call(amal, 'POST', `/api/users/${amal.id}/orders`, {
      address: { street: '1 Main St', city: 'Springfield', state: 'Nowhere', zipCode: '1', country: 'Egypt' },
    });
    expect(unknown.statusCode, unknown.body).toBe(201);
    expect(unknown.json().deliveryFee).toBe(100);
    expect(unknown.json().delivery.zone).toContain('governorate not given');
    expect(unknown.json().address.governorate).toBeUndefined();
  });

  it('a chosen governorate wins over what the state says', async () => {
    await fillCart(amal);
    const res = await call(amal, 'POST', `/api/users/${amal.id}/orders`, {
      address: { ...aswan, governorate: 'EG-GZ' },
    });
    expect(res.json()).toMatchObject({ deliveryFee: 45, address: { governorate: 'EG-GZ' } });
  });

  it('a zone switched off refuses checkout with a clear message and changes nothing', async () => {
    const { zones } = await settings();
    const upper = zones.find((z: { nameEn: string }) => z.nameEn === 'Upper Egypt');
    const off = await call(admin, 'PUT', `/api/admin/delivery/zones/${upper.id}`, {
      ...upper,
      enabled: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    await fillCart(amal, 1);
    const [stockBefore] = await t.app.db
      .select({ q: productFlavors.quantity })
      .from(productFlavors)
      .where(eq(productFlavors.productId, product.id));
    const res = await call(amal, 'POST', `/api/users/${amal.id}/orders`, { address: aswan });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'DELIVERY_UNAVAILABLE',
      message: 'We do not deliver to this governorate at the moment.',
    });
    expect((await call(amal, 'GET', '/api/cart')).json()).toHaveLength(1);
    const [stockAfter] = await t.app.db
      .select({ q: productFlavors.quantity })
      .from(productFlavors)
      .where(eq(productFlavors.productId, product.id));
    expect(stockAfter).toEqual(stockBefore);
    expect((await quote('governorate=EG-ASN')).json().available).toBe(false);
    await call(admin, 'PUT', `/api/admin/delivery/zones/${upper.id}`, { ...upper, enabled: true });
  });
});

describe('an older address without a governorate', () => {
  it('is priced with the default zone until its governorate is named, then with its zone', async () => {
    const saved = (
      await call(amal, 'POST', `/api/users/${amal.id}/addresses`, {
        street: '9 Old Rd',
        city: 'Somewhere',
        state: 'Nowhere',
        zipCode: '1',
        country: 'Egypt',
      })
    ).json() as { id: number; governorate: string | null };
    expect(saved.governorate).toBeNull();
    await fillCart(amal);
    const before = await call(amal, 'POST', `/api/users/${amal.id}/orders`, { addressId: saved.id });
    expect(before.json()).toMatchObject({
      deliveryFee: 100,
      delivery: { zone: expect.stringContaining('not given') },
    });
    const named = await call(amal, 'PATCH', `/api/users/${amal.id}/addresses/${saved.id}/governorate`, {
      governorate: 'EG-ALX',
    });
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json()).toMatchObject({ id: saved.id, governorate: 'EG-ALX' });
    await fillCart(amal);
    const after = await call(amal, 'POST', `/api/users/${amal.id}/orders`, { addressId: saved.id });
    expect(after.json()).toMatchObject({ deliveryFee: 55, address: { governorate: 'EG-ALX' } });
    const bad = await call(amal, 'PATCH', `/api/users/${amal.id}/addresses/${saved.id}/governorate`, {
      governorate: 'Alexandria',
    });
    expect(bad.statusCode).toBe(400);
    const other = await createShopper(t.app, 'other.delivery@example.com');
    const foreign = await call(other, 'PATCH', `/api/users/${other.id}/addresses/${saved.id}/governorate`, {
      governorate: 'EG-C',
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('admin zones and settings', () => {
  it('edits the settings, audits the change, and the next order follows them', async () => {
    const before = (await settings()).settings;
    const next = {
      ...before,
      freeDeliveryThreshold: null,
      codFee: { kind: 'percent', percent: 1.5, cap: 20 },
      cutoffHour: 9,
      holidays: ['2026-11-26'],
    };
    const res = await call(admin, 'PUT', '/api/admin/delivery/settings', next);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      freeDeliveryThreshold: null,
      codFee: { kind: 'percent', percent: 1.5, cap: 20 },
    });
    const [audit] = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'delivery.settings'));
    expect(audit).toMatchObject({ entity: 'delivery', before: expect.objectContaining({ cutoffHour: 14 }) });
    // 10:00 is past a 09:00 cut-off, Thursday is a holiday now, Friday is off: leaves Saturday
    const q = (await quote('governorate=EG-C&subtotal=2000&paymentMethod=cod')).json();
    expect(q).toMatchObject({
      deliveryFee: 45,
      codFee: 20,
      window: { from: '2026-11-29', to: '2026-11-30' },
    });
    // 1.5 % of 345 EGP = 5.175 → 5.18 (half up)
    expect((await quote('governorate=EG-C&subtotal=300&paymentMethod=cod')).json().codFee).toBe(5.18);
    expect((await call(admin, 'PUT', '/api/admin/delivery/settings', before)).statusCode).toBe(200);
  });

  it('refuses invalid settings with field errors and keeps the old ones', async () => {
    const { settings: s } = await settings();
    for (const bad of [
      { ...s, cutoffHour: 25 },
      { ...s, daysOff: [0, 1, 2, 3, 4, 5, 6] },
      { ...s, holidays: ['27/11/2026'] },
      { ...s, codFee: { kind: 'percent', percent: 120, cap: null } },
      { ...s, defaultZoneId: 999_999 },
      { ...s, shopName: '' },
      { ...s, vatRate: -1 },
    ]) {
      const res = await call(admin, 'PUT', '/api/admin/delivery/settings', bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await settings()).settings).toEqual(s);
  });

  it('moves governorates between zones, refuses to delete a zone in use, deletes an empty one', async () => {
    const created = await call(admin, 'POST', '/api/admin/delivery/zones', {
      nameEn: 'Giza express',
      nameAr: 'الجيزة السريع',
      fee: 30,
      minDays: 0,
      maxDays: 1,
      enabled: true,
      governorates: ['EG-GZ'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const zone = created.json();
    expect((await quote('governorate=EG-GZ&subtotal=100&paymentMethod=card')).json()).toMatchObject({
      deliveryFee: 30,
      zone: { name: 'Giza express' },
      window: { from: '2026-11-25', to: '2026-11-26' },
    });
    const inUse = await call(admin, 'DELETE', `/api/admin/delivery/zones/${zone.id}`);
    expect(inUse.statusCode).toBe(409);
    const emptied = await call(admin, 'PUT', `/api/admin/delivery/zones/${zone.id}`, {
      ...zone,
      governorates: [],
    });
    expect(emptied.statusCode, emptied.body).toBe(200);
    // Giza lost its zone: it is priced with the default zone until it is given another
    expect((await quote('governorate=EG-GZ')).json().zone.isDefault).toBe(true);
    expect((await call(admin, 'DELETE', `/api/admin/delivery/zones/${zone.id}`)).statusCode).toBe(200);
    const { zones } = await settings();
    const cairo = zones.find((z: { nameEn: string }) => z.nameEn === 'Greater Cairo');
    await call(admin, 'PUT', `/api/admin/delivery/zones/${cairo.id}`, {
      ...cairo,
      governorates: [...cairo.governorates, 'EG-GZ'],
    });
    expect((await quote('governorate=EG-GZ')).json().zone.name).toBe('Greater Cairo');
    const actions = (await t.app.db.select({ a: auditLog.action }).from(auditLog)).map((r) => r.a);
    expect(actions).toEqual(
      expect.arrayContaining(['delivery.zone.create', 'delivery.zone.update', 'delivery.zone.delete']),
    );
  });

  it('refuses a zone whose window ends before it starts, and an unknown zone', async () => {
    const body = {
      nameEn: 'X',
      nameAr: 'س',
      fee: 1,
      minDays: 3,
      maxDays: 1,
      enabled: true,
      governorates: [],
    };
    expect((await call(admin, 'POST', '/api/admin/delivery/zones', body)).statusCode).toBe(400);
    expect(
      (await call(admin, 'PUT', '/api/admin/delivery/zones/999999', { ...body, maxDays: 3 })).statusCode,
    ).toBe(404);
    expect((await call(amal, 'GET', '/api/admin/delivery')).statusCode).toBe(403);
  });
});

describe('receipts', () => {
  async function pdfText(url: string) {
    const res = await call(null, 'GET', url);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = await getDocumentProxy(new Uint8Array(res.rawPayload));
    const { text } = await extractText(pdf, { mergePages: true });
    return text;
  }
  const compact = (s: string) => s.normalize('NFKC').replace(/[\s\u061c\u200e\u200f]/g, '');

  it('an English order: its number, lines and total, opened with the signed address alone', async () => {
    await fillCart(amal, 2);
    const order = (await call(amal, 'POST', `/api/users/${amal.id}/orders`, { address: aswan })).json();
    const text = await pdfText(order.receiptUrl);
    expect(text).toContain(String(order.id));
    expect(text).toContain(product.name.split(' ')[0]!);
    expect(compact(text)).toContain(
      compact(order.total.toLocaleString('en-US', { minimumFractionDigits: 2 })),
    );
  });

  it('an Arabic order: the Arabic product name, shaped text that reads back', async () => {
    const made = await call(admin, 'POST', '/api/products/admin', {
      name: 'Whey Gold Standard (receipt test)',
      nameAr: ARABIC_PRODUCT,
      description: 'A product whose Arabic name the receipt must carry',
      price: 1200,
      discount: 0,
      image: 'https://example.com/a.png',
      category: 'Protein',
      brand: 'Atlas',
      available_size: '1 kg',
      quantity: 10,
      flavors: [],
    });
    expect(made.statusCode, made.body).toBe(201);
    await call(amal, 'DELETE', '/api/cart');
    await call(amal, 'POST', '/api/cart/add', {
      productId: made.json().id,
      selectedFlavor: 'Unflavored',
      quantity: 1,
    });
    const order = (
      await call(
        amal,
        'POST',
        `/api/users/${amal.id}/orders`,
        { address: aswan },
        { 'accept-language': 'ar' },
      )
    ).json();
    const text = await pdfText(order.receiptUrl);
    expect(text).toContain(String(order.id));
    // as pdf.js reads shaped Arabic back (receipt-fixtures.ts explains the one swapped pair)
    expect(compact(text)).toContain(compact(PRODUCT_AS_EXTRACTED));
    expect(compact(text)).toContain(
      compact(order.total.toLocaleString('en-US', { minimumFractionDigits: 2 })),
    );
  });

  it('a wrong or missing token, or another order’s, is a 404 like an unknown order', async () => {
    await fillCart(amal);
    const order = (await call(amal, 'POST', `/api/users/${amal.id}/orders`, { address: aswan })).json();
    const token = new URL(order.receiptUrl, 'http://x').searchParams.get('token')!;
    for (const url of [
      `/api/receipts/${order.id}`,
      `/api/receipts/${order.id}?token=${'A'.repeat(32)}`,
      `/api/receipts/${order.id - 1}?token=${token}`,
      `/api/receipts/99999999?token=${token}`,
      `/api/receipts/abc?token=${token}`,
      `/api/receipts/${order.id}?token=%00`,
    ]) {
      const res = await call(null, 'GET', url);
      expect([400, 404], url).toContain(res.statusCode);
    }
  });

  it('the address is absolute for a client on another origin', async () => {
    const [user] = await t.app.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'amal.delivery@example.com'));
    const res = await call(amal, 'GET', `/api/users/${user!.id}/orders`, undefined, {
      origin: 'https://app.example',
    });
    const [first] = res.json();
    expect(first.receiptUrl).toMatch(/^https?:\/\/[^/]+\/api\/receipts\/\d+\?token=/);
  });
});
