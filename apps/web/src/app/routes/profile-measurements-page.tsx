import { Alert, Group, Stack, Title } from '@mantine/core';
import { useSession } from '@/lib/session';
import { useTranslation } from '@/lib/use-translation';
import { MeasurementsHistory, NewPlanButton } from '@/features/nutrition/components/measurements-history';

/** /profile/measurements. */
export default function ProfileMeasurementsPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const userId = user && Number.isInteger(user.id) && user.id > 0 ? user.id : null;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={2} size="h3">
          {t('measurements.title')}
        </Title>
        <NewPlanButton />
      </Group>
      {userId === null ? (
        <Alert color="yellow">{t('diet.noUserId')}</Alert>
      ) : (
        <MeasurementsHistory userId={userId} />
      )}
    </Stack>
  );
}
