import { Button, Container, Grid, Paper, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from '@/lib/link';
import { useTranslation } from '@/lib/use-translation';
import { PageBreadcrumbs } from '@/components/ui/page-breadcrumbs';
import { PageSpinner } from '@/components/ui/page-spinner';
import { usePricedCart } from '@/features/cart/api/use-priced-cart';
import { CartEmpty } from '@/features/cart/components/cart-empty';
import { RetryAlert } from '@/components/ui/retry-alert';
import { CartItems } from '@/features/cart/components/cart-items';
import { useSavedAllergies } from '@/features/cart/api/saved-allergies';
import { useCartCode } from '@/features/cart/api/cart-code';
import { CartTotals } from '../layout/cart-totals';

/** /cart: the lines with their controls, the total and the way to checkout. */
export default function CartPage() {
  const { t } = useTranslation();
  const cart = usePricedCart();
  const code = useCartCode(cart.items);
  const allergies = useSavedAllergies();

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <PageBreadcrumbs items={[{ label: t('pages.cart') }]} />
        <Title order={1}>{t('pages.cart')}</Title>
        {cart.isLoading ? (
          <PageSpinner message={t('cart.loading')} />
        ) : cart.isError ? (
          <RetryAlert title={t('guest.quoteFailed')} onRetry={cart.retry} testId="cart-load-failed" />
        ) : cart.items.length === 0 ? (
          <Paper withBorder radius="lg" p="lg">
            <CartEmpty visitor={!cart.isLoggedIn} />
          </Paper>
        ) : (
          <Grid gap="lg" align="flex-start">
            <Grid.Col span={{ base: 12, md: 8 }}>
              <Paper withBorder radius="lg" px="md" py="xs">
                <CartItems items={cart.items} allergies={allergies} />
              </Paper>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Paper withBorder radius="lg" p="md" pos="sticky" style={{ insetBlockStart: 88 }}>
                {/* the way back to the shop, a link button alike in shape to others */}
                <CartTotals cart={cart} code={code}>
                  <Button
                    component={Link}
                    to="/products"
                    variant="subtle"
                    leftSection={<IconArrowLeft size={16} className="flip-rtl" />}
                  >
                    {t('cart.continueShopping')}
                  </Button>
                </CartTotals>
              </Paper>
            </Grid.Col>
          </Grid>
        )}
      </Stack>
    </Container>
  );
}
