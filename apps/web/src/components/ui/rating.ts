import { MAX_RATING } from '@atlas/shared/rules/reviews';

/** An average as shown: one decimal, within 0–5 (the server sends one decimal already). */
export function roundRating(average: number): number {
  if (!Number.isFinite(average)) return 0;
  return Math.min(MAX_RATING, Math.max(0, Math.round(average * 10) / 10));
}

/** How much of the row of stars is filled, in percent, from the start side. */
export function starFillPercent(average: number): number {
  return (roundRating(average) / MAX_RATING) * 100;
}
