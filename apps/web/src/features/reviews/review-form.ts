import { REVIEW_TEXT_MAX, REVIEW_TITLE_MAX, type OwnReviewDto } from '@atlas/shared/contract/reviews';
import { PHOTO_MAX_BYTES } from '@atlas/shared/contract/shop-constants';
import { MAX_RATING, MIN_RATING } from '@atlas/shared/rules/reviews';

/** The pictures the server takes for a review (it re-encodes them). */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'];
export const PHOTO_MAX_MB = PHOTO_MAX_BYTES / (1024 * 1024);

export interface ReviewFormValues {
  rating: number;
  title: string;
  text: string;
  /** The English key of the flavor bought; '' when the product has none. */
  flavor: string;
}

/** What is wrong with a field: a key under reviews.problems. */
export type ReviewProblem =
  | 'ratingRequired'
  | 'titleRequired'
  | 'titleTooLong'
  | 'textRequired'
  | 'textTooLong'
  | 'photoTooBig'
  | 'photoWrongType';

export type ReviewFormErrors = Partial<Record<keyof ReviewFormValues | 'photo', ReviewProblem>>;

export function emptyReviewForm(flavor = ''): ReviewFormValues {
  return { rating: 0, title: '', text: '', flavor };
}

export function reviewFormFrom(review: OwnReviewDto): ReviewFormValues {
  return { rating: review.rating, title: review.title, text: review.text, flavor: review.flavor ?? '' };
}

/** The form's problems, as the server would find them (the same limits), before it is sent. */
export function reviewFormErrors(values: ReviewFormValues, photo: File | null): ReviewFormErrors {
  const errors: ReviewFormErrors = {};
  if (!Number.isInteger(values.rating) || values.rating < MIN_RATING || values.rating > MAX_RATING)
    errors.rating = 'ratingRequired';
  const title = values.title.trim();
  if (!title) errors.title = 'titleRequired';
  else if (title.length > REVIEW_TITLE_MAX) errors.title = 'titleTooLong';
  const text = values.text.trim();
  if (!text) errors.text = 'textRequired';
  else if (text.length > REVIEW_TEXT_MAX) errors.text = 'textTooLong';
  if (photo) {
    if (!PHOTO_TYPES.includes(photo.type)) errors.photo = 'photoWrongType';
    else if (photo.size > PHOTO_MAX_BYTES) errors.photo = 'photoTooBig';
  }
  return errors;
}
