import type { ExerciseDto, ExerciseSummaryDto, TrainerDetailsDto } from '@atlas/shared/contract/training';
import {
  DEFAULT_PLAN_TYPE,
  isExerciseType,
  isMuscleGroup,
  type ExerciseType,
} from '@atlas/shared/rules/training';
import {
  absoluteUrl,
  isNotFound,
  shortText,
  type PageHeadPart,
  type ServerPageArgs,
} from '@/lib/server-page';
import { TEASER_COUNT, trainerCard, trainerTeasersQuery, trainersQuery } from './api/list-trainers';
import { trainerQuery } from './api/get-trainer';
import { exercisesQuery } from './api/list-exercises';
import { exerciseQuery } from './api/get-exercise';
import { workoutsQuery, workoutSummary } from './api/list-workouts';
import { routeId } from '@/lib/route-id';
import { TRAINER_IMAGE_SIZES } from './image-sizes';

/** The home page's coach teasers. */
export async function prefetchTrainerTeasers({ queryClient, source, lang }: ServerPageArgs) {
  await queryClient.prefetchQuery({
    ...trainerTeasersQuery(lang),
    queryFn: async () => (await source.listTrainers(lang, TEASER_COUNT)).map(trainerCard),
  });
}

/** /trainers: the directory's cards and the default programme's days (their exercises come when a day is opened). */
export async function prefetchTrainers({ queryClient, source, lang }: ServerPageArgs) {
  const filter = { planType: DEFAULT_PLAN_TYPE };
  await Promise.all([
    queryClient.prefetchQuery({
      ...trainersQuery(lang),
      queryFn: async () => (await source.listTrainers(lang)).map(trainerCard),
    }),
    queryClient.prefetchQuery({
      ...workoutsQuery(filter, lang),
      queryFn: async () => (await source.listWorkouts(filter, lang)).map(workoutSummary),
    }),
  ]);
}

export async function prefetchTrainer({ queryClient, source, lang, params }: ServerPageArgs) {
  const id = routeId(params.id);
  if (id === null) return { status: 404 };
  try {
    await queryClient.fetchQuery({ ...trainerQuery(id, lang), queryFn: () => source.getTrainer(id, lang) });
  } catch (err) {
    if (isNotFound(err)) return { status: 404 };
    throw err;
  }
}

export function trainerHead(args: ServerPageArgs): PageHeadPart | undefined {
  const id = routeId(args.params.id);
  if (id === null) return undefined;
  const trainer = args.queryClient.getQueryData<TrainerDetailsDto>(trainerQuery(id, args.lang).queryKey);
  if (!trainer) return undefined;
  return {
    title: trainer.name,
    description: shortText(trainer.bio),
    lcpImage: trainer.image,
    lcpImageSizes: TRAINER_IMAGE_SIZES.details,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Person',
        name: trainer.name,
        jobTitle: trainer.specialty,
        description: shortText(trainer.bio, 1000),
        image: absoluteUrl(args.origin, trainer.image),
        url: `${args.origin}/trainers/${trainer.id}`,
      },
    ],
  };
}

/** /exercises/home, /gym and /warm: the type's exercises, grouped by muscle on the page. */
export function prefetchExerciseType(type: ExerciseType) {
  return async ({ queryClient, source, lang }: ServerPageArgs) => {
    await queryClient.prefetchQuery({
      ...exercisesQuery(type, undefined, lang),
      queryFn: () => source.listExercises(type, undefined, lang),
    });
  };
}

/** The path's type and muscle when both exist; the exercise segment as written. */
function exercisePath(params: ServerPageArgs['params']) {
  const type = params.type ?? '';
  const muscle = params.muscle ?? '';
  if (!isExerciseType(type) || !isMuscleGroup(muscle)) return null;
  return { type, muscle, exercise: params.exercise ?? '' };
}

export async function prefetchMuscleExercises({ queryClient, source, lang, params }: ServerPageArgs) {
  const path = exercisePath(params);
  if (!path) return { status: 404 };
  await queryClient.prefetchQuery({
    ...exercisesQuery(path.type, path.muscle, lang),
    queryFn: () => source.listExercises(path.type, path.muscle, lang),
  });
}

export function muscleExercisesHead(args: ServerPageArgs): PageHeadPart | undefined {
  const path = exercisePath(args.params);
  if (!path) return undefined;
  const muscle = args.t(`muscles.${path.muscle}`);
  const type = args.t(`exerciseTypes.${path.type}`);
  // the first exercise's picture: the page shows no figure of the muscle itself
  const first = args.queryClient.getQueryData<ExerciseSummaryDto[]>(
    exercisesQuery(path.type, path.muscle, args.lang).queryKey,
  )?.[0];
  return {
    title: `${args.t('pages.exerciseMuscle', { muscle })} · ${type}`,
    ...(first?.imageUrl ? { lcpImage: first.imageUrl } : {}),
  };
}

export async function prefetchExercise({ queryClient, source, lang, params }: ServerPageArgs) {
  const path = exercisePath(params);
  if (!path || !path.exercise) return { status: 404 };
  try {
    await queryClient.fetchQuery({
      ...exerciseQuery(path.type, path.muscle, path.exercise, lang),
      queryFn: () => source.getExercise(path.type, path.muscle, path.exercise, lang),
    });
  } catch (err) {
    if (isNotFound(err)) return { status: 404 };
    throw err;
  }
}

export function exerciseHead(args: ServerPageArgs): PageHeadPart | undefined {
  const path = exercisePath(args.params);
  if (!path) return undefined;
  const exercise = args.queryClient.getQueryData<ExerciseDto>(
    exerciseQuery(path.type, path.muscle, path.exercise, args.lang).queryKey,
  );
  if (!exercise) return undefined;
  return {
    title: exercise.name,
    description: shortText(exercise.description || exercise.name),
    lcpImage: exercise.imageUrl,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'ExercisePlan',
        name: exercise.name,
        description: shortText(exercise.description, 1000),
        exerciseType: args.t(`exerciseTypes.${exercise.type}`),
        image: absoluteUrl(args.origin, exercise.imageUrl),
      },
    ],
  };
}
