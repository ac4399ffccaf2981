import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkoutDto } from '@atlas/shared/contract/training';
import { createTrainingTestApp } from '../../test/training-app';
import { callAs, signIn, quickShoppers, type CallArgs, type Caller } from '../../test/shoppers';
import type { TestContext } from '../../test/test-app';
import { startOtherProcess, within, type OtherProcess } from '../../test/other-process';
import pg from 'pg';

let t: TestContext;
let admin: Caller;
let shopper: Caller;
const call = (...args: CallArgs) => callAs(t.app, ...args);
const workouts = async (url: string, lang = 'en') => {
  const res = await call(null, 'GET', url, undefined, { 'accept-language': lang });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as WorkoutDto[];
};

beforeAll(async () => {
  t = await createTrainingTestApp();
  admin = await signIn(t.app, 'admin@atlas.demo', 'Admin@2026');
  shopper = (await quickShoppers(t.app, 1, 'workouts'))[0]!;
});
afterAll(() => t.close());

describe('the bundled programmes: their days, exercises, durations and links', () => {
  it('have exactly the days and exercise counts of the spec', async () => {
    const all = await workouts('/api/workouts');
    const counts = Object.fromEntries(all.map((w) => [`${w.planType}/${w.day}`, w.exercises.length]));
    expect(counts).toEqual({
      'push-pull-legs/push': 6,
      'push-pull-legs/pull': 6,
      'push-pull-legs/legs': 6,
      'bro-split/chest': 4,
      'bro-split/back': 4,
      'bro-split/shoulders': 4,
      'bro-split/arms': 4,
      'bro-split/legs': 4,
      'upper-lower/upper-a': 5,
      'upper-lower/lower-a': 5,
      'upper-lower/upper-b': 5,
      'upper-lower/lower-b': 5,
      'home/upper': 4,
      'home/lower': 4,
      'home/full-body': 3,
    });
    const upperLower = all.filter((w) => w.planType === 'upper-lower').flatMap((w) => w.exercises);
    expect(upperLower.every((e) => e.sets === 3 || e.sets === 4)).toBe(true);
    for (const e of all.flatMap((w) => w.exercises)) {
      expect(e.reps).toMatch(/^\d+(-\d+)?s?$/);
      expect(e.sets).toBeGreaterThan(0);
    }
  });

  it('give gym lower days 60-75 minutes, other gym days 45-60, home days none', async () => {
    const all = await workouts('/api/workouts');
    const duration = (plan: string, day: string) =>
      all.find((w) => w.planType === plan && w.day === day)?.duration;
    expect(duration('upper-lower', 'lower-a')).toBe('60-75');
    expect(duration('upper-lower', 'upper-b')).toBe('45-60');
    expect(duration('push-pull-legs', 'legs')).toBe('60-75');
    expect(duration('bro-split', 'legs')).toBe('60-75');
    expect(duration('bro-split', 'arms')).toBe('45-60');
    expect(duration('home', 'full-body')).toBeNull();
  });

  it('link every exercise to an exercise page that exists, in both languages', async () => {
    for (const lang of ['en', 'ar']) {
      const all = await workouts('/api/workouts', lang);
      const links = all.flatMap((w) => w.exercises.map((e) => ({ plan: w.planType, day: w.day, ...e })));
      expect(links).toHaveLength(69);
      for (const link of links) {
        const match = /^\/exercises\/(home|gym)\/([a-z]+)\/([a-z0-9-]+)$/.exec(link.href);
        expect(match, link.href).not.toBeNull();
        const [, type, muscle, slug] = match!;
        if (link.plan === 'bro-split') expect(muscle).toBe(link.day);
        else expect(muscle).toBe(link.mg);
        expect(type).toBe(link.plan === 'home' ? 'home' : 'gym');
        const res = await call(null, 'GET', `/api/${type}?muscle=${muscle}&exercise=${slug}`, undefined, {
          'accept-language': lang,
        });
        expect(res.statusCode, link.href).toBe(200);
        expect(res.json().name).toBe(link.name);
      }
    }
  });

  it('answer in Arabic with the library names and Arabic notes', async () => {
    const [en] = await workouts('/api/workouts/plan/push-pull-legs');
    const [ar] = await workouts('/api/workouts/plan/push-pull-legs', 'ar');
    expect(ar!.exercises[0]!.name).not.toBe(en!.exercises[0]!.name);
    expect(ar!.exercises[0]!.name).toMatch(/[\u0600-\u06ff]/);
    const noted = ar!.exercises.find((e) => e.notes);
    if (noted) expect(noted.notes).toMatch(/[\u0600-\u06ff]/);
  });
});

