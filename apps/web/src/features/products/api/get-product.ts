import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '@/lib/use-language';
import { productQuery } from '@/lib/product-query';

export function useProduct(id: number) {
  const { language } = useLanguage();
  return useQuery({ ...productQuery(id, language), enabled: Number.isInteger(id) && id > 0 });
}
