import { useSyncExternalStore } from 'react';
import { GOVERNORATE_CODES } from '@atlas/shared/content/governorate-codes';

/**
 * The governorate a visitor delivers to, remembered on this device: chosen on a product page or
 * taken from the address used at checkout, so every price of delivery the shop shows is theirs.
 */
const KEY = 'atlas.governorate';
const listeners = new Set<() => void>();

function read(): string | null {
  try {
    const value = localStorage.getItem(KEY);
    return value && (GOVERNORATE_CODES as readonly string[]).includes(value) ? value : null;
  } catch {
    return null;
  }
}

export function rememberGovernorate(code: string | null): void {
  try {
    if (code) localStorage.setItem(KEY, code);
    else localStorage.removeItem(KEY);
  } catch {
    // storage refused (private mode): the choice lasts until the page closes
  }
  current = code;
  for (const listener of listeners) listener();
}

let current: string | null | undefined;

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== KEY) return;
    current = read();
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The remembered governorate (null on the server and before one is chosen). */
export function useGovernorate(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => (current === undefined ? (current = read()) : current),
    () => null,
  );
}
