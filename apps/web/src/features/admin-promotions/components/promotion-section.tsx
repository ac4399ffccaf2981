import { useState, type ReactNode } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { PromotionStatus } from '@atlas/shared/contract/promotions';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { useTranslation } from '@/lib/use-translation';
import { ListBody, useStatusChange, type ListQuery, type StatusMutation } from './promotion-bits';

/** What a tab's table is given: its rows and what its row actions do. */
export interface PromotionRows<T> {
  rows: T[];
  /** The promotion whose status is being changed. */
  busyId: number | null;
  onEdit: (promotion: T) => void;
  onStatus: (promotion: T, status: PromotionStatus) => void;
}

/**
 * A promotions tab: its intro, New (`add-${noun}`), the list in whichever state it is, the form
 * and the status changes, Ending only after a confirm. Texts come from `prefix`; `words` names a
 * promotion in its toasts and in the end dialog's title. `tools` stand before New.
 */
export function PromotionSection<T extends { id: number }>({
  prefix,
  noun,
  icon,
  query,
  status,
  words,
  tools,
  table,
  form,
}: {
  prefix: string;
  noun: string;
  icon: ReactNode;
  query: ListQuery<T>;
  status: StatusMutation;
  words: (promotion: T) => Record<string, string>;
  tools?: ReactNode;
  table: (rows: PromotionRows<T>) => ReactNode;
  form: (editing: T | 'new' | null, onClose: () => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [ending, setEnding] = useState<T | null>(null);
  const changeStatus = useStatusChange<T>(status, prefix, words);

  const add = (
    <Button
      leftSection={<IconPlus size={16} aria-hidden />}
      onClick={() => setEditing('new')}
      data-testid={`add-${noun}`}
    >
      {t(`${prefix}.add`)}
    </Button>
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="sm">
        <Text size="sm" c="dimmed" maw={560}>
          {t(`${prefix}.intro`)}
        </Text>
        {tools ? (
          <Group gap="sm">
            {tools}
            {add}
          </Group>
        ) : (
          add
        )}
      </Group>
      <ListBody query={query} prefix={prefix} testId={`${noun}s`} icon={icon} action={add}>
        {(rows) =>
          table({
            rows,
            busyId: status.isPending ? (status.variables?.id ?? null) : null,
            onEdit: setEditing,
            onStatus: (promotion, next) =>
              next === 'ended' ? setEnding(promotion) : changeStatus(promotion, next),
          })
        }
      </ListBody>
      {form(editing, () => setEditing(null))}
      <ConfirmDialog
        opened={ending !== null}
        title={ending ? t(`${prefix}.end.title`, words(ending)) : ''}
        message={t(`${prefix}.end.message`)}
        confirmLabel={t(`${prefix}.end.confirm`)}
        loading={status.isPending}
        onConfirm={() => ending && changeStatus(ending, 'ended', () => setEnding(null))}
        onClose={() => setEnding(null)}
      />
    </Stack>
  );
}
