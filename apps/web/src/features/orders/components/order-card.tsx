import { Fragment, useId, useState } from 'react';
import { Alert, Badge, Button, Collapse, Divider, Group, Paper, Stack, Text } from '@mantine/core';
import {
  IconBuildingStore,
  IconChevronDown,
  IconChevronUp,
  IconMapPin,
  IconReceipt,
  IconTruckDelivery,
} from '@tabler/icons-react';
import type { TFunction } from '@/lib/translator';
import { useTranslation } from '@/lib/use-translation';
import type { OrderDto, OrderItemDto } from '@atlas/shared/contract/orders';
import { displayStatus, statusColor } from '@atlas/shared/rules/order-status';
import { useFormat } from '@/lib/format';
import { itemFlavor } from '@atlas/shared/rules/order-line';
import {
  chargeLines,
  deliveryWindow,
  displayAddress,
  orderItemCount,
  wasDiscounted,
  type ChargeLine,
} from '../order-display';
import type { CartSync } from '../api/reorder';
import { ProductThumb } from './product-thumb';
import { ReorderButton } from './reorder-button';
import classes from './order-card.module.css';
import controls from '@/components/ui/controls.module.css';

function OrderLine({ item }: { item: OrderItemDto }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <li className={classes.line} data-testid="order-line">
      <ProductThumb src={item.image} />
      <div className={classes.lineText}>
        <Text fw={600} size="sm" lineClamp={2}>
          {item.name}
        </Text>
        <Text size="xs" c="dimmed">
          {t('orders.flavor')}: <bdi>{itemFlavor(item) ?? t('orders.unflavored')}</bdi>
        </Text>
        <Text size="xs" c="dimmed">
          {t('orders.quantity')}: {format.number(item.quantity)}
        </Text>
      </div>
      <div className={classes.linePrices}>
        {wasDiscounted(item) && (
          <Text size="xs" c="dimmed" td="line-through">
            <span className={controls.visuallyHidden}>{t('orders.originalPrice')} </span>
            {format.price(item.originalPrice)}
          </Text>
        )}
        <Text size="xs">{format.price(item.price)}</Text>
        <Text size="sm" fw={700} data-testid="order-line-total">
          {format.price(item.total)}
        </Text>
      </div>
    </li>
  );
}

function chargedText(amount: string, currency: string, format: ReturnType<typeof useFormat>): string {
  try {
    return format.number(Number(amount), { style: 'currency', currency, currencyDisplay: 'code' });
  } catch {
    return `${amount} ${currency}`;
  }
}

function chargeText(
  amount: ChargeLine['amount'],
  t: TFunction,
  format: ReturnType<typeof useFormat>,
): string {
  if (amount === 'free') return t('orders.breakdown.free');
  return amount < 0
    ? t('orders.breakdown.negative', { amount: format.price(-amount) })
    : format.price(amount);
}

/**
 * One order: date, id, address, promised delivery, status, payment method, its lines (shown by
 * default), the charges and total, its receipt and, given the cart, 'Order again'.
 */
