import { Group, Text } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight, IconMinus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { FigureCard } from '@/components/admin/figure-card';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';

/** One dashboard figure with its change against last month (docs/api-compatibility.md: computed). */
export function StatCard({
  label,
  value,
  changePercent,
  note,
  icon,
  testId,
}: {
  label: string;
  value: string;
  changePercent: number | null;
  note?: string;
  icon: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const color = changePercent === null || changePercent === 0 ? 'gray' : changePercent > 0 ? 'teal' : 'red';
  const ChangeIcon =
    changePercent === null || changePercent === 0
      ? IconMinus
      : changePercent > 0
        ? IconArrowUpRight
        : IconArrowDownRight;
  const change =
    changePercent === null
      ? t('adminDashboard.newThisMonth')
      : t('adminDashboard.change', {
          percent: format.number(changePercent, { signDisplay: 'exceptZero', maximumFractionDigits: 1 }),
        });
  return (
    <FigureCard label={label} value={value} icon={icon} color="orange" testId={testId}>
      <Group gap={4} mt="sm" c={color} wrap="nowrap">
        <ChangeIcon size={16} aria-hidden />
        <Text size="sm" fw={600} c={color} data-testid={`${testId}-change`}>
          {change}
        </Text>
      </Group>
      {note && (
        <Text size="xs" c="dimmed" mt={4}>
          {note}
        </Text>
      )}
    </FigureCard>
  );
}
