import { useSyncExternalStore } from 'react';
import { MAX_LINE_QUANTITY } from '@atlas/shared/contract/shop-constants';

/**
 * A visitor's cart: lines kept in this browser (localStorage) until they order as a guest or sign
 * in (then the lines move to their server cart). Only what the visitor chose is kept; every price
 * comes from the server's guest quote. This is the part every visitor's first page loads (the
 * badge reads it): the changes are in guest-cart-lines.ts, loaded with the first one.
 */
export interface GuestLine {
  productId: number;
  selectedFlavor: string;
  quantity: number;
}

/** The stored shape's version: a stored cart of another version is dropped, never misread. */
export const GUEST_CART_VERSION = 1;
export const GUEST_CART_KEY = 'atlas.guestCart';
/** Most lines a visitor's cart holds: the guest contract's MAX_GUEST_LINES (that module carries zod). */
export const MAX_GUEST_LINES = 50;

const none: readonly GuestLine[] = [];

const isLine = (l: GuestLine | null) =>
  !!l &&
  l.productId > 0 &&
  Number.isInteger(l.productId) &&
  l.selectedFlavor?.length <= 80 &&
  l.quantity >= 1;

/**
 * The lines of a stored value, each as the shop allows (whole units, at most MAX_LINE_QUANTITY)
 * and at most MAX_GUEST_LINES of them; anything unreadable, or of another version, is an empty cart.
 */
export function parseGuestCart(raw: string | null): readonly GuestLine[] {
  try {
    const stored = JSON.parse(raw ?? 'null') as { v?: unknown; lines?: (GuestLine | null)[] } | null;
    if (stored?.v !== GUEST_CART_VERSION || !Array.isArray(stored.lines)) return none;
    return (stored.lines.filter(isLine) as GuestLine[]).slice(0, MAX_GUEST_LINES).map((l) => ({
      productId: l.productId,
      selectedFlavor: l.selectedFlavor,
      quantity: Math.min(MAX_LINE_QUANTITY, Math.floor(l.quantity)),
    }));
  } catch {
    return none;
  }
}

// one snapshot shared by every subscriber, refreshed by this tab's writes and other tabs'
const listeners = new Set<() => void>();
let snapshot: { raw: string | null; lines: readonly GuestLine[] } = { raw: null, lines: none };

function read(): readonly GuestLine[] {
  try {
    const raw = localStorage.getItem(GUEST_CART_KEY);
    if (raw !== snapshot.raw) snapshot = { raw, lines: parseGuestCart(raw) };
  } catch {
    // storage refused (private mode): the cart lives as long as the page
  }
  return snapshot.lines;
}

function write(lines: readonly GuestLine[]): void {
  const raw = lines.length ? JSON.stringify({ v: GUEST_CART_VERSION, lines }) : null;
  snapshot = { raw, lines: raw ? lines : none };
  try {
    if (raw) localStorage.setItem(GUEST_CART_KEY, raw);
    else localStorage.removeItem(GUEST_CART_KEY);
  } catch {
    // kept in memory only
  }
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // another tab's change (storage events come from other tabs only)
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export const guestCart = { lines: read, set: write, clear: () => write(none) };

/** The visitor's lines; the server's render (and the first paint) has none. */
export function useGuestLines(): readonly GuestLine[] {
  return useSyncExternalStore(subscribe, read, () => none);
}
