import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The module afresh, as a newly loaded page has it, with that page's reloads counted. */
async function freshPage() {
  vi.resetModules();
  const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
  reload.mockClear();
  const { reloadForNewBuild, RELOAD_INTERVAL_MS } = await import('./reload-for-new-build');
  return { reloadForNewBuild, reload, RELOAD_INTERVAL_MS };
}

describe('reloadForNewBuild', () => {
  beforeEach(() => {
    sessionStorage.clear();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 5, 1) });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('reloads once, and a failure again on the reloaded page is left to the error page', async () => {
    const before = await freshPage();
    expect(before.reloadForNewBuild()).toBe(true);
    // a second failure while the reload is on its way waits for it too
    expect(before.reloadForNewBuild()).toBe(true);
    expect(before.reload).toHaveBeenCalledTimes(1);

    const after = await freshPage();
    vi.setSystemTime(Date.now() + 5_000);
    expect(after.reloadForNewBuild()).toBe(false);
    expect(after.reload).not.toHaveBeenCalled();
  });

  it('reloads again after the interval, or for another address', async () => {
    const first = await freshPage();
    first.reloadForNewBuild();
    vi.setSystemTime(Date.now() + first.RELOAD_INTERVAL_MS);
    const later = await freshPage();
    expect(later.reloadForNewBuild()).toBe(true);

    const elsewhere = await freshPage();
    window.history.pushState(null, '', '/products/7');
    expect(elsewhere.reloadForNewBuild()).toBe(true);
    expect(elsewhere.reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload offline, where the page could not come back', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const page = await freshPage();
    expect(page.reloadForNewBuild()).toBe(false);
    expect(page.reload).not.toHaveBeenCalled();
  });
});
