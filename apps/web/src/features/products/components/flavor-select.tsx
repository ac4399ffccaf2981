import { useTranslation } from '@/lib/use-translation';
import { SelectField } from '@/components/ui/select-field';
import type { ProductDto } from '@atlas/shared/contract/products';
import { isFlavorAvailable } from '@atlas/shared/rules/stock';

/** Flavor dropdown (the phone's own picker); sold-out flavors stay selectable (to see them) and say so. */
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
    <SelectField
      label={t('product.flavor')}
      data={data}
      value={value ?? ''}
      onChange={(flavor) => flavor && onChange(flavor)}
      testId="flavor-select"
    />
  );
}
