import { Alert, SimpleGrid, Text } from '@mantine/core';
import { IconCash, IconHourglass, IconReceipt, IconReceiptOff } from '@tabler/icons-react';
import { FigureCard } from '@/components/admin/figure-card';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { useOrderStats } from '../api/admin-orders';

/**
 * The revenue panel: active, all and cancelled order totals, and what kiosk orders still owe
 * (not revenue until paid, decision 0016).
 */
export function OrderStatsPanel() {
  const { t } = useTranslation();
  const format = useFormat();
  const stats = useOrderStats();
  const s = stats.data;
  // how many orders a figure counts, or what it is while the figures load
  const orders = (key: string, count: number | undefined, loading: string) =>
    count === undefined ? t(loading) : t(key, { count, n: format.number(count) });

  const cards = [
    {
      key: 'active',
      value: s?.activeRevenue,
      note: t('adminOrders.stats.activeNote'),
      Icon: IconCash,
      color: 'teal',
      testId: 'stat-active-revenue',
    },
    {
      key: 'awaiting',
      value: s?.awaitingRevenue,
      note: orders('adminOrders.stats.awaitingNote', s?.awaitingOrders, 'adminOrders.stats.notPaidYet'),
      Icon: IconHourglass,
      color: 'yellow',
      testId: 'stat-awaiting',
    },
    {
      key: 'total',
      value: s?.totalRevenue,
      note: orders('adminOrders.stats.totalNote', s?.totalOrders, 'adminOrders.stats.allOrders'),
      Icon: IconReceipt,
      color: 'blue',
      testId: 'stat-total-value',
    },
    {
      key: 'cancelled',
      value: s?.cancelledRevenue,
      note: orders('adminOrders.stats.cancelledNote', s?.cancelledOrders, 'adminOrders.stats.lostRevenue'),
      Icon: IconReceiptOff,
      color: 'red',
      testId: 'stat-cancelled',
    },
  ];

  return (
    <>
      {stats.isError && !s && (
        <Alert color="orange" role="status">
          {t('adminOrders.stats.loadFailed')}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
        {cards.map(({ key, value, note, Icon, color, testId }) => (
          // the icon only on a wide screen, where four cards share a row
          <FigureCard
            key={key}
            label={t(`adminOrders.stats.${key}`)}
            value={value === undefined ? null : format.price(value)}
            icon={<Icon size={24} />}
            color={color}
            iconVisibleFrom="lg"
            testId={testId}
          >
            <Text size="xs" c="dimmed" mt="xs">
              {note}
            </Text>
          </FigureCard>
        ))}
      </SimpleGrid>
    </>
  );
}
