import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FoodDto, MealPlanDto } from '@atlas/shared/contract/nutrition';
import { createTestApp, type TestContext } from '../../test/test-app';
import { mealPlanGoals } from '../../lib/nutrition/meal-plans-data';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const foods = async (query = '', lang = 'en') =>
  (
    await ctx.app.inject({ url: `/api/foods${query}`, headers: { 'accept-language': lang } })
  ).json() as FoodDto[];

describe('GET /foods', () => {
  it('lists at least 200 foods with values per 100 g and absolute picture URLs', async () => {
    const all = await foods();
    expect(all.length).toBeGreaterThanOrEqual(200);
    const ful = all.find((f) => f.id === 'ful-medames')!;
    expect(ful).toMatchObject({ group: expect.any(String), calories: expect.any(Number) });
    expect(ful.image).toMatch(/^http:\/\/localhost:80\/assets\/foods\/[a-z]+\.svg$/);
  });

  it('searches the name in English or Arabic, case-insensitively; blank lists all', async () => {
    const koshari = await foods('?search=KOSHARI');
    expect(koshari.map((f) => f.id)).toContain('koshari');
    const arabic = await foods(`?search=${encodeURIComponent('طعمية')}`, 'ar');
    expect(arabic.map((f) => f.id)).toContain('taameya');
    expect(arabic[0]!.name).toMatch(/[\u0600-\u06ff]/);
    // the English name matches an Arabic page's search too
    expect((await foods('?search=molokhia', 'ar')).map((f) => f.id)).toContain('molokhia');
    expect(await foods('?search=%20%20')).toHaveLength((await foods()).length);
    expect(await foods('?search=pizza-with-pineapple')).toEqual([]);
  });

  it('gives the first `limit` matches and counts them all; answers of the same search are kept', async () => {
    const res = await ctx.app.inject({ url: '/api/foods?search=a&limit=5' });
    expect(res.json()).toHaveLength(5);
    const total = Number(res.headers['x-total-count']);
    expect(total).toBeGreaterThan(50);
    const again = await ctx.app.inject({
      url: '/api/foods?search=A&limit=5',
      headers: { 'if-none-match': res.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect((await ctx.app.inject({ url: '/api/foods?limit=0' })).statusCode).toBe(400);
    expect((await ctx.app.inject({ url: '/api/foods?limit=301' })).statusCode).toBe(400);
  });

  it('refuses control characters and over-long terms', async () => {
    expect((await ctx.app.inject({ url: '/api/foods?search=%00' })).statusCode).toBe(400);
    expect((await ctx.app.inject({ url: `/api/foods?search=${'a'.repeat(101)}` })).statusCode).toBe(400);
  });
});

describe('GET /meal-plans', () => {
  it('answers the ten goals, each with four meals whose totals add up', async () => {
    const res = await ctx.app.inject({ url: '/api/meal-plans' });
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBeTruthy();
    const plans = res.json() as MealPlanDto[];
    expect(plans.map((p) => p.goal)).toEqual([...mealPlanGoals]);
    for (const plan of plans) {
      for (const meal of Object.values(plan.plan)) {
        expect(meal.items.length).toBeGreaterThan(0);
        expect(meal.calories).toBeGreaterThan(0);
        expect(meal.items[0]).toMatchObject({
          name: expect.any(String),
          quantity: expect.stringMatching(/ g$/),
        });
      }
    }
    const again = await ctx.app.inject({
      url: '/api/meal-plans',
      headers: { 'if-none-match': res.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it("carries the spec client's id and targetGoal: our key, and the goal's English display name in every language", async () => {
    const expected = {
      'weight-loss': 'Weight Loss',
      'muscle-gain': 'Muscle Gain',
      'high-protein': 'High Protein',
      balanced: 'Balanced Diet',
      'low-carb': 'Low Carb',
      vegetarian: 'Vegetarian',
      keto: 'Keto',
      'diabetic-friendly': 'Diabetic Friendly',
      'heart-healthy': 'Heart Healthy',
      'gluten-free': 'Gluten Free',
    };
    for (const url of ['/api/meal-plans', '/api/meal_plans']) {
      for (const lang of ['en', 'ar']) {
        const plans = (
          await ctx.app.inject({ url, headers: { 'accept-language': lang } })
        ).json() as MealPlanDto[];
        expect(plans.map((p) => [p.goal, p.id, p.targetGoal])).toEqual(
          Object.entries(expected).map(([goal, name]) => [goal, goal, name]),
        );
      }
    }
  });

  it('describes id and targetGoal, with the ten names, in the API document', async () => {
    const doc = (await ctx.app.inject({ url: '/api/openapi.json' })).json();
    const plan = doc.components.schemas.MealPlan;
    expect(plan.required).toEqual(expect.arrayContaining(['goal', 'id', 'targetGoal', 'plan']));
    expect(plan.properties.targetGoal.enum).toEqual([
      'Weight Loss',
      'Muscle Gain',
      'High Protein',
      'Balanced Diet',
      'Low Carb',
      'Vegetarian',
      'Keto',
      'Diabetic Friendly',
      'Heart Healthy',
      'Gluten Free',
    ]);
  });

  it('answers the same at /meal_plans, the path the spec client asks', async () => {
    const spec = await ctx.app.inject({ url: '/api/meal_plans', headers: { 'accept-language': 'ar' } });
    const ours = await ctx.app.inject({ url: '/api/meal-plans', headers: { 'accept-language': 'ar' } });
    expect(spec.statusCode).toBe(200);
    expect(spec.body).toBe(ours.body);
  });
});
