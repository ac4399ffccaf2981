import { useMemo, useState } from 'react';
import { Input, MultiSelect, SegmentedControl, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { categoryLabel } from '@/lib/category-label';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { useCatalogueFacets, useProductNames, useProductSearch } from '../api/admin-promotions';
import { PROMOTION_LIMITS, scopeKinds, type ScopeKind, type ScopeValues } from '../promotion-form';

const P = 'adminPromotions.scopePicker';

/** The catalogue's names, with those already chosen that it no longer has (kept, so nothing is lost silently). */
function withChosen(names: readonly string[], chosen: readonly string[]): string[] {
  const known = new Set(names.map((n) => n.toLowerCase()));
  return [...names, ...chosen.filter((c) => !known.has(c.toLowerCase()))];
}

/**
 * What a promotion applies to: the whole shop, or chosen categories, brands (the catalogue's
 * facets) or products (searched by name). Each list is kept while the admin tries another kind.
 */
export function ScopePicker({
  value,
  onChange,
  error,
  testId,
}: {
  value: ScopeValues;
  onChange: (value: ScopeValues) => void;
  error?: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const facets = useCatalogueFacets();
  const set = (patch: Partial<ScopeValues>) => onChange({ ...value, ...patch });
  const facetNames = (list: { name: string }[] | undefined) => (list ?? []).map((f) => f.name);

  return (
    <Input.Wrapper label={t(`${P}.label`)} description={t(`${P}.hint`)} data-testid={testId}>
      <Stack gap="xs" mt={6}>
        <SegmentedControl
          fullWidth
          value={value.kind}
          onChange={(kind) => set({ kind: kind as ScopeKind })}
          data={scopeKinds.map((kind) => ({ value: kind, label: t(`${P}.kinds.${kind}`) }))}
          data-testid={`${testId}-kind`}
        />
        {value.kind === 'categories' && (
          <MultiSelect
            aria-label={t(`${P}.categories`)}
            placeholder={value.categories.length === 0 ? t(`${P}.categoriesPlaceholder`) : undefined}
            data={withChosen(facetNames(facets.data?.categories), value.categories).map((name) => ({
              value: name,
              label: categoryLabel(t, name),
            }))}
            value={value.categories}
            onChange={(categories) => set({ categories })}
            searchable
            clearable
            maxValues={PROMOTION_LIMITS.scopeValues}
            nothingFoundMessage={t(`${P}.nothingFound`)}
            error={error}
            data-testid={`${testId}-categories`}
          />
        )}
        {value.kind === 'brands' && (
          <MultiSelect
            aria-label={t(`${P}.brands`)}
            placeholder={value.brands.length === 0 ? t(`${P}.brandsPlaceholder`) : undefined}
            data={withChosen(facetNames(facets.data?.brands), value.brands)}
            value={value.brands}
            onChange={(brands) => set({ brands })}
            searchable
            clearable
            maxValues={PROMOTION_LIMITS.scopeValues}
            nothingFoundMessage={t(`${P}.nothingFound`)}
            error={error}
            data-testid={`${testId}-brands`}
          />
        )}
        {value.kind === 'products' && (
          <ProductPicker
            ids={value.productIds}
            onChange={(productIds) => set({ productIds })}
            error={error}
            testId={`${testId}-products`}
          />
        )}
        {value.kind === 'all' && error && (
          <Text size="sm" c="red">
            {error}
          </Text>
        )}
        {value.kind === 'products' && value.productIds.length > 0 && (
          <Text size="xs" c="dimmed">
            {t(`${P}.productCount`, {
              count: value.productIds.length,
              n: format.number(value.productIds.length),
            })}
          </Text>
        )}
      </Stack>
    </Input.Wrapper>
  );
}

/** Products by name: the admin types, the shop's matches come from the server; chosen ones stay listed. */
function ProductPicker({
  ids,
  onChange,
  error,
  testId,
}: {
  ids: number[];
  onChange: (ids: number[]) => void;
  error?: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const results = useProductSearch(debounced);
  const names = useProductNames(ids);
  // names learnt from searches, for the chosen products the lookup has not answered yet
  const [seen, setSeen] = useState<Map<number, string>>(() => new Map());

  const data = useMemo(() => {
    const label = (id: number) =>
      names.get(id) ?? seen.get(id) ?? t(`${P}.unknownProduct`, { id: String(id) });
    const chosen = ids.map((id) => ({ value: String(id), label: label(id) }));
    const found = (results.data ?? [])
      .filter((p) => !ids.includes(p.id))
      .map((p) => ({ value: String(p.id), label: `${p.name} (#${p.id})` }));
    return [...chosen, ...found];
  }, [ids, names, seen, results.data, t]);

  return (
    <MultiSelect
      aria-label={t(`${P}.products`)}
      placeholder={ids.length === 0 ? t(`${P}.productsPlaceholder`) : undefined}
      data={data}
      value={ids.map(String)}
      onChange={(values) => {
        const found = new Map((results.data ?? []).map((p) => [p.id, p.name]));
        setSeen((prev) => {
          const next = new Map(prev);
          for (const v of values) if (found.has(Number(v))) next.set(Number(v), found.get(Number(v))!);
          return next;
        });
        onChange(values.map(Number));
      }}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // the server has already matched the name; the chosen ones always show
      filter={({ options }) => options}
      clearable
      hidePickedOptions={false}
      maxValues={PROMOTION_LIMITS.scopeProducts}
      nothingFoundMessage={
        debounced.trim()
          ? results.isFetching
            ? t(`${P}.searching`)
            : t(`${P}.nothingFound`)
          : t(`${P}.typeToSearch`)
      }
      error={error}
      data-testid={testId}
    />
  );
}
