import type { ReactNode } from 'react';
import { Group, Radio, Stack, Text } from '@mantine/core';
import { IconBrandPaypal, IconCash } from '@tabler/icons-react';
import { useTranslation } from '@/lib/use-translation';
import type { PaymentMethod } from '@atlas/shared/contract/orders';

/** PayPal (offered only when configured, then the default) or cash on delivery. */
export function PaymentMethodPicker({
  value,
  onChange,
  paypalAvailable,
  disabled,
}: {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  paypalAvailable: boolean;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const option = (method: PaymentMethod, label: string, hint: string, icon: ReactNode) => (
    <Radio
      value={method}
      disabled={disabled}
      data-testid={`payment-${method}`}
      label={
        <Group gap={8} wrap="nowrap">
          {icon}
          <span>{t(label)}</span>
        </Group>
      }
      description={
        <Text size="xs" c="dimmed" component="span">
          {t(hint)}
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
        {paypalAvailable &&
          option(
            'paypal',
            'checkout.payment.paypal',
            'checkout.payment.paypalHint',
            <IconBrandPaypal size={18} aria-hidden />,
          )}
        {option(
          'cod',
          'checkout.payment.cod',
          'checkout.payment.codHint',
          <IconCash size={18} aria-hidden />,
        )}
      </Stack>
    </Radio.Group>
  );
}
