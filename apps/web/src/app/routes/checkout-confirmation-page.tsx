import { useState } from 'react';
import { Button, Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconShoppingBag } from '@tabler/icons-react';
import { Link } from '@/lib/link';
import { useTranslation } from '@/lib/use-translation';
import { PageBreadcrumbs } from '@/components/ui/page-breadcrumbs';
import { useSession } from '@/lib/session';
import { recallPlacedGuestOrder } from '@/features/checkout/guest-checkout-memory';
import { GuestConfirmation } from './guest-confirmation';

/**
 * The order-placed message and a way back to the shop; after a guest's order (kept in the tab),
 * or for a visitor, the guest's confirmation.
 */
export default function CheckoutConfirmationPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [placed] = useState(recallPlacedGuestOrder);
  if (placed || !user) return <GuestConfirmation placed={placed} />;
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <PageBreadcrumbs items={[{ label: t('pages.checkoutConfirmation') }]} />
        <Paper withBorder radius="lg" p={{ base: 'lg', sm: 48 }}>
          <Stack align="center" ta="center" gap="md">
            <ThemeIcon size={80} radius="xl" color="teal" variant="light">
              <IconCircleCheck size={52} aria-hidden />
            </ThemeIcon>
            <Title order={1} size="h2">
              {t('checkout.confirmation.title')}
            </Title>
            <Text c="dimmed" size="lg" maw={440}>
              {t('checkout.confirmation.text')}
            </Text>
            <Stack gap="xs" align="center" mt="sm">
              <Button component={Link} to="/products" size="md" leftSection={<IconShoppingBag size={18} />}>
                {t('checkout.continueShopping')}
              </Button>
              <Button component={Link} to="/profile/orders" variant="subtle">
                {t('checkout.overlay.viewOrders')}
              </Button>
            </Stack>
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
