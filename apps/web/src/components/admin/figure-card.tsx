import type { ReactNode } from 'react';
import { Card, Group, Skeleton, Text, ThemeIcon, type MantineBreakpoint } from '@mantine/core';

/**
 * One figure of an admin screen in a card: its label, the figure (a skeleton while it is null)
 * with test id `${testId}-value`, an icon in `color`, and whatever the screen says under it.
 */
export function FigureCard({
  label,
  value,
  icon,
  color,
  iconVisibleFrom,
  testId,
  children,
}: {
  label: string;
  value: string | null;
  icon: ReactNode;
  color: string;
  /** Narrow cards leave the icon out below this width. */
  iconVisibleFrom?: MantineBreakpoint;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="lg" padding="lg" data-testid={testId}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        {/* the figure's size follows the card's width (a container), so that an amount and its
            currency stay on one line in four cards a row, in Arabic as in English */}
        <div style={{ minWidth: 0, flex: 1, containerType: 'inline-size' }}>
          <Text size="sm" c="dimmed" fw={600}>
            {label}
          </Text>
          {value === null ? (
            <Skeleton h={30} w={140} mt={6} />
          ) : (
            <Text
              fw={800}
              mt={4}
              lh={1.25}
              data-testid={`${testId}-value`}
              style={{ fontSize: 'min(24px, 14cqi)', overflowWrap: 'anywhere' }}
            >
              {value}
            </Text>
          )}
        </div>
        <ThemeIcon
          variant="light"
          color={color}
          size={44}
          radius="md"
          visibleFrom={iconVisibleFrom}
          aria-hidden
        >
          {icon}
        </ThemeIcon>
      </Group>
      {children}
    </Card>
  );
}
