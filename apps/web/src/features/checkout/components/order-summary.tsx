import { Anchor, Table, Text } from '@mantine/core';
import { Link } from '@/lib/link';
import { useTranslation } from '@/lib/use-translation';
import type { CartDto } from '@atlas/shared/contract/cart';
import { lineBlocksCheckout } from '@atlas/shared/rules/cart';
import { useFormat } from '@/lib/format';
import classes from './order-summary.module.css';
import { Picture } from '@/components/ui/picture';

/** What the order adds to its items, priced for the chosen governorate and way of paying. */
export interface CheckoutCharges {
  /** EGP; null while the governorate is not known yet. */
  deliveryFee: number | null;
  codFee: number;
  total: number;
  /** 'Delivery to Giza'. */
  deliveryLabel: string;
  /** 'Arrives Sun 29 Nov – Mon 30 Nov', when known. */
  arrives: string | null;
  /** What the code takes off the items, EGP, and the code. */
  discount: number;
  code: string | null;
}

/**
 * The cart as it will be ordered: image, name with flavor, unit price × quantity, line total,
 * then the items' subtotal, delivery, the cash-on-delivery fee and the TOTAL, each following the
 * address and the way of paying as they change (the server computes them again for the order).
 */
export function OrderSummary({
  items,
  subtotal,
  charges,
}: {
  items: CartDto;
  subtotal: number;
  charges: CheckoutCharges;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Table
      verticalSpacing="sm"
      horizontalSpacing="xs"
      className={classes.table}
      data-testid="checkout-summary"
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th colSpan={2}>{t('checkout.summary.product')}</Table.Th>
          <Table.Th ta="end">{t('checkout.summary.price')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((item) => {
          const blocked = lineBlocksCheckout(item);
          return (
            <Table.Tr key={`${item.productId}-${item.selectedFlavor}`} data-testid="checkout-line">
              <Table.Td className={classes.imageCell}>
                <Picture className={classes.image} src={item.image} width={56} height={56} sizes="56px" />
              </Table.Td>
              <Table.Td>
                <Anchor component={Link} to={`/products/${item.productId}`} fw={600} size="sm" c="navy.8">
                  {item.name}
                </Anchor>
                <Text size="xs" c="dimmed">
                  <bdi>{item.flavorLabel || item.selectedFlavor}</bdi>
                </Text>
                {blocked && (
                  <Text size="xs" c="red.7" fw={600}>
                    {item.stock > 0
                      ? t('checkout.summary.onlyLeft', { count: item.stock, n: format.number(item.stock) })
                      : t('checkout.summary.soldOut')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="end" className={classes.priceCell}>
                <Text size="sm" fw={700}>
                  {format.price(item.total)}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('checkout.summary.unitTimesQty', {
                    price: format.price(item.price),
                    quantity: format.number(item.quantity),
                  })}
                </Text>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr className={classes.charge}>
          <Table.Td colSpan={2}>{t('delivery.items')}</Table.Td>
          <Table.Td ta="end" data-testid="checkout-subtotal">
            {format.price(subtotal)}
          </Table.Td>
        </Table.Tr>
        {charges.discount > 0 && (
          <Table.Tr className={classes.charge}>
            <Table.Td colSpan={2}>{t('checkout.summary.discount', { code: charges.code ?? '' })}</Table.Td>
            <Table.Td ta="end" c="teal.8" data-testid="checkout-discount">
              −{format.price(charges.discount)}
            </Table.Td>
          </Table.Tr>
        )}
        <Table.Tr className={classes.charge}>
          <Table.Td colSpan={2}>
            {charges.deliveryLabel}
            {charges.arrives && (
              <Text size="xs" c="dimmed" data-testid="checkout-arrives">
                {charges.arrives}
              </Text>
            )}
          </Table.Td>
          <Table.Td ta="end" data-testid="checkout-delivery-fee">
            {charges.deliveryFee === null
              ? '—'
              : charges.deliveryFee === 0
                ? t('delivery.free')
                : format.price(charges.deliveryFee)}
          </Table.Td>
        </Table.Tr>
        {charges.codFee > 0 && (
          <Table.Tr className={classes.charge}>
            <Table.Td colSpan={2}>{t('delivery.codFee')}</Table.Td>
            <Table.Td ta="end" data-testid="checkout-cod-fee">
              {format.price(charges.codFee)}
            </Table.Td>
          </Table.Tr>
        )}
        <Table.Tr>
          <Table.Th colSpan={2}>
            <Text fw={800} tt="uppercase">
              {t('checkout.summary.total')}
            </Text>
          </Table.Th>
          <Table.Th ta="end" className={classes.priceCell}>
            <Text fw={800} size="lg" c="orange.8" data-testid="checkout-total">
              {format.price(charges.total)}
            </Text>
          </Table.Th>
        </Table.Tr>
      </Table.Tfoot>
    </Table>
  );
}
