import { Alert, Badge, Button, Grid, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconInfoCircle } from '@tabler/icons-react';
import { Link } from '@/lib/link';
import { useTranslation } from '@/lib/use-translation';
import type { ProductCardDto } from '../card-data';
import { useProduct } from '../api/get-product';
import { useProductSlots } from '@/lib/product-slots';
import { useSession } from '@/lib/session';
import { useFlavorSelection } from '../use-flavor-selection';
import { categoryLabel } from '@/lib/category-label';
import { FlavorSelect } from './flavor-select';
import { PriceTag } from './price-tag';
import { ProductBadges } from './product-badges';
import { QuantityControl } from './quantity-control';
import { ShareArea } from './share-area';
import { Picture, pictureClasses } from '@/components/ui/picture';

/**
 * Quick look at a product from the listing, fetched whole when opened (a card has only what it
 * shows). Mantine's Modal locks scroll, traps and restores focus.
 */
export default function QuickViewModal({
  opened,
  product: card,
  onClose,
}: {
  opened: boolean;
  product: ProductCardDto | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const full = useProduct(card?.id ?? 0);
  const product = card ? full.data : undefined;
  const selection = useFlavorSelection(product ?? undefined);
  const { FavoriteToggle, AddToCartButton } = useProductSlots();
  const { isLoggedIn } = useSession();
  const detailsPath = product ? `/products/${product.id}` : '/products';
  const isPhone = useMediaQuery('(max-width: 36em)');

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="xl"
      fullScreen={isPhone}
      centered
      title={t('product.quickView')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {card &&
        !product &&
        (full.isError ? (
          <Group gap="sm" data-testid="quick-view-error">
            <Text c="red.7" role="alert">
              {t('product.loadFailed')}
            </Text>
            <Button variant="light" color="red" size="xs" onClick={() => void full.refetch()}>
              {t('common.retry')}
            </Button>
          </Group>
        ) : (
          <Text c="dimmed" role="status" data-testid="quick-view-loading">
            {t('product.loadingDetails')}
          </Text>
        ))}
      {product && (
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, sm: 5 }}>
            <Picture
              src={selection.image}
              alt={product.name}
              width={600}
              height={600}
              sizes="(min-width: 48em) 400px, 100vw"
              priority
              className={pictureClasses.square}
              style={{ borderRadius: 'var(--mantine-radius-md)' }}
              data-testid="quick-view-image"
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 7 }}>
            <Stack gap="sm">
              <ProductBadges product={product} />
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Title order={2} size="h3">
                  {product.name}
                </Title>
                <FavoriteToggle productId={product.id} productName={product.name} variant="light" />
              </Group>
              <Group gap={6}>
                <Badge variant="light" color="gray">
                  {categoryLabel(t, product.category)}
                </Badge>
                <Badge variant="light" color="navy">
                  {product.brand}
                </Badge>
              </Group>
              <PriceTag product={product} size="xl" />
              <Text size="sm" c="dimmed" lineClamp={4}>
                {product.description}
              </Text>
              {product.available_flavors.length > 1 ? (
                <FlavorSelect product={product} value={selection.flavor} onChange={selection.setFlavor} />
              ) : (
                selection.label && (
                  <Text size="sm">
                    {t('product.selectedFlavor')}:{' '}
                    <b>
                      <bdi>{selection.label}</bdi>
                    </b>
                  </Text>
                )
              )}
              {selection.soldOut && (
                <Text c="red.7" fw={600} size="sm" role="status">
                  {t('product.flavorOutOfStock')}
                </Text>
              )}
              <Group gap="md" align="center">
                <QuantityControl
                  value={selection.quantity}
                  stock={selection.stock}
                  onChange={selection.setQuantity}
                  disabled={selection.soldOut}
                  readOnly
                />
                <AddToCartButton
                  productId={product.id}
                  flavor={selection.flavor}
                  flavorLabel={selection.label}
                  quantity={selection.quantity}
                  disabled={selection.soldOut}
                />
              </Group>
              {!isLoggedIn && (
                <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />} p="xs">
                  {t('product.mustBeLoggedInToBuy')}
                </Alert>
              )}
              <Button component={Link} to={detailsPath} variant="subtle" w="fit-content" px={0}>
                {t('product.viewDetails')}
              </Button>
              <ShareArea url={`${window.location.origin}${detailsPath}`} title={product.name} />
            </Stack>
          </Grid.Col>
        </Grid>
      )}
    </Modal>
  );
}
