import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  withinTolerance,
  type DietPlanResultDto,
  type MeasurementDto,
} from '@atlas/shared/contract/nutrition';
import { createTestApp, type TestContext } from '../../test/test-app';
import { signAccessToken } from '../../lib/access-tokens';
import { callAs, quickShoppers, type CallArgs, type Caller } from '../../test/shoppers';
import { startFakeOpenAi } from '../../test/fake-openai';
import { measurements } from '../../db/schema/index';

const form = { age: 30, weight: 80, height: 180, waist: 85, neck: 38, gender: 'male', goal: 'build-muscle' };

let ctx: TestContext;
let clock = new Date('2026-11-22T10:00:00Z');
let admin: Caller;
const call = (...args: CallArgs) => callAs(ctx.app, ...args);

beforeAll(async () => {
  ctx = await createTestApp({ now: () => clock, env: { RATE_LIMIT_FACTOR: '50' } });
  // signed with the real clock: the app's clock is moved around below
  admin = {
    id: 0,
    email: 'admin@example.com',
    cookie: '',
    token: await signAccessToken(ctx.env.JWT_SECRET, { sub: 1, role: 'admin', email: 'admin@example.com' }),
  };
});
afterAll(() => ctx.close());
beforeEach(() => {
  clock = new Date('2026-11-22T10:00:00Z');
});

let n = 0;
const member = async () => (await quickShoppers(ctx.app, 1, `diet-${++n}-${Date.now()}`))[0]!;

