// Finds a Chromium for the browser tests: CHROMIUM_PATH, then the usual system paths, then
// Playwright's own cache. Prints nothing; exports the finders for scripts/e2e.mjs and bench/, and
// the flags every one of our browsers starts with.
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

/**
 * How every test browser starts (e2e, screenshots, Lighthouse): Debian's Chromium as root, with
 * nothing reaching for the network on its own (this machine's network is closed).
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const systemPaths = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/snap/bin/chromium',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

function playwrightCache() {
  const root = process.env.PLAYWRIGHT_BROWSERS_PATH || join(homedir(), '.cache', 'ms-playwright');
  if (!existsSync(root)) return [];
  return readdirSync(root)
    .filter((d) => d.startsWith('chromium'))
    .sort()
    .reverse()
    .flatMap((d) => [
      join(root, d, 'chrome-linux64', 'chrome'),
      join(root, d, 'chrome-linux', 'chrome'),
      join(root, d, 'chrome-linux', 'headless_shell'),
      join(root, d, 'chrome-headless-shell-linux64', 'chrome-headless-shell'),
    ]);
}

export function findChromium() {
  if (process.env.CHROMIUM_PATH) {
    if (existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
    throw new Error(`CHROMIUM_PATH is set to ${process.env.CHROMIUM_PATH}, which does not exist.`);
  }
  return [...systemPaths, ...playwrightCache()].find((p) => existsSync(p)) ?? null;
}

/** Chromium's headless shell: the same engine without the browser's UI layers. */
const headlessShellPaths = ['/usr/bin/chromium-headless-shell', '/usr/lib/chromium/chromium-headless-shell'];

/**
 * The browser for the end-to-end journeys: CHROMIUM_PATH if set, else Chromium's headless shell
 * (Debian's package or Playwright's), which is what Playwright itself runs headless tests in and
 * took two thirds of the full browser's time for the same pages here, else any Chromium.
 * Lighthouse and the screenshots keep the full browser (findChromium), as a shopper's is.
 */
export function findTestChromium() {
  if (process.env.CHROMIUM_PATH) return findChromium();
  const shells = playwrightCache().filter((p) => /headless[_-]shell$/.test(p));
  return [...headlessShellPaths, ...shells].find((p) => existsSync(p)) ?? findChromium();
}
