// Runs the Playwright suite against the built app served by the real server on a fresh database.
// Finds a Chromium first (its headless shell where there is one); on a machine with none, installs Playwright's own the standard way;
// if that fails too, stops with a message naming both ways to get one. Never skips silently.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { findTestChromium } from './find-chromium.mjs';

let chromium = findTestChromium();
if (!chromium) {
  console.log('No Chromium found; installing Playwright Chromium (npx playwright install chromium)...');
  const install = spawnSync('npx', ['playwright', 'install', 'chromium'], { stdio: 'inherit' });
  chromium = install.status === 0 ? findTestChromium() : null;
}
if (!chromium) {
  console.error(
    [
      'The end-to-end tests need Chromium and none could be found or installed.',
      'Either install your system Chromium (Debian/Ubuntu: sudo apt-get install chromium)',
      'or let Playwright download its own (npx playwright install chromium),',
      'or point CHROMIUM_PATH at an existing Chrome/Chromium binary.',
    ].join('\n'),
  );
  process.exit(1);
}

const dataDir = resolve('.e2e-data', `run-${process.pid}`);
rmSync(dataDir, { recursive: true, force: true });
console.log(`e2e: Chromium ${chromium}; fresh database in ${dataDir}`);
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium, E2E_DATA_DIR: dataDir },
});
rmSync(dataDir, { recursive: true, force: true });
process.exit(result.status ?? 1);
