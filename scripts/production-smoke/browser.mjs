// Pages as a shopper's Chromium gets them through the proxy. A Content-Security-Policy violation
// shows as a console error, so a page with none loaded what it needed.
import { chromium } from 'playwright-core';
import { chromiumArgs, findChromium } from '../find-chromium.mjs';
import { check } from './harness.mjs';

export async function browse(publicUrl, paths) {
  const executablePath = findChromium();
  check(executablePath, 'no Chromium (apt-get install chromium, or set CHROMIUM_PATH)');
  const browser = await chromium.launch({ executablePath, headless: true, args: chromiumArgs });
  try {
    const context = await browser.newContext({ ignoreHTTPSErrors: true, locale: 'en-US' });
    const page = await context.newPage();
    const errors = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(`${page.url()}: ${m.text()}`));
    page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
    const found = {};
    for (const [path, testId] of paths) {
      const answer = await page.goto(`${publicUrl}${path}`, { waitUntil: 'networkidle' });
      check(answer?.status() === 200, `${path} answered ${answer?.status()}`);
      if (testId) found[path] = await page.getByTestId(testId).count();
    }
    check(errors.length === 0, `console errors:\n${errors.join('\n')}`);
    return found;
  } finally {
    await browser.close();
  }
}
