import type { ReactNode } from 'react';
import type { useCartCode } from '@/features/cart/api/cart-code';
import type { usePricedCart } from '@/features/cart/api/use-priced-cart';
import { CartCode } from '@/features/cart/components/cart-code';
import { CartSummary } from '@/features/cart/components/cart-summary';
import { CartDelivery } from '@/features/delivery/components/cart-delivery';

/**
 * The cart's summary as the drawer and /cart show it: the total, the code (signed in), what
 * delivery adds and checkout, then the place's own buttons.
 */
export function CartTotals({
  cart,
  code,
  onNavigate,
  children,
}: {
  cart: ReturnType<typeof usePricedCart>;
  code: ReturnType<typeof useCartCode>;
  onNavigate?: () => void;
  children: ReactNode;
}) {
  return (
    <CartSummary
      count={cart.count}
      total={cart.total}
      discount={code.discount}
      code={cart.isLoggedIn ? <CartCode code={code} /> : undefined}
      blocked={cart.blocked}
      onNavigate={onNavigate}
      delivery={
        <CartDelivery subtotal={cart.total} discount={code.discount} freeDelivery={code.freeDelivery} />
      }
    >
      {children}
    </CartSummary>
  );
}
