import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  GymExercisesFile,
  HomeExercisesFile,
  TrainersFile,
  WarmExercisesFile,
  WorkoutsFile,
} from '@atlas/shared/content/training';
import { exerciseSlug, muscleGroups, planExerciseType, planTypes } from '@atlas/shared/rules/training';
import { contentDir } from '../../../lib/content-files';
import { readShopContent } from '../../shop-content';
import { trainers } from './trainers';

// what every start writes into the database, read as the shop reads it
const content = readShopContent();
const ofType = (type: string) => content.exercises.filter((e) => e.type === type);
const [homeExercises, gymExercises, warmExercises] = [ofType('home'), ofType('gym'), ofType('warm')];
const workouts = content.days;

const raw = (file: string): unknown => JSON.parse(readFileSync(`${contentDir}${file}`, 'utf8'));

const files = [
  { file: 'exercises-gym.json', schema: GymExercisesFile, count: 63 },
  { file: 'exercises-home.json', schema: HomeExercisesFile, count: 56 },
  { file: 'exercises-warm.json', schema: WarmExercisesFile, count: 35 },
  { file: 'trainers.json', schema: TrainersFile, count: 14 },
  { file: 'workouts.json', schema: WorkoutsFile, count: 15 },
];

describe('training content files', () => {
  it.each(files)('$file matches its schema and holds $count entries', ({ file, schema, count }) => {
    const parsed = schema.safeParse(raw(file));
    expect(parsed.error?.issues, file).toBeUndefined();
    expect(parsed.data).toHaveLength(count);
    // checked, not rewritten: the data modules serve the file's values as they are
    expect(parsed.data).toEqual(raw(file));
  });

  it('is what the shop reads at every start', () => {
    expect(gymExercises).toEqual(raw('exercises-gym.json'));
    expect(homeExercises).toEqual(raw('exercises-home.json'));
    expect(warmExercises).toEqual(raw('exercises-warm.json'));
    expect(trainers).toEqual(raw('trainers.json'));
    expect(workouts).toEqual(raw('workouts.json'));
  });

  it('files 9 gym, 8 home and 5 warm-up exercises under every muscle group', () => {
    for (const [list, each] of [
      [gymExercises, 9],
      [homeExercises, 8],
      [warmExercises, 5],
    ] as const) {
      for (const muscle of muscleGroups) {
        expect(
          list.filter((e) => e.muscle === muscle),
          `${list[0]?.type}/${muscle}`,
        ).toHaveLength(each);
      }
    }
  });

  it('gives every exercise a unique page (type, muscle and slug)', () => {
    const all = [...homeExercises, ...gymExercises, ...warmExercises];
    const pages = new Set(all.map((e) => `${e.type}/${e.muscle}/${exerciseSlug(e.name.en)}`));
    expect(pages.size).toBe(all.length);
  });

  it('keeps the first trainers and their unique English names', () => {
    expect(new Set(trainers.map((t) => t.name.en)).size).toBe(trainers.length);
    expect(trainers.slice(0, 3).map((t) => t.name.en)).toEqual(['Omar Hassan', 'Salma Adel', 'Karim Fathy']);
  });

  it('has days for every plan, unique within it, in the order of today', () => {
    expect(workouts.map((w) => `${w.planType}/${w.day}`)).toEqual([
      'upper-lower/upper-a',
      'upper-lower/lower-a',
      'upper-lower/upper-b',
      'upper-lower/lower-b',
      'push-pull-legs/push',
      'push-pull-legs/pull',
      'push-pull-legs/legs',
      'bro-split/chest',
      'bro-split/back',
      'bro-split/shoulders',
      'bro-split/arms',
      'bro-split/legs',
      'home/upper',
      'home/lower',
      'home/full-body',
    ]);
    for (const plan of planTypes)
      expect(
        workouts.some((w) => w.planType === plan),
        plan,
      ).toBe(true);
    expect(workouts.flatMap((w) => w.exercises)).toHaveLength(69);
  });

  it('names only exercises of the library the plan links to', () => {
    // the seed drops a programme exercise it cannot find, so a typo would silently shorten a day
    const library = new Set(
      [...gymExercises, ...homeExercises].map((e) => `${e.type}/${e.muscle}/${exerciseSlug(e.name.en)}`),
    );
    for (const w of workouts) {
      for (const e of w.exercises) {
        const key = `${planExerciseType(w.planType)}/${e.mg}/${exerciseSlug(e.name)}`;
        expect(library.has(key), `${w.planType}/${w.day}: ${key}`).toBe(true);
      }
    }
  });
});
