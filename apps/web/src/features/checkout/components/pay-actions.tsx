import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { PaymobMethod } from '@atlas/shared/contract/paymob';
import { useTranslation } from '@/lib/use-translation';
import type { PaypalSdkConfig } from '../paypal-sdk';
import { PaypalButtons, type PaypalHandlers } from './paypal-buttons';

const lock = (processing: boolean) =>
  processing ? <Loader size={16} color="white" /> : <IconLock size={18} />;

/** The button that pays: a lock, or a spinner and 'Processing…' while the order goes through. */
function PayButton({
  label,
  onClick,
  disabled,
  processing,
  testId,
}: {
  label: string;
  onClick: () => void;
  disabled: boolean;
  processing: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Button
      size="md"
      fullWidth
      onClick={onClick}
      disabled={disabled || processing}
      leftSection={lock(processing)}
      data-testid={testId}
    >
      {processing ? t('checkout.processing') : label}
    </Button>
  );
}

/** Cash on delivery: one button that places the order. */
export function PlaceOrderButton({
  onPlace,
  disabled,
  processing,
}: {
  onPlace: () => void;
  disabled: boolean;
  processing: boolean;
}) {
  const { t } = useTranslation();
  return (
    <PayButton
      label={t('checkout.placeOrder')}
      onClick={onPlace}
      disabled={disabled}
      processing={processing}
      testId="checkout-place-order"
    />
  );
}

/** A Paymob method: the button that goes on to Paymob's page, and what happens there. */
export function PaymobPayButton({
  method,
  onPay,
  disabled,
  processing,
}: {
  method: PaymobMethod;
  onPay: () => void;
  disabled: boolean;
  processing: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      <PayButton
        label={t(`checkout.payment.continue.${method}`)}
        onClick={onPay}
        disabled={disabled}
        processing={processing}
        testId="checkout-paymob"
      />
      <Text size="xs" c="dimmed" ta="center">
        {t('checkout.payment.paymobNote')}
      </Text>
    </Stack>
  );
}

/** PayPal's buttons, with a note while the server captures an approved payment. */
export function PaypalPane({
  config,
  handlers,
  processing,
}: {
  config: PaypalSdkConfig;
  handlers: PaypalHandlers;
  processing: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      {processing && (
        <Group gap="xs" justify="center" role="status">
          <Loader size="xs" />
          <Text size="sm">{t('checkout.processing')}</Text>
        </Group>
      )}
      <PaypalButtons config={config} handlers={handlers} />
    </Stack>
  );
}
