import { describe, expect, it } from 'vitest';
import {
  factsMessages,
  flavorFacts,
  flavorFactsProblems,
  SupplementFacts,
} from '../contract/supplement-facts';
import {
  CAFFEINE_DAILY_LIMIT_MG,
  caffeineMgPerDay,
  dailyCaffeineMg,
  daysContainerLasts,
  isStimulant,
  pricePer25gProteinPiastres,
  pricePerServingPiastres,
} from './servings';

const whey = SupplementFacts.parse({
  servingSize: 31,
  servingUnit: 'g',
  containerSize: 2270,
  servingsPerContainer: 73,
  perServing: { energyKcal: 120, proteinG: 24, carbsG: 3, sugarG: 1, fatG: 1.5 },
  allergens: ['milk'],
});
const facts = (perServing: Partial<SupplementFacts['perServing']>, more: Partial<SupplementFacts> = {}) => ({
  ...whey,
  ...more,
  perServing: { ...whey.perServing, ...perServing },
});

describe('pricePerServingPiastres', () => {
  it('divides the price by the servings, rounding half up to the piastre', () => {
    expect(pricePerServingPiastres(73_000, whey)).toBe(1000);
    expect(pricePerServingPiastres(170_955, whey)).toBe(2342); // 2341.85
    expect(pricePerServingPiastres(150, { servingsPerContainer: 4 })).toBe(38); // 37.5 → 38
    expect(pricePerServingPiastres(130, { servingsPerContainer: 4 })).toBe(33); // 32.5 → 33
    expect(pricePerServingPiastres(129, { servingsPerContainer: 4 })).toBe(32); // 32.25
    expect(pricePerServingPiastres(0, whey)).toBe(0);
  });
});

describe('pricePer25gProteinPiastres', () => {
  it('prices 25 g of protein, half up to the piastre', () => {
    // 170955 × 25 / (24 × 73) = 2439.38
    expect(pricePer25gProteinPiastres(170_955, whey)).toBe(2439);
    // 25 g a serving, 10 servings: the serving price
    expect(
      pricePer25gProteinPiastres(10_005, {
        servingsPerContainer: 10,
        perServing: facts({ proteinG: 25 }).perServing,
      }),
    ).toBe(1001); // 1000.5 → 1001
    // tenths of a gram count: 22.5 g × 2 servings = 45 g for 9 EGP → 5 EGP per 25 g
    expect(
      pricePer25gProteinPiastres(900, {
        servingsPerContainer: 2,
        perServing: facts({ proteinG: 22.5 }).perServing,
      }),
    ).toBe(500);
  });

  it('is null under 5 g of protein a serving, and given from 5 g', () => {
    expect(pricePer25gProteinPiastres(10_000, facts({ proteinG: 4.9, carbsG: 3 }))).toBeNull();
    expect(pricePer25gProteinPiastres(10_000, facts({ proteinG: 0 }))).toBeNull();
    // 10000 × 25 / (5 × 73) = 684.93
    expect(pricePer25gProteinPiastres(10_000, facts({ proteinG: 5 }))).toBe(685);
  });
});

describe('daysContainerLasts', () => {
  it('counts whole days at the servings a day', () => {
    expect(daysContainerLasts(whey, 1)).toBe(73);
    expect(daysContainerLasts(whey, 2)).toBe(36);
    expect(daysContainerLasts(whey, 3)).toBe(24);
    expect(daysContainerLasts({ servingsPerContainer: 1 }, 2)).toBe(0);
    expect(daysContainerLasts(whey, 0)).toBeNull();
  });
});

describe('dailyCaffeineMg', () => {
  const pre = facts({ proteinG: 0, caffeineMg: 200 }, { maxServingsPerDay: 2 });
  const burner = facts({ proteinG: 0, caffeineMg: 150 });

  it('counts each product once, at the most servings a day its label allows', () => {
    const day = dailyCaffeineMg([
      { productId: 1, caffeineMgPerDay: caffeineMgPerDay(pre) },
      { productId: 1, caffeineMgPerDay: caffeineMgPerDay(pre) }, // another flavor or tub of the same product
      { productId: 2, caffeineMgPerDay: caffeineMgPerDay(burner) },
      { productId: 3, caffeineMgPerDay: caffeineMgPerDay(whey) }, // no caffeine
      { productId: 4 }, // no facts
    ]);
    expect(day).toEqual({
      totalMg: 550,
      products: [
        { productId: 1, mg: 400 },
        { productId: 2, mg: 150 },
      ],
    });
    expect(day.totalMg).toBeGreaterThan(CAFFEINE_DAILY_LIMIT_MG);
    expect(dailyCaffeineMg([])).toEqual({ totalMg: 0, products: [] });
  });

  it('knows a stimulant by its caffeine', () => {
    expect(isStimulant(pre)).toBe(true);
    expect(isStimulant(whey)).toBe(false);
  });
});

