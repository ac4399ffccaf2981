import { Alert, Button, Card, SimpleGrid, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { useAdminDelivery } from '../api/admin-delivery';
import { SettingsForm } from './settings-form';
import { ZoneSection } from './zone-section';

/** The shape of the screen while it loads: zone cards, then the settings form. */
function DeliverySkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="xl" aria-busy="true" data-testid="delivery-loading">
      <VisuallyHidden role="status">{t('adminDelivery.loading')}</VisuallyHidden>
      <Stack gap="md">
        <Skeleton h={28} w={220} />
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {[0, 1, 2].map((i) => (
            <Card key={i} withBorder radius="md">
              <Stack gap="sm">
                <Skeleton h={22} w="60%" />
                <Skeleton h={36} w="80%" />
                <Skeleton h={40} />
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
      <Stack gap="md">
        <Skeleton h={28} w={200} />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <Skeleton h={320} radius="md" />
          <Skeleton h={320} radius="md" />
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}

/**
 * /admin/delivery's content: the delivery zones and the shop settings, from one request; a
 * skeleton while it loads, and the failure with a retry when nothing has loaded (a failed
 * refresh keeps the screen, and the admin's unsaved settings, as they are).
 */
export function DeliveryView() {
  const { t } = useTranslation();
  const delivery = useAdminDelivery();
  if (delivery.isError && !delivery.data) {
    return (
      <Alert color="red" role="alert" data-testid="delivery-error">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('adminDelivery.loadFailed')}</Text>
          <Button
            size="xs"
            variant="light"
            color="red"
            loading={delivery.isFetching}
            onClick={() => void delivery.refetch()}
          >
            {t('adminCommon.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (!delivery.data) return <DeliverySkeleton />;
  const { zones, settings } = delivery.data;
  return (
    <Stack gap="xl">
      <ZoneSection zones={zones} />
      <SettingsForm settings={settings} zones={zones} />
    </Stack>
  );
}
