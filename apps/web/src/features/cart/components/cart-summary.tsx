import type { ReactNode } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import { Link } from '@/lib/link';
import { useTranslation } from '@/lib/use-translation';
import { egpToPiastres, piastresToEgp } from '@atlas/shared/rules/pricing';
import { useFormat } from '@/lib/format';

/**
 * Total and the way to checkout. While a line is sold out or above the stock the checkout button
 * is disabled and the reason is given next to it.
 */
export function CartSummary({
  count,
  total,
  discount = 0,
  code,
  blocked,
  onNavigate,
  delivery,
  children,
}: {
  count: number;
  /** The items' total, EGP. */
  total: number;
  /** What the code takes off, EGP. */
  discount?: number;
  /** The promo code's field or the code applied. */
  code?: ReactNode;
  blocked: boolean;
  onNavigate?: () => void;
  /** What delivery adds (the delivery feature's, placed here by the page). */
  delivery?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const goods = piastresToEgp(egpToPiastres(total) - egpToPiastres(discount));
  return (
    <Stack gap="sm">
      {code}
      {discount > 0 && (
        <Group justify="space-between" wrap="nowrap" data-testid="cart-items-subtotal">
          <Text size="sm" c="dimmed">
            {t('cart.itemsBeforeCode')}
          </Text>
          <Text size="sm" c="dimmed" td="line-through">
            {format.price(total)}
          </Text>
        </Group>
      )}
      <Group justify="space-between" align="baseline" wrap="nowrap">
        <div>
          <Text fw={700} size="lg">
            {t('cart.total')}
          </Text>
          <Text size="sm" c="dimmed" data-testid="cart-count">
            {t('cart.itemCount', { count, n: format.number(count) })}
          </Text>
        </div>
        <Text fw={800} size="xl" c="navy.8" data-testid="cart-total">
          {format.price(goods)}
        </Text>
      </Group>
      {delivery}
      {blocked && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          p="xs"
          id="cart-blocked-reason"
          data-testid="cart-blocked"
        >
          {t('cart.blocked')}
        </Alert>
      )}
      {blocked ? (
        <Button
          size="md"
          fullWidth
          disabled
          leftSection={<IconLock size={18} />}
          aria-describedby="cart-blocked-reason"
          data-testid="cart-checkout"
        >
          {t('cart.checkout')}
        </Button>
      ) : (
        <Button
          component={Link}
          to="/checkout"
          size="md"
          fullWidth
          onClick={onNavigate}
          data-testid="cart-checkout"
        >
          {t('cart.checkout')}
        </Button>
      )}
      {children}
    </Stack>
  );
}
