import { useTranslation } from '@/lib/use-translation';
import type { CartItemDto } from '@atlas/shared/contract/cart';
import { CaffeineNotice } from './caffeine-notice';
import { CartLine } from './cart-line';
import classes from './cart-line.module.css';

/** The cart's rows, shared by the cart page and the drawer. */
export function CartItems({ items, onNavigate }: { items: CartItemDto[]; onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <CaffeineNotice items={items} />
      <ul className={classes.list} aria-label={t('cart.items')}>
        {items.map((item) => (
          <CartLine key={`${item.productId}:${item.selectedFlavor}`} item={item} onNavigate={onNavigate} />
        ))}
      </ul>
    </>
  );
}
