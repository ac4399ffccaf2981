import type { ADDRESS_FIELDS } from '@atlas/shared/contract/addresses';
import { AddressFields, addressMessages, type AddressDto } from '@atlas/shared/contract/addresses';

export type AddressMode = 'existing' | 'new';
export type AddressField = (typeof ADDRESS_FIELDS)[number] | 'governorate';
/**
 * A typed address. The shopper picks the governorate from a list; the spec's `state` is its name
 * and the country is Egypt (the shop delivers nowhere else), so neither is asked for.
 */
export type AddressDraft = Record<AddressField, string>;

export const emptyAddressDraft: AddressDraft = {
  street: '',
  city: '',
  state: '',
  zipCode: '',
  country: 'Egypt',
  governorate: '',
};

export const GOVERNORATE_REQUIRED = 'Choose a governorate';

/** What the shopper chose in the address section; `null` means "not chosen yet, use the default". */
export interface AddressChoice {
  mode: AddressMode | null;
  selectedId: number | null;
  draft: AddressDraft;
  saveAddress: boolean;
  setDefault: boolean;
}

export const initialAddressChoice: AddressChoice = {
  mode: null,
  selectedId: null,
  draft: emptyAddressDraft,
  saveAddress: false,
  setDefault: false,
};

/** The address flagged default, else the first one. */
export function defaultAddressId(addresses: readonly AddressDto[]): number | null {
  return (addresses.find((a) => a.isDefault) ?? addresses[0])?.id ?? null;
}

/** With no saved address (or when loading them failed) only a new address is possible. */
export function effectiveMode(choice: AddressMode | null, addresses: readonly AddressDto[]): AddressMode {
  if (addresses.length === 0) return 'new';
  return choice ?? 'existing';
}

/** The saved address in use: the chosen one while it still exists, else the default. */
export function effectiveAddressId(
  selectedId: number | null,
  addresses: readonly AddressDto[],
): number | null {
  if (selectedId !== null && addresses.some((a) => a.id === selectedId)) return selectedId;
  return defaultAddressId(addresses);
}

/** Field errors of a typed address, as message keys of the shared schema (empty when valid). */
export function draftErrors(draft: AddressDraft): Partial<Record<AddressField, string>> {
  const result = AddressFields.safeParse({ ...draft, governorate: draft.governorate || undefined });
  const errors: Partial<Record<AddressField, string>> = draft.governorate
    ? {}
    : { governorate: GOVERNORATE_REQUIRED };
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const key = issue.path[0] as AddressField;
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Translation key for a schema message of an address field. */
export function addressErrorKey(message: string): string {
  if (message === addressMessages.fieldsRequired) return 'checkout.errors.fieldRequired';
  if (message === GOVERNORATE_REQUIRED) return 'checkout.errors.governorateRequired';
  if (message.startsWith('must be at most')) return 'checkout.errors.fieldTooLong';
  return 'checkout.errors.fieldInvalid';
}

/** The address part of the order request, or null while the address is not usable. */
export type AddressPayload =
  { addressId: number } | { address: AddressFields; saveAddress: boolean; setDefault: boolean };

export function addressPayload(
  choice: AddressChoice,
  addresses: readonly AddressDto[],
): AddressPayload | null {
  if (effectiveMode(choice.mode, addresses) === 'existing') {
    const addressId = effectiveAddressId(choice.selectedId, addresses);
    const saved = addresses.find((a) => a.id === addressId);
    // an older address whose governorate is unknown is asked for it first (never guessed)
    return saved?.governorate ? { addressId: saved.id } : null;
  }
  if (!choice.draft.governorate) return null;
  const parsed = AddressFields.safeParse(choice.draft);
  if (!parsed.success) return null;
  return {
    address: parsed.data,
    saveAddress: choice.saveAddress,
    // 'Set as default' only means something for an address being saved.
    setDefault: choice.saveAddress && choice.setDefault,
  };
}

/** "street, city", as the saved-address select shows each entry. */
export const addressOptionLabel = (a: Pick<AddressDto, 'street' | 'city'>) => `${a.street}, ${a.city}`;

/** The direction of typed text by its first strong character, so "12 Nile St" stays whole in Arabic. */
export function textDirection(value: string): 'ltr' | 'rtl' {
  const strong = /[A-Za-z\u00C0-\u024F\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/.exec(value)?.[0];
  return strong && /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/.test(strong) ? 'rtl' : 'ltr';
}

/** The governorate delivery is priced for: the chosen saved address's, or the typed one's. */
export function checkoutGovernorate(choice: AddressChoice, addresses: readonly AddressDto[]): string | null {
  if (effectiveMode(choice.mode, addresses) === 'existing') {
    const id = effectiveAddressId(choice.selectedId, addresses);
    return addresses.find((a) => a.id === id)?.governorate ?? null;
  }
  return choice.draft.governorate || null;
}

/** The saved address in use when its governorate is not known yet (the checkout asks for it). */
export function addressMissingGovernorate(
  choice: AddressChoice,
  addresses: readonly AddressDto[],
): AddressDto | null {
  if (effectiveMode(choice.mode, addresses) !== 'existing') return null;
  const id = effectiveAddressId(choice.selectedId, addresses);
  const saved = addresses.find((a) => a.id === id);
  return saved && !saved.governorate ? saved : null;
}
