import type { ReactNode } from 'react';
import { Group, Radio, Stack, Text } from '@mantine/core';
import {
  IconBrandPaypal,
  IconBuildingStore,
  IconCash,
  IconCreditCard,
  IconDeviceMobile,
} from '@tabler/icons-react';
import { useTranslation } from '@/lib/use-translation';
import type { PaymentMethod } from '@atlas/shared/contract/orders';
import type { PaymobMethod } from '@atlas/shared/contract/paymob';

const paymobIcons: Record<PaymobMethod, ReactNode> = {
  card: <IconCreditCard size={18} aria-hidden />,
  wallet: <IconDeviceMobile size={18} aria-hidden />,
  kiosk: <IconBuildingStore size={18} aria-hidden />,
};

/**
 * Paymob's card, wallet and kiosk (each offered only when configured), PayPal (when configured) and
 * cash on delivery.
 */
export function PaymentMethodPicker({
  value,
  onChange,
  paypalAvailable,
  paymobMethods,
  disabled,
}: {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  paypalAvailable: boolean;
  paymobMethods: readonly PaymobMethod[];
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const option = (method: PaymentMethod, icon: ReactNode) => (
    <Radio
      key={method}
      value={method}
      disabled={disabled}
      data-testid={`payment-${method}`}
      label={
        <Group gap={8} wrap="nowrap">
          {icon}
          <span>{t(`checkout.payment.${method}`)}</span>
        </Group>
      }
      description={
        <Text size="xs" c="dimmed" component="span">
          {t(`checkout.payment.${method}Hint`)}
        </Text>
      }
    />
  );
  return (
    <Radio.Group
      value={value}
      onChange={(v) => onChange(v as PaymentMethod)}
      label={t('checkout.payment.title')}
    >
      <Stack gap="sm" mt="xs">
        {paymobMethods.map((method) => option(method, paymobIcons[method]))}
        {paypalAvailable && option('paypal', <IconBrandPaypal size={18} aria-hidden />)}
        {option('cod', <IconCash size={18} aria-hidden />)}
      </Stack>
    </Radio.Group>
  );
}
