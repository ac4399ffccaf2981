import { useEffect, useRef } from 'react';
import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { IconBellOff, IconCircleCheck, IconInfoCircle, IconLinkOff } from '@tabler/icons-react';
import { Link } from '@/lib/link';
import { useTranslation } from '@/lib/use-translation';
import { useAlertLink, type LinkAction } from '../api/stock-alerts';
import { stockAlertErrorKey } from '../stock-alert-errors';

/**
 * What opening a link from an alert e-mail did: the link is sent to the server once, on
 * arrival (a POST, so a mail scanner that only fetches the page changes nothing).
 */
export function StockAlertLinkResult({
  action,
  alert,
  token,
}: {
  action: LinkAction;
  alert: string | null;
  token: string | null;
}) {
  const { t } = useTranslation();
  const open = useAlertLink();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || !alert || !token) return;
    sent.current = true;
    open.mutate({ action, alert, token });
  }, [action, alert, token, open]);

  if (!alert || !token || open.isError) {
    const key = open.isError ? stockAlertErrorKey(open.error) : 'stockAlerts.link.invalid';
    return (
      <Alert color="red" icon={<IconLinkOff aria-hidden />} data-testid="stock-alert-link-error">
        {t(key === 'stockAlerts.errors.gone' ? 'stockAlerts.link.invalid' : key)}
      </Alert>
    );
  }
  if (!open.data) {
    return (
      <Group gap="sm" role="status" aria-live="polite">
        <Loader size="sm" />
        <Text>{t('stockAlerts.link.working')}</Text>
      </Group>
    );
  }
  const result = open.data;
  const message = {
    confirmed: { key: 'stockAlerts.link.confirmed', icon: <IconCircleCheck aria-hidden />, color: 'teal' },
    sent: { key: 'stockAlerts.link.alreadySent', icon: <IconInfoCircle aria-hidden />, color: 'blue' },
    cancelled: { key: 'stockAlerts.link.cancelled', icon: <IconBellOff aria-hidden />, color: 'gray' },
  }[result.status];
  return (
    <>
      <Alert
        color={message.color}
        icon={message.icon}
        data-testid="stock-alert-link-result"
        data-status={result.status}
      >
        {t(message.key)}
      </Alert>
      <Group>
        <Button component={Link} to={`/products/${result.productId}`} data-testid="stock-alert-product">
          {t('stockAlerts.link.toProduct')}
        </Button>
        <Button component={Link} to="/products" variant="default">
          {t('stockAlerts.link.toShop')}
        </Button>
      </Group>
    </>
  );
}
