import { ActionIcon, Group, Image, Stack, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { AdminFlavorDto } from '@atlas/shared/contract/admin-products';
import { useFormat } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import { useTranslation } from '@/lib/use-translation';
import { adminName } from '../admin-name';
import { imageSrcSet } from '@atlas/shared/rules/responsive-image';

/** A product's flavors with image, name and stock (red at 0), each with edit-quantity and delete. */
export function FlavorList({
  flavors,
  onEditQuantity,
  onDelete,
}: {
  flavors: AdminFlavorDto[];
  onEditQuantity: (flavor: AdminFlavorDto) => void;
  onDelete: (flavor: AdminFlavorDto) => void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const format = useFormat();
  if (flavors.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('adminProducts.flavors.none')}
      </Text>
    );
  }
  return (
    <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {flavors.map((flavor) => {
        const name = adminName(flavor, language);
        return (
          <Group
            key={flavor.name}
            component="li"
            gap="xs"
            wrap="nowrap"
            justify="space-between"
            data-testid="flavor-row"
            data-flavor={flavor.name}
          >
            {/* a picture alike in shape to the product card's; a flavor's, smaller */}
            <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
              <Image
                src={flavor.image || undefined}
                srcSet={imageSrcSet(flavor.image)}
                sizes="32px"
                alt=""
                w={32}
                h={32}
                radius="sm"
                fit="contain"
                bg="gray.0"
              />
              <Text size="sm" truncate dir="auto">
                {name}
              </Text>
            </Group>
            <Group gap={2} wrap="nowrap">
              <Text
                size="sm"
                fw={600}
                c={flavor.quantity === 0 ? 'red' : undefined}
                miw={28}
                ta="end"
                aria-label={t('adminProducts.flavors.quantityOf', {
                  name,
                  n: format.number(flavor.quantity),
                })}
                data-testid="flavor-quantity"
                data-quantity={flavor.quantity}
              >
                {format.number(flavor.quantity)}
              </Text>
              <ActionIcon
                variant="subtle"
                aria-label={t('adminProducts.flavors.editQuantity', { name })}
                onClick={() => onEditQuantity(flavor)}
                data-testid="edit-flavor-quantity"
              >
                <IconPencil size={16} aria-hidden />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('adminProducts.flavors.delete', { name })}
                onClick={() => onDelete(flavor)}
                data-testid="delete-flavor"
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          </Group>
        );
      })}
    </Stack>
  );
}