describe('GET /api/workouts reads', () => {
  it('filters by plan, day, or both', async () => {
    expect((await workouts('/api/workouts/plan/bro-split')).map((w) => w.day)).toEqual([
      'chest',
      'back',
      'shoulders',
      'arms',
      'legs',
    ]);
    expect((await workouts('/api/workouts/plan/Home%20workouts')).map((w) => w.day)).toEqual([
      'upper',
      'lower',
      'full-body',
    ]);
    expect((await workouts('/api/workouts/day/legs')).map((w) => w.planType)).toEqual([
      'push-pull-legs',
      'bro-split',
    ]);
    expect((await workouts('/api/workouts/day/LEGS')).length).toBe(2);
    const both = await workouts('/api/workouts/filter?planType=upper-lower&day=lower-a');
    expect(both.map((w) => `${w.planType}/${w.day}`)).toEqual(['upper-lower/lower-a']);
    expect(await workouts('/api/workouts/filter?planType=upper-lower&day=push')).toEqual([]);
    expect((await workouts('/api/workouts/filter?planType=home')).length).toBe(3);
    expect((await workouts('/api/workouts/filter')).length).toBe(15);
  });

  it('answers one workout by id, with both id spellings', async () => {
    const [first] = await workouts('/api/workouts');
    const res = await call(null, 'GET', `/api/workouts/${first!.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: first!.id, id: first!.id, planType: first!.planType });
  });

  it('refuses unknown plans, ids and bad input with the error shape, never a 5xx', async () => {
    const cases: [string, number][] = [
      ['/api/workouts/plan/cardio', 404],
      ['/api/workouts/filter?planType=cardio', 400],
      ['/api/workouts/999999', 404],
      ['/api/workouts/abc', 400],
      ['/api/workouts/-1', 400],
      ['/api/workouts/day/%00', 400],
      ['/api/workouts/filter?day=' + 'x'.repeat(200), 400],
    ];
    for (const [url, status] of cases) {
      const res = await call(null, 'GET', url);
      expect(res.statusCode, url).toBe(status);
      expect(res.json(), url).toMatchObject({
        statusCode: status,
        code: expect.any(String),
        message: expect.any(String),
      });
    }
  });
});

describe('workout writes are for admins', () => {
  const body = {
    planType: 'home',
    day: 'core',
    exercises: [
      {
        name: 'Plank',
        mg: 'abs',
        sets: 3,
        reps: '30-45s',
        notes: 'Squeeze your glutes',
        notesAr: 'اضغط عضلات المؤخرة',
      },
      { name: 'mountain-climber', sets: 3, reps: '30s' },
    ],
  };

  it('refuses visitors (401) and shoppers (403)', async () => {
    expect((await call(null, 'POST', '/api/workouts', body)).statusCode).toBe(401);
    expect((await call(shopper, 'POST', '/api/workouts', body)).statusCode).toBe(403);
    const [first] = await workouts('/api/workouts');
    expect((await call(null, 'PUT', `/api/workouts/${first!.id}`, body)).statusCode).toBe(401);
    expect((await call(shopper, 'PUT', `/api/workouts/${first!.id}`, body)).statusCode).toBe(403);
    expect((await call(null, 'DELETE', `/api/workouts/${first!.id}`)).statusCode).toBe(401);
    expect((await call(shopper, 'DELETE', `/api/workouts/${first!.id}`)).statusCode).toBe(403);
    expect(await workouts('/api/workouts')).toHaveLength(15);
  });

  it('lets an admin add, change and delete a day, seen by the next read', async () => {
    const created = await call(admin, 'POST', '/api/workouts', body);
    expect(created.statusCode, created.body).toBe(201);
    const workout = created.json() as WorkoutDto;
    expect(workout).toMatchObject({ planType: 'home', day: 'core', duration: null });
    expect(workout.exercises.map((e) => e.href)).toEqual([
      '/exercises/home/abs/plank',
      '/exercises/home/abs/mountain-climber',
    ]);
    expect(workout.exercises[0]!.notes).toBe('Squeeze your glutes');
    expect((await workouts('/api/workouts/plan/home')).map((w) => w.day)).toEqual([
      'upper',
      'lower',
      'full-body',
      'core',
    ]);
    const [arCore] = (await workouts('/api/workouts/plan/home', 'ar')).slice(-1);
    expect(arCore!.exercises[0]!.notes).toBe('اضغط عضلات المؤخرة');

    const changed = await call(admin, 'PUT', `/api/workouts/${workout.id}`, {
      ...body,
      exercises: [{ name: 'Burpee', sets: 4, reps: '10' }],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().exercises).toMatchObject([{ slug: 'burpee', mg: 'legs', sets: 4, reps: '10' }]);

    const duplicate = await call(admin, 'PUT', `/api/workouts/${workout.id}`, { ...body, day: 'upper' });
    expect(duplicate.statusCode).toBe(409);

    expect((await call(admin, 'DELETE', `/api/workouts/${workout.id}`)).statusCode).toBe(200);
    expect((await call(null, 'GET', `/api/workouts/${workout.id}`)).statusCode).toBe(404);
    expect((await call(admin, 'DELETE', `/api/workouts/${workout.id}`)).statusCode).toBe(404);
    expect((await call(admin, 'PUT', `/api/workouts/${workout.id}`, body)).statusCode).toBe(404);
  });

  it('refuses a second day of the same name in a plan', async () => {
    const res = await call(admin, 'POST', '/api/workouts', {
      ...body,
      planType: 'push-pull-legs',
      day: 'Push',
      exercises: [{ name: 'Cable Fly', sets: 3, reps: '12' }],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('CONFLICT');
  });

  it('validates every field and names it', async () => {
    const bad: [unknown, string][] = [
      [{ ...body, planType: 'cardio' }, 'planType'],
      [{ ...body, day: 'Leg Day!' }, 'day'],
      [{ ...body, exercises: [] }, 'exercises'],
      [{ ...body, exercises: [{ name: 'Moonwalk', sets: 3, reps: '10' }] }, 'exercises.0.name'],
      // home plans take home exercises only, so every link opens a home exercise page
      [{ ...body, exercises: [{ name: 'Leg Press', sets: 3, reps: '10' }] }, 'exercises.0.name'],
      [{ ...body, exercises: [{ name: 'Plank', sets: 0, reps: '10' }] }, 'exercises.0.sets'],
      [{ ...body, exercises: [{ name: 'Plank', sets: 3, reps: 'lots' }] }, 'exercises.0.reps'],
      [{ ...body, exercises: [{ name: 'Plank', mg: 'neck', sets: 3, reps: '10' }] }, 'exercises.0.mg'],
      [{ ...body, planType: 'bro-split', day: 'full-body' }, 'day'],
      // the bro split links by day, so its exercises must be filed under that muscle
      [
        { planType: 'bro-split', day: 'abs', exercises: [{ name: 'Leg Press', sets: 3, reps: '10' }] },
        'exercises.0.name',
      ],
    ];
    for (const [payload, field] of bad) {
      const res = await call(admin, 'POST', '/api/workouts', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(res.json().fields ?? {}), JSON.stringify(payload)).toContain(field);
    }
    const notJson = await call(admin, 'POST', '/api/workouts', 'planType=home', {
      'content-type': 'text/plain',
    });
    expect(notJson.statusCode).toBeLessThan(500);
    expect(await workouts('/api/workouts')).toHaveLength(15);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('on PostgreSQL, with another server process', () => {
  let other: OtherProcess;
  beforeAll(async () => {
    other = await startOtherProcess(t);
  }, 90_000);
  afterAll(() => other?.stop());

  const daysThere = async (plan: string) =>
    ((await (await fetch(`${other.url}/api/workouts/plan/${plan}`)).json()) as WorkoutDto[]).map(
      (w) => w.day,
    );

  it("sees a day added here within a second, and this process sees the other's delete", async () => {
    const created = await call(admin, 'POST', '/api/workouts', {
      planType: 'home',
      day: 'two-processes',
      exercises: [{ name: 'Plank', sets: 3, reps: '30s' }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json() as WorkoutDto).id;
    const seen = await within(1000, async () => (await daysThere('home')).includes('two-processes'));
    expect(seen).toBeLessThanOrEqual(1000);

    const removed = await fetch(`${other.url}/api/workouts/${id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(removed.status).toBe(200);
    const gone = await within(
      1000,
      async () => (await call(null, 'GET', `/api/workouts/${id}`)).statusCode === 404,
    );
    expect(gone).toBeLessThanOrEqual(1000);
  });

  it('reloads after losing its listening connection, so a change made meanwhile still arrives', async () => {
    const outside = new pg.Client({ connectionString: other.databaseUrl });
    await outside.connect();
    try {
      await outside.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where application_name = 'atlas-catalogue-listener' and datname = current_database()`,
      );
      await outside.query(`update trainers set name_en = 'Omar H.' where name_en = 'Omar Hassan'`);
      const here = await within(2000, async () =>
        ((await call(null, 'GET', '/api/trainers')).json() as { name: string }[]).some(
          (x) => x.name === 'Omar H.',
        ),
      );
      expect(here).toBeLessThanOrEqual(2000);
      const there = await within(2000, async () =>
        ((await (await fetch(`${other.url}/api/trainers`)).json()) as { name: string }[]).some(
          (x) => x.name === 'Omar H.',
        ),
      );
      expect(there).toBeLessThanOrEqual(2000);
    } finally {
      await outside.query(`update trainers set name_en = 'Omar Hassan' where name_en = 'Omar H.'`);
      await outside.end();
    }
  });
});
