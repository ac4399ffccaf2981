import { Alert, Button } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from '@/lib/use-translation';

/** Something could not be loaded: what, and a button to try again. */
export function RetryAlert({
  title,
  onRetry,
  testId,
}: {
  title: string;
  onRetry: () => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" title={title} icon={<IconAlertTriangle />} data-testid={testId}>
      <Button variant="light" color="red" size="xs" mt="xs" onClick={onRetry}>
        {t('checkout.retry')}
      </Button>
    </Alert>
  );
}
