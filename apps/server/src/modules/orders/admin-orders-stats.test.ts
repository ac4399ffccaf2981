import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index';
import { admin, amal, call, setUpAdminOrdersApp, t } from './admin-orders-fixtures';

setUpAdminOrdersApp();

describe('GET /users/admin/order-stats', () => {
  it('sums all, active and cancelled totals in one answer, against hand-computed figures', async () => {
    const empty = await call(admin, 'GET', '/api/users/admin/order-stats');
    expect(empty.json()).toEqual({
      totalOrders: 0,
      totalRevenue: 0,
      activeRevenue: 0,
      awaitingRevenue: 0,
      awaitingOrders: 0,
      cancelledRevenue: 0,
      cancelledOrders: 0,
    });
    const base = { userId: amal.id, userEmail: amal.email, paymentMethod: 'cod', paymentStatus: 'pending' };
    const fixture = await t.app.db
      .insert(orders)
      .values([
        { ...base, status: 'delivered', subtotalPiastres: 100_050, totalPiastres: 100_050 },
        { ...base, status: 'processing', subtotalPiastres: 20_025, totalPiastres: 20_025 },
        { ...base, status: 'cancelled', subtotalPiastres: 5_000, totalPiastres: 5_000 },
      ])
      .returning({ id: orders.id });
    const res = await call(admin, 'GET', '/api/users/admin/order-stats');
    expect(res.statusCode).toBe(200);
    // 1000.50 + 200.25 + 50.00; active leaves the cancelled 50.00 out
    expect(res.json()).toEqual({
      totalOrders: 3,
      totalRevenue: 1250.75,
      activeRevenue: 1200.75,
      awaitingRevenue: 0,
      awaitingOrders: 0,
      cancelledRevenue: 50,
      cancelledOrders: 1,
    });
    await t.app.db.delete(orders).where(
      sql`${orders.id} in (${sql.join(
        fixture.map((f) => sql`${f.id}`),
        sql`, `,
      )})`,
    );
  });
});

describe('GET /users/admin/order-stats: kiosk orders waiting for their payment (decision 0016)', () => {
  it('keeps an unpaid kiosk order out of active revenue, in the awaiting figures, and counts it once paid', async () => {
    const base = { userId: amal.id, userEmail: amal.email };
    const kiosk = {
      ...base,
      paymentMethod: 'kiosk',
      paymentReference: '9876543210',
      payBy: new Date(Date.now() + 86_400_000),
    };
    const fixture = await t.app.db
      .insert(orders)
      .values([
        // cash on delivery: not paid yet either, but the shop delivers it, so it is revenue
        {
          ...base,
          paymentMethod: 'cod',
          paymentStatus: 'pending',
          status: 'processing',
          totalPiastres: 40_000,
        },
        { ...kiosk, paymentStatus: 'awaiting', status: 'processing', totalPiastres: 25_050 },
        { ...kiosk, paymentStatus: 'awaiting', status: 'processing', totalPiastres: 10_000 },
        // an expired reference, cancelled: lost, not awaiting
        { ...kiosk, paymentStatus: 'cancelled', status: 'cancelled', totalPiastres: 7_000 },
      ])
      .returning({ id: orders.id });
    const stats = async () => (await call(admin, 'GET', '/api/users/admin/order-stats')).json();
    expect(await stats()).toEqual({
      totalOrders: 4,
      totalRevenue: 820.5,
      activeRevenue: 400,
      awaitingRevenue: 350.5,
      awaitingOrders: 2,
      cancelledRevenue: 70,
      cancelledOrders: 1,
    });

    // the shopper pays the first reference: it becomes revenue
    await t.app.db.update(orders).set({ paymentStatus: 'completed' }).where(eq(orders.id, fixture[1]!.id));
    expect(await stats()).toMatchObject({
      totalRevenue: 820.5,
      activeRevenue: 650.5,
      awaitingRevenue: 100,
      awaitingOrders: 1,
      cancelledRevenue: 70,
    });

    await t.app.db.delete(orders).where(
      sql`${orders.id} in (${sql.join(
        fixture.map((f) => sql`${f.id}`),
        sql`, `,
      )})`,
    );
  });
});
