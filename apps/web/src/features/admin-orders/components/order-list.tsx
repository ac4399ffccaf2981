import { useState } from 'react';
import { Alert, Button, Center, Group, Loader, Select, Stack, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import type { OrderDto, OrderStatus } from '@atlas/shared/contract/orders';
import { statusColor } from '@atlas/shared/rules/order-status';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { showFailure, showSuccess } from '@/components/admin/admin-feedback';
import { useAdminSearch } from '@/components/admin/use-admin-search';
import { PageLinks } from '@/components/ui/page-links';
import { ApiError } from '@/lib/api-client';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { BAD_FORMAT, ORDERS_PAGE_SIZE, useAdminOrders, useCancelOrder } from '../api/admin-orders';
import { cancelFailure, pageParam } from '../order-form';
import { OrderEditModal } from './order-edit-modal';
import { OrderStatsPanel } from './order-stats-panel';
import { OrderTable } from './order-table';

const statuses = Object.keys(statusColor) as OrderStatus[];
const isStatus = (value: string | null): value is OrderStatus =>
  value !== null && (statuses as string[]).includes(value);

/**
 * All Orders (spec 001 §2.6): the revenue panel, then one page of orders filtered by the header
 * search and an optional status, with the edit modal and the cancel confirmation.
 */
export function OrderList() {
  const { t } = useTranslation();
  const format = useFormat();
  const { type, query } = useAdminSearch('orders');
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageParam(searchParams.get('page'));
  const statusParam = searchParams.get('status');
  const status = isStatus(statusParam) ? statusParam : undefined;
  const list = useAdminOrders({ page, type, query, status });
  const cancel = useCancelOrder();
  const [editing, setEditing] = useState<OrderDto | null>(null);
  const [cancelling, setCancelling] = useState<OrderDto | null>(null);
  const id = (n: number) => format.number(n, { useGrouping: false });

  const hrefFor = (n: number) => {
    const next = new URLSearchParams(searchParams);
    if (n === 1) next.delete('page');
    else next.set('page', String(n));
    const qs = next.toString();
    return qs ? `?${qs}` : '?';
  };

  const setStatus = (value: string | null) => {
    const next = new URLSearchParams(searchParams);
    next.delete('page');
    if (isStatus(value)) next.set('status', value);
    else next.delete('status');
    setSearchParams(next);
  };

  const confirmCancel = () => {
    if (!cancelling) return;
    const orderId = id(cancelling.id);
    cancel.mutate(cancelling, {
      onSuccess: () => showSuccess(t('adminOrders.messages.cancelled', { id: orderId })),
      onError: (error) => showFailure(t(cancelFailure(error), { id: orderId })),
      onSettled: () => setCancelling(null),
    });
  };

  let content;
  if (list.isError && !list.data) {
    const badFormat = list.error instanceof ApiError && list.error.code === BAD_FORMAT;
    content = (
      <Alert color="red" role="alert" data-testid="orders-error">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t(badFormat ? 'adminOrders.badFormat' : 'adminOrders.loadFailed')}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => void list.refetch()}>
            {t('adminOrders.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (!list.data) {
    content = (
      <Center py="xl">
        <Loader aria-label={t('adminOrders.loading')} />
      </Center>
    );
  } else if (list.data.orders.length === 0) {
    content = (
      <Text c="dimmed" data-testid="orders-empty">
        {t('adminOrders.empty')}
      </Text>
    );
  } else {
    const pages = Math.max(1, Math.ceil(list.data.total / ORDERS_PAGE_SIZE));
    content = (
      <Stack gap="md">
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('adminOrders.count', { count: list.data.total, n: format.number(list.data.total) })}
        </Text>
        <OrderTable orders={list.data.orders} onEdit={setEditing} onCancel={setCancelling} />
        {pages > 1 && (
          <Group justify="center">
            <PageLinks
              current={Math.min(page, pages)}
              total={pages}
              hrefFor={hrefFor}
              label={t('adminOrders.pagination')}
              previousLabel={t('adminCommon.pagination.previous')}
              nextLabel={t('adminCommon.pagination.next')}
              pageLabel={(n) => t('adminOrders.pageN', { n: format.number(n) })}
              formatPage={(n) => format.number(n)}
              testId="orders-pages"
            />
          </Group>
        )}
      </Stack>
    );
  }

  const paypalNote = cancelling?.paymentMethod === 'paypal' && cancelling.paymentStatus === 'completed';

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
      {content}
      {editing && <OrderEditModal key={editing.id} order={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        opened={cancelling !== null}
        title={t('adminOrders.cancel.title')}
        message={
          cancelling
            ? [
                t('adminOrders.cancel.message', { id: id(cancelling.id) }),
                ...(paypalNote ? [t('adminOrders.cancel.paypalNote')] : []),
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
