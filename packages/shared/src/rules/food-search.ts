/**
 * Food search (spec 001 §2.12): a case-insensitive substring of the name, in English or Arabic;
 * a blank term is ignored. Arabic is folded the way people type it: hamza forms of alef as alef,
 * taa marbuta as haa, alef maqsura as yaa, and no diacritics.
 */
export function searchKey(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u064b-\u065f\u0670\u0300-\u036f\u0640]/g, '')
    .replace(/[أإآ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The items whose names hold the term; none for a blank term. */
export function matchFoods<T>(items: readonly T[], term: string, names: (item: T) => string[]): T[] {
  const key = searchKey(term);
  if (!key) return [];
  return items.filter((item) => names(item).some((name) => searchKey(name).includes(key)));
}
