import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import type { CartItemDto } from '@atlas/shared/contract/cart';
import type { Allergen } from '@atlas/shared/contract/supplement-facts';
import type { Language } from '@atlas/shared/rules/locale';
import { Translator, type Resources } from '@/lib/translator';
import { TranslationProvider } from '@/lib/use-translation';
import { loadResources } from '@/test/i18n-resources';
import { AllergenNotice, allergenMatches } from './allergen-notice';

let resources: Record<Language, Resources>;
beforeAll(() => {
  resources = loadResources();
});

const line = (
  productId: number,
  name: string,
  allergens: Allergen[] | undefined,
  flavor = 'Unflavored',
  flavorLabel = flavor,
): CartItemDto => ({
  productId,
  name,
  image: '',
  price: 100,
  originalPrice: 100,
  selectedFlavor: flavor,
  flavorLabel,
  quantity: 1,
  total: 100,
  stock: 10,
  offer: null,
  ...(allergens === undefined ? {} : { allergens }),
});

const cart = [
  line(1, 'Gold Whey', ['milk', 'soy'], 'Chocolate'),
  line(1, 'Gold Whey', ['milk', 'soy', 'gluten'], 'Cookies & Cream'),
  line(2, 'Vegan Protein', []),
  line(3, 'Peanut Bar', ['nuts', 'milk']),
  line(4, 'Shaker', undefined),
];

function show(allergies: Allergen[], language: Language = 'en', items = cart) {
  return render(
    <MantineProvider>
      <TranslationProvider translator={new Translator(resources, language)}>
        <AllergenNotice items={items} allergies={allergies} />
      </TranslationProvider>
    </MantineProvider>,
  );
}
const lines = () => screen.getAllByTestId('cart-allergen-line').map((li) => li.textContent);

describe('the cart’s allergen notice', () => {
  it('lists each line holding one of the shopper’s allergens, with only those allergens', () => {
    expect(allergenMatches(cart, ['gluten']).map((m) => [m.item.selectedFlavor, m.allergens])).toEqual([
      ['Cookies & Cream', ['gluten']],
    ]);
    show(['milk', 'gluten']);
    expect(screen.getByTestId('cart-allergens').textContent).toContain('Contains an allergen you avoid');
    expect(lines()).toEqual([
      'Contains milk: Gold Whey (Chocolate)',
      'Contains milk, gluten: Gold Whey (Cookies & Cream)',
      'Contains milk: Peanut Bar',
    ]);
  });

  it('says nothing without saved allergies, or when no product holds one', () => {
    show([]);
    expect(screen.queryByTestId('cart-allergens')).toBeNull();
    show(['egg']);
    expect(screen.queryByTestId('cart-allergens')).toBeNull();
    // a product without facts vouches for nothing, and is not listed either
    show(['milk'], 'en', [line(4, 'Shaker', undefined)]);
    expect(screen.queryByTestId('cart-allergens')).toBeNull();
  });

  it('speaks Arabic on the Arabic page, with the flavor’s Arabic name', () => {
    show(['milk', 'nuts'], 'ar', [line(3, 'بار الفول السوداني', ['nuts', 'milk'], 'Peanut', 'فول سوداني')]);
    expect(lines()).toEqual(['يحتوي على الحليب، المكسرات: بار الفول السوداني (فول سوداني)']);
  });
});
