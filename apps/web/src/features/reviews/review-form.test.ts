import { describe, expect, it } from 'vitest';
import { REVIEW_TEXT_MAX, REVIEW_TITLE_MAX } from '@atlas/shared/contract/reviews';
import { PHOTO_MAX_BYTES } from '@atlas/shared/contract/shop-constants';
import { emptyReviewForm, reviewFormErrors, type ReviewFormValues } from './review-form';

const good: ReviewFormValues = {
  rating: 4,
  title: 'Mixes well',
  text: 'No lumps, tastes fine.',
  flavor: 'Chocolate',
};
const file = (type: string, size: number) => new File([new Uint8Array(size)], 'p', { type });

describe('review form validation', () => {
  it('accepts a complete review, with or without a photo', () => {
    expect(reviewFormErrors(good, null)).toEqual({});
    expect(reviewFormErrors(good, file('image/jpeg', 1000))).toEqual({});
  });

  it('asks for the stars, a title and a text on an empty form', () => {
    expect(reviewFormErrors(emptyReviewForm('Vanilla'), null)).toEqual({
      rating: 'ratingRequired',
      title: 'titleRequired',
      text: 'textRequired',
    });
  });

  it('takes 1 to 5 whole stars only', () => {
    for (const rating of [0, 6, 3.5, Number.NaN])
      expect(reviewFormErrors({ ...good, rating }, null).rating).toBe('ratingRequired');
    for (const rating of [1, 5]) expect(reviewFormErrors({ ...good, rating }, null).rating).toBeUndefined();
  });

  it('counts only what is left after trimming, and stops at the server’s limits', () => {
    expect(reviewFormErrors({ ...good, title: '   ', text: '\n\n' }, null)).toMatchObject({
      title: 'titleRequired',
      text: 'textRequired',
    });
    expect(reviewFormErrors({ ...good, title: 'x'.repeat(REVIEW_TITLE_MAX) }, null).title).toBeUndefined();
    expect(reviewFormErrors({ ...good, title: 'x'.repeat(REVIEW_TITLE_MAX + 1) }, null).title).toBe(
      'titleTooLong',
    );
    expect(reviewFormErrors({ ...good, text: 'x'.repeat(REVIEW_TEXT_MAX + 1) }, null).text).toBe(
      'textTooLong',
    );
  });

  it('refuses a photo that is too big or not a picture', () => {
    expect(reviewFormErrors(good, file('image/png', PHOTO_MAX_BYTES + 1)).photo).toBe('photoTooBig');
    expect(reviewFormErrors(good, file('application/pdf', 10)).photo).toBe('photoWrongType');
  });
});
