import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter } from 'react-router';
import type { ProductDto } from '@atlas/shared/contract/products';
import type { Language } from '@atlas/shared/rules/locale';
import { Translator, type Resources } from '@/lib/translator';
import { TranslationProvider } from '@/lib/use-translation';
import { ProductSlotsProvider } from '@/lib/product-slots';
import { loadResources } from '@/test/i18n-resources';
import { productWithFacts } from '@/test/facts-fixtures';
import { ProductCard } from './product-card';

let resources: Record<Language, Resources>;
beforeAll(() => {
  resources = loadResources();
});

function renderCard(lang: Language, product: ProductDto) {
  return render(
    <MantineProvider>
      <TranslationProvider translator={new Translator(resources, lang)}>
        <ProductSlotsProvider value={{ FavoriteToggle: () => null, AddToCartButton: () => null }}>
          <MemoryRouter>
            <ProductCard product={product} onQuickView={() => {}} />
          </MemoryRouter>
        </ProductSlotsProvider>
      </TranslationProvider>
    </MantineProvider>,
  );
}

describe('ProductCard', () => {
  it('says the price of a serving under the price, when the product has facts', () => {
    renderCard('en', productWithFacts());
    expect(screen.getByText('74.66 EGP / serving')).toBeTruthy();
  });

  it('says it in Arabic with Arabic digits', () => {
    renderCard('ar', productWithFacts());
    expect(screen.getByText(/^\u200f٧٤٫٦٦\s*ج\.م\.\u200f \/ الحصة$/)).toBeTruthy();
  });

  it('says the struck-through price is the original price, in words a screen reader reads out', () => {
    renderCard('en', productWithFacts({ discount: 10, discountedPrice: 4905 }));
    const original = screen.getByText('Original price', { exact: false }).closest('p')!;
    expect(original.textContent).toBe('Original price 5,450.00 EGP');
    // a paragraph may not be named: its aria-label would be skipped
    expect(original.getAttribute('aria-label')).toBeNull();
  });

  it('says nothing of servings without facts', () => {
    renderCard('en', productWithFacts({ facts: undefined, pricePerServing: undefined }));
    expect(screen.queryByText(/serving/)).toBeNull();
  });
});