describe('SupplementFacts', () => {
  const messages = (input: unknown) => {
    const parsed = SupplementFacts.safeParse(input);
    return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
  };

  it('accepts a sound label, filling the defaults and rounding to the label precision', () => {
    const parsed = SupplementFacts.parse({
      ...whey,
      maxServingsPerDay: undefined,
      perServing: { energyKcal: '119.6', proteinG: '24.04', carbsG: 3, sugarG: 1, fatG: 1.46 },
    });
    expect(parsed.maxServingsPerDay).toBe(1);
    expect(parsed.perServing).toEqual({
      energyKcal: 120,
      proteinG: 24,
      carbsG: 3,
      sugarG: 1,
      fatG: 1.5,
      creatineMg: 0,
      caffeineMg: 0,
      actives: [],
    });
    expect(parsed.suitableFor).toEqual([]);
  });

  it('refuses a serving larger than the container', () => {
    expect(messages({ ...whey, servingSize: 2300 })).toContain(factsMessages.servingOverContainer);
  });

  it('refuses servings that hold more than the container (2 % for the scoop’s rounding)', () => {
    expect(messages({ ...whey, servingsPerContainer: 80 })).toContain(factsMessages.servingsOverContainer);
    expect(messages({ ...whey, servingsPerContainer: 74 })).toEqual([]); // 2294 g ≤ 2270 × 1.02
  });

  it('refuses negative amounts', () => {
    expect(messages(facts({ proteinG: -1 }))).toContain('protein cannot be negative');
    expect(messages(facts({ caffeineMg: -5 }))).toContain('caffeine cannot be negative');
    expect(messages({ ...whey, servingSize: -31 })).toContain('must be more than 0');
  });

  it('refuses macros that outweigh a serving weighed in grams, not one counted in capsules', () => {
    expect(messages(facts({ proteinG: 28, carbsG: 3, fatG: 1.5 }))).toContain(
      factsMessages.macrosOverServing,
    );
    const capsules = {
      ...whey,
      servingSize: 2,
      servingUnit: 'capsule',
      containerSize: 120,
      servingsPerContainer: 60,
    };
    expect(
      messages({
        ...capsules,
        perServing: { ...whey.perServing, proteinG: 2, carbsG: 0, sugarG: 0, fatG: 1 },
      }),
    ).toEqual([]);
    expect(messages({ ...capsules, servingSize: 1.5 })).toContain(factsMessages.wholeUnits);
  });

  it('refuses sugar over the carbohydrate, and vegan or gluten-free claims the allergens contradict', () => {
    expect(messages(facts({ sugarG: 4 }))).toContain(factsMessages.sugarOverCarbs);
    expect(messages({ ...whey, suitableFor: ['vegan'] })).toContain(factsMessages.veganNeedsNoMilkOrEgg);
    expect(messages({ ...whey, allergens: ['egg'], suitableFor: ['vegan'] })).toContain(
      factsMessages.veganNeedsNoMilkOrEgg,
    );
    expect(messages({ ...whey, allergens: ['gluten'], suitableFor: ['gluten-free'] })).toContain(
      factsMessages.glutenFreeWithGluten,
    );
  });
});

describe('flavor overrides', () => {
  it('replaces each part the flavor gives, whole', () => {
    const cookies = flavorFacts(whey, { allergens: ['milk', 'gluten'] });
    expect(cookies.allergens).toEqual(['milk', 'gluten']);
    expect(cookies.perServing).toBe(whey.perServing);
    expect(flavorFacts(whey, null)).toBe(whey);
  });

  it('finds the rules a merged flavor label breaks', () => {
    expect(flavorFactsProblems(whey, { allergens: ['soy'] })).toEqual([]);
    expect(flavorFactsProblems(whey, { perServing: { ...whey.perServing, proteinG: 30 } })).toEqual([
      factsMessages.macrosOverServing,
    ]);
    expect(
      flavorFactsProblems({ ...whey, allergens: [], suitableFor: ['vegan'] }, { allergens: ['milk'] }),
    ).toEqual([factsMessages.veganNeedsNoMilkOrEgg]);
  });
});
