import { describe, expect, it } from 'vitest';
import { proposeSupplements, type PlanCandidate } from './supplement-plan';
import {
  candidate,
  catalogue,
  facts,
  isolate,
  micronized,
  needs,
  pumpEnergy,
  pureCreatine,
  stimFree,
  whey,
} from './supplement-plan-fixtures';

describe('stock', () => {
  it('skips a cheaper product whose flavors are all sold out', () => {
    const soldOut = candidate(8, 'Protein', 10_000, facts(73, { proteinG: 24 }), [
      { name: 'Chocolate', stock: 0 },
      { name: 'Vanilla', stock: 0 },
    ]);
    const [line] = proposeSupplements(needs({ trainingDaysPerWeek: 0 }), [soldOut, whey]);
    expect(line!.productId).toBe(1);
    const creatineSoldOut = {
      ...pureCreatine,
      pricePiastres: 1000,
      flavors: [{ name: 'Unflavored', stock: 0 }],
    };
    const lines = proposeSupplements(needs({ trainingDaysPerWeek: 2 }), [creatineSoldOut, micronized]);
    expect(lines.find((l) => l.role === 'creatine')!.productId).toBe(10);
  });

  it('never chooses a sold-out flavor, however early in the list', () => {
    const onlyLast = {
      ...whey,
      flavors: [
        { name: 'Double Chocolate', stock: 0 },
        { name: 'Strawberry', stock: 1 },
      ],
    };
    expect(proposeSupplements(needs({ trainingDaysPerWeek: 0 }), [onlyLast])[0]!.flavor).toBe('Strawberry');
  });

  it('takes the flavor with the most stock, the first listed on a tie', () => {
    const tied = {
      ...pumpEnergy,
      flavors: [
        { name: 'Orange', stock: 5 },
        { name: 'Mixed Berry', stock: 9 },
        { name: 'Lemon', stock: 9 },
      ],
    };
    const lines = proposeSupplements(needs({ proteinFromMealsG: 150, trainingDaysPerWeek: 3 }), [tied]);
    expect(lines[0]!.flavor).toBe('Mixed Berry');
  });

  it("uses the product's own stock when it has no flavors", () => {
    const plain = (stock: number) => ({ ...micronized, flavors: [], productStock: stock });
    const lines = proposeSupplements(needs({ proteinFromMealsG: 150, trainingDaysPerWeek: 2 }), [plain(3)]);
    expect(lines).toMatchObject([{ productId: 10, flavor: null, role: 'creatine' }]);
    expect(proposeSupplements(needs({ proteinFromMealsG: 150, trainingDaysPerWeek: 2 }), [plain(0)])).toEqual(
      [],
    );
  });
});

describe('allergens the shopper avoids', () => {
  it('proposes another flavor of the same product when the best-stocked one holds the allergen', () => {
    const [line] = proposeSupplements(needs({ trainingDaysPerWeek: 0, avoid: ['gluten'] }), catalogue);
    // Cookies & Cream (31 in stock) holds gluten: Vanilla Ice Cream (24) instead
    expect(line).toMatchObject({ productId: 1, flavor: 'Vanilla Ice Cream' });
  });

  it('passes over a product with nothing free of the allergen in stock, for every role', () => {
    const withMilk = (c: PlanCandidate): PlanCandidate => ({
      ...c,
      facts: { ...c.facts, allergens: ['milk'] },
    });
    const lines = proposeSupplements(needs({ trainingDaysPerWeek: 3, avoid: ['milk'] }), [
      withMilk(whey),
      isolate,
      withMilk(micronized),
      pureCreatine,
      withMilk(pumpEnergy),
      stimFree,
    ]);
    expect(lines.map((l) => [l.role, l.productId])).toEqual([
      ['protein', 2],
      ['creatine', 11],
      ['pre-workout', 21],
    ]);
    expect(proposeSupplements(needs({ trainingDaysPerWeek: 0, avoid: ['milk'] }), [withMilk(whey)])).toEqual(
      [],
    );
  });

  it('proposes as before when nothing is avoided', () => {
    const n = needs({ trainingDaysPerWeek: 5 });
    expect(proposeSupplements({ ...n, avoid: [] }, catalogue)).toEqual(proposeSupplements(n, catalogue));
  });
});
