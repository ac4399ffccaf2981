import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { Alert, Button, Container, Group, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconBuildingStore,
  IconCircleCheck,
  IconReceiptRefund,
  IconShoppingBag,
} from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { PaymobPaymentDto } from '@atlas/shared/contract/paymob';
import { ErrorCode } from '@atlas/shared/contract/error-codes';
import { GUEST_LOOKUP_PATH } from '@atlas/shared/contract/guest';
import { ApiError } from '@/lib/api-client';
import { useFormat } from '@/lib/format';
import { Link } from '@/lib/link';
import { useSession } from '@/lib/session';
import { useTranslation } from '@/lib/use-translation';
import { PageBreadcrumbs } from '@/components/ui/page-breadcrumbs';
import { paymobPaymentQuery } from '@/features/checkout/api/start-paymob-payment';
import { forgetCheckout } from '@/features/checkout/checkout-memory';
import { guestOrderPlaced } from '@/features/checkout/guest-checkout-memory';
import { guestOrderQuery } from '@/features/orders/api/lookup-order';
import { guestCart } from '@/lib/guest-cart';
import { cartKey, ordersKey, productsKey } from '@/lib/query-keys';
import { GUEST_CONFIRMATION_PATH } from './guest-checkout';

/** How often, and how long, the page asks while Paymob has not reported yet. */
const POLL_MS = 2000;
const POLL_FOR_MS = 3 * 60_000;

/**
 * Where the shopper lands back from Paymob. It only shows what Paymob's signed callback recorded
 * (the address's own query parameters are ignored, but for a guest's `token`, which opens the
 * payment), asking again while nothing has arrived. A guest's placed order ends on the guest confirmation.
 */
export default function PaymobReturnPage() {
  const { t } = useTranslation();
  const { reference = '' } = useParams();
  // a guest comes back with the token signed for the reference (guestPaymobReturnPath)
  const guestToken = useSearchParams()[0].get('token');
  const { user } = useSession();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setTimedOut(true), POLL_FOR_MS);
    return () => clearTimeout(timer);
  }, [reference]);
  const payment = useQuery({
    ...paymobPaymentQuery(reference, guestToken),
    refetchInterval: (query) => (query.state.data?.status === 'open' && !timedOut ? POLL_MS : false),
    retry: (count, err) => !(err instanceof ApiError && err.status === 404) && count < 3,
  });
  const status = payment.data?.status;
  const placed = status === 'paid' || status === 'awaiting';
  const orderId = payment.data?.orderId ?? null;
  const lookupToken = payment.data?.lookupToken ?? null;

  useEffect(() => {
    if (!placed || !user || guestToken !== null) return;
    forgetCheckout();
    // the order was written by the callback: the cart, the orders and the stock changed
    void client.invalidateQueries({ queryKey: cartKey(user.id) });
    void client.invalidateQueries({ queryKey: ordersKey(user.id) });
    void client.invalidateQueries({ queryKey: productsKey });
  }, [placed, user, guestToken, client]);

  // a guest's order exists: it ends on the guest confirmation, as an order paid on delivery does
  const guestOrder = useQuery({
    ...guestOrderQuery(orderId ?? 0, lookupToken ?? ''),
    enabled: placed && guestToken !== null && orderId !== null && lookupToken !== null,
  });
  useEffect(() => {
    if (!guestOrder.data) return;
    const { order, lookupToken: token } = guestOrder.data;
    guestOrderPlaced({ order, lookupToken: token, email: order.userEmail });
    guestCart.clear();
    void client.invalidateQueries({ queryKey: productsKey });
    void navigate(GUEST_CONFIRMATION_PATH, { replace: true });
  }, [guestOrder.data, client, navigate]);

  let body: ReactNode;
  if (payment.isPending) body = <Waiting />;
  else if (payment.isError)
    body =
      payment.error instanceof ApiError && payment.error.code === ErrorCode.notFound ? (
        <Outcome
          color="red"
          icon={<IconAlertTriangle size={44} />}
          title={t('paymob.notFound')}
          testId="paymob-not-found"
        />
      ) : (
        <Alert color="red" icon={<IconAlertTriangle />} title={t('paymob.loadFailed')}>
          <Button variant="light" color="red" mt="sm" onClick={() => void payment.refetch()}>
            {t('checkout.retry')}
          </Button>
        </Alert>
      );
  else if (guestToken !== null && placed && !guestOrder.isError) body = <Waiting />;
  else body = <PaymentOutcome payment={payment.data} stillWaiting={timedOut} guest={guestToken !== null} />;

  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <PageBreadcrumbs items={[{ label: t('pages.cart'), to: '/cart' }, { label: t('pages.payment') }]} />
        <Paper
          withBorder
          radius="lg"
          p={{ base: 'lg', sm: 40 }}
          data-testid="paymob-return"
          data-status={status}
        >
          {body}
        </Paper>
      </Stack>
    </Container>
  );
}

function Waiting() {
  const { t } = useTranslation();
  return (
    <Stack align="center" ta="center" gap="md" role="status" data-testid="paymob-waiting">
      <Loader />
      <Title order={1} size="h3">
        {t('paymob.waiting.title')}
      </Title>
      <Text c="dimmed">{t('paymob.waiting.text')}</Text>
    </Stack>
  );
}

