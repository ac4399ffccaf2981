import { Alert, Button, Container, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconMailForward, IconSearch, IconShoppingBag } from '@tabler/icons-react';
import { guestOrderLink } from '@atlas/shared/contract/guest';
import { Link } from '@/lib/link';
import { useTranslation } from '@/lib/use-translation';
import { PageBreadcrumbs } from '@/components/ui/page-breadcrumbs';
import type { PlacedGuestOrder } from '@/features/checkout/guest-checkout-memory';
import { OrderCard } from '@/features/orders/components/order-card';

/**
 * After a guest's order: its number, what happens next, the confirmation e-mail, the order, and
 * the offer to create an account from the e-mailed link. Kept in the tab, so a reload shows it again.
 */
export function GuestConfirmation({ placed }: { placed: PlacedGuestOrder | null }) {
  const { t } = useTranslation();

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <PageBreadcrumbs items={[{ label: t('pages.checkoutConfirmation') }]} />
        {!placed ? (
          <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
            <Stack align="center" ta="center" gap="md" data-testid="guest-confirmation-missing">
              <Title order={1} size="h3">
                {t('guest.confirmation.missingTitle')}
              </Title>
              <Text c="dimmed">{t('guest.confirmation.missingText')}</Text>
              <Button component={Link} to="/track-order" leftSection={<IconSearch size={18} />}>
                {t('guest.lookup.title')}
              </Button>
            </Stack>
          </Paper>
        ) : (
          <>
            <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
              <Stack align="center" ta="center" gap="sm" data-testid="guest-confirmation">
                <ThemeIcon size={72} radius="xl" color="teal" variant="light">
                  <IconCircleCheck size={46} aria-hidden />
                </ThemeIcon>
                <Title order={1} size="h2">
                  {t('guest.confirmation.title')}
                </Title>
                <Text size="lg">
                  {t('guest.confirmation.number')}{' '}
                  <Text component="span" fw={800} dir="ltr" data-testid="guest-confirmation-id">
                    #{placed.order.id}
                  </Text>
                </Text>
                <Text c="dimmed" data-testid="guest-confirmation-email">
                  {t('guest.confirmation.emailed')} <bdi>{placed.email}</bdi>
                </Text>
              </Stack>
            </Paper>
            <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
              <Title order={2} size="h4" mb="sm">
                {t('guest.confirmation.nextTitle')}
              </Title>
              <List spacing="xs" size="sm">
                <List.Item>{t('guest.confirmation.next.prepare')}</List.Item>
                <List.Item>
                  {t(
                    placed.order.paymentMethod === 'cod'
                      ? 'guest.confirmation.next.payCod'
                      : placed.order.paymentStatus === 'awaiting'
                        ? 'guestOnline.payKiosk'
                        : 'guest.confirmation.next.paid',
                  )}
                </List.Item>
                <List.Item>{t('guest.confirmation.next.track')}</List.Item>
              </List>
            </Paper>
            <Alert
              color="orange"
              variant="light"
              radius="lg"
              icon={<IconMailForward />}
              title={t('guest.confirmation.accountTitle')}
              data-testid="guest-account-offer"
            >
              <Text size="sm">{t('guest.confirmation.accountText')}</Text>
            </Alert>
            <OrderCard order={placed.order} />
            <Group justify="center" gap="sm">
              <Button component={Link} to="/products" leftSection={<IconShoppingBag size={18} />}>
                {t('checkout.continueShopping')}
              </Button>
              <Button
                component={Link}
                to={guestOrderLink(placed.order.id, placed.lookupToken)}
                variant="default"
                leftSection={<IconSearch size={18} />}
                data-testid="guest-confirmation-track"
              >
                {t('guest.confirmation.track')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Container>
  );
}
