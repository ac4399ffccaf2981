import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether `query` matches; undefined in the server's HTML and while React hydrates it, so a
 * page can leave the choice to CSS until the browser has measured (Mantine's useMediaQuery
 * answers false there instead, which the server would then write into the page).
 */
export function useMediaMatch(query: string): boolean | undefined {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore<boolean | undefined>(
    subscribe,
    () => window.matchMedia(query).matches,
    () => undefined,
  );
}
