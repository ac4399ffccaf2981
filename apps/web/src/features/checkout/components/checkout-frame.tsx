import type { ReactNode } from 'react';
import { Container, Stack, Title } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { PageBreadcrumbs } from '@/components/ui/page-breadcrumbs';

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
