import type { MealTemplates } from '@atlas/shared/rules/meal-builder';

// meals alike in shape throughout: a table, each meal its own foods and gram bounds
/**
 * The meals the diet engine portions: everyday Egyptian and gym-kitchen combinations, each with a
 * protein, a carbohydrate and a fat source so that any macro split can be reached. Gram bounds are
 * for a 2,000 kcal day; the engine scales them with the day's energy.
 */
export const dietTemplates: MealTemplates = {
  breakfast: [
    {
      id: 'ful-breakfast',
      items: [
        { food: 'ful-medames', min: 100, max: 300 },
        { food: 'egg-whole-boiled', min: 0, max: 150 },
        { food: 'baladi-bread', min: 0, max: 180 },
        { food: 'tomato', min: 50, max: 120 },
        { food: 'olive-oil', min: 0, max: 15 },
      ],
    },
    {
      id: 'oats-bowl',
      items: [
        { food: 'oats', min: 30, max: 120 },
        { food: 'milk-skim', min: 150, max: 400 },
        { food: 'whey-protein-powder', min: 0, max: 40 },
        { food: 'banana', min: 0, max: 150 },
        { food: 'peanut-butter', min: 0, max: 30 },
      ],
    },
    {
      id: 'eggs-and-cheese',
      items: [
        { food: 'egg-whole-boiled', min: 50, max: 150 },
        { food: 'areesh-cheese', min: 0, max: 200 },
        { food: 'whole-wheat-bread', min: 0, max: 200 },
        { food: 'cucumber', min: 50, max: 150 },
        { food: 'olive-oil', min: 0, max: 15 },
      ],
    },
    {
      id: 'yogurt-bowl',
      items: [
        { food: 'greek-yogurt-plain-nonfat', min: 150, max: 400 },
        { food: 'oats', min: 0, max: 100 },
        { food: 'berries-mixed', min: 50, max: 150 },
        { food: 'almonds', min: 0, max: 30 },
      ],
    },
  ],
  lunch: [
    {
      id: 'chicken-rice',
      items: [
        { food: 'chicken-breast-grilled', min: 60, max: 300 },
        { food: 'white-rice-cooked', min: 0, max: 400 },
        { food: 'mixed-salad', min: 100, max: 200 },
        { food: 'olive-oil', min: 0, max: 20 },
      ],
    },
    {
      id: 'kofta-bulgur',
      items: [
        { food: 'grilled-kofta', min: 60, max: 200 },
        { food: 'chicken-breast-grilled', min: 0, max: 150 },
        { food: 'bulgur-cooked', min: 0, max: 350 },
        { food: 'tomato', min: 80, max: 200 },
        { food: 'tahini', min: 0, max: 30 },
      ],
    },
    {
      id: 'tilapia-rice',
      items: [
        { food: 'tilapia-grilled', min: 70, max: 350 },
        { food: 'rice-with-vermicelli', min: 0, max: 350 },
        { food: 'mixed-salad', min: 100, max: 200 },
        { food: 'olive-oil', min: 0, max: 20 },
      ],
    },
    {
      id: 'molokhia-chicken',
      items: [
        { food: 'molokhia', min: 150, max: 300 },
        { food: 'chicken-breast-grilled', min: 50, max: 280 },
        { food: 'white-rice-cooked', min: 0, max: 350 },
        { food: 'olive-oil', min: 0, max: 15 },
      ],
    },
    {
      id: 'beef-potatoes',
      items: [
        { food: 'beef-lean-grilled', min: 80, max: 250 },
        { food: 'potato-boiled', min: 0, max: 450 },
        { food: 'green-beans-cooked', min: 100, max: 200 },
        { food: 'olive-oil', min: 0, max: 20 },
      ],
    },
  ],
  dinner: [
    {
      id: 'tuna-salad',
      items: [
        { food: 'tuna-canned-water', min: 80, max: 250 },
        { food: 'whole-wheat-bread', min: 0, max: 200 },
        { food: 'mixed-salad', min: 100, max: 250 },
        { food: 'olive-oil', min: 0, max: 20 },
      ],
    },
    {
      id: 'salmon-sweet-potato',
      items: [
        { food: 'salmon-baked', min: 80, max: 220 },
        { food: 'chicken-breast-grilled', min: 0, max: 120 },
        { food: 'sweet-potato-baked', min: 0, max: 350 },
        { food: 'broccoli-steamed', min: 100, max: 200 },
      ],
    },
    {
      id: 'cottage-plate',
      items: [
        { food: 'cottage-cheese-lowfat', min: 100, max: 350 },
        { food: 'whole-wheat-bread', min: 0, max: 200 },
        { food: 'tomato', min: 80, max: 150 },
        { food: 'cucumber', min: 80, max: 150 },
        { food: 'olive-oil', min: 0, max: 15 },
      ],
    },
    {
      id: 'lentils-and-chicken',
      items: [
        { food: 'lentils-cooked', min: 150, max: 350 },
        { food: 'chicken-breast-grilled', min: 0, max: 200 },
        { food: 'baladi-bread', min: 0, max: 120 },
        { food: 'olive-oil', min: 0, max: 15 },
      ],
    },
  ],
  snack: [
    {
      id: 'dates-and-milk',
      items: [
        { food: 'dates', min: 30, max: 150 },
        { food: 'milk-skim', min: 0, max: 400 },
        { food: 'banana', min: 0, max: 250 },
        { food: 'peanuts', min: 0, max: 40 },
      ],
    },
    {
      id: 'protein-shake',
      items: [
        { food: 'milk-skim', min: 100, max: 400 },
        { food: 'whey-protein-powder', min: 0, max: 60 },
        { food: 'banana', min: 0, max: 200 },
        { food: 'oats', min: 0, max: 80 },
        { food: 'peanut-butter', min: 0, max: 40 },
      ],
    },
    {
      id: 'yogurt-and-dates',
      items: [
        { food: 'greek-yogurt-plain-nonfat', min: 50, max: 400 },
        { food: 'dates', min: 0, max: 150 },
        { food: 'walnuts', min: 0, max: 40 },
      ],
    },
    {
      id: 'fruit-nuts-cheese',
      items: [
        { food: 'apple', min: 100, max: 300 },
        { food: 'areesh-cheese', min: 0, max: 200 },
        { food: 'rice-cakes', min: 0, max: 60 },
        { food: 'almonds', min: 0, max: 50 },
      ],
    },
  ],
};