export function OrderCard({ order, cart }: { order: OrderDto; cart?: CartSync }) {
  const { t, language } = useTranslation();
  const format = useFormat();
  const [open, setOpen] = useState(true);
  const detailsId = useId();
  const status = displayStatus(order.status);
  const address = displayAddress(order.address, {
    missingStreet: t('orders.addressMissing'),
    notAvailable: t('orders.notAvailable'),
  });
  const date =
    format.date(order.date, {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    }) ?? t('orders.notAvailable');
  const count = orderItemCount(order);
  const arrival = deliveryWindow(order, language);

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="article"
      data-testid="order-card"
      aria-labelledby={`${detailsId}-title`}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <div>
            <Text fw={800} id={`${detailsId}-title`} data-testid="order-id">
              {t('orders.orderNumber', { id: format.id(order.id) })}
            </Text>
            <Text size="xs" c="dimmed">
              <time dateTime={order.date}>{date}</time>
            </Text>
          </div>
          <Group gap={6}>
            <Badge color={statusColor[status]} variant="light" data-testid="order-status">
              {t(`orders.status.${status}`)}
            </Badge>
            <Badge color="navy" variant="outline" data-testid="order-payment">
              {t(`orders.payment.${order.paymentMethod}`)}
            </Badge>
            {['awaiting', 'refunded', 'voided', 'expired'].includes(order.paymentStatus) && (
              <Badge color="orange" variant="light" data-testid="order-payment-status">
                {t(`orders.paymentStatus.${order.paymentStatus}`)}
              </Badge>
            )}
          </Group>
        </Group>

        {order.paymentReference && order.paymentStatus === 'awaiting' && order.status !== 'cancelled' && (
          <Alert
            color="orange"
            variant="light"
            icon={<IconBuildingStore size={18} />}
            data-testid="order-kiosk"
          >
            <Text size="sm">
              {t('orders.kiosk.text', { amount: format.price(order.total) })}{' '}
              <Text span fw={800} dir="ltr" ff="monospace" data-testid="order-kiosk-reference">
                {order.paymentReference}
              </Text>
            </Text>
            {order.payBy && (
              <Text size="sm" fw={700}>
                {t('orders.kiosk.payBy', {
                  date:
                    format.date(order.payBy, {
                      dateStyle: 'medium',
                      timeStyle: 'short',
                      timeZone: 'Africa/Cairo',
                    }) ?? '',
                })}
              </Text>
            )}
          </Alert>
        )}

        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconMapPin size={16} aria-hidden className={classes.pin} />
          <Text size="sm" data-testid="order-address">
            <span className={controls.visuallyHidden}>{t('orders.address')}: </span>
            <bdi>
              {address.fullName && `${address.fullName} · `}
              {[address.street, address.city, address.state, address.zipCode, address.country].join(', ')}
            </bdi>
          </Text>
        </Group>

        {arrival && (
          <Group gap={6} wrap="nowrap" align="flex-start" data-testid="order-delivery">
            <IconTruckDelivery size={16} aria-hidden className={classes.pin} />
            <div>
              <Text size="sm" fw={600} data-testid="order-arrives">
                {arrival.to
                  ? t('orders.delivery.arrivesBetween', { from: arrival.from, to: arrival.to })
                  : t('orders.delivery.arrivesOn', { day: arrival.from })}
              </Text>
              <Text size="xs" c="dimmed">
                {t('orders.delivery.zone')}: <bdi>{arrival.zone}</bdi>
              </Text>
            </div>
          </Group>
        )}

        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => setOpen((v) => !v)}
          aria-expanded={open}
          aria-controls={`${detailsId}-details`}
          rightSection={open ? <IconChevronUp size={16} /> : <IconChevronDown size={16} />}
          className={classes.toggle}
          data-testid="order-toggle"
        >
          {open ? t('orders.hideDetails') : t('orders.showDetails')}
        </Button>
        <Collapse expanded={open}>
          <ul className={classes.lines} id={`${detailsId}-details`} aria-label={t('orders.items')}>
            {order.products.map((item, i) => (
              <OrderLine key={`${item.productId}-${item.flavor}-${i}`} item={item} />
            ))}
          </ul>
        </Collapse>

        <Divider />
        <Group justify="space-between" align="flex-start" gap="xs">
          <Text size="sm" c="dimmed" data-testid="order-count">
            {t('orders.itemCount', { count, n: format.number(count) })}
          </Text>
          <div className={classes.totals}>
            <dl className={classes.charges} data-testid="order-charges">
              {chargeLines(order).map((line) => (
                <Fragment key={line.kind}>
                  <Text component="dt" size="sm" c="dimmed">
                    {order.couponCode &&
                    (line.kind === 'discount' || (line.amount === 'free' && !order.discount))
                      ? t(`orders.breakdown.${line.kind}WithCode`, { code: order.couponCode })
                      : t(`orders.breakdown.${line.kind}`)}
                  </Text>
                  <Text component="dd" size="sm" data-testid={`order-charge-${line.kind}`}>
                    {chargeText(line.amount, t, format)}
                  </Text>
                </Fragment>
              ))}
              <Text component="dt" fw={800} className={classes.totalRow}>
                {t('orders.total')}
              </Text>
              <Text
                component="dd"
                fw={800}
                c="orange.8"
                className={classes.totalRow}
                data-testid="order-total"
              >
                {format.price(order.total)}
              </Text>
            </dl>
            {order.paymentMethod === 'paypal' && order.chargedAmount && order.chargedCurrency && (
              <Text size="xs" c="dimmed" data-testid="order-charged">
                {t('orders.charged')}{' '}
                <bdi>{chargedText(order.chargedAmount, order.chargedCurrency, format)}</bdi>
              </Text>
            )}
          </div>
        </Group>
        <Group justify="flex-end" gap="xs">
          <Button
            component="a"
            href={order.receiptUrl}
            target="_blank"
            rel="noopener"
            download
            variant="subtle"
            size="compact-sm"
            leftSection={<IconReceipt size={16} aria-hidden />}
            aria-label={t('orders.receipt.downloadOf', { id: format.id(order.id) })}
            data-testid="order-receipt"
          >
            {t('orders.receipt.download')}
          </Button>
          {cart && order.userId > 0 && <ReorderButton userId={order.userId} orderId={order.id} cart={cart} />}
        </Group>
      </Stack>
    </Paper>
  );
}
