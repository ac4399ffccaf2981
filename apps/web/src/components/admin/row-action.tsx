import type { ReactNode } from 'react';
import { ActionIcon, Group, Tooltip } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';

/**
 * One action of an admin row: an icon button named for its row (`ariaLabel`, "Delete Sara"), its
 * word (`label`) in a tooltip.
 */
export function RowAction({
  label,
  ariaLabel,
  icon: ActionGlyph,
  onClick,
  color,
  disabled,
  testId,
}: {
  label: string;
  ariaLabel: string;
  icon: Icon;
  onClick: () => void;
  color?: string;
  disabled?: boolean;
  testId: string;
}) {
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="subtle"
        size="lg"
        color={color}
        aria-label={ariaLabel}
        onClick={onClick}
        disabled={disabled}
        data-testid={testId}
      >
        <ActionGlyph size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}

/** A row's actions side by side at its end. */
export function RowActionGroup({ children }: { children: ReactNode }) {
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      {children}
    </Group>
  );
}
