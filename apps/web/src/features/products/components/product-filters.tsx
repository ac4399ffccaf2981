import { useEffect, useRef, useState } from 'react';
import { IconRefresh, IconSearch } from '@tabler/icons-react';
import { useTranslation } from '@/lib/use-translation';
import type { ProductFacetsDto } from '@atlas/shared/contract/products';
import { useFormat } from '@/lib/format';
import type { ProductListParams } from '../api/list-products';
import { categoryLabel } from '@/lib/category-label';
import { allergenList, FREE_FROM, MIN_RATING } from '../shop-search-params';
import { Stars } from '@/components/ui/rating-stars';
import { Button } from '@/components/ui/button';
import { NativeSelectField, TextField } from '@/components/ui/form-field';
import classes from './product-filters.module.css';

/** Before the facets arrive, the price range tops out here. */
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
  const free = params.allergenFree?.split(',') ?? [];

  const commit = (nextMin: number, nextMax: number) => {
    setDragging(null);
    onChange({
      minPrice: nextMin > 0 ? nextMin : undefined,
      maxPrice: nextMax < limit ? nextMax : undefined,
    });
  };

  return (
    <div className={classes.filters}>
      <SearchInput value={params.q ?? ''} onSearch={(q) => onChange({ q: q || undefined })} />
      <NativeSelectField
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
      <NativeSelectField
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
      <label className={classes.check}>
        <input
          type="checkbox"
          checked={params.minRating === MIN_RATING}
          onChange={(e) => onChange({ minRating: e.currentTarget.checked ? MIN_RATING : undefined })}
          data-testid="min-rating-filter"
        />
        <Stars value={MIN_RATING} size={14} />
        <span>{t('reviews.fourAndUp', { n: format.number(MIN_RATING) })}</span>
      </label>
      <div>
        <p className={classes.rangeLabel} data-testid="price-range-label">
          {t('shop.priceRange', {
            min: format.number(min),
            max: format.number(max, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
          })}
        </p>
        <div className={classes.sliders}>
          <PriceSlider
            label={t('shop.minPrice')}
            min={0}
            max={Math.max(max, 1)}
            value={Math.min(min, max)}
            onSlide={(v) => setDragging({ min: v, max })}
            onCommit={(v) => commit(v, max)}
            testId="min-price-slider"
          />
          <PriceSlider
            label={t('shop.maxPrice')}
            min={Math.min(min, limit)}
            max={limit}
            value={Math.max(max, min)}
            onSlide={(v) => setDragging({ min, max: v })}
            onCommit={(v) => commit(min, v)}
            testId="max-price-slider"
          />
        </div>
      </div>
      <fieldset className={classes.group} data-testid="free-from-filter">
        <legend>{t('shop.freeFrom')}</legend>
        {FREE_FROM.map((allergen) => (
          <label key={allergen} className={classes.check}>
            <input
              type="checkbox"
              value={allergen}
              checked={free.includes(allergen)}
              onChange={(e) =>
                onChange({
                  allergenFree: allergenList(
                    [
                      ...free.filter((a) => a !== allergen),
                      ...(e.currentTarget.checked ? [allergen] : []),
                    ].join(),
                  ),
                })
              }
            />
            {t(`facts.allergenName.${allergen}`)}
          </label>
        ))}
      </fieldset>
      <Button variant="light" color="gray" icon={<IconRefresh size={16} />} onClick={onReset}>
        {t('shop.resetFilters')}
      </Button>
    </div>
  );
}

/** Name or brand search; typing settles for 400 ms before the list follows. */
function SearchInput({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const search = (q: string) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      onSearch(q.trim());
      setText(null);
    }, 400);
  };
  return (
    <TextField
      label={t('shop.search')}
      placeholder={t('shop.searchPlaceholder')}
      icon={<IconSearch size={16} />}
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

/**
 * One end of the price range: the browser's own range input (keyboard, touch and screen readers
 * for free). It follows the thumb while it moves and commits when it is let go.
 */
function PriceSlider({
  label,
  min,
  max,
  value,
  onSlide,
  onCommit,
  testId,
}: {
  label: string;
  min: number;
  max: number;
  value: number;
  onSlide: (value: number) => void;
  onCommit: (value: number) => void;
  testId: string;
}) {
  const format = useFormat();
  const input = useRef<HTMLInputElement>(null);
  const commit = useRef(onCommit);
  useEffect(() => {
    commit.current = onCommit;
  });
  useEffect(() => {
    const el = input.current;
    // the native change event fires once the thumb is released (React's onChange fires while it moves)
    const onChange = () => commit.current(Number(el?.value));
    el?.addEventListener('change', onChange);
    return () => el?.removeEventListener('change', onChange);
  }, []);
  return (
    <input
      ref={input}
      type="range"
      className={classes.range}
      min={min}
      max={max}
      step={10}
      value={value}
      onChange={(e) => onSlide(Number(e.currentTarget.value))}
      aria-label={label}
      aria-valuetext={format.number(value)}
      data-testid={testId}
    />
  );
}
