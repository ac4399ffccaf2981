import type { ProductDto } from '@atlas/shared/contract/products';
import { supplementPlanMessages, type SupplementPlanDto } from '@atlas/shared/contract/supplement-plan';
import type { Language } from '@atlas/shared/rules/locale';
import { egpToPiastres, piastresToEgp } from '@atlas/shared/rules/pricing';
import { pricePerServingPiastres } from '@atlas/shared/rules/servings';
import {
  proposeFromRanked,
  rankCandidates,
  type PlanCandidate,
  type PlanNeeds,
  type RankedCandidates,
} from '@atlas/shared/rules/supplement-plan';
import type { Catalogue } from '../../db/catalogue-read-model';
import { eq } from 'drizzle-orm';
import type { Allergen } from '@atlas/shared/contract/supplement-facts';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import { latestPlanNeeds } from '../../db/plan-needs';
import { answerCache, type AnswerCache } from '../../lib/answer-cache';
import { AppError } from '../../lib/app-error';
import { prepareJson, type PreparedJson } from '../../lib/prepared-json';

/** A catalogue product as the proposal weighs it: today's price, its label, its flavors' stock. */
function candidateOf(product: ProductDto): PlanCandidate {
  return {
    productId: product.id,
    category: product.category,
    pricePiastres: egpToPiastres(product.discountedPrice),
    facts: product.facts!,
    flavors: product.available_flavors.map((name) => ({
      name,
      stock: product.flavor_quantity[name] ?? 0,
      ...(product.flavor_facts?.[name] ? { facts: product.flavor_facts[name] } : {}),
    })),
    productStock: product.inStock ? product.quantity : 0,
  };
}

interface Candidates {
  version: number;
  byId: Map<number, ProductDto>;
  ranked: RankedCandidates;
  /** The answers given so far for this version, by needs and source. */
  answers: AnswerCache;
}
/** Ranked once per catalogue version and language: a request then takes each role's first fit. */
const kept = new WeakMap<Catalogue, Partial<Record<Language, Candidates>>>();

async function candidatesOf(catalogue: Catalogue, lang: Language): Promise<Candidates> {
  await catalogue.settled();
  let forCatalogue = kept.get(catalogue);
  if (!forCatalogue) kept.set(catalogue, (forCatalogue = {}));
  const hit = forCatalogue[lang];
  if (hit?.version === catalogue.version) return hit;
  const products = await catalogue.withFacts(lang);
  const version = catalogue.version;
  const built = {
    version,
    byId: new Map(products.map((p) => [p.id, p])),
    ranked: rankCandidates(products.map(candidateOf)),
    // a few KB each: every weight, goal and training week a visitor tries, and then some
    answers: answerCache({ entries: 5000, bytes: 8 * 1024 * 1024 }),
  };
  forCatalogue[lang] = built;
  return built;
}

/**
 * The proposal for these needs, serialized, kept per catalogue version and language: the same
 * needs (the form's weight rounds to whole grams of protein) give the same answer until a price,
 * a label or a stock changes.
 */
export async function supplementPlanJson(
  catalogue: Catalogue,
  needs: PlanNeeds,
  source: SupplementPlanDto['source'],
  lang: Language,
): Promise<PreparedJson> {
  const candidates = await candidatesOf(catalogue, lang);
  const avoid = [...(needs.avoid ?? [])].sort().join(',');
  const key = `${source}:${needs.goal}:${needs.proteinTargetG}:${needs.proteinFromMealsG}:${needs.trainingDaysPerWeek}:${avoid}`;
  const kept = candidates.answers.get(key);
  if (kept) return kept;
  const answer = prepareJson(JSON.stringify(supplementPlan(candidates, needs, source)));
  candidates.answers.set(key, answer);
  return answer;
}

function supplementPlan(
  { byId, ranked }: Candidates,
  needs: PlanNeeds,
  source: SupplementPlanDto['source'],
): SupplementPlanDto {
  const proposal = proposeFromRanked(needs, ranked);
  const lines = proposal.map((line) => {
    const product = byId.get(line.productId)!;
    const pricePiastres = egpToPiastres(product.discountedPrice);
    const facts = product.facts!;
    return {
      role: line.role,
      productId: product.id,
      name: product.name,
      image: product.image,
      flavor: line.flavor,
      flavorLabel: line.flavor === null ? null : (product.flavor_labels[line.flavor] ?? line.flavor),
      price: product.discountedPrice,
      pricePerServing: piastresToEgp(pricePerServingPiastres(pricePiastres, facts)),
      servingsPerDay: line.servingsPerDay,
      servingsPerWeek: line.servingsPerWeek,
      daysContainerLasts: line.daysContainerLasts,
      costPerMonth: piastresToEgp(line.costPerMonthPiastres),
      reason: line.reason,
    };
  });
  return {
    source,
    needs: {
      proteinTargetG: needs.proteinTargetG,
      proteinFromMealsG: needs.proteinFromMealsG,
      trainingDaysPerWeek: needs.trainingDaysPerWeek,
      goal: needs.goal,
      avoid: [...(needs.avoid ?? [])],
    },
    lines,
    costPerMonth: piastresToEgp(proposal.reduce((sum, line) => sum + line.costPerMonthPiastres, 0)),
  };
}

/** The needs a member's latest diet plan states (its daily protein and what its meals hold), for these training days, avoiding their saved allergies. */
export async function memberNeeds(db: Db, userId: number, trainingDays: number): Promise<PlanNeeds> {
  const needs = await latestPlanNeeds(db, userId);
  if (!needs) throw AppError.notFound(supplementPlanMessages.noDietPlan);
  const [user] = await db.select({ allergies: users.allergies }).from(users).where(eq(users.id, userId));
  return { ...needs, trainingDaysPerWeek: trainingDays, avoid: (user?.allergies ?? []) as Allergen[] };
}
