import { Group, Text, type MantineSize } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import type { ProductDto } from '@atlas/shared/contract/products';
import { useFormat } from '@/lib/format';
import { OfferNote } from '@/components/ui/offer-note';

/** The discounted price, with the original struck through when there is a discount. */
export function PriceTag({ product, size = 'md' }: { product: ProductDto; size?: MantineSize }) {
  const { t } = useTranslation();
  const format = useFormat();
  const discounted = product.discount > 0 && product.discountedPrice < product.price;
  return (
    <Group gap={8} wrap="wrap" align="baseline">
      <Text fw={800} size={size} c={discounted ? 'red.7' : 'navy.8'} data-testid="price">
        {format.price(product.discountedPrice)}
      </Text>
      {discounted && (
        <Text size="sm" c="dimmed" td="line-through" aria-label={t('product.originalPrice')}>
          {format.price(product.price)}
        </Text>
      )}
      {product.offer && <OfferNote offer={product.offer} />}
    </Group>
  );
}
