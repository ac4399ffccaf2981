const STAMP_KEY = 'atlas-build-reload';
/** A failure again within this time of a reload of the same address shows the error page instead. */
export const RELOAD_INTERVAL_MS = 60_000;

let reloading = false;

/**
 * Reloads the page after its code failed to load while the browser is online: the page came
 * from an earlier build whose files are gone since a deploy, and the reloaded one brings the
 * current build. At most once a minute for one address, so code that stays missing shows the
 * error page rather than loop. True when the page is reloading.
 */
export function reloadForNewBuild(): boolean {
  if (reloading) return true;
  if (!navigator.onLine) return false;
  const address = `${window.location.href}\n`;
  try {
    const last = sessionStorage.getItem(STAMP_KEY);
    if (last?.startsWith(address) && Date.now() - Number(last.slice(address.length)) < RELOAD_INTERVAL_MS)
      return false;
    sessionStorage.setItem(STAMP_KEY, address + Date.now());
  } catch {
    return false; // without session storage, a reload could not know it had been tried
  }
  reloading = true;
  window.location.reload();
  return true;
}
