import { queryOptions } from '@tanstack/react-query';
import type { ProductDto } from '@atlas/shared/contract/products';
import { apiRequest } from '@/lib/api-client';
import { productKey } from '@/lib/query-keys';

/** GET /products/{id} in a language: the shop's product page and the admin screens share its cache. */
export const productQuery = (id: number, lang: string) =>
  queryOptions({
    queryKey: productKey(lang, id),
    queryFn: async ({ signal }) => (await apiRequest<ProductDto>(`/products/${id}`, { signal })).data,
    retry: false,
    // a missing product stays missing when the page hydrates (the server answered 404)
    retryOnMount: false,
  });
