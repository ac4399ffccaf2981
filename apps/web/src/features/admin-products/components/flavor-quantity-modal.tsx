import { useState } from 'react';
import { Button, Group, Modal, NumberInput, Stack } from '@mantine/core';
import { MAX_STOCK } from '@atlas/shared/rules/admin-product';
import { useTranslation } from '@/lib/use-translation';
import { toNumberValue, type NumberValue } from '@/lib/admin/number-value';

/** The small edit-quantity modal: a whole number, 0 or more. */
export function FlavorQuantityModal({
  flavorName,
  quantity,
  saving,
  onSave,
  onClose,
}: {
  flavorName: string;
  quantity: number;
  saving: boolean;
  onSave: (quantity: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState<NumberValue>(quantity);
  const [touched, setTouched] = useState(false);
  const valid = value !== '' && Number.isInteger(value) && value >= 0 && value <= MAX_STOCK;

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('adminProducts.flavors.quantityTitle', { name: flavorName })}
      centered
      size="sm"
      closeOnClickOutside={!saving}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (valid) onSave(value);
        }}
      >
        <Stack gap="md">
          <NumberInput
            label={t('adminProducts.form.quantity')}
            value={value}
            onChange={(v) => setValue(toNumberValue(v))}
            min={0}
            max={MAX_STOCK}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="strict"
            error={touched && !valid ? t('adminProducts.form.problems.whole') : undefined}
            data-autofocus
            data-testid="flavor-quantity-input"
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={saving}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={saving} data-testid="save-flavor-quantity">
              {t('adminProducts.flavors.saveQuantity')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
