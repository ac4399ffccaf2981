import { Fieldset, NumberInput, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { DELIVERY_LIMITS } from '../form-rules';
import { type SettingsFieldsProps } from './form-bits';
import { toNumberValue } from '@/lib/admin/number-value';

/** What printed receipts show: the shop's name and address, its tax registration number and VAT rate. */
export function ReceiptFields({ values, set, error }: SettingsFieldsProps) {
  const { t } = useTranslation();
  const text = (field: 'shopName' | 'shopAddress' | 'taxRegistrationNumber', max: number) => ({
    value: values[field],
    onChange: (event: { currentTarget: { value: string } }) => set(field, event.currentTarget.value),
    error: error(field),
    maxLength: max + 20,
  });

  return (
    <Fieldset legend={t('adminDelivery.settings.receipts')} radius="md">
      <Stack gap="md">
        <TextInput
          label={t('adminDelivery.settings.shopName')}
          required
          dir="auto"
          data-testid="shop-name"
          {...text('shopName', DELIVERY_LIMITS.shopName)}
        />
        {/* text fields alike in shape to other admin forms'; each its own label and limits */}
        <Textarea
          label={t('adminDelivery.settings.shopAddress')}
          autosize
          minRows={2}
          maxRows={5}
          dir="auto"
          data-testid="shop-address"
          {...text('shopAddress', DELIVERY_LIMITS.shopAddress)}
        />
        <TextInput
          label={t('adminDelivery.settings.taxNumber')}
          dir="ltr"
          data-testid="tax-number"
          {...text('taxRegistrationNumber', DELIVERY_LIMITS.taxNumber)}
        />
        <Stack gap="xs">
          <NumberInput
            label={t('adminDelivery.settings.vatRate')}
            description={t('adminDelivery.settings.vatHint')}
            min={0}
            max={DELIVERY_LIMITS.percent}
            decimalScale={2}
            allowNegative={false}
            value={values.noVat ? '' : values.vatRate}
            onChange={(v) => set('vatRate', toNumberValue(v))}
            disabled={values.noVat}
            required={!values.noVat}
            error={error('vatRate')}
            data-testid="vat-rate"
          />
          <Switch
            label={t('adminDelivery.settings.noVat')}
            checked={values.noVat}
            onChange={(event) => set('noVat', event.currentTarget.checked)}
            data-testid="no-vat"
          />
        </Stack>
      </Stack>
    </Fieldset>
  );
}
