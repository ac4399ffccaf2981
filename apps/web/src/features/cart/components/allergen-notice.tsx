import { List } from '@mantine/core';
import type { CartItemDto } from '@atlas/shared/contract/cart';
import { UNFLAVORED } from '@atlas/shared/contract/shop-constants';
import type { Allergen } from '@atlas/shared/contract/supplement-facts';
import { useTranslation } from '@/lib/use-translation';
import { CartNotice } from './cart-notice';

/** The cart lines whose label declares one of the shopper's allergens, with those allergens. */
export function allergenMatches(
  items: readonly CartItemDto[],
  allergies: readonly Allergen[],
): { item: CartItemDto; allergens: Allergen[] }[] {
  if (allergies.length === 0) return [];
  return items.flatMap((item) => {
    const allergens = allergies.filter((a) => item.allergens?.includes(a));
    return allergens.length > 0 ? [{ item, allergens }] : [];
  });
}

/**
 * Information, never a block: the cart's products holding an allergen the signed-in shopper saved
 * in their settings, each with the allergens it holds.
 */
export function AllergenNotice({
  items,
  allergies,
}: {
  items: readonly CartItemDto[];
  allergies: readonly Allergen[];
}) {
  const { t } = useTranslation();
  const matches = allergenMatches(items, allergies);
  if (matches.length === 0) return null;
  const separator = t('facts.separator');
  return (
    <CartNotice color="orange" title={t('cart.allergens.title')} testId="cart-allergens">
      <List size="sm" spacing={4}>
        {matches.map(({ item, allergens }) => (
          <List.Item key={`${item.productId}:${item.selectedFlavor}`} data-testid="cart-allergen-line">
            {t('cart.allergens.line', {
              allergens: allergens.map((a) => t(`facts.allergen.${a}`)).join(separator),
              product: item.selectedFlavor === UNFLAVORED ? item.name : `${item.name} (${item.flavorLabel})`,
            })}
          </List.Item>
        ))}
      </List>
    </CartNotice>
  );
}
