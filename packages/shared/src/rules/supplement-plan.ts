/**
 * The supplement proposal: from a shopper's daily protein gap and training days, the products
 * that fill it (a protein, a creatine, a pre-workout), each with servings, how long a container
 * lasts and what a month costs. Pure; integer piastres, rounded half up once. The rules and their
 * sources are in docs/supplement-plan.md.
 *
 * The candidates are ranked once per catalogue (rankCandidates); a request then takes each role's
 * first fitting choice (proposeFromRanked): the pre-workout must fit the caffeine the other two
 * bring. Ties go to the lower productId, so the order of the candidates never changes the proposal.
 */
import {
  flavorFacts,
  type Allergen,
  type FlavorFactsOverride,
  type SupplementFacts,
} from '../contract/supplement-facts';
import { goalProteinPerKg, type DietGoal } from './diet';
import { CAFFEINE_DAILY_LIMIT_MG } from './servings';

export interface PlanCandidate {
  productId: number;
  /** 'Protein' | 'Creatine' | 'Pre Workout' | 'Mass Gainers' | … as the catalogue names them */
  category: string;
  /** what the shopper pays now for one container */
  pricePiastres: number;
  facts: SupplementFacts;
  /** [] for a product without flavors: then productStock counts */
  flavors: { name: string; stock: number; facts?: FlavorFactsOverride }[];
  productStock: number;
}

export interface PlanNeeds {
  /** grams a day */
  proteinTargetG: number;
  /** grams a day that the planned meals hold */
  proteinFromMealsG: number;
  /** 0..7 */
  trainingDaysPerWeek: number;
  goal: DietGoal;
  /** Allergens the shopper avoids: a product is proposed in a flavor free of them, or not at all. */
  avoid?: readonly Allergen[];
}

export type PlanRole = 'protein' | 'creatine' | 'pre-workout';

export interface ProposalLine {
  productId: number;
  /** an in-stock flavor; null for a product without flavors */
  flavor: string | null;
  role: PlanRole;
  /** protein and creatine: every day; pre-workout: the average day (training days / 7), 2 decimals */
  servingsPerDay: number;
  servingsPerWeek: number;
  /** whole days */
  daysContainerLasts: number;
  /** 30 days, half up */
  costPerMonthPiastres: number;
  reason: { key: PlanReasonKey; params: Record<string, number> };
}

/** The catalogue categories the proposal draws on. */
export const planCategories = {
  protein: 'Protein',
  creatine: 'Creatine',
  preWorkout: 'Pre Workout',
  gainer: 'Mass Gainers',
} as const;

/** A daily protein gap under this is left to the meals. */
export const MIN_PROTEIN_GAP_G = 10;
/** The most servings of protein a day the proposal suggests (fewer when the label allows fewer); the rest should come from food. */
export const MAX_PROTEIN_SERVINGS_PER_DAY = 3;
/** A serving holding at least this much protein counts as a protein source whatever its category. */
export const PROTEIN_SOURCE_MIN_G = 15;
/** A 'Protein' product needs this much a serving, below which servings.ts gives no price of 25 g either. */
const MIN_PROTEIN_PRODUCT_G = 5;
/** Creatine is proposed from this many training days a week, a pre-workout from this many. */
export const CREATINE_MIN_TRAINING_DAYS = 2;
export const PRE_WORKOUT_MIN_TRAINING_DAYS = 3;
/** The month the cost is given for. */
export const PLAN_MONTH_DAYS = 30;

/** Goals that add energy on purpose: only these may take a mass gainer as their protein. */
const gainerGoals: readonly DietGoal[] = ['build-muscle', 'gain-weight'];

/** What the short form assumes ordinary meals give a day, per kg: an assumption, not a measure. */
export const FORM_MEALS_PROTEIN_PER_KG = 1.0;

