import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startOtherProcess } from '../../test/other-process';
import { quickShoppers } from '../../test/shoppers';
import {
  address,
  addToCart,
  applyCode,
  call,
  createCode,
  full,
  setUpPromotionsApp,
  t,
} from './promotions-fixtures';

setUpPromotionsApp();

describe.skipIf(!process.env.TEST_DATABASE_URL)('on PostgreSQL, through two server processes', () => {
  it('a code limited to N uses, raced by N + 20 shoppers, is used exactly N times', async () => {
    const other = await startOtherProcess(t);
    try {
      const N = 5;
      const racers = await quickShoppers(t.app, N + 20, 'promo-racer');
      const { code, id } = await createCode({ maxUses: N });
      for (const s of racers) {
        await addToCart(s, full, 1);
        expect((await applyCode(s, code)).statusCode).toBe(200);
      }
      const answers = await Promise.all(
        racers.map(async (s, i) => {
          const body = JSON.stringify({ paymentMethod: 'cod', address });
          const headers = {
            authorization: `Bearer ${s.token}`,
            'content-type': 'application/json',
            'idempotency-key': `promo-race-${s.id}`,
          };
          if (i % 2 === 0) {
            const res = await fetch(`${other.url}/api/users/${s.id}/orders`, {
              method: 'POST',
              headers,
              body,
            });
            return { status: res.status, body: (await res.json()) as { fields?: { reason?: string } } };
          }
          const res = await call(s, 'POST', `/api/users/${s.id}/orders`, JSON.parse(body), {
            'idempotency-key': `promo-race-${s.id}`,
          });
          return { status: res.statusCode, body: res.json() as { fields?: { reason?: string } } };
        }),
      );
      const placed = answers.filter((a) => a.status === 201);
      const refused = answers.filter((a) => a.status === 409);
      expect(placed).toHaveLength(N);
      expect(refused).toHaveLength(20);
      expect(refused.every((a) => a.body.fields?.reason === 'used-up')).toBe(true);
      const [row] = (
        (await t.app.db.execute(
          sql`select uses, (select count(*)::int from coupon_redemptions where coupon_id = ${id}) as redemptions from coupons where id = ${id}`,
        )) as unknown as { rows: { uses: number; redemptions: number }[] }
      ).rows;
      expect(row).toEqual({ uses: N, redemptions: N });
    } finally {
      await other.stop();
    }
  }, 120_000);
});
