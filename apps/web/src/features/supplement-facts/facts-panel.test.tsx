import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import type { Language } from '@atlas/shared/rules/locale';
import { Translator, type Resources } from '@/lib/translator';
import { TranslationProvider } from '@/lib/use-translation';
import { loadResources } from '@/test/i18n-resources';
import { productWithFacts, wheyFacts } from '@/test/facts-fixtures';
import { FactsPanel } from './facts-panel';
import { FactsSlot } from './facts-slot';

let resources: Record<Language, Resources>;
beforeAll(() => {
  resources = loadResources();
});

function renderIn(lang: Language, node: React.ReactNode) {
  return render(
    <MantineProvider>
      <TranslationProvider translator={new Translator(resources, lang)}>{node}</TranslationProvider>
    </MantineProvider>,
  );
}

/** Each row's header and value, as a screen reader pairs them. */
const rows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [row.querySelector('th')?.textContent ?? '', row.querySelector('td')?.textContent ?? '']);

describe('FactsPanel', () => {
  it('is a table captioned "Supplement facts", labelled by row and column headers', () => {
    renderIn('en', <FactsPanel facts={wheyFacts()} flavorLabel="Chocolate" />);
    const table = screen.getByRole('table', { name: 'Supplement facts' });
    expect(within(table).getByRole('columnheader', { name: 'Per serving' }).getAttribute('scope')).toBe(
      'col',
    );
    const headers = within(table).getAllByRole('rowheader');
    expect(headers.every((th) => th.getAttribute('scope') === 'row')).toBe(true);
    expect(rows(table)).toEqual([
      ['Serving size', '31 g'],
      ['Servings per container', '73'],
      ['Per serving', ''],
      ['Energy', '120 kcal'],
      ['Protein', '24 g'],
      ['Carbohydrate', '3.2 g'],
      ['of which sugars', '1.5 g'],
      ['Fat', '1.1 g'],
    ]);
    expect(screen.getByTestId('facts-allergens').textContent).toBe('Contains: milk, soy');
    const chips = screen.getByRole('list', { name: 'Suitable for' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Vegetarian', 'Halal']);
    expect(screen.queryByTestId('flavor-facts-note')).toBeNull();
  });

  it('shows creatine, caffeine and other actives only when a serving holds them', () => {
    const facts = wheyFacts({
      servingSize: 2,
      servingUnit: 'capsule',
      containerSize: 120,
      servingsPerContainer: 60,
      perServing: {
        ...wheyFacts().perServing,
        proteinG: 0,
        creatineMg: 3000,
        caffeineMg: 200,
        actives: [
          { en: 'Beta-alanine', ar: 'بيتا ألانين', mg: 1600 },
          { en: 'EGCG', ar: '', mg: 90 },
        ],
      },
      allergens: [],
      suitableFor: [],
    });
    renderIn('en', <FactsPanel facts={facts} flavorLabel="" />);
    const table = screen.getByRole('table');
    expect(rows(table)).toContainEqual(['Serving size', '2 capsules']);
    expect(screen.getByTestId('facts-creatine').textContent).toBe('Creatine3,000 mg');
    expect(screen.getByTestId('facts-caffeine').textContent).toBe('Caffeine200 mg');
    expect(rows(table).slice(-2)).toEqual([
      ['Beta-alanine', '1,600 mg'],
      ['EGCG', '90 mg'],
    ]);
    expect(screen.queryByTestId('facts-allergens')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();

    renderIn('en', <FactsPanel facts={wheyFacts()} flavorLabel="" />);
    expect(screen.queryAllByTestId('facts-creatine')).toHaveLength(1);
    expect(screen.queryAllByTestId('facts-caffeine')).toHaveLength(1);
  });

  it("shows a flavor's own values and says so", () => {
    const product = productWithFacts();
    renderIn(
      'en',
      <FactsPanel
        facts={product.facts!}
        override={product.flavor_facts!.Cookies}
        flavorLabel="Cookies & Cream"
      />,
    );
    expect(screen.getByTestId('flavor-facts-note').textContent).toBe('Values for the flavor Cookies & Cream');
    expect(screen.getByTestId('facts-carbs').textContent).toBe('Carbohydrate5 g');
    expect(screen.getByTestId('facts-sugar').textContent).toBe('of which sugars2.5 g');
    expect(screen.getByTestId('facts-allergens').textContent).toBe('Contains: milk, soy, gluten');
  });

  it('speaks Arabic with Arabic digits, and names actives in Arabic when they have an Arabic name', () => {
    const facts = wheyFacts({
      perServing: {
        ...wheyFacts().perServing,
        actives: [
          { en: 'L-citrulline', ar: 'إل-سيترولين', mg: 6000 },
          { en: 'EGCG', ar: '', mg: 90 },
        ],
      },
    });
    renderIn('ar', <FactsPanel facts={facts} flavorLabel="شوكولاتة" />);
    const table = screen.getByRole('table', { name: 'المعلومات الغذائية' });
    expect(within(table).getByRole('columnheader').textContent).toBe('لكل حصة');
    expect(rows(table)).toContainEqual(['حجم الحصة', '٣١ جم']);
    expect(rows(table)).toContainEqual(['عدد الحصص في العبوة', '٧٣']);
    expect(rows(table)).toContainEqual(['الكربوهيدرات', '٣٫٢ جم']);
    expect(rows(table)).toContainEqual(['إل-سيترولين', '٦٬٠٠٠ مجم']);
    expect(rows(table)).toContainEqual(['EGCG', '٩٠ مجم']);
    expect(screen.getByTestId('facts-allergens').textContent).toBe('يحتوي على: الحليب، الصويا');
    // Latin names and amounts are isolated from the Arabic around them
    expect(within(table).getByText('EGCG').tagName).toBe('BDI');
  });
});

describe('FactsSlot', () => {
  it('is nothing for a product without facts', () => {
    const { container } = renderIn(
      'en',
      <FactsSlot
        product={productWithFacts({ facts: undefined })}
        flavor="Chocolate"
        flavorLabel="Chocolate"
      />,
    );
    expect(container.querySelector('section')).toBeNull();
  });

  it("keeps the space of the selected flavor's panel until the panel's code has loaded", () => {
    const product = productWithFacts();
    const { container, rerender } = renderIn(
      'en',
      <FactsSlot product={product} flavor="Chocolate" flavorLabel="Chocolate" />,
    );
    const section = container.querySelector('section')!;
    // 8 rows; allergens and chips lines
    expect(section.style.getPropertyValue('--facts-rows')).toBe('8');
    expect(section.style.getPropertyValue('--facts-lines')).toBe('2');
    expect(screen.queryByRole('table')).toBeNull();
    rerender(
      <MantineProvider>
        <TranslationProvider translator={new Translator(resources, 'en')}>
          <FactsSlot product={product} flavor="Cookies" flavorLabel="Cookies & Cream" />
        </TranslationProvider>
      </MantineProvider>,
    );
    // the flavor's note too
    expect(container.querySelector('section')!.style.getPropertyValue('--facts-lines')).toBe('3');
  });
});
