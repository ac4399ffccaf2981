import { useEffect } from 'react';
import { Alert, Button, Center, Grid, Loader, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconPhone } from '@tabler/icons-react';
import { Navigate, useNavigate } from 'react-router';
import { useTranslation } from '@/lib/use-translation';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useSession } from '@/lib/session';
import { useAddresses } from '@/features/checkout/api/get-addresses';
import { useCartCode } from '@/features/cart/api/cart-code';
import { CartCode } from '@/features/cart/components/cart-code';
import { useCheckoutCart } from '@/features/checkout/api/get-cart';
import { usePaymentConfig } from '@/features/checkout/api/get-checkout-config';
import { isPaymob } from '@/features/checkout/checkout-error';
import { blockingLines, cartTotal } from '@/features/checkout/checkout-cart';
import { AddressSection } from '@/features/checkout/components/address-section';
import { GuestCheckout } from './guest-checkout';
import { CheckoutNotices } from '@/features/checkout/components/checkout-notices';
import { RetryAlert } from '@/components/ui/retry-alert';
import {
  CheckoutFrame,
  CheckoutPanel,
  CheckoutSummaryColumn,
} from '@/features/checkout/components/checkout-frame';
import { OrderPlacedOverlay } from '@/features/checkout/components/order-placed-overlay';
import { OrderSummary } from '@/features/checkout/components/order-summary';
import { PaymentMethodPicker } from '@/features/checkout/components/payment-method-picker';
import { PaymobPayButton, PaypalPane, PlaceOrderButton } from '@/features/checkout/components/pay-actions';
import { useCheckout } from '@/features/checkout/use-checkout';
import { useSetAddressGovernorate } from '@/features/checkout/api/set-address-governorate';
import { checkoutGovernorate } from '@/features/checkout/checkout-address';
import { useDeliveryConfig } from '@/features/delivery/api/get-delivery-config';
import { formatDeliveryWindow } from '@atlas/shared/rules/delivery';
import { quoteDelivery } from '@/features/delivery/delivery-quote';
import { rememberGovernorate } from '@/features/delivery/governorate-preference';
import { egpToPiastres, piastresToEgp } from '@atlas/shared/rules/pricing';
import type { CartDto } from '@atlas/shared/contract/cart';

const noLines: CartDto = [];

/** How long the confirmation overlay stays before the orders page. */
const CONFIRMATION_MS = 2500;
const ORDERS_PATH = '/profile/orders';

/** /checkout: a shopper's, or a visitor's choice between signing in and ordering as a guest. */
export default function CheckoutPage() {
  const { user } = useSession();
  return user ? <ShopperCheckout /> : <GuestCheckout />;
}

