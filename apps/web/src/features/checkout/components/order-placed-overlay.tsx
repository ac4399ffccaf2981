import { Button, Modal, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from '@/lib/use-translation';
import type { OrderDto } from '@atlas/shared/contract/orders';

/** A dimmed overlay (z-index 1050) with the order or transaction id and the payment method. */
export const OVERLAY_Z_INDEX = 1050;

export function OrderPlacedOverlay({
  order,
  onContinue,
}: {
  order: OrderDto | null;
  onContinue: () => void;
}) {
  const { t } = useTranslation();
  const paypal = order?.paymentMethod === 'paypal';
  const id = paypal ? (order?.transactionId ?? String(order?.id)) : String(order?.id ?? '');
  return (
    <Modal
      opened={order !== null}
      onClose={onContinue}
      zIndex={OVERLAY_Z_INDEX}
      centered
      withCloseButton={false}
      overlayProps={{ backgroundOpacity: 0.6, blur: 2 }}
      aria-labelledby="order-placed-title"
      radius="lg"
    >
      <Stack align="center" ta="center" gap="sm" py="md" data-testid="checkout-overlay">
        <ThemeIcon size={64} radius="xl" color="teal" variant="light">
          <IconCircleCheck size={40} aria-hidden />
        </ThemeIcon>
        <Title order={2} size="h3" id="order-placed-title">
          {t('checkout.overlay.title')}
        </Title>
        <Text>
          {t(paypal ? 'checkout.overlay.transactionId' : 'checkout.overlay.orderId')}{' '}
          <Text component="span" fw={700} dir="ltr" data-testid="checkout-overlay-id">
            {id}
          </Text>
        </Text>
        <Text>
          {t('checkout.overlay.paymentMethod')}{' '}
          <Text component="span" fw={700} data-testid="checkout-overlay-method">
            {t(paypal ? 'checkout.payment.paypal' : 'checkout.payment.cod')}
          </Text>
        </Text>
        <Text size="sm" c="dimmed">
          {t('checkout.overlay.redirecting')}
        </Text>
        <Button onClick={onContinue} data-autofocus>
          {t('checkout.overlay.viewOrders')}
        </Button>
      </Stack>
    </Modal>
  );
}
