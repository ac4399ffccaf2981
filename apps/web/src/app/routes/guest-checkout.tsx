import { Anchor, Grid, Stack, Text, Title } from '@mantine/core';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Link } from '@/lib/link';
import { useTranslation } from '@/lib/use-translation';
import { useGuestLines } from '@/lib/guest-cart';
import { loginPath } from '@/lib/visitor-guard';
import { PageSpinner } from '@/components/ui/page-spinner';
import { AddressDraftFields } from '@/features/checkout/components/address-draft-fields';
import { GuestCheckoutChoice } from '@/features/checkout/components/guest-checkout-choice';
import { GuestContactFields } from '@/features/checkout/components/guest-contact-fields';
import { OrderSummary } from '@/features/checkout/components/order-summary';
import { PaymentMethodPicker } from '@/features/checkout/components/payment-method-picker';
import { PaymobPayButton, PaypalPane, PlaceOrderButton } from '@/features/checkout/components/pay-actions';
import { blockingLines } from '@/features/checkout/checkout-cart';
import { isPaymob } from '@/features/checkout/checkout-error';
import { usePaymentConfig } from '@/features/checkout/api/get-checkout-config';
import { useGuestCheckout } from '@/features/checkout/use-guest-checkout';
import { useDeliveryConfig } from '@/features/delivery/api/get-delivery-config';
import { formatDeliveryWindow } from '@atlas/shared/rules/delivery';
import { CheckoutNotices } from '@/features/checkout/components/checkout-notices';
import { RetryAlert } from '@/components/ui/retry-alert';
import {
  CheckoutFrame,
  CheckoutPanel,
  CheckoutSummaryColumn,
} from '@/features/checkout/components/checkout-frame';
import { egpToPiastres, piastresToEgp } from '@atlas/shared/rules/pricing';

export const GUEST_CONFIRMATION_PATH = '/checkout-confirmation';

/**
 * /checkout for a visitor: sign in, or go on as a guest (`?as=guest`) with contact, address and
 * way of paying; the summary is the server's quote for those lines, governorate and method.
 */
export function GuestCheckout() {
  const { t, language } = useTranslation();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const lines = useGuestLines();
  const delivery = useDeliveryConfig();
  const config = usePaymentConfig();
  const checkout = useGuestCheckout({
    lines,
    // cash on delivery first (the default), then the online methods the shop has configured
    methods: ['cod', ...(config.paypal ? (['paypal'] as const) : []), ...config.paymobMethods],
    onPlaced: () => void navigate(GUEST_CONFIRMATION_PATH, { replace: true }),
  });
  const asGuest = search.get('as') === 'guest';

  if (checkout.placed) return <PageSpinner />;
  if (lines.length === 0) return <Navigate to="/cart" replace />;
  if (!asGuest) {
    return (
      <CheckoutFrame>
        <GuestCheckoutChoice onGuest={() => setSearch({ as: 'guest' })} />
      </CheckoutFrame>
    );
  }

  const { quote } = checkout;
  if (quote.isError && !quote.data) {
    return (
      <CheckoutFrame>
        <RetryAlert title={t('guest.quoteFailed')} onRetry={() => void quote.refetch()} />
      </CheckoutFrame>
    );
  }
  if (!quote.data) return <PageSpinner />;

  const priced = quote.data;
  const governorate = checkout.form.address.governorate;
  const place = governorate ? t(`governorates.${governorate}`) : '';
  const charges = {
    deliveryFee: governorate ? priced.delivery.deliveryFee : null,
    codFee: governorate ? priced.delivery.codFee : 0,
    total: governorate
      ? priced.total
      : piastresToEgp(egpToPiastres(priced.subtotal) - egpToPiastres(priced.discount)),
    discount: priced.discount,
    code: priced.code?.code ?? null,
    deliveryLabel: governorate ? t('delivery.lineTo', { place }) : t('delivery.line'),
    arrives:
      governorate && priced.delivery.available
        ? t('delivery.arrives', { dates: formatDeliveryWindow(priced.delivery.window, language) })
        : null,
  };
  const deliveryOff = !!governorate && !priced.delivery.available;
  const blocked = blockingLines(priced.items).length > 0 || priced.unavailable.length > 0;
  const canPlace = checkout.ready && priced.canPlace && !quote.isPlaceholderData;

  return (
    <CheckoutFrame>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <CheckoutPanel>
              <Title order={2} size="h4" mb={4}>
                {t('guest.contact.title')}
              </Title>
              <Text size="sm" c="dimmed" mb="md">
                {t('guest.contact.intro')}{' '}
                <Anchor component={Link} to={loginPath('/checkout')} size="sm" fw={600}>
                  {t('guest.choice.signIn')}
                </Anchor>
              </Text>
              <GuestContactFields
                contact={checkout.form.contact}
                onChange={checkout.setContact}
                disabled={checkout.processing}
              />
            </CheckoutPanel>
            <CheckoutPanel title={t('checkout.address.title')}>
              <AddressDraftFields
                draft={checkout.form.address}
                onChange={checkout.setAddress}
                disabled={checkout.processing}
                governorates={delivery.data?.governorates ?? []}
              />
            </CheckoutPanel>
            {/* the payment parts are alike in shape to the member's checkout, with the guest's own rules:
                a filled-in form instead of saved addresses, and one canPlace for every method */}
            <CheckoutPanel>
              <PaymentMethodPicker
                value={checkout.method}
                onChange={checkout.setMethod}
                paypalAvailable={!!config.paypal}
                paymobMethods={config.paymobMethods}
                disabled={checkout.processing}
              />
            </CheckoutPanel>
          </Stack>
        </Grid.Col>
        <CheckoutSummaryColumn>
          <OrderSummary items={priced.items} subtotal={priced.subtotal} charges={charges} />
          <CheckoutNotices
            deliveryOffIn={deliveryOff ? place : null}
            blocked={blocked}
            error={checkout.error}
          />
          {!checkout.ready && (
            <Text size="sm" c="dimmed" data-testid="guest-form-incomplete">
              {t('guest.completeForm')}
            </Text>
          )}
          {isPaymob(checkout.method) ? (
            <PaymobPayButton
              method={checkout.method}
              onPay={() => void checkout.payWithPaymob()}
              disabled={!canPlace}
              processing={checkout.processing}
            />
          ) : checkout.method === 'paypal' ? (
            config.paypal &&
            canPlace && (
              <PaypalPane
                config={config.paypal}
                handlers={checkout.paypal}
                processing={checkout.processing}
              />
            )
          ) : (
            <PlaceOrderButton
              onPlace={() => void checkout.place()}
              disabled={!canPlace}
              processing={checkout.processing}
            />
          )}
        </CheckoutSummaryColumn>
      </Grid>
    </CheckoutFrame>
  );
}
