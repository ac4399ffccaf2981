import { Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';

/** Full-area spinner with a message, shown while a page or its data loads. */
export function PageSpinner({ message }: { message?: string }) {
  const { t } = useTranslation();
  return (
    <Center mih="60vh" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader size="lg" type="bars" />
        <Text c="dimmed">{message ?? t('common.loading')}</Text>
      </Stack>
    </Center>
  );
}
