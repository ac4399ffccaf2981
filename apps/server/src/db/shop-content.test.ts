import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliDecompressSync } from 'node:zlib';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import type { ExerciseContent, WorkoutContent } from '@atlas/shared/content/training';
import { contentDir } from '../lib/content-files';
import { prepareDatabase } from '../server';
import { createTestApp, type TestContext } from '../test/test-app';
import { quickShoppers, type Caller } from '../test/shoppers';
import { exercises, products, trainers, users, workouts } from './schema/index';
import { readShopContent, syncShopContent } from './shop-content';

const quiet = pino({ level: 'silent' });

/** A copy of content/ whose training files a test may edit, as a shop owner's upgrade would. */
function contentCopy() {
  const dir = mkdtempSync(join(tmpdir(), 'atlas-content-'));
  cpSync(contentDir, dir, { recursive: true });
  const edit = <T>(file: string, change: (data: T) => void) => {
    const data = JSON.parse(readFileSync(join(dir, file), 'utf8')) as T;
    change(data);
    writeFileSync(join(dir, file), JSON.stringify(data));
  };
  return { dir, edit, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

const rows = async (
  t: TestContext,
  table: typeof exercises | typeof workouts | typeof products | typeof trainers | typeof users,
) => Number((await t.app.db.select({ n: count() }).from(table))[0]!.n);

describe('the shop’s own content in production', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ env: { NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example.com' } });
    await prepareDatabase(t.database, t.env, quiet);
    await t.app.training.refresh();
  }, 120_000);
  afterAll(() => t.close());

  it('writes the exercise library and the programmes into a fresh database, and no demo content', async () => {
    const content = readShopContent();
    expect(await rows(t, exercises)).toBe(content.exercises.length);
    expect(content.exercises.length).toBeGreaterThanOrEqual(150);
    expect(await rows(t, workouts)).toBe(content.days.length);
    expect(await rows(t, products)).toBe(0);
    expect(await rows(t, trainers)).toBe(0);
    expect(await rows(t, users)).toBe(0);
  });

  it('serves them: an exercise page, its picture and a programme', async () => {
    const list = await t.app.inject({ url: '/api/gym?muscle=chest' });
    expect(list.statusCode, list.body).toBe(200);
    const chest = list.json() as { name: string; imageUrl: string }[];
    expect(chest.length).toBeGreaterThan(5);
    const picturePath = new URL(chest[0]!.imageUrl, 'https://x').pathname;
    const picture = await t.app.inject({ url: picturePath });
    expect(picture.statusCode, `${chest[0]!.imageUrl} ${picture.body}`).toBe(200);
    expect(picture.headers['content-type']).toContain('image/svg+xml');
    // kept for a day: a visit's pages do not ask for it again
    expect(picture.headers['cache-control']).toBe('public, max-age=86400');
    const again = await t.app.inject({
      url: picturePath,
      headers: { 'if-none-match': String(picture.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    // compressed once for every visitor that accepts it, the same drawing once unpacked
    for (let i = 0; i < 2; i++) {
      const packed = await t.app.inject({ url: picturePath, headers: { 'accept-encoding': 'br, gzip' } });
      expect(packed.headers['content-encoding']).toBe('br');
      expect(packed.headers.vary).toContain('Accept-Encoding');
      expect(brotliDecompressSync(packed.rawPayload).equals(picture.rawPayload)).toBe(true);
    }
    expect((await t.app.inject({ url: '/media/exercises/../../jwt-secret' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/media/exercises/none.svg' })).statusCode).toBe(404);
    const plan = await t.app.inject({ url: '/api/workouts/plan/push-pull-legs' });
    expect(plan.statusCode).toBe(200);
    const days = plan.json() as { exercises: unknown[] }[];
    expect(days.length).toBeGreaterThan(0);
    expect(days.every((d) => d.exercises.length > 0)).toBe(true);
  });

  it('a second start changes nothing', async () => {
    const report = await syncShopContent(t.app.db, t.app.files);
    expect(report.exercises).toEqual({ added: 0, changed: 0, removed: 0 });
    expect(report.days).toEqual({ added: 0, changed: 0, removed: 0, kept: [] });
  });
});

describe('following the content files', () => {
  let t: TestContext;
  let copy: ReturnType<typeof contentCopy>;
  let admin: Caller;
  beforeAll(async () => {
    t = await createTestApp();
    copy = contentCopy();
    await syncShopContent(t.app.db, t.app.files, { content: readShopContent(copy.dir) });
    admin = (await quickShoppers(t.app, 1, 'content-admin', 'admin'))[0]!;
  }, 120_000);
  afterAll(async () => {
    copy.remove();
    await t.close();
  });

  const sync = () => syncShopContent(t.app.db, t.app.files, { content: readShopContent(copy.dir) });
  const dayRow = async (planType: string, day: string) =>
    (await t.app.db.select().from(workouts).where(eq(workouts.planType, planType))).find(
      (w) => w.day.toLowerCase() === day.toLowerCase(),
    );

  it('an exercise whose text changed in its file is rewritten; one dropped from the file is removed', async () => {
    let changedName = '';
    let droppedName = '';
    copy.edit<ExerciseContent[]>('exercises-gym.json', (list) => {
      changedName = list[0]!.name.en;
      list[0]!.description.en = 'Rewritten by the content team.';
      droppedName = list.at(-1)!.name.en;
      list.pop();
    });
    const report = await sync();
    expect(report.exercises).toMatchObject({ changed: 1, removed: 1, added: 0 });
    const all = await t.app.db.select().from(exercises);
    expect(all.find((e) => e.nameEn === changedName)?.descriptionEn).toBe('Rewritten by the content team.');
    expect(all.some((e) => e.nameEn === droppedName && e.type === 'gym')).toBe(false);
  });

  it('a programme day changed in the file is rewritten unless the admin changed it; deleted days stay deleted', async () => {
    const { days } = readShopContent(copy.dir);
    const [edited, untouched, deleted] = [days[0]!, days[1]!, days[2]!];
    const editedRow = await dayRow(edited.planType, edited.day);
    const deletedRow = await dayRow(deleted.planType, deleted.day);
    const first = edited.exercises[0]!;

    // the admin shortens one day and deletes another through the API
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/workouts/${editedRow!.id}`,
      headers: { authorization: `Bearer ${admin.token}` },
      payload: {
        planType: edited.planType,
        day: edited.day,
        exercises: [
          { name: first.name, mg: first.mg, sets: first.sets, reps: first.reps, notes: 'the admin’s' },
        ],
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/workouts/${deletedRow!.id}`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(del.statusCode).toBe(200);

    // then a new version of the file changes all three days' sets and adds a day
    copy.edit<WorkoutContent[]>('workouts.json', (list) => {
      for (const day of list.slice(0, 3)) day.exercises[0]!.sets = 7;
      list.push({ ...list[1]!, day: 'bonus-day' });
    });
    const report = await sync();
    expect(report.days).toMatchObject({ changed: 1, added: 1, kept: [`${edited.planType} ${edited.day}`] });

    expect((await dayRow(edited.planType, edited.day))!.exercises).toHaveLength(1);
    expect((await dayRow(edited.planType, edited.day))!.exercises[0]!.notesEn).toBe('the admin’s');
    expect((await dayRow(untouched.planType, untouched.day))!.exercises[0]!.sets).toBe(7);
    expect(await dayRow(deleted.planType, deleted.day)).toBeUndefined();
    expect(await dayRow(untouched.planType, 'bonus-day')).toBeDefined();

    // and a day dropped from the file goes, unless the admin changed it
    copy.edit<WorkoutContent[]>('workouts.json', (list) => {
      list.splice(0, 2);
    });
    const after = await sync();
    expect(after.days.removed).toBe(1);
    expect(await dayRow(untouched.planType, untouched.day)).toBeUndefined();
    expect(await dayRow(edited.planType, edited.day)).toBeDefined();
  });
});
