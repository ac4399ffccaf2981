import { Card, Text, VisuallyHidden } from '@mantine/core';
import type { DashboardDto } from '@atlas/shared/contract/admin';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';

const WIDTH = 720;
const HEIGHT = 220;
const PAD = { top: 16, right: 8, bottom: 28, left: 8 };

/**
 * Revenue by day for the last 30 days as bars (an SVG of our own: a chart library would weigh
 * more than the whole dashboard). Each bar says its day and amount on hover; screen readers get
 * the same figures as a table.
 */
export function RevenueChart({ days }: { days: DashboardDto['revenueByDay'] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const max = Math.max(...days.map((d) => d.revenue), 0);
  const total = days.reduce((sum, d) => sum + d.revenue, 0);
  const innerW = WIDTH - PAD.left - PAD.right;
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const slot = innerW / Math.max(days.length, 1);
  const label = (date: string) =>
    format.date(`${date}T12:00:00Z`, { day: 'numeric', month: 'short', timeZone: 'UTC' });

  return (
    <Card withBorder radius="lg" padding="lg">
      <Text fw={700}>{t('adminDashboard.revenueChart')}</Text>
      <Text size="sm" c="dimmed" mb="sm">
        {t('adminDashboard.revenueChartTotal', { total: format.price(total) })}
      </Text>
      {max === 0 ? (
        <Text c="dimmed" py="xl" ta="center" data-testid="revenue-chart-empty">
          {t('adminDashboard.noRevenue')}
        </Text>
      ) : (
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          width="100%"
          role="img"
          aria-label={t('adminDashboard.revenueChart')}
          data-testid="revenue-chart"
          direction="ltr"
          style={{ display: 'block' }}
        >
          <line
            x1={PAD.left}
            x2={WIDTH - PAD.right}
            y1={PAD.top + innerH}
            y2={PAD.top + innerH}
            stroke="var(--mantine-color-gray-4)"
          />
          {days.map((day, i) => {
            const h = max ? (day.revenue / max) * innerH : 0;
            const x = PAD.left + i * slot + slot * 0.15;
            return (
              <g key={day.date}>
                <rect
                  x={x}
                  y={PAD.top + innerH - h}
                  width={slot * 0.7}
                  height={Math.max(h, day.revenue > 0 ? 2 : 0)}
                  rx={3}
                  fill="var(--mantine-color-orange-6)"
                >
                  <title>{`${label(day.date)}: ${format.price(day.revenue)}`}</title>
                </rect>
                {i % 5 === 4 || i === 0 ? (
                  <text
                    x={x + slot * 0.35}
                    y={HEIGHT - 8}
                    textAnchor="middle"
                    fontSize={12}
                    fill="var(--mantine-color-gray-7)"
                  >
                    {label(day.date)}
                  </text>
                ) : null}
              </g>
            );
          })}
        </svg>
      )}
      <VisuallyHidden>
        <table>
          <caption>{t('adminDashboard.revenueChart')}</caption>
          <tbody>
            {days
              .filter((d) => d.revenue > 0)
              .map((d) => (
                <tr key={d.date}>
                  <th scope="row">{label(d.date)}</th>
                  <td>{format.price(d.revenue)}</td>
                </tr>
              ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Card>
  );
}
