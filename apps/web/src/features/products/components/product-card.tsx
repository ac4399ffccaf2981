import { ActionIcon, Card, Group, Stack, Text } from '@mantine/core';
import { Hint } from '@/components/ui/hint';
import { IconEye } from '@tabler/icons-react';
import { Link } from '@/lib/link';
import { useTranslation } from '@/lib/use-translation';
import type { ProductDto } from '@atlas/shared/contract/products';
import { useFormat } from '@/lib/format';
import { useProductSlots } from '@/lib/product-slots';
import { categoryLabel } from '../category-label';
import { PriceTag } from './price-tag';
import { ProductBadges } from './product-badges';
import classes from './product-card.module.css';
import { ServerHtml } from '@/components/ui/server-html';
import { Picture } from '@/components/ui/picture';
import { PRODUCT_IMAGE_SIZES } from '../image-sizes';
import { RatingSummary } from '@/components/ui/rating-stars';

export function ProductCard({
  product,
  onQuickView,
  priority = false,
}: {
  product: ProductDto;
  onQuickView: (p: ProductDto) => void;
  /** Above the fold on a phone: load the picture at once, first. */
  priority?: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const { FavoriteToggle } = useProductSlots();
  const path = `/products/${product.id}`;
  const expiry = product.expiration_date ? format.date(product.expiration_date) : null;

  return (
    <ServerHtml>
      <Card withBorder radius="lg" padding={0} className={classes.card} data-testid="product-card">
        <div className={classes.media}>
          <Link to={path} tabIndex={-1} aria-hidden>
            <Picture
              className={classes.image}
              src={product.image}
              width={600}
              height={600}
              sizes={PRODUCT_IMAGE_SIZES.card}
              priority={priority}
            />
          </Link>
          <div className={classes.badges}>
            <ProductBadges product={product} />
          </div>
          <div className={classes.actions}>
            <FavoriteToggle productId={product.id} productName={product.name} />
            <Hint label={t('product.quickView')}>
              <ActionIcon
                variant="white"
                radius="xl"
                size="lg"
                color="navy"
                onClick={() => onQuickView(product)}
                aria-label={`${t('product.quickView')}: ${product.name}`}
              >
                <IconEye size={18} />
              </ActionIcon>
            </Hint>
          </div>
        </div>
        <Stack gap={6} className={classes.body}>
          <Group gap={6} justify="space-between" wrap="nowrap">
            <Text size="xs" c="orange.8" fw={700} tt="uppercase" truncate>
              {categoryLabel(t, product.category)}
            </Text>
            <Text size="xs" c="dimmed" fw={600} truncate>
              <bdi>{product.brand}</bdi>
            </Text>
          </Group>
          <Link to={path} className={classes.name}>
            {product.name}
          </Link>
          <RatingSummary rating={product.rating} size={14} />
          <div style={{ marginTop: 'auto' }}>
            <PriceTag product={product} />
            {product.pricePerServing !== undefined && (
              <Text size="xs" c="dimmed">
                {t('product.cardPerServing', { price: format.price(product.pricePerServing) })}
              </Text>
            )}
            <Text size="xs" c="dimmed" mt={4}>
              {t('product.expires')}: {expiry ?? t('product.notAvailable')}
            </Text>
          </div>
        </Stack>
      </Card>
    </ServerHtml>
  );
}
