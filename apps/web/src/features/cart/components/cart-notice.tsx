import type { ReactNode } from 'react';
import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/** A notice above the cart's lines: information for the shopper, never a block. */
export function CartNotice({
  color,
  title,
  testId,
  children,
}: {
  color: 'orange' | 'yellow';
  title: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Alert
      color={color}
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={title}
      mb="sm"
      data-testid={testId}
    >
      {children}
    </Alert>
  );
}
