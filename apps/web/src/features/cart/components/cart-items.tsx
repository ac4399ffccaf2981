import { useTranslation } from '@/lib/use-translation';
import type { CartItemDto } from '@atlas/shared/contract/cart';
import type { Allergen } from '@atlas/shared/contract/supplement-facts';
import { AllergenNotice } from './allergen-notice';
import { CaffeineNotice } from './caffeine-notice';
import { CartLine } from './cart-line';
import classes from './cart-line.module.css';

/**
 * The cart's rows, shared by the cart page and the drawer, with the notices about them; `allergies`:
 * the signed-in shopper's saved ones (none for a visitor).
 */
export function CartItems({
  items,
  allergies = [],
  onNavigate,
}: {
  items: CartItemDto[];
  allergies?: readonly Allergen[];
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <CaffeineNotice items={items} />
      <AllergenNotice items={items} allergies={allergies} />
      <ul className={classes.list} aria-label={t('cart.items')}>
        {items.map((item) => (
          <CartLine key={`${item.productId}:${item.selectedFlavor}`} item={item} onNavigate={onNavigate} />
        ))}
      </ul>
    </>
  );
}
