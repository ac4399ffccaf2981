import { Suspense } from 'react';
import { Alert, Anchor, Center, Container, Stack, Text, Title } from '@mantine/core';
import { Spinner } from '@/components/ui/spinner';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useParams, useSearchParams } from 'react-router';
import { Link } from '@/lib/link';
import { loginPath } from '@/lib/visitor-guard';
import { useTranslation } from '@/lib/use-translation';
import { PageBreadcrumbs } from '@/components/ui/page-breadcrumbs';
import { useGuestOrder } from '@/features/orders/api/lookup-order';
import { LazyOrderCard, OrderLookup, lookupFailureKey } from '@/features/orders/components/order-lookup';
import { parseOrderNumber } from '@/features/orders/order-lookup-form';

/**
 * /track-order: find an order with its number and the e-mail or mobile it was placed with.
 * /track-order/{id}?token=…, the e-mailed link, shows that order at once.
 */
export default function TrackOrderPage() {
  const { t } = useTranslation();
  const params = useParams();
  const [search] = useSearchParams();
  const orderId = params.orderId ? parseOrderNumber(params.orderId) : null;
  const linked = useGuestOrder(orderId, search.get('token') ?? '');
  const spinner = (
    <Center py="lg">
      <Spinner size="sm" label={t('common.loading')} />
    </Center>
  );

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <PageBreadcrumbs items={[{ label: t('guest.lookup.title') }]} />
        <Stack gap={6}>
          <Title order={1}>{t('guest.lookup.title')}</Title>
          <Text c="dimmed">
            {t('guest.lookup.intro')}{' '}
            <Anchor component={Link} to={loginPath('/profile/orders')} fw={600}>
              {t('guest.lookup.signIn')}
            </Anchor>
          </Text>
        </Stack>
        {params.orderId && linked.isPending && linked.fetchStatus !== 'idle' && spinner}
        {params.orderId && (linked.isError || orderId === null || !search.get('token')) && (
          <Alert color="red" icon={<IconAlertTriangle />} data-testid="lookup-not-found">
            {t(linked.isError ? lookupFailureKey(linked.error) : 'guest.lookup.notFound')}
          </Alert>
        )}
        {linked.data ? (
          <Suspense fallback={spinner}>
            <div data-testid="lookup-result">
              <LazyOrderCard order={linked.data.order} />
            </div>
          </Suspense>
        ) : (
          <OrderLookup initial={{ orderId: params.orderId ?? '', contact: '' }} />
        )}
      </Stack>
    </Container>
  );
}
