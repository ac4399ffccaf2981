import type { ReactNode } from 'react';
import { ActionIcon, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { MAX_FLAVORS } from '@atlas/shared/rules/admin-product';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { emptyFlavorRow, type FlavorFormRow } from '../product-form';
import { FlavorFields } from './flavor-fields';

/** The add popup's repeatable flavor rows; rows missing a name, quantity or image are left out. */
export function FlavorRowsEditor({
  rows,
  onChange,
  renderFacts,
}: {
  rows: FlavorFormRow[];
  onChange: (rows: FlavorFormRow[]) => void;
  /** The row's own supplement facts, when the product has facts. */
  renderFacts?: (row: FlavorFormRow) => ReactNode;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const update = (key: string, patch: Partial<FlavorFormRow>) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('adminProducts.form.flavorRowsHint')}
      </Text>
      {rows.map((row, index) => (
        <Card key={row.key} withBorder radius="md" padding="sm" data-testid="flavor-form-row">
          <Stack gap="sm">
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm" fw={600}>
                {t('adminProducts.form.flavorN', { n: format.number(index + 1) })}
              </Text>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('adminProducts.form.removeFlavorRow', { n: format.number(index + 1) })}
                onClick={() => onChange(rows.filter((r) => r.key !== row.key))}
                data-testid="remove-flavor-row"
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
            <FlavorFields flavor={row} onChange={(patch) => update(row.key, patch)} />
            {renderFacts?.(row)}
          </Stack>
        </Card>
      ))}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => onChange([...rows, emptyFlavorRow()])}
          disabled={rows.length >= MAX_FLAVORS}
          data-testid="add-flavor-row"
        >
          {t('adminProducts.form.addFlavorRow')}
        </Button>
      </Group>
    </Stack>
  );
}
