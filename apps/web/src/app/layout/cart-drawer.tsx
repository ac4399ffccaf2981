import { Anchor, Breadcrumbs, Button, Drawer, Stack, Text } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useLocation } from 'react-router';
import { Link } from '@/lib/link';
import { useTranslation } from '@/lib/use-translation';
import { PageSpinner } from '@/components/ui/page-spinner';
import { usePricedCart } from '@/features/cart/api/use-priced-cart';
import { CartEmpty } from '@/features/cart/components/cart-empty';
import { RetryAlert } from '@/components/ui/retry-alert';
import { CartItems } from '@/features/cart/components/cart-items';
import { useSavedAllergies } from '@/features/cart/api/saved-allergies';
import { useCartCode } from '@/features/cart/api/cart-code';
import { CartTotals } from './cart-totals';
import classes from './cart-drawer.module.css';

/** The cart beside the page: breadcrumb, the same rows as /cart, total and checkout. */
export default function CartDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const location = useLocation();
  const cart = usePricedCart();
  const code = useCartCode(cart.items);
  const allergies = useSavedAllergies(opened);

  // a drawer alike in shape to the menu's; each its own side, size and content
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      // Mantine lays drawers out with logical flex alignment: 'right' is the inline end, the left in Arabic
      position="right"
      size="md"
      title={t('cart.drawerTitle')}
      closeButtonProps={{ 'aria-label': t('cart.closeDrawer') }}
      attributes={{ content: { 'data-testid': 'cart-drawer' } as Record<string, string> }}
    >
      <Stack gap="md">
        <nav aria-label={t('common.breadcrumb')}>
          <Breadcrumbs
            separator={<IconChevronRight size={14} className="flip-rtl" aria-hidden />}
            separatorMargin={6}
          >
            <Anchor component={Link} to="/" size="sm" onClick={onClose}>
              {t('nav.home')}
            </Anchor>
            <Text size="sm" c="dimmed" aria-current="page">
              {t('nav.cart')}
            </Text>
          </Breadcrumbs>
        </nav>
        {cart.isLoading ? (
          <PageSpinner message={t('cart.loading')} />
        ) : cart.isError ? (
          <RetryAlert title={t('guest.quoteFailed')} onRetry={cart.retry} testId="cart-load-failed" />
        ) : cart.items.length === 0 ? (
          <CartEmpty
            visitor={!cart.isLoggedIn}
            onNavigate={onClose}
            returnUrl={`${location.pathname}${location.search}`}
            compact
          />
        ) : (
          <>
            <CartItems items={cart.items} allergies={allergies} onNavigate={onClose} />
            <div className={classes.footer}>
              <CartTotals cart={cart} code={code} onNavigate={onClose}>
                {/* a link button alike in shape to the summary's checkout; this one opens /cart */}
                <Button
                  component={Link}
                  to="/cart"
                  variant="default"
                  fullWidth
                  onClick={onClose}
                  data-testid="cart-view"
                >
                  {t('cart.viewCart')}
                </Button>
              </CartTotals>
            </div>
          </>
        )}
      </Stack>
    </Drawer>
  );
}
