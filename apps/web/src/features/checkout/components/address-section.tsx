import { useState } from 'react';
import { Alert, Checkbox, NativeSelect, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import type { AddressDto } from '@atlas/shared/contract/addresses';
import {
  addressErrorKey,
  addressMissingGovernorate,
  addressOptionLabel,
  draftErrors,
  effectiveAddressId,
  effectiveMode,
  textDirection,
  type AddressChoice,
  type AddressField,
} from '../checkout-address';

const fields: { key: AddressField; label: string; autoComplete: string }[] = [
  { key: 'street', label: 'checkout.address.street', autoComplete: 'street-address' },
  { key: 'city', label: 'checkout.address.city', autoComplete: 'address-level2' },
  { key: 'zipCode', label: 'checkout.address.zipCode', autoComplete: 'postal-code' },
];

/** Use a saved address (a select of "street, city") or type a new one, optionally saved and made default. */
export function AddressSection({
  addresses,
  loadFailed,
  choice,
  onChange,
  disabled,
  governorates,
  onSavedGovernorate,
  savingGovernorate,
}: {
  addresses: readonly AddressDto[];
  loadFailed: boolean;
  choice: AddressChoice;
  onChange: (next: AddressChoice) => void;
  disabled: boolean;
  /** Every governorate's code, in the shop's order. */
  governorates: readonly string[];
  /** Names the governorate of an older saved address that has none. */
  onSavedGovernorate: (addressId: number, governorate: string) => void;
  savingGovernorate: boolean;
}) {
  const { t, language } = useTranslation();
  const collator = new Intl.Collator(language);
  // the placeholder, then every governorate by its name in the page's language
  const governorateOptions = [
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
  const missingGovernorate = addressMissingGovernorate(choice, addresses);
  const [touched, setTouched] = useState<Partial<Record<AddressField, boolean>>>({});
  const mode = effectiveMode(choice.mode, addresses);
  const selectedId = effectiveAddressId(choice.selectedId, addresses);
  const selected = addresses.find((a) => a.id === selectedId);
  const errors = draftErrors(choice.draft);

  return (
    <Stack gap="md">
      <Radio.Group
        value={mode}
        onChange={(value) => onChange({ ...choice, mode: value as AddressChoice['mode'] })}
        label={t('checkout.address.mode')}
      >
        <Stack gap="xs" mt="xs">
          <Radio
            value="existing"
            label={t('checkout.address.useExisting')}
            disabled={disabled || addresses.length === 0}
            data-testid="address-mode-existing"
          />
          <Radio
            value="new"
            label={t('checkout.address.useNew')}
            disabled={disabled}
            data-testid="address-mode-new"
          />
        </Stack>
      </Radio.Group>

      {loadFailed && (
        <Alert color="yellow" variant="light">
          {t('checkout.address.loadFailed')}
        </Alert>
      )}

      {mode === 'existing' ? (
        <NativeSelect
          label={t('checkout.address.saved')}
          value={selectedId === null ? '' : String(selectedId)}
          onChange={(e) => onChange({ ...choice, selectedId: Number(e.currentTarget.value) })}
          dir={selected ? textDirection(addressOptionLabel(selected)) : undefined}
          disabled={disabled}
          data-testid="address-select"
        >
          {addresses.map((a) => (
            <option key={a.id} value={String(a.id)} dir={textDirection(addressOptionLabel(a))}>
              {addressOptionLabel(a)}
            </option>
          ))}
        </NativeSelect>
      ) : null}
      {mode === 'existing' && missingGovernorate && (
        <NativeSelect
          label={t('checkout.address.savedGovernorate')}
          description={t('checkout.address.savedGovernorateHint')}
          required
          value=""
          onChange={(e) => onSavedGovernorate(missingGovernorate.id, e.currentTarget.value)}
          disabled={disabled || savingGovernorate}
          error={t('checkout.errors.governorateRequired')}
          data-testid="address-saved-governorate"
        >
          {governorateOptions}
        </NativeSelect>
      )}
      {mode === 'new' && (
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {fields.map(({ key, label, autoComplete }) => {
              const error = touched[key] ? errors[key] : undefined;
              return (
                <TextInput
                  key={key}
                  label={t(label)}
                  required
                  autoComplete={autoComplete}
                  value={choice.draft[key]}
                  onChange={(e) =>
                    onChange({ ...choice, draft: { ...choice.draft, [key]: e.currentTarget.value } })
                  }
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
              value={choice.draft.governorate}
              onChange={(e) => {
                const code = e.currentTarget.value;
                // the spec's `state` is the governorate's name; the country is always Egypt
                onChange({
                  ...choice,
                  draft: { ...choice.draft, governorate: code, state: code ? t(`governorates.${code}`) : '' },
                });
              }}
              onBlur={() => setTouched((v) => ({ ...v, governorate: true }))}
              error={
                touched.governorate && errors.governorate ? t(addressErrorKey(errors.governorate)) : undefined
              }
              disabled={disabled}
              data-testid="address-governorate"
            >
              {governorateOptions}
            </NativeSelect>
          </SimpleGrid>
          <Checkbox
            label={t('checkout.address.save')}
            checked={choice.saveAddress}
            onChange={(e) =>
              onChange({
                ...choice,
                saveAddress: e.currentTarget.checked,
                setDefault: e.currentTarget.checked && choice.setDefault,
              })
            }
            disabled={disabled}
            data-testid="address-save"
          />
          <Checkbox
            label={t('checkout.address.setDefault')}
            checked={choice.saveAddress && choice.setDefault}
            onChange={(e) => onChange({ ...choice, setDefault: e.currentTarget.checked })}
            disabled={disabled || !choice.saveAddress}
            data-testid="address-default"
          />
        </Stack>
      )}
    </Stack>
  );
}
