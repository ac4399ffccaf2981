import type { Language } from './locale';

/** Stars a review gives. */
export const MIN_RATING = 1;
export const MAX_RATING = 5;

/** Where a review stands: waiting for an admin, shown to everyone, or turned down (with a reason). */
export const reviewStatuses = ['pending', 'published', 'rejected'] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];

/**
 * Why a shopper may not review a product (yet):
 * - never-bought: no order of theirs has the product;
 * - not-delivered: an order has it, but none of those has been delivered yet;
 * - cancelled: the only orders that had it were cancelled;
 * - already-reviewed: they have a review of it (edit that one).
 */
export const reviewRefusals = ['never-bought', 'not-delivered', 'cancelled', 'already-reviewed'] as const;
export type ReviewRefusal = (typeof reviewRefusals)[number];

/** One order line of the product bought by the shopper, with its order's status. */
export interface BoughtLine {
  orderStatus: string;
  /** The flavor's English key ('Unflavored' for a product without flavors). */
  flavor: string;
}

/**
 * Whether a shopper may write a review of a product, from the lines of it in their orders:
 * only a delivered order makes a verified buyer. Returns the flavors they received (most recent
 * order first, each once) when they may.
 */
export function reviewEligibility(
  lines: readonly BoughtLine[],
  hasReview: boolean,
): { refusal: ReviewRefusal | null; flavors: string[] } {
  const delivered = [...new Set(lines.filter((l) => l.orderStatus === 'delivered').map((l) => l.flavor))];
  if (hasReview) return { refusal: 'already-reviewed', flavors: delivered };
  if (delivered.length > 0) return { refusal: null, flavors: delivered };
  if (lines.length === 0) return { refusal: 'never-bought', flavors: [] };
  if (lines.every((l) => l.orderStatus === 'cancelled')) return { refusal: 'cancelled', flavors: [] };
  return { refusal: 'not-delivered', flavors: [] };
}

/** The average of published ratings to one decimal, half up (0 when there are none). */
export function ratingAverage(sum: number, count: number): number {
  if (count <= 0) return 0;
  return Math.round((sum * 10) / count) / 10;
}

// Arabic letters (the Arabic blocks and presentation forms) against Latin letters
const ARABIC_LETTER = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/gu;
const LATIN_LETTER = /[a-z\u00c0-\u024f]/giu;

/** The language a text is written in, told from its script: Arabic when most of its letters are Arabic. */
export function detectLanguage(text: string): Language {
  const arabic = text.match(ARABIC_LETTER)?.length ?? 0;
  const latin = text.match(LATIN_LETTER)?.length ?? 0;
  return arabic > latin ? 'ar' : 'en';
}

/** How a reviewer is named in public: first name and the initial of the last ("Mona S."). */
export function reviewerName(firstName: string, lastName: string): string {
  const first = firstName.trim();
  const initial = [...lastName.trim()][0];
  if (!first) return initial ? `${initial}.` : '';
  return initial ? `${first} ${initial}.` : first;
}
