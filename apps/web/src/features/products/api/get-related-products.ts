import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductDto } from '@atlas/shared/contract/products';
import { apiRequest } from '@/lib/api-client';
import { useLanguage } from '@/lib/use-language';
import type { ProductCardDto } from '../card-data';

export const relatedProductsQuery = (id: number, lang: string) =>
  queryOptions({
    queryKey: ['products', 'related', lang, id],
    queryFn: async ({ signal }): Promise<ProductCardDto[]> =>
      (await apiRequest<ProductDto[]>(`/products/${id}/related`, { signal })).data,
  });

export function useRelatedProducts(id: number) {
  const { language } = useLanguage();
  return useQuery({ ...relatedProductsQuery(id, language), enabled: Number.isInteger(id) && id > 0 });
}
