import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  exerciseSlug,
  exerciseTypes,
  muscleGroups,
  type ExerciseDto,
  type ExerciseSummaryDto,
} from '@atlas/shared/contract/training';
import { createTrainingTestApp } from '../../test/training-app';
import type { TestContext } from '../../test/test-app';

let t: TestContext;
const get = (url: string, lang = 'en') =>
  t.app.inject({ method: 'GET', url, headers: { 'accept-language': lang } });
const json = async <T>(url: string, lang = 'en') => {
  const res = await get(url, lang);
  expect(res.statusCode, `${url} ${res.body}`).toBe(200);
  return res.json() as T;
};

beforeAll(async () => {
  t = await createTrainingTestApp();
});
afterAll(() => t.close());

describe('GET /api/home, /api/gym, /api/warm', () => {
  it('hold at least 150 exercises over the seven muscle groups of every type', async () => {
    let total = 0;
    for (const type of exerciseTypes) {
      const all = await json<ExerciseSummaryDto[]>(`/api/${type}`);
      total += all.length;
      expect(new Set(all.map((e) => e.muscle)), type).toEqual(new Set(muscleGroups));
      for (const e of all) {
        expect(e.type).toBe(type);
        expect(e.slug).toBe(exerciseSlug(e.slug));
        expect(['easy', 'medium', 'difficult']).toContain(e.rating);
        expect(e.imageUrl).toMatch(/^http:\/\/localhost:80\/media\/exercises\/.+\.svg$/);
        expect(e.videoUrl).toBeNull();
      }
    }
    expect(total).toBeGreaterThanOrEqual(150);
  });

  it("lists one muscle group's exercises, whatever the case of ?muscle=", async () => {
    const chest = await json<ExerciseSummaryDto[]>('/api/gym?muscle=Chest');
    expect(chest.length).toBeGreaterThan(4);
    expect(chest.every((e) => e.muscle === 'chest')).toBe(true);
    expect(await json('/api/gym?muscle=chest&type=gym')).toEqual(chest);
  });

  it('answers one exercise in full by slug or by name, in either language', async () => {
    const bySlug = await json<ExerciseDto>('/api/gym?muscle=chest&exercise=barbell-bench-press');
    expect(bySlug).toMatchObject({ name: 'Barbell Bench Press', muscle: 'chest', type: 'gym' });
    expect(bySlug.description.length).toBeGreaterThan(60);
    expect(await json('/api/gym?muscle=chest&exercise=Barbell%20Bench%20Press')).toEqual(bySlug);
    const ar = await json<ExerciseDto>('/api/gym?muscle=chest&exercise=barbell-bench-press', 'ar');
    expect(ar.slug).toBe(bySlug.slug);
    expect(ar.name).toMatch(/[\u0600-\u06ff]/);
    expect(ar.description).toMatch(/[\u0600-\u06ff]/);
  });

  it('gives every exercise a description in both languages, and variations their texts', async () => {
    for (const type of exerciseTypes) {
      for (const summary of await json<ExerciseSummaryDto[]>(`/api/${type}`)) {
        for (const lang of ['en', 'ar']) {
          const e = await json<ExerciseDto>(
            `/api/${type}?muscle=${summary.muscle}&exercise=${summary.slug}`,
            lang,
          );
          expect(e.description, `${type}/${summary.slug}`).toBeTruthy();
          for (const v of e.variations) expect(v.name && v.description).toBeTruthy();
        }
      }
    }
  });

  it('answers 404 for an unknown muscle or exercise, 400 for bad input', async () => {
    for (const [url, status] of [
      ['/api/gym?muscle=neck', 404],
      ['/api/gym?muscle=chest&exercise=moonwalk', 404],
      ['/api/warm?muscle=chest&exercise=barbell-bench-press', 404],
      ['/api/gym?exercise=barbell-bench-press', 400],
      ['/api/gym?muscle=chest%00', 400],
      [`/api/gym?muscle=chest&exercise=${'a'.repeat(500)}`, 400],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(status);
      expect(res.json().statusCode, url).toBe(status);
    }
  });
});
