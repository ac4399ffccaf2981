import { describe, expect, it } from 'vitest';
import { detectLanguage, ratingAverage, reviewEligibility, reviewerName } from './reviews';

describe('reviewEligibility', () => {
  it('lets a shopper with a delivered order review, flavors latest first and once each', () => {
    const lines = [
      { orderStatus: 'delivered', flavor: 'Vanilla' },
      { orderStatus: 'pending', flavor: 'Chocolate' },
      { orderStatus: 'delivered', flavor: 'Vanilla' },
      { orderStatus: 'delivered', flavor: 'Strawberry' },
    ];
    expect(reviewEligibility(lines, false)).toEqual({ refusal: null, flavors: ['Vanilla', 'Strawberry'] });
  });
  it('refuses who never bought, whose order is not delivered, or only cancelled', () => {
    expect(reviewEligibility([], false).refusal).toBe('never-bought');
    expect(reviewEligibility([{ orderStatus: 'shipped', flavor: 'x' }], false).refusal).toBe('not-delivered');
    expect(
      reviewEligibility(
        [
          { orderStatus: 'cancelled', flavor: 'x' },
          { orderStatus: 'pending', flavor: 'x' },
        ],
        false,
      ).refusal,
    ).toBe('not-delivered');
    expect(reviewEligibility([{ orderStatus: 'cancelled', flavor: 'x' }], false).refusal).toBe('cancelled');
  });
  it('refuses a second review', () => {
    expect(reviewEligibility([{ orderStatus: 'delivered', flavor: 'x' }], true).refusal).toBe(
      'already-reviewed',
    );
  });
});

describe('ratingAverage', () => {
  it('rounds to one decimal, half up, and is 0 without reviews', () => {
    expect(ratingAverage(0, 0)).toBe(0);
    expect(ratingAverage(9, 2)).toBe(4.5);
    expect(ratingAverage(14, 3)).toBe(4.7);
    expect(ratingAverage(13, 3)).toBe(4.3);
    expect(ratingAverage(5 + 4 + 4 + 4, 4)).toBe(4.3);
    expect(ratingAverage(1 + 1 + 2 + 2 + 2 + 2 + 2 + 2, 8)).toBe(1.8);
  });
});

describe('detectLanguage', () => {
  it('tells Arabic from its letters, English otherwise', () => {
    expect(detectLanguage('منتج ممتاز وطعمه رائع')).toBe('ar');
    expect(detectLanguage('Great taste, mixes well')).toBe('en');
    expect(detectLanguage('طعم الـ Whey رائع جدا')).toBe('ar');
    expect(detectLanguage('12345 !!!')).toBe('en');
  });
});

describe('reviewerName', () => {
  it('gives the first name and the last initial', () => {
    expect(reviewerName('Mona', 'Saleh')).toBe('Mona S.');
    expect(reviewerName('منى', 'صالح')).toBe('منى ص.');
    expect(reviewerName('Omar', '')).toBe('Omar');
  });
});
