import { text } from '../contract/text';

/** The text rules every content file shares (content/README.md). */
export const ARABIC_LETTER = /\p{Script=Arabic}/u;
const TRIMMED_MESSAGE = 'must not start or end with spaces';
const isTrimmed = (value: string) => value === value.trim();

/** An English text: not empty, no spaces around it, no Arabic letters. */
export const englishText = (max = 5_000) =>
  text()
    .min(1)
    .max(max)
    .refine(isTrimmed, TRIMMED_MESSAGE)
    .refine((value) => !ARABIC_LETTER.test(value), 'must be written in English');

/** An Arabic text: not empty, no spaces around it, in Arabic script. */
export const arabicText = (max = 5_000) =>
  text().min(1).max(max).refine(isTrimmed, TRIMMED_MESSAGE).regex(ARABIC_LETTER, 'must be written in Arabic');

/** Values seen twice in a list, for a file-level "must be unique" rule. */
export function duplicates(values: readonly string[]): string[] {
  const seen = new Set<string>();
  return [...new Set(values.filter((value) => seen.has(value) || !seen.add(value)))];
}