function Outcome({
  color,
  icon,
  title,
  text,
  children,
  testId,
}: {
  color: string;
  icon: ReactNode;
  title: string;
  text?: string;
  children?: ReactNode;
  testId: string;
}) {
  return (
    <Stack align="center" ta="center" gap="md" data-testid={testId}>
      <ThemeIcon size={72} radius="xl" color={color} variant="light">
        {icon}
      </ThemeIcon>
      <Title order={1} size="h3">
        {title}
      </Title>
      {text && (
        <Text c="dimmed" maw={460}>
          {text}
        </Text>
      )}
      {children}
    </Stack>
  );
}

function Actions({ retry }: { retry?: boolean }) {
  const { t } = useTranslation();
  const guest = useContext(GuestReturn);
  return (
    <Group justify="center" gap="sm" mt="sm">
      {retry ? (
        <Button component={Link} to={guest ? '/checkout?as=guest' : '/checkout'} data-testid="paymob-retry">
          {t('paymob.backToCheckout')}
        </Button>
      ) : guest ? (
        <Button component={Link} to={GUEST_LOOKUP_PATH} data-testid="paymob-orders">
          {t('guest.lookup.title')}
        </Button>
      ) : (
        <Button component={Link} to="/profile/orders" data-testid="paymob-orders">
          {t('checkout.overlay.viewOrders')}
        </Button>
      )}
      <Button component={Link} to="/products" variant="subtle" leftSection={<IconShoppingBag size={18} />}>
        {t('checkout.continueShopping')}
      </Button>
    </Group>
  );
}

/** The guest's return: the actions lead to the guest's checkout and order lookup, not the profile. */
const GuestReturn = createContext(false);

function PaymentOutcome({
  payment,
  stillWaiting,
  guest,
}: {
  payment: PaymobPaymentDto;
  stillWaiting: boolean;
  guest: boolean;
}) {
  return (
    <GuestReturn.Provider value={guest}>
      <Outcomes payment={payment} stillWaiting={stillWaiting} />
    </GuestReturn.Provider>
  );
}

function Outcomes({ payment, stillWaiting }: { payment: PaymobPaymentDto; stillWaiting: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const amount = format.price(payment.amount);
  switch (payment.status) {
    case 'open':
      return stillWaiting ? (
        <Outcome
          color="yellow"
          icon={<IconAlertTriangle size={44} />}
          title={t('paymob.slow.title')}
          text={t('paymob.slow.text')}
          testId="paymob-slow"
        >
          <Actions />
        </Outcome>
      ) : (
        <Waiting />
      );
    case 'paid':
      return (
        <Outcome
          color="teal"
          icon={<IconCircleCheck size={48} />}
          title={t('paymob.paid.title')}
          text={t('paymob.paid.text', { id: payment.orderId ? format.id(payment.orderId) : '', amount })}
          testId="paymob-paid"
        >
          <Actions />
        </Outcome>
      );
    case 'awaiting': {
      const payBy =
        format.date(payment.expiresAt, { dateStyle: 'full', timeStyle: 'short', timeZone: 'Africa/Cairo' }) ??
        '';
      return (
        <Outcome
          color="orange"
          icon={<IconBuildingStore size={44} />}
          title={t('paymob.kiosk.title')}
          text={t('paymob.kiosk.text', { amount })}
          testId="paymob-kiosk"
        >
          <Paper withBorder radius="md" px="xl" py="md" bg="var(--mantine-color-orange-light)">
            <Text size="sm" fw={600}>
              {t('paymob.kiosk.reference')}
            </Text>
            <Text
              component="p"
              fz={32}
              fw={800}
              dir="ltr"
              ff="monospace"
              style={{ letterSpacing: '0.08em' }}
              data-testid="paymob-kiosk-reference"
            >
              {payment.kioskReference}
            </Text>
          </Paper>
          <Text fw={700} data-testid="paymob-kiosk-pay-by">
            {t('paymob.kiosk.payBy', { date: payBy })}
          </Text>
          <Text size="sm" c="dimmed" maw={460}>
            {t('paymob.kiosk.hold', { id: payment.orderId ? format.id(payment.orderId) : '' })}
          </Text>
          <Actions />
        </Outcome>
      );
    }
    case 'declined':
      return (
        <Outcome
          color="red"
          icon={<IconAlertTriangle size={44} />}
          title={t('paymob.declined.title')}
          text={t('paymob.declined.text')}
          testId="paymob-declined"
        >
          <Actions retry />
        </Outcome>
      );
    case 'refund-due':
    case 'refunded':
      return (
        <Outcome
          color="orange"
          icon={<IconReceiptRefund size={44} />}
          title={t(payment.status === 'refunded' ? 'paymob.refunded.title' : 'paymob.refundDue.title')}
          text={t(`paymob.refundReason.${payment.refundReason ?? 'cancelled'}`, { amount })}
          testId="paymob-refunded"
        >
          <Actions retry={payment.refundReason === 'sold-out'} />
        </Outcome>
      );
    case 'expired':
      return (
        <Outcome
          color="gray"
          icon={<IconAlertTriangle size={44} />}
          title={t('paymob.expired.title')}
          text={t('paymob.expired.text')}
          testId="paymob-expired"
        >
          <Actions retry />
        </Outcome>
      );
    case 'cancelled':
      return (
        <Outcome
          color="gray"
          icon={<IconAlertTriangle size={44} />}
          title={t('paymob.cancelled.title')}
          text={t(payment.refundReason === 'sold-out' ? 'paymob.cancelled.soldOut' : 'paymob.cancelled.text')}
          testId="paymob-cancelled"
        >
          <Actions retry={payment.refundReason === 'sold-out'} />
        </Outcome>
      );
  }
}
