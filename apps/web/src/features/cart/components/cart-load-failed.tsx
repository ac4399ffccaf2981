import { Alert, Button } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from '@/lib/use-translation';

/** A visitor's cart could not be priced: their lines are kept, and a retry asks the server again. */
export function CartLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle />}
      title={t('guest.quoteFailed')}
      data-testid="cart-load-failed"
    >
      <Button variant="light" color="red" size="xs" mt="xs" onClick={onRetry}>
        {t('checkout.retry')}
      </Button>
    </Alert>
  );
}
