import { Alert, Card, Group, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { IconCash, IconHourglass, IconReceipt, IconReceiptOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { useOrderStats } from '../api/admin-orders';

function StatCard({
  label,
  value,
  note,
  icon,
  color,
  testId,
}: {
  label: string;
  value: string | null;
  note: string;
  icon: ReactNode;
  color: string;
  testId: string;
}) {
  return (
    // a card alike in shape to the dashboard's StatCard; this one waits with a skeleton
    <Card withBorder radius="lg" padding="lg" data-testid={testId}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div style={{ minWidth: 0 }}>
          <Text size="sm" c="dimmed" fw={600}>
            {label}
          </Text>
          {value === null ? (
            <Skeleton h={34} w={140} mt={6} />
          ) : (
            <Text
              fz={26}
              fw={800}
              mt={4}
              data-testid={`${testId}-value`}
              style={{ overflowWrap: 'anywhere' }}
            >
              {value}
            </Text>
          )}
        </div>
        <ThemeIcon variant="light" color={color} size={44} radius="md" visibleFrom="lg" aria-hidden>
          {icon}
        </ThemeIcon>
      </Group>
      <Text size="xs" c="dimmed" mt="xs">
        {note}
      </Text>
    </Card>
  );
}

/**
 * The revenue panel: active, all and cancelled order totals, and what kiosk orders still owe
 * (not revenue until paid, decision 0016).
 */
export function OrderStatsPanel() {
  const { t } = useTranslation();
  const format = useFormat();
  const stats = useOrderStats();
  const s = stats.data;
  const money = (egp: number | undefined) => (egp === undefined ? null : format.price(egp));
  // how many orders a figure counts, or what it is while the figures load
  const orders = (key: string, count: number | undefined, loading: string) =>
    count === undefined ? t(loading) : t(key, { count, n: format.number(count) });

  return (
    <>
      {stats.isError && !s && (
        <Alert color="orange" role="status">
          {t('adminOrders.stats.loadFailed')}
        </Alert>
      )}
      {/* four cards alike in shape: each its own sum, note and colour */}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
        <StatCard
          label={t('adminOrders.stats.active')}
          value={money(s?.activeRevenue)}
          note={t('adminOrders.stats.activeNote')}
          icon={<IconCash size={24} />}
          color="teal"
          testId="stat-active-revenue"
        />
        <StatCard
          label={t('adminOrders.stats.awaiting')}
          value={money(s?.awaitingRevenue)}
          note={orders('adminOrders.stats.awaitingNote', s?.awaitingOrders, 'adminOrders.stats.notPaidYet')}
          icon={<IconHourglass size={24} />}
          color="yellow"
          testId="stat-awaiting"
        />
        <StatCard
          label={t('adminOrders.stats.total')}
          value={money(s?.totalRevenue)}
          note={orders('adminOrders.stats.totalNote', s?.totalOrders, 'adminOrders.stats.allOrders')}
          icon={<IconReceipt size={24} />}
          color="blue"
          testId="stat-total-value"
        />
        <StatCard
          label={t('adminOrders.stats.cancelled')}
          value={money(s?.cancelledRevenue)}
          note={orders(
            'adminOrders.stats.cancelledNote',
            s?.cancelledOrders,
            'adminOrders.stats.lostRevenue',
          )}
          icon={<IconReceiptOff size={24} />}
          color="red"
          testId="stat-cancelled"
        />
      </SimpleGrid>
    </>
  );
}
