import { shortText, type PageHeadPart, type ServerPageArgs } from '@/lib/server-page';
import { isNutrientId } from '@atlas/shared/rules/diet';
import { nutrientImage } from './nutrients';
import { FIRST_GOAL, mealPlannerQuery, plannerView } from './api/list-meal-plans';

/** /nutrition and /mealsPlanner: the meal planner's first goal arrives with the page, the others when chosen. */
export async function prefetchMealPlans({ queryClient, source, lang }: ServerPageArgs) {
  await queryClient.prefetchQuery({
    ...mealPlannerQuery(queryClient, FIRST_GOAL, lang),
    queryFn: async () => plannerView(await source.listMealPlans(lang), FIRST_GOAL),
  });
}

/** /nutrient/{id}: its own title and description; an unknown id is a 404. */
export async function prefetchNutrient({ params }: ServerPageArgs) {
  return isNutrientId(params.id) ? undefined : { status: 404 };
}

export function nutrientHead({ params, t }: ServerPageArgs): PageHeadPart | undefined {
  if (!isNutrientId(params.id)) return undefined;
  return {
    title: t(`nutrients.${params.id}.title`),
    description: shortText(t(`nutrients.${params.id}.description`)),
    lcpImage: nutrientImage[params.id],
  };
}
