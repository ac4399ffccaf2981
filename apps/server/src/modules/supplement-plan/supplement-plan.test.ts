import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDto } from '@atlas/shared/contract/products';
import type { SupplementPlanDto } from '@atlas/shared/contract/supplement-plan';
import { supplementPlanMessages } from '@atlas/shared/contract/supplement-plan';
import { productFlavors, products } from '../../db/schema/index';
import { seedDemoCatalogue } from '../../db/seed/demo-catalogue';
import { callAs, quickShoppers, type CallArgs, type Caller } from '../../test/shoppers';
import { createTestApp, type TestContext } from '../../test/test-app';

let t: TestContext;
let members: Caller[];
const call = (...args: CallArgs) => callAs(t.app, ...args);
const form = (query: string) => call(null, 'GET', `/api/supplement-plan?${query}`);
const plan = async (query: string): Promise<SupplementPlanDto> => {
  const res = await form(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const product = async (id: number): Promise<ProductDto> =>
  (await t.app.inject({ method: 'GET', url: `/api/products/${id}` })).json();
const setStock = (productId: number, name: string, quantity: number) =>
  t.app.db
    .update(productFlavors)
    .set({ quantity })
    .where(and(eq(productFlavors.productId, productId), eq(productFlavors.name, name)));

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoCatalogue(t.app.db, t.app.files);
  members = await quickShoppers(t.app, 2, 'plan-member');
});
afterAll(() => t.close());

describe('the supplement proposal from the short form', () => {
  it('fills an 80 kg build-muscle week of 4 training days with a protein, a creatine and a pre-workout', async () => {
    const answer = await plan('weightKg=80&goal=build-muscle&trainingDays=4');
    expect(answer.source).toBe('form');
    // 1.8 g/kg wanted, 1.0 g/kg from meals (docs/supplement-plan.md)
    expect(answer.needs).toEqual({
      proteinTargetG: 144,
      proteinFromMealsG: 80,
      trainingDaysPerWeek: 4,
      goal: 'build-muscle',
      avoid: [],
    });
    expect(answer.lines.map((l) => l.role)).toEqual(['protein', 'creatine', 'pre-workout']);
    for (const line of answer.lines) {
      const shown = await product(line.productId);
      // a flavor that can be bought now, priced at today's price
      if (line.flavor !== null) expect(shown.flavor_quantity[line.flavor]).toBeGreaterThan(0);
      expect(line.price).toBe(shown.discountedPrice);
      expect(line.pricePerServing).toBe(shown.pricePerServing);
      expect(line.reason.key).toMatch(/^plan\.reason\./);
    }
    const protein = answer.lines[0]!;
    const label = (await product(protein.productId)).facts!;
    // a powder: the demo's wheys allow 3 scoops a day, so 64 g at ~25 g a scoop takes 3
    expect(label.servingUnit).toBe('g');
    expect(protein.servingsPerDay).toBe(
      Math.min(3, label.maxServingsPerDay, Math.ceil(64 / label.perServing.proteinG)),
    );
    expect(protein.servingsPerDay).toBe(3);
    const preWorkout = answer.lines[2]!;
    expect(preWorkout.servingsPerWeek).toBe(4);
    const sum = answer.lines.reduce((s, l) => s + Math.round(l.costPerMonth * 100), 0);
    expect(Math.round(answer.costPerMonth * 100)).toBe(sum);
  });

  it('proposes no creatine or pre-workout without training, and no protein when the meals nearly cover it', async () => {
    const resting = await plan('weightKg=70&goal=maintain&trainingDays=0');
    expect(resting.lines.map((l) => l.role)).toEqual(['protein']);
    const twoDays = await plan('weightKg=70&goal=maintain&trainingDays=2');
    expect(twoDays.lines.map((l) => l.role)).toEqual(['protein', 'creatine']);
  });

  it('never proposes a sold-out flavor: the next flavor, or another product when all are gone', async () => {
    const first = (await plan('weightKg=80&goal=build-muscle&trainingDays=4')).lines[0]!;
    const shown = await product(first.productId);
    await setStock(first.productId, first.flavor!, 0);
    await t.app.catalogue.settled();
    const next = (await plan('weightKg=80&goal=build-muscle&trainingDays=4')).lines[0]!;
    expect(next.productId === first.productId ? next.flavor : null).not.toBe(first.flavor);
    for (const name of shown.available_flavors) await setStock(first.productId, name, 0);
    await t.app.catalogue.settled();
    const other = (await plan('weightKg=80&goal=build-muscle&trainingDays=4')).lines[0]!;
    expect(other.productId).not.toBe(first.productId);
    for (const name of shown.available_flavors)
      await setStock(first.productId, name, shown.flavor_quantity[name]!);
  });

  it('refuses bad figures with a 400 naming them', async () => {
    for (const query of [
      'weightKg=abc&goal=maintain&trainingDays=3',
      'weightKg=10&goal=maintain&trainingDays=3',
      'weightKg=80&goal=bulk&trainingDays=3',
      'weightKg=80&goal=maintain&trainingDays=8',
      'weightKg=80&goal=maintain&trainingDays=2.5',
      'goal=maintain&trainingDays=3',
    ]) {
      const res = await form(query);
      expect(res.statusCode, query).toBe(400);
    }
  });
});

