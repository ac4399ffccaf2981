import { NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import { MAX_STOCK } from '@atlas/shared/rules/admin-product';
import { ImageInput } from '@/components/admin/image-input';
import { toNumberValue } from '@/lib/admin/number-value';
import { useTranslation } from '@/lib/use-translation';
import type { FlavorDraft } from '../product-form';

/** A flavor's fields: its name in both languages, its units in stock and its image. */
export function FlavorFields({
  flavor,
  onChange,
  errors = {},
}: {
  flavor: FlavorDraft;
  onChange: (patch: Partial<FlavorDraft>) => void;
  errors?: { quantity?: string; image?: string };
}) {
  const { t } = useTranslation();
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput
          label={t('adminProducts.form.flavorName')}
          maxLength={80}
          value={flavor.name}
          onChange={(event) => onChange({ name: event.currentTarget.value })}
        />
        <TextInput
          label={t('adminProducts.form.flavorNameAr')}
          dir="rtl"
          lang="ar"
          maxLength={80}
          value={flavor.nameAr}
          onChange={(event) => onChange({ nameAr: event.currentTarget.value })}
        />
        <NumberInput
          label={t('adminProducts.form.quantity')}
          min={0}
          max={MAX_STOCK}
          allowDecimal={false}
          allowNegative={false}
          value={flavor.quantity}
          onChange={(v) => onChange({ quantity: toNumberValue(v) })}
          error={errors.quantity}
        />
      </SimpleGrid>
      <ImageInput
        label={t('adminProducts.form.flavorImage')}
        kind="flavor"
        value={flavor.image}
        onChange={(url) => onChange({ image: url })}
        error={errors.image}
      />
    </>
  );
}
