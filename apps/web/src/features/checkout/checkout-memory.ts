import { ADDRESS_FIELDS } from '@atlas/shared/contract/addresses';
import type { PaymentMethod } from '@atlas/shared/contract/orders';
import type { AddressChoice } from './checkout-address';

/**
 * What the shopper typed at checkout, kept in this tab while they are on Paymob's page: coming back
 * after a declined card (or the back button), the address, phone and method are still there.
 */
export interface CheckoutMemory {
  address: AddressChoice;
  phone: string;
  method: PaymentMethod;
}

const KEY = 'atlas.checkout';

const isChoice = (value: unknown): value is AddressChoice => {
  const v = value as AddressChoice | null;
  return (
    !!v &&
    (v.mode === null || v.mode === 'existing' || v.mode === 'new') &&
    (v.selectedId === null || Number.isInteger(v.selectedId)) &&
    typeof v.saveAddress === 'boolean' &&
    typeof v.setDefault === 'boolean' &&
    !!v.draft &&
    ADDRESS_FIELDS.every((f) => typeof v.draft[f] === 'string')
  );
};

/** The remembered checkout, or null when there is none (or it is not ours to read). */
export function recallCheckout(): CheckoutMemory | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<CheckoutMemory> | null;
    if (
      !stored ||
      !isChoice(stored.address) ||
      typeof stored.phone !== 'string' ||
      typeof stored.method !== 'string'
    )
      return null;
    return stored as CheckoutMemory;
  } catch {
    return null;
  }
}

export function rememberCheckout(memory: CheckoutMemory): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(memory));
  } catch {
    // storage full or refused: the shopper retypes, nothing else is lost
  }
}

/** Once the order exists, what was typed for it is not offered again. */
export function forgetCheckout(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing to forget
  }
}
