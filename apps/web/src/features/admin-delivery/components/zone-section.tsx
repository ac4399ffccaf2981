import { useId, useState } from 'react';
import { Alert, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconInfoCircle, IconPlus } from '@tabler/icons-react';
import type { DeliveryZoneDto } from '@atlas/shared/contract/delivery';
import { showFailure, showSuccess } from '@/components/admin/admin-feedback';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { useTranslation } from '@/lib/use-translation';
import { useDeleteZone } from '../api/admin-delivery';
import { failureKey } from '../form-rules';
import { deleteBlocker, governorateNames, unassignedGovernorates, zoneName } from '../zone-form';
import { ZoneCard } from './zone-card';
import { ZoneFormModal } from './zone-form-modal';
import { SectionHeading } from './section-heading';

/**
 * The delivery zones: a card each, the governorates no zone holds, 'Add zone', the zone form
 * (add and edit) and deletion behind its confirmation. A zone that still has governorates or is
 * the default cannot be deleted: the admin is told why, before asking the server or after its 409.
 */
export function ZoneSection({ zones }: { zones: DeliveryZoneDto[] }) {
  const { t, language } = useTranslation();
  const titleId = useId();
  const remove = useDeleteZone();
  const [editing, setEditing] = useState<DeliveryZoneDto | 'new' | null>(null);
  const [deleting, setDeleting] = useState<DeliveryZoneDto | null>(null);
  const unassigned = unassignedGovernorates(zones);
  const defaultZone = zones.find((zone) => zone.isDefault);

  const blockedText = (zone: DeliveryZoneDto) => {
    const blocker = deleteBlocker(zone);
    return blocker && t(`adminDelivery.blocked.${blocker}`, { name: zoneName(zone, language) });
  };

  const askDelete = (zone: DeliveryZoneDto) => {
    const blocked = blockedText(zone);
    if (blocked) showFailure(blocked);
    else setDeleting(zone);
  };

  const confirmDelete = () => {
    if (!deleting || remove.isPending) return;
    remove.mutate(deleting.id, {
      onSuccess: () => showSuccess(t('adminDelivery.zoneDeleted')),
      // a 409: the zone gained governorates or became the default meanwhile (the list is fetched again)
      onError: (error) => showFailure(t('adminDelivery.deleteFailed', { reason: t(failureKey(error)) })),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <Stack gap="md" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" align="center" gap="sm">
        <SectionHeading
          id={titleId}
          title={t('adminDelivery.zones.title')}
          intro={t('adminDelivery.zones.intro')}
        />
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setEditing('new')}
          data-testid="add-zone"
        >
          {t('adminDelivery.zones.add')}
        </Button>
      </Group>

      {unassigned.length > 0 && (
        <Alert
          color="yellow"
          icon={<IconInfoCircle size={20} aria-hidden />}
          title={t('adminDelivery.zones.unassignedTitle')}
          data-testid="unassigned-governorates"
        >
          {t('adminDelivery.zones.unassigned', {
            zone: defaultZone ? zoneName(defaultZone, language) : '—',
            names: governorateNames(unassigned, language).join(t('adminDelivery.listSeparator')),
          })}
        </Alert>
      )}

      {zones.length === 0 ? (
        <Text c="dimmed" data-testid="delivery-zones-empty">
          {t('adminDelivery.zones.empty')}
        </Text>
      ) : (
        <SimpleGrid
          component="ul"
          cols={{ base: 1, sm: 2, lg: 3 }}
          spacing="md"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-labelledby={titleId}
        >
          {zones.map((zone) => (
            <ZoneCard
              key={zone.id}
              zone={zone}
              onEdit={() => setEditing(zone)}
              onDelete={() => askDelete(zone)}
            />
          ))}
        </SimpleGrid>
      )}

      <ZoneFormModal zone={editing} zones={zones} onClose={() => setEditing(null)} />
      <ConfirmDialog
        opened={deleting !== null}
        title={deleting ? t('adminDelivery.delete.title', { name: zoneName(deleting, language) }) : ''}
        message={t('adminDelivery.delete.message')}
        confirmLabel={t('adminDelivery.delete.confirm')}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
