import { useSyncExternalStore } from 'react';
import { MAX_LINE_QUANTITY, UNFLAVORED } from '@atlas/shared/contract/shop-constants';

/**
 * A visitor's cart: lines kept in this browser (localStorage) until they order as a guest or sign
 * in (then the lines move to their server cart). Only what the visitor chose is kept; every price
 * comes from the server's guest quote. Zod-free: the first page of every visitor loads it.
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

const isLine = (v: unknown): v is GuestLine => {
  if (typeof v !== 'object' || v === null) return false;
  const l = v as Record<string, unknown>;
  return (
    Number.isInteger(l.productId) &&
    (l.productId as number) > 0 &&
    typeof l.selectedFlavor === 'string' &&
    l.selectedFlavor.length > 0 &&
    l.selectedFlavor.length <= 80 &&
    Number.isInteger(l.quantity) &&
    (l.quantity as number) >= 1
  );
};

/** The lines of a stored value; anything unreadable, or of another version, is an empty cart. */
export function parseGuestCart(raw: string | null): readonly GuestLine[] {
  if (!raw) return none;
  try {
    const stored = JSON.parse(raw) as { v?: unknown; lines?: unknown };
    if (stored?.v !== GUEST_CART_VERSION || !Array.isArray(stored.lines)) return none;
    let lines: readonly GuestLine[] = none;
    for (const line of stored.lines.filter(isLine)) lines = addGuestLine(lines, line).lines;
    return lines;
  } catch {
    return none;
  }
}

export const serializeGuestCart = (lines: readonly GuestLine[]) =>
  JSON.stringify({ v: GUEST_CART_VERSION, lines });

/** One line per product and flavor, the flavor compared case-insensitively as the server's cart does. */
const same = (a: Pick<GuestLine, 'productId' | 'selectedFlavor'>, b: typeof a) =>
  a.productId === b.productId && a.selectedFlavor.toLowerCase() === b.selectedFlavor.toLowerCase();

/**
 * Adds units of one flavor: merged into its line (at most MAX_LINE_QUANTITY), or a new line while
 * the cart has room. `added` is false when nothing could be added.
 */
export function addGuestLine(
  lines: readonly GuestLine[],
  line: GuestLine,
): { lines: readonly GuestLine[]; added: boolean } {
  const flavor = line.selectedFlavor || UNFLAVORED;
  const existing = lines.find((l) => same(l, { productId: line.productId, selectedFlavor: flavor }));
  if (existing) {
    const quantity = Math.min(MAX_LINE_QUANTITY, existing.quantity + line.quantity);
    if (quantity === existing.quantity) return { lines, added: false };
    return { lines: lines.map((l) => (l === existing ? { ...l, quantity } : l)), added: true };
  }
  if (lines.length >= MAX_GUEST_LINES) return { lines, added: false };
  const quantity = Math.min(MAX_LINE_QUANTITY, line.quantity);
  return { lines: [...lines, { productId: line.productId, selectedFlavor: flavor, quantity }], added: true };
}

/** One unit less (never below 1: the trash removes the line). */
export const removeOneGuestUnit = (lines: readonly GuestLine[], line: Omit<GuestLine, 'quantity'>) =>
  lines.map((l) => (same(l, line) && l.quantity > 1 ? { ...l, quantity: l.quantity - 1 } : l));

export const removeGuestLine = (lines: readonly GuestLine[], line: Omit<GuestLine, 'quantity'>) =>
  lines.filter((l) => !same(l, line));

// the store: one snapshot shared by every subscriber, refreshed by this tab's writes and other tabs'
const listeners = new Set<() => void>();
let snapshot: { raw: string | null; lines: readonly GuestLine[] } = { raw: null, lines: none };

function read(): readonly GuestLine[] {
  let raw: string | null;
  try {
    raw = localStorage.getItem(GUEST_CART_KEY);
  } catch {
    // storage refused (private mode): the cart lives as long as the page
    return snapshot.lines;
  }
  if (raw !== snapshot.raw) snapshot = { raw, lines: parseGuestCart(raw) };
  return snapshot.lines;
}

function write(lines: readonly GuestLine[]): void {
  const raw = lines.length ? serializeGuestCart(lines) : null;
  snapshot = { raw, lines: lines.length ? lines : none };
  try {
    if (raw) localStorage.setItem(GUEST_CART_KEY, raw);
    else localStorage.removeItem(GUEST_CART_KEY);
  } catch {
    // kept in memory only
  }
  listeners.forEach((l) => l());
}

const onStorage = (event: StorageEvent) => {
  if (event.key === GUEST_CART_KEY || event.key === null) listeners.forEach((l) => l());
};

function subscribe(listener: () => void) {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

export const guestCart = {
  lines: read,
  /** Returns false when the cart is full or the line at its most. */
  add(line: GuestLine): boolean {
    const next = addGuestLine(read(), line);
    if (next.added) write(next.lines);
    return next.added;
  },
  removeOne: (line: Omit<GuestLine, 'quantity'>) => write(removeOneGuestUnit(read(), line)),
  removeLine: (line: Omit<GuestLine, 'quantity'>) => write(removeGuestLine(read(), line)),
  clear: () => write(none),
};

/** The visitor's lines; the server's render (and the first paint) has none. */
export function useGuestLines(): readonly GuestLine[] {
  return useSyncExternalStore(subscribe, read, () => none);
}

export const guestItemCount = (lines: readonly GuestLine[]) => lines.reduce((n, l) => n + l.quantity, 0);
