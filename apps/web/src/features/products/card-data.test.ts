import { describe, expect, it } from 'vitest';
import { productWithFacts } from '@/test/facts-fixtures';
import { productCard } from './card-data';

describe('productCard', () => {
  it('keeps only what a card shows', () => {
    const card = productCard(
      productWithFacts({
        rating: { average: 4.5, count: 2 },
        offer: { name: 'Sale', endsAt: null, lastDay: null },
      }),
    );
    expect(Object.keys(card).sort()).toEqual(
      [
        'brand',
        'category',
        'discount',
        'discountedPrice',
        'expiration_date',
        'id',
        'image',
        'isHot',
        'isNew',
        'name',
        'offer',
        'price',
        'pricePerServing',
        'rating',
      ].sort(),
    );
    expect(card.rating).toEqual({ average: 4.5, count: 2 });
  });

  it('leaves out what the product has not got, so the page carries no empty keys', () => {
    const card = productCard(productWithFacts({ facts: undefined, pricePerServing: undefined }));
    expect('pricePerServing' in card).toBe(false);
    expect('rating' in card).toBe(false);
    expect('offer' in card).toBe(false);
    expect(JSON.stringify(card)).not.toContain('description');
  });
});
