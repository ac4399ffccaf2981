import { reviewRefusals } from '@atlas/shared/rules/reviews';
import { ApiError } from '@/lib/api-client';
import { failureKind } from '@/lib/failure-kind';
import type { TFunction } from '@/lib/translator';

/** Why a review request failed, in the interface's words: a refusal's own reason, else the kind of failure. */
export function reviewFailureText(t: TFunction, error: unknown): string {
  const refusal = error instanceof ApiError ? error.fields?.reason : undefined;
  if (refusal && (reviewRefusals as readonly string[]).includes(refusal))
    return t(`reviews.cannotReview.${refusal}`);
  return t(`reviews.errors.${failureKind(error)}`);
}
