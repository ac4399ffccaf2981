import type { PageHeadPart, ServerPageArgs } from '@/lib/server-page';
import {
  prefetchProductDetails,
  prefetchProductList,
  productDetailsHead,
  productListHead,
} from '@/features/products/server-pages';
import {
  exerciseHead,
  muscleExercisesHead,
  prefetchExercise,
  prefetchExerciseType,
  prefetchMuscleExercises,
  prefetchTrainer,
  prefetchTrainers,
  prefetchTrainerTeasers,
  trainerHead,
} from '@/features/training/server-pages';
import { nutrientHead, prefetchMealPlans, prefetchNutrient } from '@/features/nutrition/server-pages';
import { configQuery } from '@/features/auth/api/get-config';

export interface ServerPage {
  /** Fills the query cache; answers a status when the page's subject is missing. */
  prefetch?: (args: ServerPageArgs) => Promise<{ status: number } | void>;
  /** Head details that depend on the page's data (read from the prefetched cache). */
  head?: (args: ServerPageArgs) => PageHeadPart | undefined;
}

/** The first slide's picture is the home page's largest paint. */
const homeHead = () => ({ lcpImage: '/assets/images/hero-trainers.svg' });

/** /exercises: whether the machine section offers photo identification. */
async function prefetchConfig({ queryClient, source }: ServerPageArgs) {
  await queryClient.prefetchQuery({ ...configQuery(), queryFn: () => source.publicConfig() });
}

/**
 * The server renderer's page data and head, by the `serverPage` key of a route's handle. Only
 * entry-server imports this, so the browser's first load carries none of it (nor the feature
 * modules it pulls in).
 */
export const serverPages = {
  home: { prefetch: prefetchTrainerTeasers, head: homeHead },
  products: { prefetch: prefetchProductList, head: productListHead },
  productDetails: { prefetch: prefetchProductDetails, head: productDetailsHead },
  trainers: { prefetch: prefetchTrainers },
  trainerDetails: { prefetch: prefetchTrainer, head: trainerHead },
  exercisesHome: { prefetch: prefetchExerciseType('home') },
  exercisesGym: { prefetch: prefetchExerciseType('gym') },
  exercisesWarm: { prefetch: prefetchExerciseType('warm') },
  muscleExercises: { prefetch: prefetchMuscleExercises, head: muscleExercisesHead },
  exerciseDetails: { prefetch: prefetchExercise, head: exerciseHead },
  exercises: { prefetch: prefetchConfig },
  nutrition: { prefetch: prefetchMealPlans, head: () => ({ lcpImage: '/assets/nutrition/carbs.svg' }) },
  mealsPlanner: { prefetch: prefetchMealPlans },
  nutrient: { prefetch: prefetchNutrient, head: nutrientHead },
} satisfies Record<string, ServerPage>;

export type ServerPageName = keyof typeof serverPages;
