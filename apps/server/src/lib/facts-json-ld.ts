import type { ProductDto } from '@atlas/shared/contract/products';
import type { SupplementFacts } from '@atlas/shared/contract/supplement-facts';
import type { Language } from '@atlas/shared/rules/locale';

/** UN/CEFACT unit codes schema.org's unitCode takes, for the units a label weighs in. */
const UNIT_CODES: Partial<Record<string, string>> = { g: 'GRM', ml: 'MLT', mg: 'MGM', kcal: 'E14' };

const names = {
  en: {
    servingSize: 'Serving size',
    servingsPerContainer: 'Servings per container',
    energy: 'Energy per serving',
    protein: 'Protein per serving',
    carbs: 'Carbohydrate per serving',
    sugar: 'Sugar per serving',
    fat: 'Fat per serving',
    creatine: 'Creatine per serving',
    caffeine: 'Caffeine per serving',
    allergens: 'Allergens',
    suitableFor: 'Suitable for',
  },
  ar: {
    servingSize: 'حجم الحصة',
    servingsPerContainer: 'عدد الحصص في العبوة',
    energy: 'الطاقة في الحصة',
    protein: 'البروتين في الحصة',
    carbs: 'الكربوهيدرات في الحصة',
    sugar: 'السكر في الحصة',
    fat: 'الدهون في الحصة',
    creatine: 'الكرياتين في الحصة',
    caffeine: 'الكافيين في الحصة',
    allergens: 'مسببات الحساسية',
    suitableFor: 'مناسب لـ',
  },
} satisfies Record<Language, Record<string, string>>;

const property = (name: string, value: number | string, unit?: string) => ({
  '@type': 'PropertyValue',
  name,
  value,
  ...(unit ? { unitText: unit, ...(UNIT_CODES[unit] ? { unitCode: UNIT_CODES[unit] } : {}) } : {}),
});

/** The label as schema.org PropertyValues (additionalProperty of a Product). */
export function factsProperties(facts: SupplementFacts, lang: Language): object[] {
  const n = names[lang];
  const p = facts.perServing;
  return [
    property(n.servingSize, facts.servingSize, facts.servingUnit),
    property(n.servingsPerContainer, facts.servingsPerContainer),
    property(n.energy, p.energyKcal, 'kcal'),
    property(n.protein, p.proteinG, 'g'),
    property(n.carbs, p.carbsG, 'g'),
    property(n.sugar, p.sugarG, 'g'),
    property(n.fat, p.fatG, 'g'),
    ...(p.creatineMg > 0 ? [property(n.creatine, p.creatineMg, 'mg')] : []),
    ...(p.caffeineMg > 0 ? [property(n.caffeine, p.caffeineMg, 'mg')] : []),
    ...p.actives.map((a) => property(lang === 'ar' ? a.ar || a.en : a.en, a.mg, 'mg')),
    ...(facts.allergens.length > 0 ? [property(n.allergens, facts.allergens.join(', '))] : []),
    ...(facts.suitableFor.length > 0 ? [property(n.suitableFor, facts.suitableFor.join(', '))] : []),
  ];
}

/**
 * The page's schema.org objects with each Product (its `sku` is the product id) given its
 * supplement facts as `additionalProperty`, when it has facts and carries no such list already.
 */
export async function withFactsJsonLd(
  jsonLd: object[],
  load: (productId: number) => Promise<Pick<ProductDto, 'facts'>>,
  lang: Language,
): Promise<object[]> {
  return Promise.all(
    jsonLd.map(async (item) => {
      const product = item as { '@type'?: unknown; sku?: unknown; additionalProperty?: unknown };
      if (product['@type'] !== 'Product' || product.additionalProperty !== undefined) return item;
      if (typeof product.sku !== 'string' || !/^[1-9]\d{0,9}$/.test(product.sku)) return item;
      // a product gone since the page was rendered keeps the page's object as it is
      const facts = (await load(Number(product.sku)).catch(() => undefined))?.facts;
      if (!facts) return item;
      return { ...item, additionalProperty: factsProperties(facts, lang) };
    }),
  );
}
