import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { CartItemDto } from '@atlas/shared/contract/cart';
import { CAFFEINE_DAILY_LIMIT_MG, dailyCaffeineMg } from '@atlas/shared/rules/servings';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';

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
    <Alert
      color="yellow"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={t('cart.caffeine.title')}
      mb="sm"
      data-testid="cart-caffeine"
    >
      {t('cart.caffeine.text', {
        mg: format.number(mg),
        limit: format.number(CAFFEINE_DAILY_LIMIT_MG),
      })}
    </Alert>
  );
}
