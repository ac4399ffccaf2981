/**
 * A tap made before the app's scripts have started is not lost. The page's boot script (server:
 * lib/page-boot.ts) remembers the last button tapped in `window.atlasEarlyTap`; just before React
 * takes over the page, `holdEarlyTap` stops that (from then on React sees every tap itself, and
 * hydrates what was tapped first) and keeps the button; once the app is interactive,
 * `replayEarlyTap` presses it again.
 */
declare global {
  interface Window {
    /** The boot script's last tapped button; null once the app has taken over. */
    atlasEarlyTap?: HTMLElement | null;
  }
}

let held: HTMLElement | null = null;

export function holdEarlyTap(): void {
  held = window.atlasEarlyTap ?? null;
  window.atlasEarlyTap = null;
}

/**
 * In a task of its own: the renders that hydration schedules for what only the browser knows
 * (the signed-in shopper, read from storage) come first, and the button's handler sees them.
 */
export function replayEarlyTap(): void {
  const button = held;
  held = null;
  if (button) setTimeout(() => button.isConnected && button.click(), 0);
}
