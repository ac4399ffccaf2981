import type { ReactNode } from 'react';
import { ActionIcon, Indicator, Tooltip } from '@mantine/core';
import { Link } from 'react-router';
import { useFormat } from '@/lib/format';
import classes from './top-nav.module.css';

/** An icon link with a count badge (favourites, cart). */
export function CountIcon({
  to,
  label,
  count,
  icon,
}: {
  to: string;
  label: string;
  count: number;
  icon: ReactNode;
}) {
  const format = useFormat();
  return (
    <Tooltip label={label}>
      <Indicator
        label={format.number(count)}
        size={18}
        offset={6}
        color="orange"
        withBorder
        styles={{ indicator: { fontWeight: 700, fontSize: 11 } }}
      >
        <ActionIcon
          component={Link}
          to={to}
          variant="subtle"
          size="lg"
          className={classes.iconButton}
          aria-label={`${label} (${format.number(count)})`}
        >
          {icon}
        </ActionIcon>
      </Indicator>
    </Tooltip>
  );
}