describe('allergens avoided', () => {
  const holds = async (line: SupplementPlanDto['lines'][number], allergen: string) => {
    const shown = await product(line.productId);
    const facts = (line.flavor && shown.flavor_facts?.[line.flavor]) || null;
    return (facts?.allergens ?? shown.facts!.allergens).includes(allergen as never);
  };

  it('proposes from the form only what is free of the allergens asked, and refuses an unknown one', async () => {
    const plain = await plan('weightKg=80&goal=build-muscle&trainingDays=4');
    expect(plain.needs.avoid).toEqual([]);
    const free = await plan('weightKg=80&goal=build-muscle&trainingDays=4&allergenFree=milk,gluten');
    expect(free.needs.avoid).toEqual(['milk', 'gluten']);
    for (const line of free.lines) {
      expect(await holds(line, 'milk'), line.name).toBe(false);
      expect(await holds(line, 'gluten'), line.name).toBe(false);
    }
    // every demo protein holds milk: none proposed rather than one the shopper cannot take
    expect(free.lines.map((l) => l.role)).not.toContain('protein');
    const bad = await form('weightKg=80&goal=build-muscle&trainingDays=4&allergenFree=peanuts');
    expect(bad.statusCode).toBe(400);
  });
});

describe('the answer kept', () => {
  it('answers the same needs again from memory, 304 to a client that has it, and anew after a price change', async () => {
    const query = 'weightKg=70&goal=maintain&trainingDays=3';
    const first = await form(query);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/supplement-plan?${query}`,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    // 70.2 kg asks for the same grams: the same answer
    expect((await form('weightKg=70.2&goal=maintain&trainingDays=3')).headers.etag).toBe(etag);
    const line = (first.json() as SupplementPlanDto).lines[0]!;
    const [row] = await t.app.db
      .select({ price: products.pricePiastres })
      .from(products)
      .where(eq(products.id, line.productId));
    await t.app.db
      .update(products)
      .set({ pricePiastres: row!.price + 10_000 })
      .where(eq(products.id, line.productId));
    await t.app.catalogue.settled();
    const after = await form(query);
    expect(after.headers.etag).not.toBe(etag);
    const now = (after.json() as SupplementPlanDto).lines.find((l) => l.productId === line.productId);
    expect(now?.price ?? Infinity).toBeGreaterThan(line.price);
    await t.app.db.update(products).set({ pricePiastres: row!.price }).where(eq(products.id, line.productId));
    await t.app.catalogue.settled();
  });
});

describe('the supplement proposal from a member’s diet plan', () => {
  it('answers 404 with what to do before a diet plan exists, and 403 for someone else’s', async () => {
    const [me, other] = members as [Caller, Caller];
    const none = await call(me, 'GET', `/api/users/${me.id}/supplement-plan`);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(supplementPlanMessages.noDietPlan);
    expect((await call(other, 'GET', `/api/users/${me.id}/supplement-plan`)).statusCode).toBe(403);
    expect((await call(null, 'GET', `/api/users/${me.id}/supplement-plan`)).statusCode).toBe(401);
  });

  it('sizes the protein to the gap the plan’s meals leave', async () => {
    const me = members[1]!;
    const body = {
      age: 30,
      weight: 80,
      height: 180,
      waist: 85,
      neck: 38,
      gender: 'male',
      goal: 'build-muscle',
    };
    expect((await call(me, 'POST', '/api/diet-plan', body)).statusCode).toBe(200);
    const res = await call(me, 'GET', `/api/users/${me.id}/supplement-plan?trainingDays=5`);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as SupplementPlanDto;
    expect(answer.source).toBe('diet-plan');
    // the member's own answer: no shared cache keeps it
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(answer.needs.avoid).toEqual([]);
    // the allergies saved in the profile are avoided
    expect((await call(me, 'PUT', `/api/users/${me.id}`, { allergies: ['gluten'] })).statusCode).toBe(200);
    const avoiding = (await call(me, 'GET', `/api/users/${me.id}/supplement-plan?trainingDays=5`)).json();
    expect(avoiding.needs.avoid).toEqual(['gluten']);
    const [measurement] = (await call(me, 'GET', `/api/users/${me.id}/measurements`)).json();
    expect(answer.needs).toMatchObject({
      proteinTargetG: measurement.plan.target.protein,
      proteinFromMealsG: measurement.plan.totals.protein,
      trainingDaysPerWeek: 5,
      goal: 'build-muscle',
    });
    // the engine's meals meet its own target within its tolerance: little or no protein gap left
    const gap = answer.needs.proteinTargetG - answer.needs.proteinFromMealsG;
    expect(answer.lines.some((l) => l.role === 'protein')).toBe(gap >= 10);
    expect(answer.lines.map((l) => l.role)).toContain('creatine');
  });
});
