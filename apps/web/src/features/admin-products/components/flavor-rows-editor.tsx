import type { ReactNode } from 'react';
import {
  ActionIcon,
  Button,
  Card,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { MAX_FLAVORS, MAX_STOCK } from '@atlas/shared/rules/admin-product';
import { ImageInput } from '@/components/admin/image-input';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { emptyFlavorRow, type FlavorFormRow } from '../product-form';
import { toNumberValue } from '@/lib/admin/number-value';

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
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <TextInput
                label={t('adminProducts.form.flavorName')}
                maxLength={80}
                value={row.name}
                onChange={(event) => update(row.key, { name: event.currentTarget.value })}
              />
              <TextInput
                label={t('adminProducts.form.flavorNameAr')}
                dir="rtl"
                lang="ar"
                maxLength={80}
                value={row.nameAr}
                onChange={(event) => update(row.key, { nameAr: event.currentTarget.value })}
              />
              <NumberInput
                label={t('adminProducts.form.quantity')}
                min={0}
                max={MAX_STOCK}
                allowDecimal={false}
                allowNegative={false}
                value={row.quantity}
                onChange={(v) => update(row.key, { quantity: toNumberValue(v) })}
              />
            </SimpleGrid>
            <ImageInput
              label={t('adminProducts.form.flavorImage')}
              kind="flavor"
              value={row.image}
              onChange={(url) => update(row.key, { image: url })}
            />
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
