import { ActionIcon, Group, NumberInput } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { clampQuantity, MIN_QUANTITY } from '@atlas/shared/rules/stock';

/** Minus / value / plus, kept within 1..stock. */
export function QuantityControl({
  value,
  stock,
  onChange,
  disabled,
  readOnly,
}: {
  value: number;
  stock: number;
  onChange: (value: number) => void;
  disabled?: boolean;
  readOnly?: boolean;
}) {
  const { t } = useTranslation();
  const set = (next: number) => onChange(clampQuantity(next, stock));
  return (
    <Group gap={6} wrap="nowrap">
      <ActionIcon
        variant="default"
        size={36}
        onClick={() => set(value - 1)}
        disabled={disabled || value <= MIN_QUANTITY}
        aria-label={t('product.decrease')}
      >
        <IconMinus size={16} />
      </ActionIcon>
      <NumberInput
        value={value}
        onChange={(v) => set(typeof v === 'number' ? v : Number.parseInt(v, 10))}
        min={MIN_QUANTITY}
        max={Math.max(stock, MIN_QUANTITY)}
        allowDecimal={false}
        allowNegative={false}
        hideControls
        readOnly={readOnly}
        disabled={disabled}
        w={64}
        styles={{ input: { textAlign: 'center', fontWeight: 700 } }}
        aria-label={t('product.quantity')}
        data-testid="quantity"
      />
      <ActionIcon
        variant="default"
        size={36}
        onClick={() => set(value + 1)}
        disabled={disabled || value >= stock}
        aria-label={t('product.increase')}
      >
        <IconPlus size={16} />
      </ActionIcon>
    </Group>
  );
}