export const planReasonKeys = [
  'plan.reason.protein',
  'plan.reason.proteinCapped',
  'plan.reason.creatine',
  'plan.reason.preWorkout',
] as const;
export type PlanReasonKey = (typeof planReasonKeys)[number];

/** The sentences in English, {param} filled in by the web (which also adds plurals and Arabic). */
export const planReasonTexts = {
  en: {
    'plan.reason.protein':
      '{servings} servings a day cover the {gapG} g of protein your meals leave; one container lasts {days} days',
    'plan.reason.proteinCapped':
      '{servings} servings a day give {coveredG} g of the {gapG} g of protein your meals leave; the rest should come from food. One container lasts {days} days',
    'plan.reason.creatine':
      'One serving every day, rest days too: creatine works by keeping your muscles saturated; one container lasts {days} days',
    'plan.reason.preWorkout':
      'One serving before each of your {trainingDays} training days a week; one container lasts {days} days',
  },
} as const satisfies Record<'en', Record<PlanReasonKey, string>>;

/** The needs of a visitor without a diet plan, from weight, goal and training days. */
export function needsFromForm(input: {
  weightKg: number;
  goal: DietGoal;
  trainingDaysPerWeek: number;
}): PlanNeeds {
  const weight = Number.isFinite(input.weightKg) ? Math.max(0, input.weightKg) : 0;
  return {
    proteinTargetG: Math.round(weight * goalProteinPerKg(input.goal)),
    proteinFromMealsG: Math.round(weight * FORM_MEALS_PROTEIN_PER_KG),
    trainingDaysPerWeek: clampTrainingDays(input.trainingDaysPerWeek),
    goal: input.goal,
  };
}

/** Servings weighed out (a powder, a liquid) rather than counted (a bar, a capsule). */
const weighedUnits: readonly string[] = ['g', 'ml'];

interface Choice {
  candidate: PlanCandidate;
  flavor: string | null;
  facts: SupplementFacts;
}

/**
 * The candidates sorted once for each role, best first, with the flavor each would be sold as now;
 * what is sold out is left out. Worked out once per catalogue version: a proposal then only takes
 * the first fitting choice of each list.
 */
export interface RankedCandidates {
  /** Protein sources: powders before bars, then the cheapest 25 g of protein. */
  protein: readonly (Choice & { gainer: boolean })[];
  /** The Creatine products, the cheapest serving first. */
  creatine: readonly Choice[];
  /** The Pre Workout products, the cheapest serving first. */
  preWorkout: readonly Choice[];
}

export function rankCandidates(candidates: readonly PlanCandidate[]): RankedCandidates {
  const protein: (Choice & { gainer: boolean })[] = [];
  const creatine: Choice[] = [];
  const preWorkout: Choice[] = [];
  for (const candidate of candidates) {
    const pick = choiceOf(candidate);
    if (!pick) continue;
    if (isProteinSource(pick))
      protein.push({ ...pick, gainer: candidate.category === planCategories.gainer });
    if (candidate.category === planCategories.creatine) creatine.push(pick);
    if (candidate.category === planCategories.preWorkout) preWorkout.push(pick);
  }
  protein.sort(proteinOrder);
  creatine.sort(servingOrder);
  preWorkout.sort(servingOrder);
  return { protein, creatine, preWorkout };
}

/** The products that fill the needs: a protein, a creatine and a pre-workout line, each when called for. */
export function proposeSupplements(needs: PlanNeeds, candidates: readonly PlanCandidate[]): ProposalLine[] {
  return proposeFromRanked(needs, rankCandidates(candidates));
}

