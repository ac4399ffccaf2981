import { foldText } from './search-text';

/** Food search compares names and the term folded as the shop's search folds them. */
export function searchKey(text: string): string {
  return foldText(text);
}
