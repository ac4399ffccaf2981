import { useState } from 'react';
import { Group, Select, Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import type { OrderDto, OrderStatus } from '@atlas/shared/contract/orders';
import { statusColor } from '@atlas/shared/rules/order-status';
import { AdminListStates } from '@/components/admin/admin-list-states';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { showFailure, showSuccess } from '@/components/admin/admin-feedback';
import { useAdminPage } from '@/components/admin/use-admin-page';
import { useAdminSearch } from '@/components/admin/use-admin-search';
import { ApiError } from '@/lib/api-client';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { BAD_FORMAT, ORDERS_PAGE_SIZE, useAdminOrders, useCancelOrder } from '../api/admin-orders';
import { cancelFailure } from '../order-form';
import { OrderEditModal } from './order-edit-modal';
import { OrderStatsPanel } from './order-stats-panel';
import { OrderTable } from './order-table';

const statuses = Object.keys(statusColor) as OrderStatus[];
const isStatus = (value: string | null): value is OrderStatus =>
  value !== null && (statuses as string[]).includes(value);

/**
 * All Orders: the revenue panel, then one page of orders filtered by the header
 * search and an optional status, with the edit modal and the cancel confirmation.
 */
export function OrderList() {
  const { t } = useTranslation();
  const format = useFormat();
  const { type, query } = useAdminSearch('orders');
  const [searchParams, setSearchParams] = useSearchParams();
  const { page } = useAdminPage();
  const statusParam = searchParams.get('status');
  const status = isStatus(statusParam) ? statusParam : undefined;
  const list = useAdminOrders({ page, type, query, status });
  const cancel = useCancelOrder();
  const [editing, setEditing] = useState<OrderDto | null>(null);
  const [cancelling, setCancelling] = useState<OrderDto | null>(null);

  const setStatus = (value: string | null) => {
    const next = new URLSearchParams(searchParams);
    next.delete('page');
    if (isStatus(value)) next.set('status', value);
    else next.delete('status');
    setSearchParams(next);
  };

  const confirmCancel = () => {
    if (!cancelling) return;
    const orderId = format.id(cancelling.id);
    cancel.mutate(cancelling, {
      onSuccess: () => showSuccess(t('adminOrders.messages.cancelled', { id: orderId })),
      onError: (error) => showFailure(t(cancelFailure(error), { id: orderId })),
      onSettled: () => setCancelling(null),
    });
  };

  const badFormat = list.error instanceof ApiError && list.error.code === BAD_FORMAT;
  const paid = cancelling?.paymentStatus === 'completed';
  const cancelNote =
    paid && cancelling.paymentMethod === 'paypal'
      ? 'adminOrders.cancel.paypalNote'
      : paid && cancelling.paymentMethod !== 'cod'
        ? 'adminOrders.cancel.paymobNote'
        : null;

  return (
    <Stack gap="lg">
      <OrderStatsPanel />
      <Group justify="flex-end">
        <Select
          label={t('adminOrders.filter.label')}
          data={[
            { value: '', label: t('adminOrders.filter.all') },
            ...statuses.map((s) => ({ value: s, label: t(`adminOrders.status.${s}`) })),
          ]}
          value={status ?? ''}
          onChange={setStatus}
          allowDeselect={false}
          w={{ base: '100%', xs: 220 }}
          data-testid="orders-status-filter"
        />
      </Group>
      <AdminListStates
        list={list}
        isEmpty={(data) => data.orders.length === 0}
        testId="orders"
        errorText={t(badFormat ? 'adminOrders.badFormat' : 'adminOrders.loadFailed')}
        retryLabel={t('adminOrders.retry')}
        loadingLabel={t('adminOrders.loading')}
        emptyText={t('adminOrders.empty')}
        countKey="adminOrders.count"
        pageSize={ORDERS_PAGE_SIZE}
        pagesLabel={t('adminOrders.pagination')}
      >
        {({ orders }) => <OrderTable orders={orders} onEdit={setEditing} onCancel={setCancelling} />}
      </AdminListStates>
      {editing && <OrderEditModal key={editing.id} order={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        opened={cancelling !== null}
        title={t('adminOrders.cancel.title')}
        message={
          cancelling
            ? [
                t('adminOrders.cancel.message', { id: format.id(cancelling.id) }),
                ...(cancelNote ? [t(cancelNote)] : []),
              ].join(' ')
            : ''
        }
        confirmLabel={t('adminOrders.cancel.confirm')}
        cancelLabel={t('adminOrders.cancel.keep')}
        loading={cancel.isPending}
        onConfirm={confirmCancel}
        onClose={() => setCancelling(null)}
      />
    </Stack>
  );
}
