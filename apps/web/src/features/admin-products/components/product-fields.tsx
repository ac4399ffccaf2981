import { NumberInput, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { MAX_PRICE_EGP, MAX_STOCK } from '@atlas/shared/rules/admin-product';
import { ImageInput } from '@/components/admin/image-input';
import { useTranslation } from '@/lib/use-translation';
import { type FieldProblem, type ProductField, type ProductFormValues } from '../product-form';
import { toNumberValue } from '@/lib/admin/number-value';

/** Every product field of the add popup and the edit modal. */
export function ProductFields({
  values,
  problems,
  hasFlavors,
  onChange,
}: {
  values: ProductFormValues;
  problems: Partial<Record<ProductField, FieldProblem>>;
  /** With flavors, in stock follows their stock; the switch then only shows it. */
  hasFlavors: boolean;
  onChange: <K extends ProductField>(field: K, value: ProductFormValues[K]) => void;
}) {
  const { t } = useTranslation();
  const error = (field: ProductField) => {
    const problem = problems[field];
    return problem ? t(`adminProducts.form.problems.${problem}`) : undefined;
  };
  const text = (field: ProductField & keyof ProductFormValues) => ({
    value: values[field] as string,
    onChange: (event: { currentTarget: { value: string } }) =>
      onChange(field, event.currentTarget.value as ProductFormValues[typeof field]),
    error: error(field),
  });

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label={t('adminProducts.form.name')} required maxLength={200} {...text('name')} />
        <TextInput
          label={t('adminProducts.form.nameAr')}
          description={t('adminProducts.form.arabicOptional')}
          dir="rtl"
          lang="ar"
          maxLength={200}
          {...text('nameAr')}
        />
        {/* text areas alike in shape to other forms'; each its own label and limits */}
        <Textarea
          label={t('adminProducts.form.description')}
          required
          autosize
          minRows={3}
          maxRows={8}
          maxLength={5000}
          {...text('description')}
        />
        <Textarea
          label={t('adminProducts.form.descriptionAr')}
          description={t('adminProducts.form.arabicOptional')}
          dir="rtl"
          lang="ar"
          autosize
          minRows={3}
          maxRows={8}
          maxLength={5000}
          {...text('descriptionAr')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        <NumberInput
          label={t('adminProducts.form.price')}
          required
          min={0}
          max={MAX_PRICE_EGP}
          step={0.01}
          decimalScale={2}
          allowNegative={false}
          value={values.price}
          onChange={(v) => onChange('price', toNumberValue(v))}
          error={error('price')}
        />
        <NumberInput
          label={t('adminProducts.form.discount')}
          min={0}
          max={100}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="strict"
          value={values.discount}
          onChange={(v) => onChange('discount', toNumberValue(v))}
          error={error('discount')}
        />
        <NumberInput
          label={t('adminProducts.form.quantity')}
          required
          min={0}
          max={MAX_STOCK}
          allowDecimal={false}
          allowNegative={false}
          value={values.quantity}
          onChange={(v) => onChange('quantity', toNumberValue(v))}
          error={error('quantity')}
        />
      </SimpleGrid>
      <ImageInput
        label={t('adminProducts.form.image')}
        kind="product"
        required
        value={values.image}
        onChange={(url) => onChange('image', url)}
        error={error('image')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label={t('adminProducts.form.category')} required maxLength={80} {...text('category')} />
        <TextInput label={t('adminProducts.form.brand')} maxLength={80} {...text('brand')} />
        <TextInput label={t('adminProducts.form.size')} required maxLength={80} {...text('available_size')} />
        <TextInput label={t('adminProducts.form.expiration')} type="date" {...text('expiration_date')} />
      </SimpleGrid>
      <Textarea
        label={t('adminProducts.form.searchTerms')}
        description={t('adminProducts.form.searchTermsHint')}
        autosize
        minRows={2}
        maxLength={2000}
        data-testid="product-search-terms"
        {...text('searchTerms')}
      />
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        <Switch
          label={t('adminProducts.form.isNew')}
          checked={values.isNew}
          onChange={(event) => onChange('isNew', event.currentTarget.checked)}
        />
        <Switch
          label={t('adminProducts.form.isHot')}
          checked={values.isHot}
          onChange={(event) => onChange('isHot', event.currentTarget.checked)}
        />
        <Switch
          label={t('adminProducts.form.inStock')}
          description={hasFlavors ? t('adminProducts.form.inStockFollowsFlavors') : undefined}
          checked={values.inStock}
          disabled={hasFlavors}
          onChange={(event) => onChange('inStock', event.currentTarget.checked)}
        />
      </SimpleGrid>
    </Stack>
  );
}
