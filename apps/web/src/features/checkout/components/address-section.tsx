import { Alert, Checkbox, NativeSelect, Radio, Stack } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import type { AddressDto } from '@atlas/shared/contract/addresses';
import {
  addressMissingGovernorate,
  addressOptionLabel,
  effectiveAddressId,
  effectiveMode,
  textDirection,
  type AddressChoice,
} from '../checkout-address';
import { AddressDraftFields, useGovernorateOptions } from './address-draft-fields';

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
  const { t } = useTranslation();
  const governorateOptions = useGovernorateOptions(governorates);
  const missingGovernorate = addressMissingGovernorate(choice, addresses);
  const mode = effectiveMode(choice.mode, addresses);
  const selectedId = effectiveAddressId(choice.selectedId, addresses);
  const selected = addresses.find((a) => a.id === selectedId);

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
          <AddressDraftFields
            draft={choice.draft}
            onChange={(draft) => onChange({ ...choice, draft })}
            disabled={disabled}
            governorates={governorates}
          />
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
