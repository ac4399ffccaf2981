import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductDto } from '@atlas/shared/contract/products';
import { TOTAL_COUNT_HEADER, type productSorts } from '@atlas/shared/contract/shop-constants';
import { apiRequest } from '@/lib/api-client';
import { useLanguage } from '@/lib/use-language';
import type { ProductCardDto } from '../card-data';

export interface ProductListParams {
  category?: string;
  brand?: string;
  q?: string;
  minPrice?: number;
  maxPrice?: number;
  /** Only products rated this many stars or more on average. */
  minRating?: number;
  /** Only products free of these allergens, comma-separated in FREE_FROM's order ('milk,gluten'). */
  allergenFree?: string;
  sort: (typeof productSorts)[number];
  page: number;
  limit: number;
}

export const productListQuery = (params: ProductListParams, lang: string) =>
  queryOptions({
    queryKey: ['products', 'list', lang, params],
    queryFn: async ({ signal }): Promise<{ items: ProductCardDto[]; total: number }> => {
      const { data, headers } = await apiRequest<ProductDto[]>('/products', { query: { ...params }, signal });
      return { items: data, total: Number(headers.get(TOTAL_COUNT_HEADER) ?? data.length) };
    },
    placeholderData: keepPreviousData,
  });

export function useProductList(params: ProductListParams) {
  const { language } = useLanguage();
  return useQuery(productListQuery(params, language));
}
