import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { MAX_SEARCH_TERM_LENGTH, MAX_SEARCH_TERMS } from '@atlas/shared/rules/admin-product';

const SearchTermsFile = z.record(
  z.string(),
  z.array(z.string().trim().min(1).max(MAX_SEARCH_TERM_LENGTH)).max(MAX_SEARCH_TERMS),
);

/**
 * The demo products' search terms (search-terms.json, by English product name): the words
 * shoppers type for a product besides its name, in both languages. Checked when read.
 */
export function demoSearchTerms(): Record<string, string[]> {
  const text = readFileSync(new URL('./search-terms.json', import.meta.url), 'utf8');
  return SearchTermsFile.parse(JSON.parse(text));
}
