import { useState } from 'react';
import { Button, NativeSelect, Slider, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconRefresh, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ProductFacetsDto } from '@atlas/shared/contract/products';
import { useFormat } from '@/lib/format';
import type { ProductListParams } from '../api/list-products';
import { categoryLabel } from '../category-label';

/** Before the facets arrive, the price range tops out here (spec 000 §9). */
const INITIAL_PRICE_LIMIT = 1000;

export function ProductFilters({
  facets,
  params,
  onChange,
  onReset,
}: {
  facets: ProductFacetsDto | undefined;
  params: ProductListParams;
  onChange: (patch: Partial<ProductListParams>) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const limit = facets ? Math.max(1, Math.ceil(facets.maxPrice)) : INITIAL_PRICE_LIMIT;
  // While a thumb is dragged the range is local; otherwise it is what the URL says.
  const [dragging, setDragging] = useState<{ min: number; max: number } | null>(null);
  const min = dragging?.min ?? params.minPrice ?? 0;
  const max = dragging?.max ?? Math.min(params.maxPrice ?? limit, limit);

  const commit = (nextMin: number, nextMax: number) => {
    setDragging(null);
    onChange({
      minPrice: nextMin > 0 ? nextMin : undefined,
      maxPrice: nextMax < limit ? nextMax : undefined,
    });
  };

  return (
    <Stack gap="lg">
      <SearchInput value={params.q ?? ''} onSearch={(q) => onChange({ q: q || undefined })} />
      <NativeSelect
        label={t('shop.category')}
        data={[
          { value: '', label: t('shop.allCategories') },
          ...(facets?.categories ?? []).map((c) => ({
            value: c.name,
            label: `${categoryLabel(t, c.name)} (${format.number(c.count)})`,
          })),
        ]}
        value={params.category ?? ''}
        onChange={(e) => onChange({ category: e.currentTarget.value || undefined })}
        data-testid="category-filter"
      />
      <NativeSelect
        label={t('shop.brand')}
        data={[
          { value: '', label: t('shop.allBrands') },
          ...(facets?.brands ?? []).map((b) => ({
            value: b.name,
            label: `${b.name} (${format.number(b.count)})`,
          })),
        ]}
        value={params.brand ?? ''}
        onChange={(e) => onChange({ brand: e.currentTarget.value || undefined })}
        data-testid="brand-filter"
      />
      <div>
        <Text size="sm" fw={500} mb={6} data-testid="price-range-label">
          {t('shop.priceRange', {
            min: format.number(min),
            max: format.number(max, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
          })}
        </Text>
        <Stack gap="md" px={4}>
          <Slider
            min={0}
            max={Math.max(max, 1)}
            step={10}
            value={Math.min(min, max)}
            onChange={(v) => setDragging({ min: v, max })}
            onChangeEnd={(v) => commit(v, max)}
            label={(v) => format.number(v)}
            thumbLabel={t('shop.minPrice')}
            data-testid="min-price-slider"
          />
          <Slider
            min={Math.min(min, limit)}
            max={limit}
            step={10}
            value={Math.max(max, min)}
            onChange={(v) => setDragging({ min, max: v })}
            onChangeEnd={(v) => commit(min, v)}
            label={(v) => format.number(v)}
            thumbLabel={t('shop.maxPrice')}
            data-testid="max-price-slider"
          />
        </Stack>
      </div>
      <Button variant="light" color="gray" leftSection={<IconRefresh size={16} />} onClick={onReset}>
        {t('shop.resetFilters')}
      </Button>
    </Stack>
  );
}

/** Name or brand search; typing settles for 400 ms before the list follows. */
function SearchInput({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState<string | null>(null);
  const search = useDebouncedCallback((q: string) => {
    onSearch(q.trim());
    setText(null);
  }, 400);
  return (
    <TextInput
      label={t('shop.search')}
      placeholder={t('shop.searchPlaceholder')}
      leftSection={<IconSearch size={16} />}
      value={text ?? value}
      maxLength={100}
      onChange={(e) => {
        setText(e.currentTarget.value);
        search(e.currentTarget.value);
      }}
      type="search"
      data-testid="search"
    />
  );
}
