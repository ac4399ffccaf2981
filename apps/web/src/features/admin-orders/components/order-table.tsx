import { ActionIcon, Badge, Button, Group, Paper, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconBan, IconFileTypePdf, IconPencil } from '@tabler/icons-react';
import type { OrderDto } from '@atlas/shared/contract/orders';
import { itemFlavor } from '@atlas/shared/rules/order-line';
import { statusColor } from '@atlas/shared/rules/order-status';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import classes from './order-table.module.css';

/**
 * The admin's orders table: id (with the receipt), status, customer, date, total,
 * products, address and the actions. A cancelled order's row is tinted and its total struck through; it offers
 * neither Edit nor Cancel (nothing leaves cancelled).
 */
export function OrderTable({
  orders,
  onEdit,
  onCancel,
}: {
  orders: OrderDto[];
  onEdit: (order: OrderDto) => void;
  onCancel: (order: OrderDto) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();

  return (
    <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
      <Table.ScrollContainer minWidth={960} type="native">
        <Table verticalSpacing="sm" className={classes.table} aria-label={t('adminOrders.table.label')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th className={classes.nowrap}>{t('adminOrders.table.id')}</Table.Th>
              <Table.Th className={classes.nowrap}>{t('adminOrders.table.status')}</Table.Th>
              <Table.Th className={classes.nowrap}>{t('adminOrders.table.user')}</Table.Th>
              <Table.Th className={classes.nowrap}>{t('adminOrders.table.date')}</Table.Th>
              <Table.Th className={classes.nowrap}>{t('adminOrders.table.total')}</Table.Th>
              <Table.Th className={classes.nowrap}>{t('adminOrders.table.products')}</Table.Th>
              <Table.Th className={classes.nowrap}>{t('adminOrders.table.address')}</Table.Th>
              <Table.Th className={classes.actions}>{t('adminOrders.table.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {orders.map((order) => {
              const cancelled = order.status === 'cancelled';
              const a = order.address;
              const receiptLabel = t('adminOrders.table.receiptOf', { id: format.id(order.id) });
              return (
                <Table.Tr
                  key={order.id}
                  className={cancelled ? classes.cancelled : undefined}
                  data-testid="admin-order-row"
                  data-order-id={order.id}
                  data-status={order.status}
                >
                  <Table.Td className={`${classes.cell} ${classes.nowrap}`}>
                    <Group gap={4} wrap="nowrap">
                      <Text fw={700}>{t('adminOrders.table.orderId', { id: format.id(order.id) })}</Text>
                      <Tooltip label={receiptLabel}>
                        <ActionIcon
                          component="a"
                          href={order.receiptUrl}
                          target="_blank"
                          rel="noopener"
                          variant="subtle"
                          size="sm"
                          aria-label={receiptLabel}
                          data-testid="admin-order-receipt"
                        >
                          <IconFileTypePdf size={16} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                    </Group>
                  </Table.Td>
                  <Table.Td className={classes.cell}>
                    <Badge color={statusColor[order.status]} variant="light" className={classes.badge}>
                      {t(`adminOrders.status.${order.status}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td className={classes.cell}>
                    <Text size="sm" dir="ltr" className={classes.wrap}>
                      {order.userEmail}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {order.userId
                        ? t('adminOrders.table.userId', { id: format.id(order.userId) })
                        : t('adminOrders.table.deletedUser')}
                    </Text>
                  </Table.Td>
                  <Table.Td className={`${classes.cell} ${classes.nowrap}`}>
                    <Text size="sm">{format.date(order.date, { dateStyle: 'medium' })}</Text>
                    <Text size="xs" c="dimmed">
                      {format.date(order.date, { timeStyle: 'short' })}
                    </Text>
                  </Table.Td>
                  <Table.Td className={`${classes.cell} ${classes.nowrap}`}>
                    <Text
                      fw={700}
                      td={cancelled ? 'line-through' : undefined}
                      c={cancelled ? 'dimmed' : undefined}
                    >
                      {format.price(order.total)}
                    </Text>
                    {order.paymentMethod !== 'cod' && (
                      <Text size="xs" c="dimmed" data-testid="admin-order-payment">
                        {t(`adminOrders.table.paidWith.${order.paymentMethod}`)}
                        {order.paymentStatus !== 'completed' &&
                          ` · ${t(`orders.paymentStatus.${order.paymentStatus}`, { defaultValue: order.paymentStatus })}`}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td className={classes.cell}>
                    <Stack gap={2} className={classes.wrap}>
                      {order.products.map((p, i) => (
                        <Text size="sm" key={`${p.productId}-${p.flavor}-${i}`}>
                          {t('adminOrders.table.line', { name: p.name, quantity: format.number(p.quantity) })}
                          <Text span size="xs" c="dimmed">
                            {' · '}
                            <bdi>{itemFlavor(p) ?? t('adminOrders.table.unflavored')}</bdi>
                          </Text>
                        </Text>
                      ))}
                    </Stack>
                  </Table.Td>
                  <Table.Td className={classes.cell}>
                    <Text size="sm" className={classes.wrap}>
                      {a
                        ? [a.fullName, a.street, a.city, a.state, a.zipCode, a.country]
                            .filter(Boolean)
                            .join(', ')
                        : t('adminOrders.table.addressMissing')}
                    </Text>
                  </Table.Td>
                  <Table.Td className={classes.actions}>
                    {cancelled ? (
                      <Text size="xs" c="dimmed" className={classes.closed}>
                        {t('adminOrders.table.closed')}
                      </Text>
                    ) : (
                      <Stack gap={6} align="stretch">
                        <Button
                          size="xs"
                          variant="light"
                          leftSection={<IconPencil size={14} aria-hidden />}
                          onClick={() => onEdit(order)}
                          disabled={order.paymentStatus === 'awaiting'}
                          title={
                            order.paymentStatus === 'awaiting'
                              ? t('adminOrders.table.awaitingPayment')
                              : undefined
                          }
                          aria-label={t('adminOrders.table.editOf', { id: format.id(order.id) })}
                          // alike to other rows' actions; an order is cancelled, not deleted
                          data-testid="edit-order"
                        >
                          {t('adminOrders.table.edit')}
                        </Button>
                        <Button
                          size="xs"
                          variant="light"
                          color="red"
                          leftSection={<IconBan size={14} aria-hidden />}
                          onClick={() => onCancel(order)}
                          aria-label={t('adminOrders.table.cancelOf', { id: format.id(order.id) })}
                          data-testid="cancel-order"
                        >
                          {t('adminOrders.table.cancel')}
                        </Button>
                      </Stack>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
