import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ImportPreviewDto } from '@atlas/shared/contract/admin-products';
import type { Language } from '@atlas/shared/rules/locale';
import { Translator, type Resources } from '@/lib/translator';
import { loadResources } from '@/test/i18n-resources';
import { TranslationProvider } from '@/lib/use-translation';
import { CatalogueSheetActions } from './catalogue-sheet-actions';

vi.mock('@/components/admin/admin-feedback', () => ({ showSuccess: () => {}, showFailure: () => {} }));

let resources: Record<Language, Resources>;
beforeAll(() => {
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', {
      value: { addEventListener: () => {}, removeEventListener: () => {} },
    });
  resources = loadResources();
});

// a full file: a new product, two changes of a known one (one with no Arabic name anywhere),
// a new category, and a stock-style change; a refused row naming a product and a flavor
const seen: ImportPreviewDto = {
  mode: 'full',
  rows: 1234,
  creates: 12,
  changes: 1050,
  unchanged: 3,
  refused: 1,
  created: [{ row: 1201, product: 'Iso Whey', productAr: 'آيزو واي', flavor: 'Mango' }],
  newCategories: ['Recovery Drinks', 'Protein'],
  changed: [
    {
      row: 1105,
      productId: 7,
      product: 'Gold Whey',
      productAr: 'جولد واي',
      flavor: '',
      field: 'price',
      from: '1250.00',
      to: '999.50',
    },
    {
      row: 1106,
      productId: 7,
      product: 'Gold Whey',
      productAr: 'جولد واي',
      flavor: 'Vanilla',
      field: 'quantity',
      from: '1200 (+15)',
      to: '1215',
    },
    {
      row: 1107,
      productId: 8,
      product: 'Plain Creatine',
      productAr: '',
      flavor: '',
      field: 'discount',
      from: '0',
      to: '15',
    },
  ],
  refusals: [
    {
      row: 1300,
      code: 'noFlavor',
      params: { product: 'Gold Whey', productAr: 'جولد واي', value: 'Berry' },
      reason: "Gold Whey has no flavor 'Berry'",
    },
  ],
  fingerprint: 'abc',
};

function renderPreview(language: Language) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(seen), { status: 200, headers: { 'content-type': 'application/json' } }),
    ),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <MantineProvider>
      <TranslationProvider translator={new Translator(resources, language)}>
        <QueryClientProvider client={client}>
          <CatalogueSheetActions />
        </QueryClientProvider>
      </TranslationProvider>
    </MantineProvider>,
  );
  fireEvent.click(screen.getByTestId('import-products'));
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  fireEvent.change(input, { target: { files: [new File(['x'], 'catalogue.csv', { type: 'text/csv' })] } });
  fireEvent.click(screen.getByTestId('import-preview'));
  return view;
}
afterEach(() => vi.unstubAllGlobals());

const text = (id: string) => screen.getByTestId(id).textContent!;
const bdis = (id: string) => [...screen.getByTestId(id).querySelectorAll('bdi')].map((b) => b.textContent);

describe('the catalogue import preview', () => {
  it('in Arabic: Arabic names, Arabic-Indic digits everywhere, Latin values isolated', async () => {
    const { unmount } = renderPreview('ar');
    await screen.findByTestId('import-summary');
    // counts
    expect(text('import-summary')).toContain('١٢ جديد');
    expect(text('import-summary')).toContain('١٬٠٥٠ معدّل');
    const [price, stock, discount] = screen.getAllByTestId('import-change');
    // row numbers, names, prices, quantities and discounts
    expect(price!.textContent).toContain('١٬١٠٥');
    expect(price!.textContent).toContain('جولد واي');
    expect(price!.textContent).not.toContain('Gold Whey');
    expect(price!.textContent).toContain('١٬٢٥٠٫٠٠');
    expect(price!.textContent).toContain('٩٩٩٫٥٠');
    expect(stock!.textContent).toContain('١٬٢٠٠');
    expect(stock!.textContent).toContain('+١٥');
    expect(stock!.textContent).toContain('١٬٢١٥');
    expect(stock!.querySelector('bdi')!.textContent).toBe('Vanilla');
    expect(discount!.textContent).toContain('١٥٪');
    // no Arabic name anywhere: the English one, isolated
    expect(discount!.querySelector('bdi')!.textContent).toBe('Plain Creatine');
    // the created list and the refusal
    expect(text('import-created')).toContain('آيزو واي');
    expect(bdis('import-created')).toEqual(['Mango']);
    expect(text('import-refusals')).toContain('الصف ١٬٣٠٠');
    expect(text('import-refusals')).toContain('جولد واي ليس له نكهة Berry');
    expect(bdis('import-refusals')).toEqual(['Berry']);
    // a new category: translated when the shop knows it, else as spelt, isolated
    expect(text('import-new-categories')).toContain('بروتين');
    expect(bdis('import-new-categories')).toEqual(['Recovery Drinks']);
    // no Latin digit is left on the preview but the column names' (none have digits)
    const shown = [...screen.getAllByTestId('import-change'), screen.getByTestId('import-summary')]
      .map((e) => e.textContent)
      .join(' ');
    expect(shown).not.toMatch(/[0-9]/);
    expect(document.body.textContent).not.toMatch(/adminProducts\./);
    unmount();
  });

  it('in English: English names and Latin digits', async () => {
    const { unmount } = renderPreview('en');
    await screen.findByTestId('import-summary');
    expect(text('import-summary')).toContain('1,050');
    const [price, stock, discount] = screen.getAllByTestId('import-change');
    expect(price!.textContent).toContain('Gold Whey');
    expect(price!.textContent).toContain('1,250.00 EGP');
    expect(price!.textContent).toContain('999.50 EGP');
    expect(stock!.textContent).toContain('1,200 (+15)');
    expect(discount!.textContent).toContain('15%');
    expect(text('import-created')).toContain('Iso Whey · Mango');
    expect(text('import-refusals')).toContain('Row 1,300');
    expect(text('import-new-categories')).toContain('Recovery Drinks, Protein');
    unmount();
  });
});
