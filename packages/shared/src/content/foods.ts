import { z } from 'zod';
import { arabicText, duplicates, englishText } from './texts';

/**
 * The food-composition table as a data file (content/foods.json): the shape the server checks it
 * against when it reads it. Energy and macronutrients are per 100 g of the edible part, as eaten;
 * sources, stand-ins and every recipe are documented in docs/nutrition/food-sources.md.
 */

export const foodGroups = [
  'grains',
  'legumes',
  'meat',
  'poultry',
  'fish',
  'eggs',
  'dairy',
  'vegetables',
  'fruits',
  'nuts',
  'oils',
  'sweets',
  'drinks',
  'dishes',
  'supplements',
] as const;
export type FoodGroup = (typeof foodGroups)[number];

/** Animal and allergen facts used to filter foods (vegetarian, gluten-free, no added sugar). */
export const foodTags = ['meat', 'fish', 'gluten', 'dairy', 'egg', 'added-sugar'] as const;
export type FoodTag = (typeof foodTags)[number];

/** 'usda-sr': USDA FoodData Central, SR Legacy (April 2018); 'recipe': computed from other rows. */
export const foodSources = ['usda-sr', 'recipe'] as const;
export type FoodSource = (typeof foodSources)[number];

const english = () => englishText();
const arabic = () =>
  arabicText().refine((value) => !/[A-Za-z]/.test(value), 'must not contain Latin letters');

/** Kebab-case English slug, unique and stable; meal plans and the diet engine refer to foods by it. */
export const foodId = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a kebab-case slug');

/** Grams of a nutrient in 100 g of food. */
const gramsPer100 = z.number().min(0).max(100);

export const FoodContent = z.strictObject({
  id: foodId,
  /** English display name, with the state (raw, cooked, grilled, dry) where it changes the values. */
  en: english(),
  /** Arabic display name as written in Egypt. */
  ar: arabic(),
  group: z.enum(foodGroups),
  /** kcal per 100 g, a whole number (pure fat, the most energy-dense food, is 900). */
  calories: z.number().int().min(0).max(900),
  /** g per 100 g. */
  protein: gramsPer100,
  /** g per 100 g. */
  fat: gramsPer100,
  /** Total carbohydrate (by difference), g per 100 g. */
  carbs: gramsPer100,
  tags: z
    .array(z.enum(foodTags))
    .refine((tags) => duplicates(tags).length === 0, 'must not list a tag twice'),
  source: z.enum(foodSources),
  /** A household portion, where one is natural. */
  portion: z
    .strictObject({
      grams: z.number().positive(),
      en: english(),
      ar: arabic(),
    })
    .optional(),
});
export type FoodContent = z.infer<typeof FoodContent>;

/** The table, in its documented order (grouped by food group); ids and both names unique. */
export const FoodsFile = z
  .array(FoodContent)
  .min(1)
  .superRefine((list, ctx) => {
    for (const key of ['id', 'en', 'ar'] as const) {
      const seen = new Set<string>();
      for (const [index, food] of list.entries()) {
        if (seen.has(food[key])) {
          ctx.addIssue({
            code: 'custom',
            path: [index, key],
            message: `another food has the ${key} '${food[key]}'`,
          });
        }
        seen.add(food[key]);
      }
    }
  });
export type FoodsFile = z.infer<typeof FoodsFile>;