function ShopperCheckout() {
  const { t, language } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSession();
  const cart = useCheckoutCart();
  const code = useCartCode(cart.data ?? noLines);
  const addresses = useAddresses();
  const config = usePaymentConfig();
  const saved = addresses.data ?? [];
  const checkout = useCheckout({
    userId: user?.id ?? 0,
    addresses: saved,
    paypalAvailable: !!config.paypal,
    paymobMethods: config.paymobMethods,
  });
  const paymob = isPaymob(checkout.method);
  const { placed } = checkout;
  const delivery = useDeliveryConfig();
  const setGovernorate = useSetAddressGovernorate(user?.id ?? 0);
  const governorate = checkoutGovernorate(checkout.address, saved);
  // the governorate checked out with is the one every later estimate uses
  useEffect(() => {
    if (governorate) rememberGovernorate(governorate);
  }, [governorate]);

  useEffect(() => {
    if (!placed) return;
    const timer = setTimeout(() => void navigate(ORDERS_PATH), CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [placed, navigate]);

  if (cart.isError && !placed) {
    return (
      <CheckoutFrame>
        <RetryAlert title={t('checkout.cartLoadFailed')} onRetry={() => void cart.refetch()} />
      </CheckoutFrame>
    );
  }
  if (!cart.data || config.isPending) return <PageSpinner />;
  if (cart.data.length === 0 && !placed) return <Navigate to="/cart" replace />;

  const items = cart.data;
  const subtotal = cartTotal(items);
  const goods = piastresToEgp(egpToPiastres(subtotal) - egpToPiastres(code.discount));
  const quote = delivery.data
    ? quoteDelivery(delivery.data, {
        subtotal: goods,
        freeDelivery: code.freeDelivery,
        governorate,
        method: checkout.method,
        now: new Date(),
        lang: language,
      })
    : null;
  const place = governorate ? t(`governorates.${governorate}`) : '';
  const charges = {
    deliveryFee: governorate && quote ? quote.deliveryFee : null,
    codFee: governorate && quote ? quote.codFee : 0,
    total: governorate && quote ? quote.total : goods,
    discount: code.discount,
    code: code.code,
    deliveryLabel: governorate ? t('delivery.lineTo', { place }) : t('delivery.line'),
    arrives:
      governorate && quote?.available
        ? t('delivery.arrives', { dates: formatDeliveryWindow(quote.window, language) })
        : null,
  };
  const deliveryOff = !!governorate && quote?.available === false;
  const blocked = blockingLines(items).length > 0;
  // a code on the cart that does not apply to it now is fixed (or removed) before paying
  const canPay = checkout.addressReady && !blocked && !deliveryOff && !!quote && !code.refusal;

  return (
    <CheckoutFrame>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <CheckoutPanel>
              <PaymentMethodPicker
                value={checkout.method}
                onChange={checkout.setMethod}
                paypalAvailable={!!config.paypal}
                paymobMethods={config.paymobMethods}
                disabled={checkout.processing}
              />
              {paymob && (
                <TextInput
                  mt="md"
                  type="tel"
                  dir="ltr"
                  autoComplete="tel"
                  inputMode="tel"
                  required
                  label={t('checkout.payment.phone')}
                  description={t(`checkout.payment.phoneHint.${checkout.method}`)}
                  placeholder="01012345678"
                  leftSection={<IconPhone size={16} aria-hidden />}
                  value={checkout.phone}
                  onChange={(e) => checkout.setPhone(e.currentTarget.value)}
                  error={
                    checkout.phone.trim() && !checkout.phoneValid
                      ? t('checkout.errors.phoneInvalid')
                      : undefined
                  }
                  disabled={checkout.processing}
                  data-testid="checkout-phone"
                />
              )}
            </CheckoutPanel>
            <CheckoutPanel title={t('checkout.address.title')}>
              {addresses.isPending ? (
                <Center py="lg" role="status" aria-label={t('common.loading')}>
                  <Loader size="sm" />
                </Center>
              ) : (
                <AddressSection
                  addresses={saved}
                  loadFailed={addresses.isError}
                  choice={checkout.address}
                  onChange={checkout.setAddress}
                  disabled={checkout.processing}
                  governorates={delivery.data?.governorates ?? []}
                  onSavedGovernorate={(addressId, code) =>
                    setGovernorate.mutate({ addressId, governorate: code })
                  }
                  savingGovernorate={setGovernorate.isPending}
                />
              )}
            </CheckoutPanel>
          </Stack>
        </Grid.Col>
        <CheckoutSummaryColumn>
          <CartCode code={code} />
          <OrderSummary items={items} subtotal={subtotal} charges={charges} />
          {delivery.isError && (
            <Alert color="yellow" icon={<IconAlertTriangle />}>
              <Text size="sm">{t('checkout.deliveryLoadFailed')}</Text>
              <Button variant="light" size="xs" mt="xs" onClick={() => void delivery.refetch()}>
                {t('checkout.retry')}
              </Button>
            </Alert>
          )}
          <CheckoutNotices
            deliveryOffIn={deliveryOff ? place : null}
            blocked={blocked}
            error={checkout.error}
          />
          {isPaymob(checkout.method) ? (
            <PaymobPayButton
              method={checkout.method}
              onPay={() => void checkout.payWithPaymob()}
              disabled={!canPay || !checkout.phoneValid}
              processing={checkout.processing}
            />
          ) : checkout.method === 'cod' ? (
            <PlaceOrderButton
              onPlace={() => void checkout.placeCod()}
              disabled={!canPay || !!placed}
              processing={checkout.processing}
            />
          ) : config.paypal && canPay && !placed ? (
            <PaypalPane config={config.paypal} handlers={checkout.paypal} processing={checkout.processing} />
          ) : (
            !blocked && (
              <Text size="sm" c="dimmed" data-testid="paypal-needs-address">
                {t('checkout.payment.completeAddress')}
              </Text>
            )
          )}
        </CheckoutSummaryColumn>
      </Grid>
      <OrderPlacedOverlay order={placed} onContinue={() => void navigate(ORDERS_PATH)} />
    </CheckoutFrame>
  );
}
