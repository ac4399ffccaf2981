import { useState } from 'react';
import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { addressErrorKey, draftErrors, type AddressDraft, type AddressField } from '../checkout-address';

const fields: { key: AddressField; label: string; autoComplete: string }[] = [
  { key: 'street', label: 'checkout.address.street', autoComplete: 'street-address' },
  { key: 'city', label: 'checkout.address.city', autoComplete: 'address-level2' },
  { key: 'zipCode', label: 'checkout.address.zipCode', autoComplete: 'postal-code' },
];

/** The placeholder, then every governorate by its name in the page's language. */
export function useGovernorateOptions(governorates: readonly string[]) {
  const { t, language } = useTranslation();
  const collator = new Intl.Collator(language);
  return [
    <option key="" value="" disabled>
      {t('delivery.choose')}
    </option>,
    ...[...governorates]
      .map((code) => ({ code, label: t(`governorates.${code}`) }))
      .sort((a, b) => collator.compare(a.label, b.label))
      .map(({ code, label }) => (
        <option key={code} value={code}>
          {label}
        </option>
      )),
  ];
}

/** A typed address: street, city, ZIP code and governorate, each checked once left. */
export function AddressDraftFields({
  draft,
  onChange,
  disabled,
  governorates,
}: {
  draft: AddressDraft;
  onChange: (next: AddressDraft) => void;
  disabled: boolean;
  /** Every governorate's code, in the shop's order. */
  governorates: readonly string[];
}) {
  const { t } = useTranslation();
  const governorateOptions = useGovernorateOptions(governorates);
  const [touched, setTouched] = useState<Partial<Record<AddressField, boolean>>>({});
  const errors = draftErrors(draft);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {fields.map(({ key, label, autoComplete }) => {
        const error = touched[key] ? errors[key] : undefined;
        return (
          <TextInput
            key={key}
            label={t(label)}
            required
            autoComplete={autoComplete}
            value={draft[key]}
            onChange={(e) => onChange({ ...draft, [key]: e.currentTarget.value })}
            onBlur={() => setTouched((v) => ({ ...v, [key]: true }))}
            error={error ? t(addressErrorKey(error)) : undefined}
            disabled={disabled}
            style={key === 'street' ? { gridColumn: '1 / -1' } : undefined}
            data-testid={`address-${key}`}
          />
        );
      })}
      <NativeSelect
        label={t('delivery.governorate')}
        required
        autoComplete="address-level1"
        value={draft.governorate}
        onChange={(e) => {
          const code = e.currentTarget.value;
          // the spec's `state` is the governorate's name; the country is always Egypt
          onChange({ ...draft, governorate: code, state: code ? t(`governorates.${code}`) : '' });
        }}
        onBlur={() => setTouched((v) => ({ ...v, governorate: true }))}
        error={touched.governorate && errors.governorate ? t(addressErrorKey(errors.governorate)) : undefined}
        disabled={disabled}
        data-testid="address-governorate"
      >
        {governorateOptions}
      </NativeSelect>
    </SimpleGrid>
  );
}