describe('POST /diet-plan', () => {
  it('answers a visitor the engine’s plan and stores nothing (the spec’s client sends no token)', async () => {
    const before = await ctx.app.db.select().from(measurements);
    const text = await call(null, 'POST', '/api/diet-plan', form);
    expect(text.statusCode, text.body).toBe(200);
    expect(text.headers['content-type']).toMatch(/^text\/plain/);
    expect(text.body).toContain('kcal');
    const json = await call(null, 'POST', '/api/diet-plan?format=json', form, { 'accept-language': 'ar' });
    const body = json.json() as DietPlanResultDto;
    expect(body.measurement).toBeNull();
    expect(body.plan.aiExplanation).toBe(false);
    expect(body.dietPlan).toMatch(/[\u0600-\u06FF]/);
    expect(await ctx.app.db.select().from(measurements)).toHaveLength(before.length);
    // a visitor may ask again: nothing is saved, so there is no month to count
    expect((await call(null, 'POST', '/api/diet-plan', form)).statusCode).toBe(200);
  });

  it('refuses a visitor’s bad form naming the field, and a token that no longer verifies with 401', async () => {
    const bad = await call(null, 'POST', '/api/diet-plan', { ...form, age: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('age');
    const stale = await ctx.app.inject({
      method: 'POST',
      url: '/api/diet-plan',
      headers: { authorization: 'Bearer not-a-token' },
      payload: form,
    });
    expect(stale.statusCode).toBe(401);
  });

  it.each([
    ['age', 0],
    ['age', 106],
    ['age', 30.5],
    ['weight', 2.9],
    ['height', 49],
    ['waist', 29],
    ['neck', 19],
    ['gender', 'other'],
    ['goal', 'fly'],
    ['age', 'abc'],
  ])('refuses %s = %s naming the field', async (field, value) => {
    const res = await call(await member(), 'POST', '/api/diet-plan', { ...form, [field]: value });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fields).toHaveProperty(field);
  });

  it('refuses a form with a field missing', async () => {
    const { neck: _neck, ...partial } = form;
    const res = await call(await member(), 'POST', '/api/diet-plan', partial);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('neck');
  });

  it('answers the plan as text, saves it, and refuses a second one this month with the days left', async () => {
    const me = await member();
    const res = await call(me, 'POST', '/api/diet-plan', form);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toContain('Your Atlas diet plan');
    expect(res.body).toMatch(/BMI 24\.7: normal weight/);
    expect(res.body).toContain('Breakfast');

    const list = (await call(me, 'GET', `/api/users/${me.id}/measurements`)).json() as MeasurementDto[];
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      age: 30,
      weight: 80,
      goal: 'build-muscle',
      bmi: 24.7,
      dietPlan: res.body,
    });

    const eligibility = (await call(me, 'GET', `/api/users/${me.id}/measurements/can-request`)).json();
    // 2026-11-22T10:00Z → 2026-12-01 00:00 Cairo (2026-11-30T22:00Z): 8.5 days → 9
    expect(eligibility).toEqual({
      canRequest: false,
      daysUntilNext: 9,
      nextRequestAt: '2026-11-30T22:00:00.000Z',
    });

    const again = await call(me, 'POST', '/api/diet-plan', form);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'DIET_PLAN_LIMIT',
      message: "You've already requested a diet plan this month. Please try again in 9 days.",
      fields: { daysUntilNext: '9' },
    });
  });

  it('with ?format=json answers the figures, meals within tolerance and the saved record', async () => {
    const me = await member();
    const res = await call(me, 'POST', '/api/diet-plan?format=json', {
      ...form,
      gender: 'Male',
      goal: 'Muscle gain',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as DietPlanResultDto;
    expect(body.plan.bmr).toBe(1780);
    expect(body.plan.bodyFat).toBe(16.1);
    expect(body.plan.meals.map((m) => m.meal)).toEqual(['breakfast', 'lunch', 'dinner', 'snack']);
    expect(withinTolerance(body.plan.totals, body.plan.target)).toBe(true);
    expect(body.plan.aiExplanation).toBe(false);
    expect(body.measurement!.dietPlan).toBe(body.dietPlan);
    expect(body.measurement!.plan?.target).toEqual(body.plan.target);
  });

  it('answers in Arabic when asked', async () => {
    const res = await call(await member(), 'POST', '/api/diet-plan', form, { 'accept-language': 'ar' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('خطتك الغذائية');
    expect(res.body).toContain('الإفطار');
  });

  it('the month turns over at midnight in Cairo', async () => {
    const me = await member();
    clock = new Date('2026-11-30T21:30:00Z'); // 23:30 on 30 November in Cairo
    expect((await call(me, 'POST', '/api/diet-plan', form)).statusCode).toBe(200);
    clock = new Date('2026-11-30T21:59:00Z');
    const blocked = await call(me, 'POST', '/api/diet-plan', form);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().fields.daysUntilNext).toBe('1');
    clock = new Date('2026-11-30T22:00:30Z'); // 00:00:30 on 1 December in Cairo
    expect((await call(me, 'GET', `/api/users/${me.id}/measurements/can-request`)).json().canRequest).toBe(
      true,
    );
    expect((await call(me, 'POST', '/api/diet-plan', form)).statusCode).toBe(200);
  });

  it('requests at once make one plan: the others are refused, or answered with that same plan', async () => {
    const me = await member();
    const answers = await Promise.all([1, 2, 3].map(() => call(me, 'POST', '/api/diet-plan', form)));
    for (const res of answers) expect([200, 409]).toContain(res.statusCode);
    const plans = new Set(answers.filter((r) => r.statusCode === 200).map((r) => r.body));
    expect(plans.size).toBe(1);
    expect((await call(me, 'GET', `/api/users/${me.id}/measurements`)).json()).toHaveLength(1);
  });
});

describe('measurements', () => {
  const saved = { ...form, dietPlan: 'Breakfast: oats\nLunch: koshari', date: '2020-01-01T00:00:00Z' };

  it('are the owner’s (or an admin’s) only', async () => {
    const [me, other] = [await member(), await member()];
    for (const path of ['', '/latest', '/can-request']) {
      expect((await call(null, 'GET', `/api/users/${me.id}/measurements${path}`)).statusCode).toBe(401);
      expect((await call(other, 'GET', `/api/users/${me.id}/measurements${path}`)).statusCode).toBe(403);
    }
    expect((await call(other, 'POST', `/api/users/${me.id}/measurements`, saved)).statusCode).toBe(403);
    expect((await call(admin, 'GET', `/api/users/${me.id}/measurements`)).statusCode).toBe(200);
  });

  it('a client may store its own plan once a month, dated by the server; saving the same plan again is the same record', async () => {
    const me = await member();
    expect((await call(me, 'GET', `/api/users/${me.id}/measurements/latest`)).statusCode).toBe(404);
    const first = await call(me, 'POST', `/api/users/${me.id}/measurements`, saved);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ date: clock.toISOString(), dietPlan: saved.dietPlan, plan: null });
    const same = await call(me, 'POST', `/api/users/${me.id}/measurements`, saved);
    expect(same.statusCode).toBe(200);
    expect(same.json().id).toBe(first.json().id);
    const other = await call(me, 'POST', `/api/users/${me.id}/measurements`, {
      ...saved,
      dietPlan: 'Another',
    });
    expect(other.statusCode).toBe(409);
    expect((await call(me, 'GET', `/api/users/${me.id}/measurements/latest`)).json().id).toBe(
      first.json().id,
    );
  });

  it('the spec’s client flow: POST /diet-plan, then saving its text, keeps one record', async () => {
    const me = await member();
    const plan = await call(me, 'POST', '/api/diet-plan', form);
    const save = await call(me, 'POST', `/api/users/${me.id}/measurements`, { ...form, dietPlan: plan.body });
    expect(save.statusCode).toBe(200);
    expect((await call(me, 'GET', `/api/users/${me.id}/measurements`)).json()).toHaveLength(1);
  });

  it('list newest first; delete takes one away and only the owner’s', async () => {
    const [me, other] = [await member(), await member()];
    clock = new Date('2026-09-10T10:00:00Z');
    await call(me, 'POST', `/api/users/${me.id}/measurements`, { ...saved, weight: 82 });
    clock = new Date('2026-10-10T10:00:00Z');
    await call(me, 'POST', `/api/users/${me.id}/measurements`, { ...saved, weight: 81 });
    const list = (await call(me, 'GET', `/api/users/${me.id}/measurements`)).json() as MeasurementDto[];
    expect(list.map((m) => m.weight)).toEqual([81, 82]);
    expect((await call(me, 'GET', `/api/users/${me.id}/measurements/latest`)).json().weight).toBe(81);

    const otherPlan = await call(other, 'POST', `/api/users/${other.id}/measurements`, saved);
    expect(
      (await call(me, 'DELETE', `/api/users/${me.id}/measurements/${otherPlan.json().id}`)).statusCode,
    ).toBe(404);
    expect((await call(me, 'DELETE', `/api/users/${me.id}/measurements/${list[0]!.id}`)).statusCode).toBe(
      200,
    );
    expect((await call(me, 'GET', `/api/users/${me.id}/measurements`)).json()).toHaveLength(1);
    expect((await call(me, 'DELETE', `/api/users/${me.id}/measurements/abc`)).statusCode).toBe(400);
  });
});

