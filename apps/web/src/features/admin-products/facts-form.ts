import type { z } from 'zod';
import {
  factsMessages,
  flavorFacts,
  FlavorFactsOverride,
  SupplementFacts,
  type Allergen,
  type PerServing,
  type ServingUnit,
  type SuitableFor,
} from '@atlas/shared/contract/supplement-facts';
import type { NumberValue } from '@/lib/admin/number-value';

/** One "other active" row as typed. */
export interface ActiveFormRow {
  /** A stable React key for the row. */
  key: string;
  en: string;
  ar: string;
  mg: NumberValue;
}

export interface PerServingFormValues {
  energyKcal: NumberValue;
  proteinG: NumberValue;
  carbsG: NumberValue;
  sugarG: NumberValue;
  fatG: NumberValue;
  creatineMg: NumberValue;
  caffeineMg: NumberValue;
  actives: ActiveFormRow[];
}

/** The supplement facts section as typed: blank numbers until filled. */
export interface FactsFormValues {
  servingSize: NumberValue;
  servingUnit: ServingUnit;
  containerSize: NumberValue;
  servingsPerContainer: NumberValue;
  maxServingsPerDay: NumberValue;
  perServing: PerServingFormValues;
  allergens: Allergen[];
  suitableFor: SuitableFor[];
}

/** A flavor's own values (FlavorFactsOverride): per serving and allergens, when they differ. */
export interface FlavorFactsFormValues {
  perServing: PerServingFormValues;
  allergens: Allergen[];
}

/** What is wrong with the facts, by field path ('servingSize', 'perServing.actives.0.en'): translation keys. */
export type FactsProblems = Record<string, string>;

let activeSeq = 0;
export function emptyActiveRow(): ActiveFormRow {
  activeSeq += 1;
  return { key: `active-${activeSeq}`, en: '', ar: '', mg: '' };
}

export function emptyPerServing(): PerServingFormValues {
  return {
    energyKcal: '',
    proteinG: '',
    carbsG: '',
    sugarG: '',
    fatG: '',
    creatineMg: 0,
    caffeineMg: 0,
    actives: [],
  };
}

export function emptyFactsForm(): FactsFormValues {
  return {
    servingSize: '',
    servingUnit: 'g',
    containerSize: '',
    servingsPerContainer: '',
    maxServingsPerDay: 1,
    perServing: emptyPerServing(),
    allergens: [],
    suitableFor: [],
  };
}

function perServingForm(p: PerServing): PerServingFormValues {
  return {
    energyKcal: p.energyKcal,
    proteinG: p.proteinG,
    carbsG: p.carbsG,
    sugarG: p.sugarG,
    fatG: p.fatG,
    creatineMg: p.creatineMg,
    caffeineMg: p.caffeineMg,
    actives: p.actives.map((a) => ({ ...emptyActiveRow(), en: a.en, ar: a.ar, mg: a.mg })),
  };
}

export function factsFormFrom(facts: SupplementFacts): FactsFormValues {
  return {
    servingSize: facts.servingSize,
    servingUnit: facts.servingUnit,
    containerSize: facts.containerSize,
    servingsPerContainer: facts.servingsPerContainer,
    maxServingsPerDay: facts.maxServingsPerDay,
    perServing: perServingForm(facts.perServing),
    allergens: [...facts.allergens],
    suitableFor: [...facts.suitableFor],
  };
}

/** A flavor's override as the form holds it; per serving starts from the product's values when it has none. */
export function flavorFactsFormFrom(
  override: FlavorFactsOverride,
  product: FactsFormValues | null,
): FlavorFactsFormValues {
  return {
    perServing: override.perServing
      ? perServingForm(override.perServing)
      : copyPerServing(product?.perServing ?? emptyPerServing()),
    allergens: [...(override.allergens ?? product?.allergens ?? [])],
  };
}

/** A new flavor override: the product's current values, to change where the flavor differs. */
export function flavorFactsFormFor(product: FactsFormValues | null): FlavorFactsFormValues {
  return {
    perServing: copyPerServing(product?.perServing ?? emptyPerServing()),
    allergens: [...(product?.allergens ?? [])],
  };
}

function copyPerServing(p: PerServingFormValues): PerServingFormValues {
  return { ...p, actives: p.actives.map((a) => ({ ...a, key: emptyActiveRow().key })) };
}

// blanks go to the schema as undefined, so that it names them; the form says "required" first
const blank = (value: NumberValue) => (value === '' ? undefined : value);

function perServingInput(p: PerServingFormValues) {
  return {
    energyKcal: blank(p.energyKcal),
    proteinG: blank(p.proteinG),
    carbsG: blank(p.carbsG),
    sugarG: blank(p.sugarG),
    fatG: blank(p.fatG),
    creatineMg: blank(p.creatineMg) ?? 0,
    caffeineMg: blank(p.caffeineMg) ?? 0,
    actives: p.actives.map((a) => ({ en: a.en, ar: a.ar, mg: blank(a.mg) })),
  };
}

