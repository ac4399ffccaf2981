import { ActionIcon, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconMinus, IconPlus, IconTrash } from '@tabler/icons-react';
import { Link } from '@/lib/link';
import { useTranslation } from '@/lib/use-translation';
import type { CartItemDto } from '@atlas/shared/contract/cart';
import { MAX_LINE_QUANTITY, UNFLAVORED } from '@atlas/shared/contract/shop-constants';
import { lineBlocksCheckout } from '@atlas/shared/rules/cart';
import { useFormat } from '@/lib/format';
import { useVisitorGuard } from '@/lib/visitor-guard';
import { useSession } from '@/lib/session';
import { useAddToCart } from '../api/add-to-cart';
import { isUnauthorized } from '../api/get-cart';
import { useRemoveLine } from '../api/remove-line';
import { useRemoveOne } from '../api/remove-one';
import { notifyOutOfStock } from '../cart-errors';
import { guestCartLines } from '@/lib/guest-cart-lines';
import classes from './cart-line.module.css';
import text from '@/components/ui/text.module.css';
import { OfferNote } from '@/components/ui/offer-note';
import { Picture, pictureClasses } from '@/components/ui/picture';
import controls from '@/components/ui/controls.module.css';

/**
 * One cart row (cart page and drawer): trash, image, name with flavor, unit price, minus/plus and
 * the line total. Minus stops at 1 (the trash removes), plus at the stock; a line above the stock
 * says so in red. A visitor's changes go to the browser's cart (guest-cart), which the server prices again.
 */
export function CartLine({ item, onNavigate }: { item: CartItemDto; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { cartNeedsLogin } = useVisitorGuard();
  const { isLoggedIn } = useSession();
  const add = useAddToCart();
  const removeOne = useRemoveOne();
  const removeLine = useRemoveLine();
  const busy = add.isPending || removeOne.isPending || removeLine.isPending;
  const line = { productId: item.productId, selectedFlavor: item.selectedFlavor };
  const hasFlavor = item.selectedFlavor !== UNFLAVORED;
  const who = hasFlavor ? `${item.name} (${item.flavorLabel})` : item.name;
  const discounted = item.originalPrice > item.price;
  const blocked = lineBlocksCheckout(item);

  // while a change is on its way the buttons ignore clicks but keep the keyboard focus
  const run = (change: () => void) => {
    if (!busy) change();
  };
  const onError = (err: unknown) => {
    if (isUnauthorized(err)) return cartNeedsLogin();
    if (!notifyOutOfStock(t, err, { flavor: item.selectedFlavor, flavorLabel: item.flavorLabel })) {
      console.error('Cart update failed', err);
    }
  };

  return (
    <li
      className={classes.line}
      data-testid="cart-line"
      data-product-id={item.productId}
      data-flavor={item.selectedFlavor}
      data-busy={busy || undefined}
      aria-busy={busy}
    >
      <ActionIcon
        className={classes.remove}
        variant="subtle"
        color="red"
        size="lg"
        onClick={() =>
          run(() => (isLoggedIn ? removeLine.mutate(line, { onError }) : guestCartLines.removeLine(line)))
        }
        aria-label={t('cart.remove', { item: who })}
        data-testid="cart-line-remove"
      >
        <IconTrash size={18} />
      </ActionIcon>
      <Picture
        className={`${pictureClasses.square} ${classes.image}`}
        src={item.image}
        width={80}
        height={80}
        sizes="80px"
      />
      <div className={classes.info}>
        <Link to={`/products/${item.productId}`} className={text.nameLink} onClick={onNavigate}>
          {item.name}
        </Link>
        {hasFlavor && (
          <Text size="sm" c="dimmed" data-testid="cart-line-flavor">
            {t('orders.flavor')}: <bdi>{item.flavorLabel}</bdi>
          </Text>
        )}
        <Group gap={6} align="baseline" wrap="wrap">
          <Text size="sm" fw={700} c={discounted ? 'red.7' : 'navy.8'} data-testid="cart-line-price">
            {format.price(item.price)}
          </Text>
          {discounted && (
            <Text size="xs" c="dimmed" td="line-through">
              <span className={controls.visuallyHidden}>{t('product.originalPrice')} </span>
              {format.price(item.originalPrice)}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {t('cart.each')}
          </Text>
        </Group>
        {item.pricePerServing !== undefined && (
          <Text size="xs" c="dimmed" data-testid="cart-line-serving">
            {t('product.perServing', { price: format.price(item.pricePerServing) })}
          </Text>
        )}
        {item.offer && <OfferNote offer={item.offer} />}
        {blocked && (
          <Group gap={4} wrap="nowrap" mt={4} c="red.7" data-testid="cart-line-stock-note">
            <IconAlertTriangle size={16} style={{ flexShrink: 0 }} aria-hidden />
            <Text size="sm" fw={600} c="red.7" role="status">
              {item.stock <= 0 ? t('cart.soldOut') : t('cart.onlyLeft', { n: format.number(item.stock) })}
            </Text>
          </Group>
        )}
      </div>
      <Group gap={4} wrap="nowrap" className={classes.qty}>
        <ActionIcon
          variant="default"
          size={32}
          onClick={() =>
            run(() => (isLoggedIn ? removeOne.mutate(line, { onError }) : guestCartLines.removeOne(line)))
          }
          disabled={item.quantity <= 1}
          aria-label={t('cart.decrease', { item: who })}
          data-testid="cart-line-minus"
        >
          <IconMinus size={14} />
        </ActionIcon>
        <Text
          component="output"
          className={classes.quantity}
          aria-label={t('cart.quantityOf', { item: who })}
          data-testid="cart-line-quantity"
        >
          {format.number(item.quantity)}
        </Text>
        <ActionIcon
          variant="default"
          size={32}
          onClick={() =>
            run(() =>
              isLoggedIn
                ? add.mutate({ ...line, quantity: 1 }, { onError })
                : guestCartLines.add({ ...line, quantity: 1 }),
            )
          }
          disabled={item.quantity >= item.stock || item.quantity >= MAX_LINE_QUANTITY}
          aria-label={t('cart.increase', { item: who })}
          data-testid="cart-line-plus"
        >
          <IconPlus size={14} />
        </ActionIcon>
      </Group>
      <Text className={classes.total} data-testid="cart-line-total">
        {format.price(item.total)}
      </Text>
    </li>
  );
}
