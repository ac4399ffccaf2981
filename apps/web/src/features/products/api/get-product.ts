import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductDto } from '@atlas/shared/contract/products';
import { apiRequest } from '@/lib/api-client';
import { useLanguage } from '@/lib/use-language';
import { productKey } from '@/lib/query-keys';

export const productQuery = (id: number, lang: string) =>
  queryOptions({
    queryKey: productKey(lang, id),
    queryFn: async ({ signal }) => (await apiRequest<ProductDto>(`/products/${id}`, { signal })).data,
    retry: false,
    // a missing product stays missing when the page hydrates (the server answered 404)
    retryOnMount: false,
  });

export function useProduct(id: number) {
  const { language } = useLanguage();
  return useQuery({ ...productQuery(id, language), enabled: Number.isInteger(id) && id > 0 });
}
