import { SearchTermsFile } from '@atlas/shared/content/catalogue';
import { readContent } from '../../lib/content-files';

/**
 * The demo products' search terms (content/search-terms.json, by English product name): the words
 * shoppers type for a product besides its name, in both languages. Checked when read.
 */
export function demoSearchTerms(): Record<string, string[]> {
  return readContent('search-terms.json', SearchTermsFile);
}
