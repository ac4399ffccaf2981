import { Badge, Group } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import type { ProductDto } from '@atlas/shared/contract/products';
import { useFormat } from '@/lib/format';

export function ProductBadges({ product }: { product: ProductDto }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (!product.discount && !product.isNew && !product.isHot) return null;
  return (
    <Group gap={6}>
      {product.discount > 0 && (
        <Badge color="red" variant="filled">
          {t('product.percentOff', { n: format.number(product.discount) })}
        </Badge>
      )}
      {product.isNew && (
        <Badge color="teal" variant="filled">
          {t('product.new')}
        </Badge>
      )}
      {product.isHot && (
        <Badge color="orange" variant="filled">
          {t('product.hot')}
        </Badge>
      )}
    </Group>
  );
}
