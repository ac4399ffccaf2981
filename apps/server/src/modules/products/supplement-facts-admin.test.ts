import { describe, expect, it } from 'vitest';
import type { AdminProductDto } from '@atlas/shared/contract/admin-products';
import { factsMessages } from '@atlas/shared/contract/supplement-facts';
import {
  admin,
  body,
  call,
  create,
  flavorRow,
  setUpFactsApp,
  shop,
  shopper,
  whey,
} from './supplement-facts-fixtures';

setUpFactsApp();

describe('admin writes of supplement facts', () => {
  it('stores the facts and a flavor override, returns them, and keeps them when left out', async () => {
    const created = await create({
      facts: whey,
      flavors: [flavorRow('Vanilla'), flavorRow('Cookies', { allergens: ['milk', 'soy', 'gluten'] })],
    });
    expect(created.facts).toMatchObject({
      servingSize: 31,
      servingsPerContainer: 73,
      allergens: ['milk', 'soy'],
    });
    expect(created.facts!.perServing).toMatchObject({
      proteinG: 24,
      creatineMg: 0,
      caffeineMg: 0,
      actives: [],
    });
    expect(created.flavors.map((f) => f.facts)).toEqual([null, { allergens: ['milk', 'soy', 'gluten'] }]);

    // an edit without facts or flavor facts keeps both
    const kept = await call(admin, 'PUT', `/api/products/admin/${created.id}`, {
      ...body({ name: created.name }),
      flavors: [flavorRow('Vanilla'), flavorRow('Cookies')],
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect((kept.json() as AdminProductDto).facts).toEqual(created.facts);
    expect((kept.json() as AdminProductDto).flavors[1]!.facts).toEqual({
      allergens: ['milk', 'soy', 'gluten'],
    });

    // null clears the product's facts, and with them every flavor's own
    const cleared = await call(admin, 'PUT', `/api/products/admin/${created.id}`, {
      ...body({ name: created.name }),
      facts: null,
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((cleared.json() as AdminProductDto).facts).toBeNull();
    expect((cleared.json() as AdminProductDto).flavors.map((f) => f.facts)).toEqual([null, null]);
    expect((await shop(created.id)).facts).toBeUndefined();
  });

  it.each([
    [
      'a serving larger than the container',
      { ...whey, servingSize: 3000 },
      factsMessages.servingOverContainer,
    ],
    [
      'more servings than the container holds',
      { ...whey, servingsPerContainer: 100 },
      factsMessages.servingsOverContainer,
    ],
    [
      'a negative amount',
      { ...whey, perServing: { ...whey.perServing, fatG: -1 } },
      'fat cannot be negative',
    ],
    [
      'macros heavier than a gram serving',
      { ...whey, perServing: { ...whey.perServing, proteinG: 40 } },
      factsMessages.macrosOverServing,
    ],
    [
      'sugar over the carbohydrate',
      { ...whey, perServing: { ...whey.perServing, sugarG: 5 } },
      factsMessages.sugarOverCarbs,
    ],
    ['vegan with milk', { ...whey, suitableFor: ['vegan'] }, factsMessages.veganNeedsNoMilkOrEgg],
    ['an unknown allergen', { ...whey, allergens: ['peanut'] }, ''],
  ])('refuses %s with a 400 that says why', async (_, facts, message) => {
    const res = await call(admin, 'POST', '/api/products/admin', body({ facts }));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.body).toContain(message);
  });

  it('refuses a flavor override whose merged label breaks the rules, naming the flavor', async () => {
    const res = await call(
      admin,
      'POST',
      '/api/products/admin',
      body({
        facts: whey,
        flavors: [
          flavorRow('Vanilla'),
          flavorRow('Double Choc', { perServing: { ...whey.perServing, proteinG: 30 } }),
        ],
      }),
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain('Double Choc');
    expect(res.json().message).toContain(factsMessages.macrosOverServing);

    // nor a flavor's own facts without the product's
    const alone = await call(
      admin,
      'POST',
      '/api/products/admin',
      body({ flavors: [flavorRow('Lemon', { allergens: ['milk'] })] }),
    );
    expect(alone.statusCode, alone.body).toBe(400);
    expect(alone.json().message).toContain('Lemon');

    // new product facts that a kept override then breaks are refused too
    const p = await create({
      facts: whey,
      flavors: [flavorRow('Mocha', { perServing: { ...whey.perServing, sugarG: 2, carbsG: 3 } })],
    });
    const res2 = await call(admin, 'PUT', `/api/products/admin/${p.id}`, {
      ...body({ name: p.name }),
      facts: {
        ...whey,
        servingSize: 20,
        containerSize: 1460,
        perServing: { energyKcal: 70, proteinG: 15, carbsG: 2, sugarG: 1, fatG: 1 },
      },
    });
    expect(res2.statusCode, res2.body).toBe(400);
    expect(res2.json().message).toContain('Mocha');
  });

  it('is for admins only: 401 for a visitor, 403 for a shopper', async () => {
    const p = await create({ facts: whey });
    for (const [who, status] of [
      [null, 401],
      [shopper, 403],
    ] as const) {
      const put = await call(who, 'PUT', `/api/products/admin/${p.id}`, {
        ...body({ name: p.name }),
        facts: null,
      });
      expect(put.statusCode).toBe(status);
      const post = await call(who, 'POST', '/api/products/admin', body({ facts: whey }));
      expect(post.statusCode).toBe(status);
    }
    expect((await shop(p.id)).facts).toMatchObject({ servingSize: 31 });
  });
});
