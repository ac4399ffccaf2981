import { useEffect, useRef, useState } from 'react';
import { IconCircleCheckFilled, IconShoppingCartPlus } from '@tabler/icons-react';
import { useTranslation } from '@/lib/use-translation';
import { UNFLAVORED } from '@atlas/shared/contract/shop-constants';
import type { AddToCartButtonProps } from '@/lib/product-slots';
import { currentUser } from '@/lib/session';
import { useVisitorGuard } from '@/lib/visitor-guard';
import { useAddToCart } from '../api/add-to-cart';
import { isUnauthorized } from '../api/get-cart';
import { notifyGuestCartFull, notifyOutOfStock } from '../cart-errors';
import classes from './add-to-cart-button.module.css';
import controls from '@/components/ui/controls.module.css';

/** How long 'Item added to cart!' shows. */
export const ADDED_POPUP_MS = 800;

/**
 * ADD TO CART: a visitor's line is kept in the browser (guest-cart), a shopper's is added on the
 * server; both are confirmed by a short pop-up. Not enough stock is explained; other failures are
 * only logged and the button stays usable.
 */
export function AddToCartButton({
  productId,
  flavor,
  flavorLabel,
  quantity,
  disabled,
  size = 'sm',
  uppercase,
}: AddToCartButtonProps) {
  const { t } = useTranslation();
  const { cartNeedsLogin } = useVisitorGuard();
  const add = useAddToCart();
  const [added, setAdded] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const confirm = () => {
    setAdded(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setAdded(false), ADDED_POPUP_MS);
  };

  const onClick = () => {
    const selectedFlavor = flavor ?? UNFLAVORED;
    // the session as it is now: a tap right after hydration must not see the server's render (a visitor)
    if (!currentUser()) {
      // a visitor's line goes to the browser's cart, whose code loads with the first one
      void import('@/lib/guest-cart-lines').then(({ guestCartLines }) =>
        guestCartLines.add({ productId, selectedFlavor, quantity }) ? confirm() : notifyGuestCartFull(t),
      );
      return;
    }
    add.mutate(
      { productId, selectedFlavor, quantity },
      {
        onSuccess: confirm,
        onError: (err) => {
          if (isUnauthorized(err)) return cartNeedsLogin();
          if (!notifyOutOfStock(t, err, { flavor: selectedFlavor, flavorLabel })) {
            console.error('Cart update failed', err);
          }
        },
      },
    );
  };

  return (
    <>
      <span className={classes.anchor}>
        <button
          type="button"
          className={controls.button}
          data-size={size}
          data-uppercase={uppercase || undefined}
          data-loading={add.isPending || undefined}
          aria-busy={add.isPending || undefined}
          disabled={disabled || add.isPending}
          onClick={onClick}
          data-testid="add-to-cart"
        >
          <IconShoppingCartPlus size={size === 'md' ? 20 : 18} aria-hidden />
          <span>{t('product.addToCart')}</span>
        </button>
        {added && (
          <span className={classes.bubble} data-testid="added-to-cart-popup" aria-hidden>
            <IconCircleCheckFilled size={18} color="var(--mantine-color-teal-6)" />
            {t('cart.added')}
          </span>
        )}
      </span>
      <span className={controls.visuallyHidden} role="status" aria-live="polite">
        {added ? t('cart.added') : ''}
      </span>
    </>
  );
}
