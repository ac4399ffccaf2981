/**
 * A tap made before the app is interactive is not lost. Until `<html data-ready>`, the page's boot
 * script (server: lib/page-boot.ts) holds every tap on a button, keeping the last one in
 * `window.atlasEarlyTap`; once the app is interactive, `replayEarlyTap` presses it again.
 */
declare global {
  interface Window {
    /** The last button tapped before the app was interactive. */
    atlasEarlyTap?: HTMLElement;
  }
}

/**
 * In a task of its own: the renders that hydration schedules for what only the browser knows
 * (the signed-in shopper, read from storage) come first, and the button's handler sees them.
 */
export function replayEarlyTap(): void {
  const button = window.atlasEarlyTap;
  window.atlasEarlyTap = undefined;
  if (button) setTimeout(() => button.isConnected && button.click(), 0);
}
