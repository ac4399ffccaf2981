import { Card, Group, Text, ThemeIcon } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight, IconMinus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
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
    <Card withBorder radius="lg" padding="lg" data-testid={testId}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div style={{ minWidth: 0 }}>
          <Text size="sm" c="dimmed" fw={600}>
            {label}
          </Text>
          <Text fz={24} fw={800} mt={4} lh={1.25} data-testid={`${testId}-value`}>
            {value}
          </Text>
        </div>
        <ThemeIcon variant="light" color="orange" size={44} radius="md" aria-hidden>
          {icon}
        </ThemeIcon>
      </Group>
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
    </Card>
  );
}