/** The same, over candidates ranked beforehand. */
export function proposeFromRanked(needs: PlanNeeds, ranked: RankedCandidates): ProposalLine[] {
  const trainingDays = clampTrainingDays(needs.trainingDaysPerWeek);
  // tenths of a gram: the labels' grams have one decimal, so the servings are counted in integers
  const gapTenths = Math.round((needs.proteinTargetG - needs.proteinFromMealsG) * 10);
  const gainerAllowed = gainerGoals.includes(needs.goal);

  const avoid = needs.avoid ?? [];
  const protein =
    gapTenths >= MIN_PROTEIN_GAP_G * 10
      ? firstFit(ranked.protein, avoid, (p) => (!p.gainer || gainerAllowed) && isProteinSource(p))
      : null;
  const creatine =
    trainingDays >= CREATINE_MIN_TRAINING_DAYS ? firstFit(ranked.creatine, avoid, () => true) : null;

  const lines: ProposalLine[] = [];
  // the caffeine a training day already holds, which the pre-workout adds to
  let caffeineMg = 0;
  if (protein) {
    const proteinTenths = Math.round(protein.facts.perServing.proteinG * 10);
    const needed = Math.ceil(gapTenths / proteinTenths);
    const servings = Math.min(needed, MAX_PROTEIN_SERVINGS_PER_DAY, protein.facts.maxServingsPerDay);
    const gapG = Math.round(gapTenths / 10);
    const coveredG = Math.round((servings * proteinTenths) / 10);
    lines.push(
      buildLine(protein, 'protein', servings, servings * 7, (days): ProposalLine['reason'] =>
        needed > servings
          ? { key: 'plan.reason.proteinCapped', params: { servings, coveredG, gapG, days } }
          : { key: 'plan.reason.protein', params: { servings, gapG, days } },
      ),
    );
    caffeineMg += servings * protein.facts.perServing.caffeineMg;
  }
  if (creatine) {
    lines.push(
      buildLine(creatine, 'creatine', 1, 7, (days) => ({ key: 'plan.reason.creatine', params: { days } })),
    );
    caffeineMg += creatine.facts.perServing.caffeineMg;
  }

  if (trainingDays >= PRE_WORKOUT_MIN_TRAINING_DAYS) {
    const preWorkout = firstFit(
      ranked.preWorkout,
      avoid,
      (p) => caffeineMg + p.facts.perServing.caffeineMg <= CAFFEINE_DAILY_LIMIT_MG,
    );
    if (preWorkout) {
      const perDay = Math.round((trainingDays / 7) * 100) / 100;
      lines.push(
        buildLine(preWorkout, 'pre-workout', perDay, trainingDays, (days) => ({
          key: 'plan.reason.preWorkout',
          params: { trainingDays, days },
        })),
      );
    }
  }
  return lines;
}

/**
 * The first choice, in rank order, that fits: in its own flavor when that holds none of the
 * allergens avoided, else in its best-stocked flavor that holds none; products with nothing
 * allergen-free in stock are passed over.
 */
function firstFit<C extends Choice>(
  ranked: readonly C[],
  avoid: readonly Allergen[],
  fits: (choice: C) => boolean,
): C | null {
  for (const choice of ranked) {
    const safe = avoid.length === 0 ? choice : allergenFreeChoice(choice, avoid);
    if (safe && fits(safe)) return safe;
  }
  return null;
}

const holdsAny = (facts: SupplementFacts, avoid: readonly Allergen[]) =>
  facts.allergens.some((a) => avoid.includes(a));

function allergenFreeChoice<C extends Choice>(choice: C, avoid: readonly Allergen[]): C | null {
  if (!holdsAny(choice.facts, avoid)) return choice;
  let best: { name: string; stock: number; facts: SupplementFacts } | null = null;
  for (const flavor of choice.candidate.flavors) {
    if (flavor.stock <= 0 || (best && flavor.stock <= best.stock)) continue;
    const facts = flavorFacts(choice.candidate.facts, flavor.facts);
    if (!holdsAny(facts, avoid)) best = { name: flavor.name, stock: flavor.stock, facts };
  }
  return best && { ...choice, flavor: best.name, facts: best.facts };
}

