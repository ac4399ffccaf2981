import { Alert, Button, Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { IconAlertTriangle, IconPackageOff } from '@tabler/icons-react';
import { Link } from '@/lib/link';
import { useTranslation } from '@/lib/use-translation';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useSession } from '@/lib/session';
import { useCartSync } from '@/features/cart/api/cart-sync';
import { useOrders } from '@/features/orders/api/list-orders';
import { OrderCard } from '@/features/orders/components/order-card';
import { ReorderLinkResult } from '@/features/orders/components/reorder-link-result';
import classes from './profile-orders-page.module.css';

const ORDER_ID = /^[1-9][0-9]{0,9}$/;

/**
 * Two screens of the shopper's orders in one route module: /profile/orders, the history, and
 * /reorder/{orderId}, the link of a reorder reminder e-mail (signed in; the guard sends a visitor
 * to log in and back). They share the orders feature's reorder parts, and a module of its own
 * would add a route entry to the first JavaScript of every public page, which has no room for it.
 */
export default function ProfileOrdersPage() {
  const orderId = useParams().orderId;
  return orderId === undefined ? <OrderHistory /> : <ReorderLinkScreen param={orderId} />;
}

function ReorderLinkScreen({ param }: { param: string }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const cart = useCartSync();
  const orderId = ORDER_ID.test(param) && Number(param) <= 2_147_483_647 ? Number(param) : null;
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('orders.reorder.button')}</Title>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          {user && <ReorderLinkResult key={orderId} userId={user.id} orderId={orderId} cart={cart} />}
        </Paper>
      </Stack>
    </Container>
  );
}

/** The shopper's order history. */
function OrderHistory() {
  const { t } = useTranslation();
  const { user } = useSession();
  const userId = user && Number.isInteger(user.id) && user.id > 0 ? user.id : null;
  const orders = useOrders(userId);
  const cart = useCartSync();

  const heading = (
    <Title order={2} size="h3">
      {t('pages.orders')}
    </Title>
  );

  if (userId === null) {
    return (
      <Stack gap="lg">
        {heading}
        <Alert color="yellow" data-testid="orders-login">
          {t('orders.loginRequired')}
        </Alert>
      </Stack>
    );
  }
  if (orders.isError) {
    return (
      <Stack gap="lg">
        {heading}
        <Alert
          color="red"
          icon={<IconAlertTriangle />}
          title={t('orders.loadFailed')}
          data-testid="orders-error"
        >
          <Button
            variant="light"
            color="red"
            mt="xs"
            onClick={() => void orders.refetch()}
            loading={orders.isFetching}
          >
            {t('orders.retry')}
          </Button>
        </Alert>
      </Stack>
    );
  }
  if (!orders.data) return <PageSpinner message={t('orders.loading')} />;

  return (
    <Stack gap="lg">
      {heading}
      {orders.data.length === 0 ? (
        <Stack align="center" ta="center" gap="sm" py="xl" data-testid="orders-empty">
          <ThemeIcon size={72} radius="xl" variant="light" color="gray">
            <IconPackageOff size={40} aria-hidden />
          </ThemeIcon>
          <Text fw={700} size="lg">
            {t('orders.emptyTitle')}
          </Text>
          <Text c="dimmed" maw={360}>
            {t('orders.emptyText')}
          </Text>
          <Button component={Link} to="/products" mt="xs">
            {t('orders.startShopping')}
          </Button>
        </Stack>
      ) : (
        <div className={classes.list}>
          {orders.data.map((order) => (
            <OrderCard key={order.id} order={order} cart={cart} />
          ))}
        </div>
      )}
    </Stack>
  );
}
