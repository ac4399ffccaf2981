import type { ReactNode } from 'react';
import { Container, Grid, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { PageBreadcrumbs } from '@/components/ui/page-breadcrumbs';
import { ContinueShoppingLink } from './checkout-notices';

/** The checkout's page: breadcrumbs back to the cart, the title, then the content. */
export function CheckoutFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <PageBreadcrumbs items={[{ label: t('pages.cart'), to: '/cart' }, { label: t('pages.checkout') }]} />
        <Title order={1}>{t('pages.checkout')}</Title>
        {children}
      </Stack>
    </Container>
  );
}

/** One of the checkout's panels (the address, the payment method), titled. */
export function CheckoutPanel({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      {title && (
        <Title order={2} size="h4" mb="md">
          {title}
        </Title>
      )}
      {children}
    </Paper>
  );
}

/** The checkout's side column: the order summary, what may stop the order, the way to pay. */
export function CheckoutSummaryColumn({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Grid.Col span={{ base: 12, md: 5 }}>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('checkout.summary.title')}
          </Title>
          {children}
          <ContinueShoppingLink />
        </Stack>
      </Paper>
    </Grid.Col>
  );
}
