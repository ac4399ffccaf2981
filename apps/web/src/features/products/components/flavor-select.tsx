import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ProductDto } from '@atlas/shared/contract/products';
import { isFlavorAvailable } from '@atlas/shared/rules/stock';

/** Flavor dropdown; sold-out flavors stay selectable (to see them) and say so. */
export function FlavorSelect({
  product,
  value,
  onChange,
}: {
  product: ProductDto;
  value: string | undefined;
  onChange: (flavor: string) => void;
}) {
  const { t } = useTranslation();
  const data = product.available_flavors.map((flavor) => {
    const label = product.flavor_labels[flavor] ?? flavor;
    return {
      value: flavor,
      label: isFlavorAvailable(product.flavor_quantity, flavor)
        ? label
        : `${label} — ${t('product.soldOut')}`,
    };
  });
  return (
    <Select
      label={t('product.flavor')}
      data={data}
      value={value ?? null}
      onChange={(v) => v && onChange(v)}
      allowDeselect={false}
      checkIconPosition="right"
      comboboxProps={{ withinPortal: true }}
      data-testid="flavor-select"
    />
  );
}