/** A candidate with what it would be sold as now, or null when nothing of it is in stock. */
function choiceOf(candidate: PlanCandidate): Choice | null {
  if (candidate.pricePiastres < 0 || candidate.facts.servingsPerContainer < 1) return null;
  const chosen = chooseFlavor(candidate);
  return chosen && { candidate, ...chosen };
}

/** A protein product, or any other whose serving is a real dose of protein. */
function isProteinSource(pick: Choice): boolean {
  const proteinG = pick.facts.perServing.proteinG;
  return pick.candidate.category === planCategories.protein
    ? proteinG >= MIN_PROTEIN_PRODUCT_G
    : proteinG >= PROTEIN_SOURCE_MIN_G;
}

/**
 * The in-stock flavor with the most stock (ties: the first listed) and its merged facts; a product
 * without flavors when its own stock is there; null when nothing is in stock.
 */
function chooseFlavor(candidate: PlanCandidate): { flavor: string | null; facts: SupplementFacts } | null {
  if (candidate.flavors.length === 0) {
    return candidate.productStock > 0 ? { flavor: null, facts: candidate.facts } : null;
  }
  let best: PlanCandidate['flavors'][number] | null = null;
  for (const flavor of candidate.flavors) {
    if (flavor.stock > 0 && (!best || flavor.stock > best.stock)) best = flavor;
  }
  return best ? { flavor: best.name, facts: flavorFacts(candidate.facts, best.facts) } : null;
}

/**
 * Powders first: a shake is how a protein gap is usually filled, and bars sold by the piece would
 * otherwise win on price with three a day. Then the cheapest 25 g of protein, price / (protein ×
 * servings) cross-multiplied; ties to the lower productId.
 */
function proteinOrder(a: Choice, b: Choice): number {
  const byUnit = unitRank(a) - unitRank(b);
  if (byUnit !== 0) return byUnit;
  const left = a.candidate.pricePiastres * proteinTenthsPerContainer(b);
  const right = b.candidate.pricePiastres * proteinTenthsPerContainer(a);
  return left !== right ? left - right : a.candidate.productId - b.candidate.productId;
}

const unitRank = (p: Choice) => (weighedUnits.includes(p.facts.servingUnit) ? 0 : 1);

function proteinTenthsPerContainer(p: Choice): number {
  return Math.round(p.facts.perServing.proteinG * 10) * p.facts.servingsPerContainer;
}

/** The cheapest serving first: price / servings, cross-multiplied; ties to the lower productId. */
function servingOrder(a: Choice, b: Choice): number {
  const left = a.candidate.pricePiastres * b.facts.servingsPerContainer;
  const right = b.candidate.pricePiastres * a.facts.servingsPerContainer;
  return left !== right ? left - right : a.candidate.productId - b.candidate.productId;
}

function buildLine(
  pick: Choice,
  role: PlanRole,
  servingsPerDay: number,
  servingsPerWeek: number,
  reason: (daysContainerLasts: number) => ProposalLine['reason'],
): ProposalLine {
  const { pricePiastres } = pick.candidate;
  const { servingsPerContainer } = pick.facts;
  // servings per container / (servings per week / 7), in integers
  const daysContainerLasts = Math.floor((servingsPerContainer * 7) / servingsPerWeek);
  return {
    productId: pick.candidate.productId,
    flavor: pick.flavor,
    role,
    servingsPerDay,
    servingsPerWeek,
    daysContainerLasts,
    // price per serving × servings a week × 30 / 7, rounded once
    costPerMonthPiastres: divideHalfUp(
      pricePiastres * servingsPerWeek * PLAN_MONTH_DAYS,
      servingsPerContainer * 7,
    ),
    reason: reason(daysContainerLasts),
  };
}

function clampTrainingDays(days: number): number {
  if (!Number.isFinite(days)) return 0;
  return Math.min(7, Math.max(0, Math.trunc(days)));
}

/** round(numerator / denominator) half up, for non-negative integers. */
function divideHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}
