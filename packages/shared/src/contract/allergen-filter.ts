import { z } from 'zod';
import { allergens } from './supplement-facts';
import { text } from './text';

/**
 * A query's `allergenFree`: allergens comma-separated ('milk,gluten'), each named at most once;
 * the product list and the supplement plan both take it.
 */
export const allergenFreeParam = text()
  .trim()
  .max(100)
  .transform((v) => (v === '' ? [] : [...new Set(v.split(',').map((a) => a.trim().toLowerCase()))]))
  .pipe(z.array(z.enum(allergens, { error: `allergenFree takes ${allergens.join(', ')}` })))
  .optional();
