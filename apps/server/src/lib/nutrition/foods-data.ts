/**
 * Atlas food-composition table: energy and macronutrients per 100 g of the edible part, as eaten.
 *
 * The rows are data, in content/foods.json, checked against the shared schema when the server starts
 * (packages/shared/src/content/foods.ts). Rows marked `source: 'usda-sr'` follow USDA FoodData Central,
 * SR Legacy (April 2018); rows marked `source: 'recipe'` are computed from other rows of this table.
 * Sources, stand-ins and every recipe are documented in docs/nutrition/food-sources.md. Values are
 * rounded: kcal to whole numbers, grams to 0.1 g.
 */
import { FoodsFile, type FoodContent } from '@atlas/shared/content/foods';
import { readContent } from '../content-files';

export type { FoodGroup, FoodSource, FoodTag } from '@atlas/shared/content/foods';

export type FoodRecord = FoodContent;

export const foods: readonly FoodRecord[] = readContent('foods.json', FoodsFile);
