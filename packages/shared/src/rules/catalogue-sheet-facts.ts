/**
 * Supplement facts in the catalogue sheet's cells: one label per row, numbers as typed, other
 * actives as `English|Arabic|mg; …`, allergens and claims as `milk, soy`.
 */
import {
  SupplementFacts,
  type FlavorFactsOverride,
  type SupplementFacts as Facts,
} from '../contract/supplement-facts';
import { CATALOGUE_FACTS_COLUMNS, type CatalogueFactsColumn } from './catalogue-sheet';

export type FactsCells = Record<CatalogueFactsColumn, string>;

const LIST_SEPARATOR = ', ';
const ACTIVES_SEPARATOR = '; ';

const EMPTY = Object.fromEntries(CATALOGUE_FACTS_COLUMNS.map((c) => [c, ''])) as FactsCells;

/** The cells of a label; all empty for none. */
export function factsCells(facts: Facts | null): FactsCells {
  if (!facts) return { ...EMPTY };
  const p = facts.perServing;
  return {
    serving_size: String(facts.servingSize),
    serving_unit: facts.servingUnit,
    container_size: String(facts.containerSize),
    servings_per_container: String(facts.servingsPerContainer),
    max_servings_per_day: String(facts.maxServingsPerDay),
    energy_kcal: String(p.energyKcal),
    protein_g: String(p.proteinG),
    carbs_g: String(p.carbsG),
    sugar_g: String(p.sugarG),
    fat_g: String(p.fatG),
    creatine_mg: String(p.creatineMg),
    caffeine_mg: String(p.caffeineMg),
    other_actives: p.actives.map((a) => `${a.en}|${a.ar}|${a.mg}`).join(ACTIVES_SEPARATOR),
    allergens: facts.allergens.join(LIST_SEPARATOR),
    suitable_for: facts.suitableFor.join(LIST_SEPARATOR),
  };
}

/** Which column a problem of the facts belongs to, by its path in SupplementFacts. */
const COLUMN_OF: Record<string, CatalogueFactsColumn> = {
  servingSize: 'serving_size',
  servingUnit: 'serving_unit',
  containerSize: 'container_size',
  servingsPerContainer: 'servings_per_container',
  maxServingsPerDay: 'max_servings_per_day',
  energyKcal: 'energy_kcal',
  proteinG: 'protein_g',
  carbsG: 'carbs_g',
  sugarG: 'sugar_g',
  fatG: 'fat_g',
  creatineMg: 'creatine_mg',
  caffeineMg: 'caffeine_mg',
  actives: 'other_actives',
  allergens: 'allergens',
  suitableFor: 'suitable_for',
};

export type ReadFacts =
  { ok: true; facts: Facts | null } | { ok: false; column: CatalogueFactsColumn; problem: string };

const list = (cell: string) =>
  cell
    .split(/[,،]/)
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean);

/** A row's label from its cells: null when every facts cell is empty, else checked by the contract. */
export function readFactsCells(cells: Partial<Record<string, string>>): ReadFacts {
  const cell = (c: CatalogueFactsColumn) => (cells[c] ?? '').trim();
  if (CATALOGUE_FACTS_COLUMNS.every((c) => cell(c) === '')) return { ok: true, facts: null };
  // an empty number cell is missing (or takes its default), never 0
  const num = (c: CatalogueFactsColumn) => cell(c) || undefined;
  const actives = cell('other_actives')
    .split(';')
    .map((a) => a.trim())
    .filter(Boolean)
    .map((a) => a.split('|').map((part) => part.trim()));
  const badActive = actives.find((parts) => parts.length !== 3);
  if (badActive)
    return {
      ok: false,
      column: 'other_actives',
      problem: `write each as English name|Arabic name|mg: ${badActive.join('|')}`,
    };
  const parsed = SupplementFacts.safeParse({
    servingSize: num('serving_size'),
    servingUnit: cell('serving_unit').toLowerCase() || undefined,
    containerSize: num('container_size'),
    servingsPerContainer: num('servings_per_container'),
    maxServingsPerDay: num('max_servings_per_day'),
    perServing: {
      energyKcal: num('energy_kcal'),
      proteinG: num('protein_g'),
      carbsG: num('carbs_g'),
      sugarG: num('sugar_g'),
      fatG: num('fat_g'),
      creatineMg: num('creatine_mg'),
      caffeineMg: num('caffeine_mg'),
      actives: actives.map(([en, ar, mg]) => ({ en, ar, mg: mg || undefined })),
    },
    allergens: list(cell('allergens')),
    suitableFor: list(cell('suitable_for')),
  });
  if (parsed.success) return { ok: true, facts: parsed.data };
  const issue = parsed.error.issues[0]!;
  const key = [...issue.path].reverse().find((k) => typeof k === 'string' && k in COLUMN_OF) as string;
  return { ok: false, column: COLUMN_OF[key] ?? 'serving_size', problem: issue.message };
}

/** JSON with object keys sorted: stored labels (jsonb) come back with their keys reordered. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value ?? null);
}
const sameJson = (a: unknown, b: unknown) => canonical(a) === canonical(b);
const sameSet = (a: readonly string[], b: readonly string[]) => sameJson([...a].sort(), [...b].sort());

/** Whether two labels read the same (lists compared as sets). */
export function sameFacts(a: Facts | null, b: Facts | null): boolean {
  if (!a || !b) return a === b;
  return (
    sameJson({ ...a, allergens: [], suitableFor: [] }, { ...b, allergens: [], suitableFor: [] }) &&
    sameSet(a.allergens, b.allergens) &&
    sameSet(a.suitableFor, b.suitableFor)
  );
}

/** The fields a flavor cannot have of its own: they must match the product's on every row. */
export const PRODUCT_LEVEL_FACTS = [
  ['servingSize', 'serving_size'],
  ['servingUnit', 'serving_unit'],
  ['containerSize', 'container_size'],
  ['servingsPerContainer', 'servings_per_container'],
  ['maxServingsPerDay', 'max_servings_per_day'],
] as const satisfies readonly (readonly [keyof Facts, CatalogueFactsColumn])[];

/** The first product-level field in which a flavor's label differs from the product's. */
export function productLevelDifference(product: Facts, flavor: Facts): CatalogueFactsColumn | undefined {
  return PRODUCT_LEVEL_FACTS.find(([key]) => product[key] !== flavor[key])?.[1];
}

/** The override that turns the product's label into the flavor's (null when they read the same). */
export function overrideOf(product: Facts, flavor: Facts): FlavorFactsOverride | null {
  const override: FlavorFactsOverride = {};
  if (!sameJson(product.perServing, flavor.perServing)) override.perServing = flavor.perServing;
  if (!sameSet(product.allergens, flavor.allergens)) override.allergens = flavor.allergens;
  if (!sameSet(product.suitableFor, flavor.suitableFor)) override.suitableFor = flavor.suitableFor;
  return Object.keys(override).length > 0 ? override : null;
}
