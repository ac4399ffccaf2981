import { describe, expect, it } from 'vitest';
import type { AddressDto } from '@atlas/shared/contract/addresses';
import {
  addressErrorKey,
  addressMissingGovernorate,
  checkoutGovernorate,
  addressOptionLabel,
  addressPayload,
  defaultAddressId,
  draftErrors,
  effectiveAddressId,
  effectiveMode,
  initialAddressChoice,
  textDirection,
  type AddressChoice,
} from './checkout-address';

const address = (id: number, isDefault = false): AddressDto => ({
  id,
  street: `${id} Nile St`,
  city: 'Cairo',
  state: 'Cairo',
  governorate: 'EG-C',
  zipCode: '11511',
  country: 'Egypt',
  isDefault,
});
const typed = {
  street: ' 5 Tahrir Sq ',
  city: 'Giza',
  state: 'Giza',
  zipCode: '12511',
  country: 'Egypt',
  governorate: 'EG-GZ',
};
const choice = (patch: Partial<AddressChoice>): AddressChoice => ({ ...initialAddressChoice, ...patch });

describe('checkout address', () => {
  it('preselects the default address, else the first, else none', () => {
    expect(defaultAddressId([address(1), address(2, true)])).toBe(2);
    expect(defaultAddressId([address(1), address(2)])).toBe(1);
    expect(defaultAddressId([])).toBeNull();
  });

  it('uses a new address when none is saved (or loading them failed), else the saved ones by default', () => {
    expect(effectiveMode(null, [])).toBe('new');
    expect(effectiveMode('existing', [])).toBe('new');
    expect(effectiveMode(null, [address(1)])).toBe('existing');
    expect(effectiveMode('new', [address(1)])).toBe('new');
  });

  it('keeps the chosen saved address while it exists, else falls back to the default', () => {
    const saved = [address(1), address(2, true)];
    expect(effectiveAddressId(1, saved)).toBe(1);
    expect(effectiveAddressId(9, saved)).toBe(2);
    expect(effectiveAddressId(null, saved)).toBe(2);
  });

  it('sends the saved address id in existing mode', () => {
    expect(addressPayload(choice({}), [address(1), address(2, true)])).toEqual({ addressId: 2 });
    expect(addressPayload(choice({ selectedId: 1 }), [address(1), address(2, true)])).toEqual({
      addressId: 1,
    });
  });

  it('needs every field of a new address, trimmed and non-empty', () => {
    expect(addressPayload(choice({ mode: 'new', draft: { ...typed, city: '   ' } }), [])).toBeNull();
    expect(draftErrors({ ...typed, city: '   ' })).toEqual({ city: 'All address fields are required' });
    expect(draftErrors(typed)).toEqual({});
    expect(addressPayload(choice({ mode: 'new', draft: typed }), [])).toEqual({
      address: { ...typed, street: '5 Tahrir Sq' },
      saveAddress: false,
      setDefault: false,
    });
  });

  it('makes an address default only when it is saved', () => {
    const payload = (saveAddress: boolean, setDefault: boolean) =>
      addressPayload(choice({ mode: 'new', draft: typed, saveAddress, setDefault }), []);
    expect(payload(false, true)).toMatchObject({ saveAddress: false, setDefault: false });
    expect(payload(true, true)).toMatchObject({ saveAddress: true, setDefault: true });
    expect(payload(true, false)).toMatchObject({ saveAddress: true, setDefault: false });
  });

  it('maps schema messages to translation keys', () => {
    expect(addressErrorKey('All address fields are required')).toBe('checkout.errors.fieldRequired');
    expect(addressErrorKey('must be at most 80 characters')).toBe('checkout.errors.fieldTooLong');
    expect(addressErrorKey('must not contain control characters')).toBe('checkout.errors.fieldInvalid');
    expect(draftErrors({ ...typed, city: 'x'.repeat(81) }).city).toMatch(/^must be at most/);
  });

  it('needs the governorate of a typed address, and of a saved one before it can be used', () => {
    expect(draftErrors({ ...typed, governorate: '' })).toEqual({ governorate: 'Choose a governorate' });
    expect(addressErrorKey('Choose a governorate')).toBe('checkout.errors.governorateRequired');
    expect(addressPayload(choice({ mode: 'new', draft: { ...typed, governorate: '' } }), [])).toBeNull();
    expect(checkoutGovernorate(choice({ mode: 'new', draft: typed }), [])).toBe('EG-GZ');
    const older = { ...address(4, true), governorate: null };
    expect(addressPayload(choice({}), [older])).toBeNull();
    expect(addressMissingGovernorate(choice({}), [older])).toBe(older);
    expect(checkoutGovernorate(choice({}), [older])).toBeNull();
    expect(addressMissingGovernorate(choice({}), [address(5, true)])).toBeNull();
    expect(checkoutGovernorate(choice({}), [address(5, true)])).toBe('EG-C');
  });

  it('shows a saved address as "street, city"', () => {
    expect(addressOptionLabel(address(3))).toBe('3 Nile St, Cairo');
  });

  it('keeps a Latin address left-to-right and an Arabic one right-to-left', () => {
    expect(textDirection('12 Nile St, Cairo')).toBe('ltr');
    expect(textDirection('١٢ شارع النيل، القاهرة')).toBe('rtl');
    expect(textDirection('12345')).toBe('ltr');
  });
});
