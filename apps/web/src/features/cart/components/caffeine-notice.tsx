import type { CartItemDto } from '@atlas/shared/contract/cart';
import { CAFFEINE_DAILY_LIMIT_MG, dailyCaffeineMg } from '@atlas/shared/rules/servings';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { CartNotice } from './cart-notice';

/**
 * Information, never a block: when the stimulant products in the cart, taken together as their
 * labels allow, hold more caffeine a day than the level considered safe for healthy adults.
 */
export function CaffeineNotice({ items }: { items: readonly CartItemDto[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const mg = dailyCaffeineMg(items).totalMg;
  if (mg <= CAFFEINE_DAILY_LIMIT_MG) return null;
  return (
    <CartNotice color="yellow" title={t('cart.caffeine.title')} testId="cart-caffeine">
      {t('cart.caffeine.text', {
        mg: format.number(mg),
        limit: format.number(CAFFEINE_DAILY_LIMIT_MG),
      })}
    </CartNotice>
  );
}
