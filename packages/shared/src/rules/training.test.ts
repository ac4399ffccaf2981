import { describe, expect, it } from 'vitest';
import { exerciseSlug, parsePlanType, titleFromSlug, workoutDuration, workoutExerciseHref } from './training';

describe('exercise slugs', () => {
  it('lower-cases the English name and turns spaces into hyphens', () => {
    expect(exerciseSlug('Barbell Bench Press')).toBe('barbell-bench-press');
    expect(exerciseSlug('  Pull-Up ')).toBe('pull-up');
    expect(exerciseSlug('Single-Leg  Calf Raise')).toBe('single-leg-calf-raise');
  });

  it('turns a path segment back into capitalised words', () => {
    expect(titleFromSlug('barbell-bench-press')).toBe('Barbell Bench Press');
    expect(titleFromSlug('chest')).toBe('Chest');
  });
});

describe('plan types', () => {
  it("accepts our values and the spec's 'Home workouts' label", () => {
    expect(parsePlanType('push-pull-legs')).toBe('push-pull-legs');
    expect(parsePlanType('Home workouts')).toBe('home');
    expect(parsePlanType('HOME')).toBe('home');
    expect(parsePlanType('Bro Split')).toBe('bro-split');
    expect(parsePlanType('cardio')).toBeUndefined();
  });
});

describe('workout day durations: 60-75 minutes for lower-body days, 45-60 for the rest, none at home', () => {
  it('gives gym lower days 60-75 minutes and other gym days 45-60', () => {
    expect(workoutDuration('upper-lower', 'lower-a')).toBe('60-75');
    expect(workoutDuration('upper-lower', 'lower-b')).toBe('60-75');
    expect(workoutDuration('upper-lower', 'upper-a')).toBe('45-60');
    expect(workoutDuration('push-pull-legs', 'legs')).toBe('60-75');
    expect(workoutDuration('push-pull-legs', 'push')).toBe('45-60');
  });

  it('makes only legs long in the bro split and shows none at home', () => {
    expect(workoutDuration('bro-split', 'legs')).toBe('60-75');
    expect(workoutDuration('bro-split', 'chest')).toBe('45-60');
    expect(workoutDuration('home', 'lower')).toBeNull();
  });
});

describe('programme links', () => {
  const squat = { mg: 'legs' as const, slug: 'barbell-back-squat' };
  it("uses the exercise's muscle group, or the day in the bro split", () => {
    expect(workoutExerciseHref('push-pull-legs', 'legs', squat)).toBe(
      '/exercises/gym/legs/barbell-back-squat',
    );
    expect(workoutExerciseHref('bro-split', 'Legs', squat)).toBe('/exercises/gym/legs/barbell-back-squat');
    expect(workoutExerciseHref('home', 'full-body', { mg: 'abs', slug: 'plank' })).toBe(
      '/exercises/home/abs/plank',
    );
  });
});
