import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductFacetsDto } from '@atlas/shared/contract/products';
import { apiRequest } from '@/lib/api-client';
import { productFacetsKey } from '@/lib/query-keys';

export const productFacetsQuery = () =>
  queryOptions({
    queryKey: productFacetsKey,
    queryFn: async ({ signal }) => (await apiRequest<ProductFacetsDto>('/products/facets', { signal })).data,
  });

export function useProductFacets() {
  return useQuery(productFacetsQuery());
}
