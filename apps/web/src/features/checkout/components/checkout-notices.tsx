import { Alert, Anchor, Text } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft } from '@tabler/icons-react';
import { Link } from '@/lib/link';
import { useTranslation } from '@/lib/use-translation';
import type { CheckoutMessage } from '../checkout-error';

/** Why the order cannot be placed as it is: delivery off where it goes, lines above the stock, the last failure. */
export function CheckoutNotices({
  deliveryOffIn,
  blocked,
  error,
}: {
  /** The governorate's name when delivery there is switched off. */
  deliveryOffIn: string | null;
  blocked: boolean;
  error: CheckoutMessage | null;
}) {
  const { t } = useTranslation();
  return (
    <>
      {deliveryOffIn !== null && (
        <Alert color="red" icon={<IconAlertTriangle />} data-testid="checkout-delivery-off">
          {t('delivery.unavailable', { place: deliveryOffIn })}
        </Alert>
      )}
      {blocked && (
        <Alert color="orange" icon={<IconAlertTriangle />} data-testid="checkout-stock-blocked">
          <Text size="sm">{t('checkout.stockBlocked')}</Text>
          <Anchor component={Link} to="/cart" size="sm" fw={700}>
            {t('checkout.backToCart')}
          </Anchor>
        </Alert>
      )}
      {error && (
        <Alert color="red" role="alert" icon={<IconAlertTriangle />} data-testid="checkout-error">
          {t(error.key, error.params)}
        </Alert>
      )}
    </>
  );
}

/** Back to the shop from the checkout. */
export function ContinueShoppingLink() {
  const { t } = useTranslation();
  return (
    <Anchor
      component={Link}
      to="/products"
      size="sm"
      fw={600}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4, alignSelf: 'flex-start' }}
    >
      <IconArrowLeft size={16} className="flip-rtl" aria-hidden />
      {t('checkout.continueShopping')}
    </Anchor>
  );
}
