/**
 * The training library's fixed vocabulary and the rules its pages and API share: muscle groups,
 * exercise types and slugs, programme types, day durations and the links from programmes to
 * exercise pages. No zod here: the public pages import it.
 */

export const muscleGroups = ['chest', 'back', 'shoulders', 'arms', 'legs', 'abs', 'calves'] as const;
export type MuscleGroup = (typeof muscleGroups)[number];

export const exerciseTypes = ['home', 'gym', 'warm'] as const;
export type ExerciseType = (typeof exerciseTypes)[number];

export const exerciseRatings = ['easy', 'medium', 'difficult'] as const;
export type ExerciseRating = (typeof exerciseRatings)[number];

/** The four programmes, in the order of their buttons; push-pull-legs is the default. */
export const planTypes = ['push-pull-legs', 'bro-split', 'upper-lower', 'home'] as const;
export type PlanType = (typeof planTypes)[number];
export const DEFAULT_PLAN_TYPE: PlanType = 'push-pull-legs';

/** Trainers directory page size. */
export const TRAINERS_PAGE_SIZE = 6;

export function isMuscleGroup(value: string): value is MuscleGroup {
  return (muscleGroups as readonly string[]).includes(value);
}

export function isExerciseType(value: string): value is ExerciseType {
  return (exerciseTypes as readonly string[]).includes(value);
}

/**
 * A plan type as a client may write it: our values, or the spec's button label 'Home workouts'
 * in any case and with spaces or hyphens. Undefined when it is none of them.
 */
export function parsePlanType(value: string): PlanType | undefined {
  const key = value
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
  if (key === 'home-workouts') return 'home';
  return (planTypes as readonly string[]).includes(key) ? (key as PlanType) : undefined;
}

/** An exercise's path segment: its English name lower-cased, spaces turned to hyphens. */
export function exerciseSlug(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-');
}

/** A path segment turned back into capitalised words ('barbell-bench-press' → 'Barbell Bench Press'). */
export function titleFromSlug(segment: string): string {
  return segment
    .split(/[-\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * Minutes a programme day takes: gym lower-body days '60-75', other gym days '45-60'; in the bro
 * split only legs is long; home days show none.
 */
export function workoutDuration(planType: PlanType, day: string): '60-75' | '45-60' | null {
  if (planType === 'home') return null;
  const key = day.toLowerCase();
  if (planType === 'bro-split') return key === 'legs' ? '60-75' : '45-60';
  return key.startsWith('lower') || key === 'legs' ? '60-75' : '45-60';
}

/** The library a programme's exercises come from. */
export function planExerciseType(planType: PlanType): 'home' | 'gym' {
  return planType === 'home' ? 'home' : 'gym';
}

/**
 * The exercise page a programme links to: the bro split passes its day as the
 * muscle segment, the other plans the exercise's muscle group.
 */
export function workoutExerciseHref(
  planType: PlanType,
  day: string,
  exercise: { mg: MuscleGroup; slug: string },
): string {
  const segment = planType === 'bro-split' ? day.toLowerCase() : exercise.mg;
  return `/exercises/${planExerciseType(planType)}/${segment}/${exercise.slug}`;
}
