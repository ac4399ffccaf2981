import { Anchor, Badge, Button, Card, Divider, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { Link } from '@/lib/link';
import type { AdminFlavorDto, AdminProductDto } from '@atlas/shared/contract/admin-products';
import { categoryLabel } from '@/lib/category-label';
import { useFormat } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import { useTranslation } from '@/lib/use-translation';
import { adminName } from '../admin-name';
import { FlavorList } from './flavor-list';
import { imageSrcSet } from '@atlas/shared/rules/responsive-image';

/** One product on the admin grid: image and name open it in the shop. */
export function ProductCard({
  product,
  onEdit,
  onDelete,
  onEditFlavorQuantity,
  onDeleteFlavor,
}: {
  product: AdminProductDto;
  onEdit: () => void;
  onDelete: () => void;
  onEditFlavorQuantity: (flavor: AdminFlavorDto) => void;
  onDeleteFlavor: (flavor: AdminFlavorDto) => void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const format = useFormat();
  const name = adminName(product, language);
  const href = `/products/${product.id}`;

  const fact = (label: string, value: string, testId?: string) => (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} dir="auto" truncate data-testid={testId}>
        {value}
      </Text>
    </div>
  );

  return (
    <Card withBorder radius="lg" padding="md" data-testid="admin-product-card" data-product-id={product.id}>
      <Card.Section>
        <Link to={href} aria-label={t('adminProducts.card.open', { name })} style={{ display: 'block' }}>
          <Image
            src={product.image || undefined}
            srcSet={imageSrcSet(product.image)}
            sizes="320px"
            alt=""
            h={180}
            fit="contain"
            bg="gray.0"
            loading="lazy"
          />
        </Link>
      </Card.Section>
      <Stack gap="sm" mt="sm" style={{ flex: 1 }}>
        <Group gap={6}>
          <Badge color={product.inStock ? 'teal' : 'red'} variant="light" data-testid="stock-status">
            {t(product.inStock ? 'adminProducts.card.inStock' : 'adminProducts.card.outOfStock')}
          </Badge>
          {product.isNew && (
            <Badge color="blue.8" variant="filled">
              {t('adminProducts.card.new')}
            </Badge>
          )}
          {product.isHot && (
            <Badge color="orange" variant="filled">
              {t('adminProducts.card.hot')}
            </Badge>
          )}
          {product.discount > 0 && (
            <Badge color="red" variant="filled">
              {t('adminProducts.card.percentOff', { n: format.number(product.discount) })}
            </Badge>
          )}
        </Group>
        <div>
          <Anchor component={Link} to={href} fw={700} c="inherit" dir="auto" lineClamp={2}>
            {name}
          </Anchor>
          <Text size="xs" c="dimmed">
            {t('adminProducts.card.id', { id: format.id(product.id) })}
          </Text>
        </div>
        <Group gap="xs" align="baseline">
          <Text fw={700} size="lg" data-testid="product-price">
            {format.price(product.discount > 0 ? product.discountedPrice : product.price)}
          </Text>
          {product.discount > 0 && (
            <Text size="sm" c="dimmed" td="line-through">
              {format.price(product.price)}
            </Text>
          )}
        </Group>
        <SimpleGrid cols={3} spacing="xs">
          {fact(t('adminProducts.card.brand'), product.brand || t('adminProducts.card.noBrand'))}
          {fact(t('adminProducts.card.category'), categoryLabel(t, product.category))}
          {fact(t('adminProducts.card.quantity'), format.number(product.quantity), 'product-quantity')}
        </SimpleGrid>
        <Divider label={t('adminProducts.flavors.title')} labelPosition="left" />
        <FlavorList
          flavors={product.flavors}
          onEditQuantity={onEditFlavorQuantity}
          onDelete={onDeleteFlavor}
        />
        {/* edit and delete alike in shape; each its own action and words */}
        <Group grow gap="sm" mt="auto" pt="xs">
          <Button
            variant="light"
            leftSection={<IconEdit size={16} aria-hidden />}
            onClick={onEdit}
            aria-label={t('adminProducts.card.editLabel', { name })}
            data-testid="edit-product"
          >
            {t('adminProducts.card.edit')}
          </Button>
          <Button
            variant="light"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={onDelete}
            aria-label={t('adminProducts.card.deleteLabel', { name })}
            data-testid="delete-product"
          >
            {t('adminProducts.card.delete')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
