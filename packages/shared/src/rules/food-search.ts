/**
 * Food search (spec 001 §2.12) compares names and the term in this form: lower case, and Arabic folded the way people type it: hamza forms of alef as alef,
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