describe('with a language model configured', () => {
  let ai: Awaited<ReturnType<typeof startFakeOpenAi>>;
  let withAi: TestContext;
  const callAi = (...args: CallArgs) => callAs(withAi.app, ...args);

  beforeAll(async () => {
    ai = await startFakeOpenAi();
    withAi = await createTestApp({
      env: {
        AI_BASE_URL: ai.baseUrl,
        AI_API_KEY: 'sk-test',
        AI_MODEL: 'tiny-dietitian',
        AI_TIMEOUT_MS: '1000',
        RATE_LIMIT_FACTOR: '50',
      },
    });
  });
  afterAll(async () => {
    await withAi.close();
    await ai.close();
  });
  const someone = async () => (await quickShoppers(withAi.app, 1, `ai-${++n}-${Date.now()}`))[0]!;

  it('the model phrases the explanation; the figures stay the engine’s', async () => {
    ai.answer(() => ({ text: 'Your plan gives you steady energy for training and enough protein to grow.' }));
    const res = await callAi(await someone(), 'POST', '/api/diet-plan?format=json', form);
    const body = res.json() as DietPlanResultDto;
    expect(body.plan.aiExplanation).toBe(true);
    expect(body.dietPlan).toContain('steady energy for training');
    const request = ai.received.at(-1)!;
    expect(request.model).toBe('tiny-dietitian');
    expect(request.authorization).toBe('Bearer sk-test');
    const facts = JSON.parse(request.messages[1]!.content as string) as { targetKcal: number };
    expect(facts.targetKcal).toBe(body.plan.target.calories);
  });

  it.each([
    ['invents a figure', () => ({ text: 'Eat 3,333 kcal and 250 g of protein every day for best results.' })],
    ['fails', () => ({ status: 500 })],
    ['is too slow', () => ({ delayMs: 1500, text: 'Too late to be used in this plan at all.' })],
  ])('when the model %s, the engine’s own explanation is used', async (_case, answer) => {
    ai.answer(answer);
    const res = await callAi(await someone(), 'POST', '/api/diet-plan?format=json', form);
    expect(res.statusCode).toBe(200);
    expect(res.json().plan.aiExplanation).toBe(false);
    expect(res.json().dietPlan).toContain('To build muscle we add about a tenth');
  });

  it('never asks the model for a visitor (it costs per call)', async () => {
    const asked = ai.received.length;
    const res = await callAi(null, 'POST', '/api/diet-plan?format=json', form);
    expect(res.statusCode).toBe(200);
    expect(res.json().plan.aiExplanation).toBe(false);
    expect(ai.received.length).toBe(asked);
  });
});
