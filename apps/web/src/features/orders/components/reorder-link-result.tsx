import { useEffect, useRef } from 'react';
import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconShoppingCart } from '@tabler/icons-react';
import { ApiError } from '@/lib/api-client';
import { Link } from '@/lib/link';
import { useTranslation } from '@/lib/use-translation';
import { useFormat } from '@/lib/format';
import { useReorder, type CartSync } from '../api/reorder';
import { summaryTitle, unitsAdded } from '../reorder-display';
import { ReorderSummary } from './reorder-summary';

function errorKey(err: unknown): string {
  if (err instanceof ApiError && err.status === 404) return 'orders.reorderLink.notFound';
  if (err instanceof ApiError && err.status === 429) return 'orders.reorder.tooMany';
  return 'orders.reorder.failed';
}

/**
 * The one-tap link of a reorder reminder: on arrival the order's lines go back in the cart once
 * (a POST from the page, so a mail scanner that only fetches the link changes nothing), then the
 * summary says what went in, with the cart a tap away.
 */
export function ReorderLinkResult({
  userId,
  orderId,
  cart,
}: {
  userId: number;
  /** Null when the link's order number is not one. */
  orderId: number | null;
  cart: CartSync;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const reorder = useReorder(userId, orderId ?? 0, cart);
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || orderId === null) return;
    sent.current = true;
    reorder.mutate();
  }, [orderId, reorder]);

  const others = (
    <Button component={Link} to="/profile/orders" variant="default">
      {t('orders.reorderLink.toOrders')}
    </Button>
  );

  if (orderId === null || reorder.isError) {
    return (
      <Stack gap="md">
        <Alert color="red" icon={<IconAlertTriangle aria-hidden />} data-testid="reorder-link-error">
          {t(orderId === null ? 'orders.reorderLink.notFound' : errorKey(reorder.error))}
        </Alert>
        <Group>
          {reorder.isError && !(reorder.error instanceof ApiError && reorder.error.status === 404) && (
            <Button onClick={() => reorder.mutate()} loading={reorder.isPending}>
              {t('orders.retry')}
            </Button>
          )}
          {others}
        </Group>
      </Stack>
    );
  }
  if (!reorder.data) {
    return (
      <Group gap="sm" role="status" aria-live="polite">
        <Loader size="sm" />
        <Text>{t('orders.reorderLink.working', { id: format.id(orderId) })}</Text>
      </Group>
    );
  }
  const answer = reorder.data;
  return (
    <Stack gap="md" data-testid="reorder-link-result">
      <Title order={2} size="h4">
        {t(summaryTitle(answer), { id: format.id(orderId) })}
      </Title>
      <ReorderSummary answer={answer} />
      <Group>
        {unitsAdded(answer.lines) > 0 ? (
          <Button
            component={Link}
            to="/cart"
            leftSection={<IconShoppingCart size={16} aria-hidden />}
            data-testid="reorder-view-cart"
          >
            {t('orders.reorder.viewCart')}
          </Button>
        ) : (
          <Button component={Link} to="/products">
            {t('orders.reorderLink.toShop')}
          </Button>
        )}
        {others}
      </Group>
    </Stack>
  );
}
