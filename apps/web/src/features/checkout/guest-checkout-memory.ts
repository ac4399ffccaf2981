import { ADDRESS_FIELDS } from '@atlas/shared/contract/addresses';
import type { OrderDto, PaymentMethod } from '@atlas/shared/contract/orders';
import { emptyAddressDraft, type AddressDraft } from './checkout-address';
import { CONTACT_FIELDS, emptyContact, type ContactDraft } from './guest-contact';

/**
 * What a guest typed at checkout, kept in this tab as they type: a reload, a failed order or a
 * trip to the payment page and back finds it all still there.
 */
export interface GuestCheckoutMemory {
  contact: ContactDraft;
  address: AddressDraft;
  method: PaymentMethod | null;
}

/** The order a guest just placed, for the confirmation page (in this tab only). */
export interface PlacedGuestOrder {
  order: OrderDto;
  /** Opens the order again without the contact (the lookup page's link). */
  lookupToken: string;
  email: string;
}

const FORM_KEY = 'atlas.guestCheckout';
const PLACED_KEY = 'atlas.guestOrder';

const strings = (value: unknown, keys: readonly string[]) =>
  !!value &&
  typeof value === 'object' &&
  keys.every((k) => typeof (value as Record<string, unknown>)[k] === 'string');

function load(key: string): unknown {
  try {
    return JSON.parse(sessionStorage.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

function save(key: string, value: unknown): void {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // storage full or refused: only a reload would lose what was typed
  }
}

export function recallGuestCheckout(): GuestCheckoutMemory {
  const stored = load(FORM_KEY) as Partial<GuestCheckoutMemory> | null;
  return {
    contact: strings(stored?.contact, CONTACT_FIELDS) ? stored!.contact! : emptyContact,
    address: strings(stored?.address, [...ADDRESS_FIELDS, 'governorate'])
      ? stored!.address!
      : emptyAddressDraft,
    method: typeof stored?.method === 'string' ? stored.method : null,
  };
}

export const rememberGuestCheckout = (memory: GuestCheckoutMemory) => save(FORM_KEY, memory);

/** The order exists: the form starts empty next time and the confirmation can show it. */
export function guestOrderPlaced(placed: PlacedGuestOrder): void {
  save(FORM_KEY, null);
  save(PLACED_KEY, placed);
}

export function recallPlacedGuestOrder(): PlacedGuestOrder | null {
  const stored = load(PLACED_KEY) as PlacedGuestOrder | null;
  return stored &&
    typeof stored.email === 'string' &&
    typeof stored.lookupToken === 'string' &&
    Number.isInteger(stored.order?.id)
    ? stored
    : null;
}
