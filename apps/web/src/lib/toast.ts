import { useSyncExternalStore } from 'react';
import type { NotificationData } from '@mantine/notifications';
import { loadMoreStyles } from './load-more-styles';

/**
 * Shows a toast. The toasts' code (Mantine notifications) loads with the first one, so pages
 * that never show one do not carry it; the shell mounts the toasts once one is asked for.
 */
export function showToast(toast: NotificationData): void {
  if (!requested) {
    requested = true;
    listeners.forEach((l) => l());
  }
  void Promise.all([import('@mantine/notifications'), loadMoreStyles()]).then(([{ notifications }]) =>
    notifications.show(toast),
  );
}

let requested = false;
const listeners = new Set<() => void>();

/** Whether any toast has been asked for yet (then the shell mounts Mantine's toasts). */
export function useToastsRequested(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => requested,
    () => false,
  );
}
