import { useEffect, useState, type ReactNode } from 'react';
import { IconAdjustmentsHorizontal, IconMoodEmpty } from '@tabler/icons-react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '@/lib/use-translation';
import type { ProductCardDto } from '@/features/products/card-data';
import { pageSizes } from '@atlas/shared/contract/shop-constants';
import { ServerHtml } from '@/components/ui/server-html';
import { PageBreadcrumbs } from '@/components/ui/page-breadcrumbs';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useFormat } from '@/lib/format';
import { useMediaMatch } from '@/lib/use-media-match';
import { useProductList, type ProductListParams } from '@/features/products/api/list-products';
import { useProductFacets } from '@/features/products/api/get-product-facets';
import { ProductCard } from '@/features/products/components/product-card';
import { ProductFilters } from '@/features/products/components/product-filters';
import { SearchRescue } from '@/features/products/components/search-rescue';
import { deferred } from '@/components/ui/deferred';
import { PageLinks } from '@/components/ui/page-links';
import { readShopParams, writeShopParams } from '@/features/products/shop-search-params';
import classes from './products-page.module.css';
import layout from '@/components/ui/layout.module.css';
import { SelectField } from '@/components/ui/select-field';
import { Button } from '@/components/ui/button';

const sortOptions = [
  'default',
  'rating',
  'price-asc',
  'price-desc',
  'name-asc',
  'serving-asc',
  'protein-asc',
] as const;
const WIDE_SCREEN = '(min-width: 62em)';
const QuickViewModal = deferred(() => import('@/features/products/components/quick-view-modal'));

export default function ProductsPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const params = readShopParams(search);
  const list = useProductList(params);
  const facets = useProductFacets();
  const [quickView, setQuickView] = useState<ProductCardDto | null>(null);
  // the filter panel starts open beside the grid on wide screens, closed above it on phones:
  // CSS decides until the shopper chooses (FiltersButton measures; the page does not re-render
  // right after hydration for it)
  const [filtersChoice, setFiltersChoice] = useState<boolean | undefined>(undefined);
  const filtersOpen = filtersChoice ?? true;

  useEffect(() => {
    if (list.isError) void navigate('/error', { replace: true });
  }, [list.isError, navigate]);

  // any change of filters, sort or page size starts again at page 1
  const update = (patch: Partial<ProductListParams>) => {
    const next = { ...params, ...patch, page: 1 };
    setSearch(writeShopParams(next));
  };

  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / params.limit));

  return (
    <div className={`${layout.page} ${classes.page}`}>
      <ServerHtml>
        <PageBreadcrumbs items={[{ label: t('pages.shop') }]} />
      </ServerHtml>
      <div className={classes.head}>
        <div>
          <ServerHtml dependsOn={list.data ? String(total) : ''}>
            <h1 className={classes.title}>{t('pages.shop')}</h1>
            {list.data && (
              <p className={classes.count} data-testid="result-count">
                {t('shop.resultCount', { count: total, n: format.number(total) })}
              </p>
            )}
          </ServerHtml>
        </div>
        <div className={classes.controls}>
          <FiltersButton choice={filtersChoice} onChoose={setFiltersChoice} />
          <SelectField
            label={t('shop.show')}
            width={90}
            data={pageSizes.map((n) => ({ value: String(n), label: format.number(n) }))}
            value={String(params.limit)}
            onChange={(limit) => update({ limit: Number(limit) })}
            testId="page-size"
          />
          <SelectField
            label={t('shop.sortBy')}
            width={200}
            data={sortOptions.map((s) => ({ value: s, label: t(`shop.sort.${s}`) }))}
            value={params.sort}
            onChange={(sort) => update({ sort: sort as ProductListParams['sort'] })}
            testId="sort"
          />
        </div>
      </div>

      <div className={classes.layout} data-filters={filtersOpen}>
        {filtersOpen && (
          <div className={filtersChoice === undefined ? classes.wideScreenOnly : undefined}>
            <FilterPanelPart chosen={filtersChoice !== undefined}>
              <div className={classes.panel} id="shop-filters">
                <ProductFilters
                  facets={facets.data}
                  params={params}
                  onChange={(patch) => update(patch)}
                  onReset={() =>
                    setSearch(
                      writeShopParams({ ...readShopParams(new URLSearchParams()), limit: params.limit }),
                    )
                  }
                />
              </div>
            </FilterPanelPart>
          </div>
        )}
        <div>
          {list.isPending ? (
            <PageSpinner message={t('shop.loading')} />
          ) : list.data && list.data.items.length === 0 && params.q ? (
            <SearchRescue q={params.q} onQuickView={setQuickView}>
              <Button variant="light" onClick={() => setSearch(new URLSearchParams())}>
                {t('shop.resetFilters')}
              </Button>
            </SearchRescue>
          ) : list.data && list.data.items.length === 0 ? (
            <div className={classes.empty} data-testid="empty-results">
              <IconMoodEmpty size={48} stroke={1.4} color="var(--mantine-color-gray-5)" />
              <h2 className={classes.emptyTitle}>{t('shop.noResults')}</h2>
              <p className={classes.emptyHint}>{t('shop.noResultsHint')}</p>
              <Button variant="light" onClick={() => setSearch(new URLSearchParams())}>
                {t('shop.resetFilters')}
              </Button>
            </div>
          ) : (
            <div
              className={classes.grid}
              data-stale={list.isPlaceholderData || undefined}
              aria-busy={list.isFetching}
              data-testid="product-grid"
            >
              {list.data?.items.map((product, i) => (
                <ProductCard key={product.id} product={product} onQuickView={setQuickView} priority={i < 2} />
              ))}
            </div>
          )}
          {total > 0 && (
            <div className={classes.pages}>
              <PageLinks
                current={Math.min(params.page, pages)}
                total={pages}
                hrefFor={(page) => `?${writeShopParams({ ...params, page })}`}
                label={t('shop.pagination')}
                previousLabel={t('shop.previousPage')}
                nextLabel={t('shop.nextPage')}
                pageLabel={(n) => t('shop.pageN', { n: format.number(n) })}
                formatPage={(n) => format.number(n)}
                testId="pagination"
              />
            </div>
          )}
        </div>
      </div>
      <QuickViewModal opened={quickView !== null} product={quickView} onClose={() => setQuickView(null)} />
    </div>
  );
}

/** The filter panel's button: whether the panel shows is the shopper's choice, else the screen's width. */
function FiltersButton({
  choice,
  onChoose,
}: {
  choice: boolean | undefined;
  onChoose: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const wideScreen = useMediaMatch(WIDE_SCREEN);
  const shown = choice ?? wideScreen;
  return (
    <Button
      variant={shown ? 'filled' : 'light'}
      color="navy"
      icon={<IconAdjustmentsHorizontal size={18} />}
      onClick={() => onChoose(!(shown ?? window.matchMedia(WIDE_SCREEN).matches))}
      aria-expanded={shown ?? false}
      aria-controls="shop-filters"
    >
      {t('shop.filters')}
    </Button>
  );
}

/**
 * The filter panel: on a phone CSS hides it until the shopper opens it, so it stays the server's
 * HTML (ServerHtml) until then; on a wide screen it is rendered once the browser has measured.
 */
function FilterPanelPart({ chosen, children }: { chosen: boolean; children: ReactNode }) {
  const wideScreen = useMediaMatch(WIDE_SCREEN);
  return <ServerHtml dependsOn={chosen || wideScreen ? 'shown' : 'hidden'}>{children}</ServerHtml>;
}
