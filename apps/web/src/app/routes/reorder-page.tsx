import { Container, Paper, Stack, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { useSession } from '@/lib/session';
import { useTranslation } from '@/lib/use-translation';
import { useCartSync } from '@/features/cart/api/cart-sync';
import { ReorderLinkResult } from '@/features/orders/components/reorder-link-result';

const ORDER_ID = /^[1-9][0-9]{0,9}$/;

/** /reorder/{orderId}: the link of a reorder reminder e-mail (signed in; the guard sends a visitor to log in and back). */
export default function ReorderPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const cart = useCartSync();
  const param = useParams().orderId ?? '';
  const orderId = ORDER_ID.test(param) && Number(param) <= 2_147_483_647 ? Number(param) : null;
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('orders.reorderLink.title')}</Title>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          {user && <ReorderLinkResult key={orderId} userId={user.id} orderId={orderId} cart={cart} />}
        </Paper>
      </Stack>
    </Container>
  );
}
