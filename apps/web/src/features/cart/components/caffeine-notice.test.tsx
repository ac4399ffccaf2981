import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import type { CartItemDto } from '@atlas/shared/contract/cart';
import type { Language } from '@atlas/shared/rules/locale';
import { Translator, type Resources } from '@/lib/translator';
import { loadResources } from '@/test/i18n-resources';
import { TranslationProvider } from '@/lib/use-translation';
import { dailyCaffeineMg } from '@atlas/shared/rules/servings';
import { CaffeineNotice } from './caffeine-notice';

let resources: Record<Language, Resources>;
beforeAll(() => {
  resources = loadResources();
});

const line = (
  productId: number,
  caffeineMgPerDay: number | undefined,
  selectedFlavor = 'Lemon',
): CartItemDto => ({
  productId,
  name: `Product ${productId}`,
  image: '',
  price: 100,
  originalPrice: 100,
  selectedFlavor,
  flavorLabel: selectedFlavor,
  quantity: 2,
  total: 200,
  stock: 10,
  offer: null,
  ...(caffeineMgPerDay === undefined ? {} : { caffeineMgPerDay }),
});

function show(items: CartItemDto[], language: Language = 'en') {
  return render(
    <MantineProvider>
      <TranslationProvider translator={new Translator(resources, language)}>
        <CaffeineNotice items={items} />
      </TranslationProvider>
    </MantineProvider>,
  );
}

describe('the cart’s caffeine check', () => {
  it('counts each product once a day, whatever its lines and units', () => {
    expect(
      dailyCaffeineMg([line(1, 300), line(1, 300, 'Cola'), line(2, 150), line(3, 0), line(4, undefined)])
        .totalMg,
    ).toBe(450);
  });

  it('says nothing at 400 mg a day or under, and warns above it in both languages', () => {
    show([line(1, 250), line(2, 150)]);
    expect(screen.queryByTestId('cart-caffeine')).toBeNull();
    show([line(1, 300), line(2, 150)]);
    expect(screen.getByTestId('cart-caffeine').textContent).toContain('450 mg of caffeine a day');
    expect(screen.getByTestId('cart-caffeine').textContent).toContain('400 mg');
  });

  it('writes the figures in Arabic digits on the Arabic page', () => {
    show([line(1, 300), line(2, 150)], 'ar');
    expect(screen.getByTestId('cart-caffeine').textContent).toContain('٤٥٠ مجم');
  });
});
