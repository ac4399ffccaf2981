import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { DeliveryZoneDto } from '@atlas/shared/contract/delivery';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { governorateNames, zoneName } from '../zone-form';

/** '1–2 working days', '2 working days' or 'Same working day', in the interface language. */
export function useWindowText(): (zone: Pick<DeliveryZoneDto, 'minDays' | 'maxDays'>) => string {
  const { t } = useTranslation();
  const format = useFormat();
  return ({ minDays, maxDays }) => {
    if (maxDays === 0) return t('adminDelivery.window.sameDay');
    if (minDays === maxDays)
      return t('adminDelivery.window.exact', { count: maxDays, n: format.number(maxDays) });
    return t('adminDelivery.window.range', {
      count: maxDays,
      min: format.number(minDays),
      max: format.number(maxDays),
    });
  };
}

/** One delivery zone: name, state, fee, window, its governorates, and Edit and Delete. */
export function ZoneCard({
  zone,
  onEdit,
  onDelete,
}: {
  zone: DeliveryZoneDto;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t, language } = useTranslation();
  const format = useFormat();
  const windowText = useWindowText();
  const name = zoneName(zone, language);
  const count = zone.governorates.length;

  return (
    <Card
      component="li"
      withBorder
      radius="md"
      padding="md"
      data-testid="delivery-zone"
      data-zone-id={zone.id}
    >
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Title order={3} fz="h4" dir="auto" style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Title>
          <Group gap={6} justify="flex-end">
            {zone.isDefault && (
              <Badge variant="filled" color="blue.8" data-testid="default-zone-badge">
                {t('adminDelivery.zones.default')}
              </Badge>
            )}
            <Badge variant="light" color={zone.enabled ? 'green' : 'gray'}>
              {t(zone.enabled ? 'adminDelivery.zones.on' : 'adminDelivery.zones.off')}
            </Badge>
          </Group>
        </Group>
        <Group gap="lg">
          <div>
            <Text size="xs" c="dimmed">
              {t('adminDelivery.zones.fee')}
            </Text>
            <Text fw={600}>{format.price(zone.fee)}</Text>
          </div>
          <div>
            <Text size="xs" c="dimmed">
              {t('adminDelivery.zones.window')}
            </Text>
            <Text fw={600}>{windowText(zone)}</Text>
          </div>
        </Group>
        <div style={{ flex: 1 }}>
          <Text size="xs" c="dimmed">
            {count === 0
              ? t('adminDelivery.zones.noGovernorates')
              : t('adminDelivery.zones.governorateCount', { count, n: format.number(count) })}
          </Text>
          {count > 0 && (
            <Text size="sm" lineClamp={3}>
              {governorateNames(zone.governorates, language).join(t('adminDelivery.listSeparator'))}
            </Text>
          )}
        </div>
        {/* edit and delete alike in shape to other cards' actions; each card its own words */}
        <Group gap="xs" justify="flex-end">
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPencil size={16} aria-hidden />}
            aria-label={t('adminDelivery.zones.editOf', { name })}
            onClick={onEdit}
            data-testid="edit-zone"
          >
            {t('adminDelivery.zones.edit')}
          </Button>
          <Button
            variant="subtle"
            color="red"
            size="xs"
            leftSection={<IconTrash size={16} aria-hidden />}
            aria-label={t('adminDelivery.zones.deleteOf', { name })}
            onClick={onDelete}
            data-testid="delete-zone"
          >
            {t('adminDelivery.zones.delete')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