function factsInput(values: FactsFormValues) {
  return {
    servingSize: blank(values.servingSize),
    servingUnit: values.servingUnit,
    containerSize: blank(values.containerSize),
    servingsPerContainer: blank(values.servingsPerContainer),
    maxServingsPerDay: blank(values.maxServingsPerDay) ?? 1,
    perServing: perServingInput(values.perServing),
    allergens: values.allergens,
    suitableFor: values.suitableFor,
  };
}

const messageKeys = new Map<string, string>(
  Object.entries(factsMessages).map(([key, message]) => [message, `adminProducts.facts.problems.${key}`]),
);

/** A schema's issue as the form says it, in the page's language. */
function problemKey(issue: z.core.$ZodIssue, given: unknown): string {
  const known = messageKeys.get(issue.message);
  if (known) return known;
  if (given === undefined || given === '') return 'adminProducts.facts.problems.required';
  if (issue.message.includes('whole number')) return 'adminProducts.facts.problems.whole';
  if (issue.code === 'too_small' || issue.code === 'too_big') return 'adminProducts.facts.problems.range';
  return 'adminProducts.facts.problems.invalid';
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let node = input;
  for (const key of path) node = (node as Record<PropertyKey, unknown> | undefined)?.[key];
  return node;
}

function problemsOf(error: z.core.$ZodError, input: unknown, prefix = ''): FactsProblems {
  const problems: FactsProblems = {};
  for (const issue of error.issues) {
    const path = prefix + issue.path.map(String).join('.');
    problems[path] ??= problemKey(issue, valueAt(input, issue.path));
  }
  return problems;
}

/** The facts as the API takes them, or what is wrong with them (the same schema the server checks). */
export function checkFactsForm(
  values: FactsFormValues,
): { facts: SupplementFacts; problems?: undefined } | { facts?: undefined; problems: FactsProblems } {
  const input = factsInput(values);
  const parsed = SupplementFacts.safeParse(input);
  return parsed.success ? { facts: parsed.data } : { problems: problemsOf(parsed.error, input) };
}

/**
 * A flavor's own values as the API takes them, or what is wrong with them: on their own, and
 * merged over the product's facts (a flavor's macros may outweigh the serving).
 */
export function checkFlavorFactsForm(
  values: FlavorFactsFormValues,
  product: SupplementFacts | undefined,
):
  | { override: FlavorFactsOverride; problems?: undefined }
  | { override?: undefined; problems: FactsProblems } {
  const input = { perServing: perServingInput(values.perServing), allergens: values.allergens };
  const parsed = FlavorFactsOverride.safeParse(input);
  if (!parsed.success) return { problems: problemsOf(parsed.error, input) };
  if (product) {
    const merged = SupplementFacts.safeParse(flavorFacts(product, parsed.data));
    if (!merged.success) {
      const problems = problemsOf(merged.error, input);
      // a claim the flavor's allergens contradict (vegan with milk) is the flavor's allergens' fault
      if (problems.suitableFor) problems.allergens ??= problems.suitableFor;
      delete problems.suitableFor;
      return { problems };
    }
  }
  return { override: parsed.data };
}

/** The whole form's facts checked: the product's and each flavor's, with what is wrong where. */
export interface FactsCheck {
  facts: SupplementFacts | null;
  flavors: Record<string, FlavorFactsOverride | null>;
  problems: FactsProblems;
  /** By the flavor's key in ProductFormValues.flavorFacts. */
  flavorProblems: Record<string, FactsProblems>;
  valid: boolean;
}

export function checkAllFacts(
  facts: FactsFormValues | null,
  flavorFacts: Record<string, FlavorFactsFormValues | null>,
): FactsCheck {
  const product = facts ? checkFactsForm(facts) : null;
  const flavors: FactsCheck['flavors'] = {};
  const flavorProblems: FactsCheck['flavorProblems'] = {};
  // without facts of its own product a flavor's differences mean nothing: they are not checked
  if (facts) {
    for (const [key, values] of Object.entries(flavorFacts)) {
      if (!values) {
        flavors[key] = null;
        continue;
      }
      const checked = checkFlavorFactsForm(values, product?.facts);
      if (checked.override) flavors[key] = checked.override;
      else flavorProblems[key] = checked.problems;
    }
  }
  const problems = product?.problems ?? {};
  return {
    facts: product?.facts ?? null,
    flavors,
    problems,
    flavorProblems,
    valid: Object.keys(problems).length === 0 && Object.keys(flavorProblems).length === 0,
  };
}
