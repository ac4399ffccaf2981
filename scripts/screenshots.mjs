// Screenshots of pages at desktop (1280) and mobile (390) widths in English and Arabic, for
// looking at what we build. Usage: node scripts/screenshots.mjs http://127.0.0.1:3000 /out/dir /path1 /path2 …
// SCREENSHOT_LOGIN=email:password signs in first (e.g. for the profile pages).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, findChromium } from './find-chromium.mjs';

const [base = 'http://127.0.0.1:3000', out = 'screenshots', ...paths] = process.argv.slice(2);
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: findChromium() ?? undefined,
  args: chromiumArgs,
});
for (const lang of ['en', 'ar']) {
  for (const [label, viewport] of [
    ['desktop', { width: 1280, height: 800 }],
    ['mobile', { width: 390, height: 844 }],
  ]) {
    const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
    await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
    // the server renders in the language of this cookie
    await context.addCookies([{ name: 'lang', value: lang, url: base }]);
    const page = await context.newPage();
    if (process.env.SCREENSHOT_LOGIN) {
      const [email, password] = process.env.SCREENSHOT_LOGIN.split(':');
      const res = await page.request.post(`${base}/api/auth/login`, { data: { email, password } });
      const session = await res.json();
      await context.addInitScript((s) => {
        localStorage.setItem('access_token', s.access_token);
        localStorage.setItem('userId', String(s.user.id));
        localStorage.setItem('user', JSON.stringify(s.user));
      }, session);
    }
    for (const path of paths.length ? paths : ['/']) {
      await page.goto(base + path, { waitUntil: 'networkidle' });
      // client-rendered screens: wait for their code and data (the spinner goes away)
      await page
        .waitForFunction(() => !document.querySelector('.mantine-Loader-root'), null, { timeout: 10_000 })
        .catch(() => {});
      await page.waitForTimeout(300);
      const name = `${path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${label}-${lang}.png`;
      if (label === 'desktop') {
        await page.screenshot({ path: join(out, name), fullPage: true });
        console.log(join(out, name));
        continue;
      }
      // Tall mobile pages become unreadable when scaled down: save them in slices.
      const pageHeight = () => page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0, i = 1, height = await pageHeight(); y < height; y += 1600, i++) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await page.waitForTimeout(200);
        // the page may have grown or shrunk meanwhile (sections that load when seen)
        height = await pageHeight();
        if (y >= height) break;
        const slice = name.replace('.png', `-${i}.png`);
        await page.screenshot({
          path: join(out, slice),
          fullPage: true,
          clip: { x: 0, y, width: 390, height: Math.min(1600, height - y) },
        });
        console.log(join(out, slice));
      }
    }
    await context.close();
  }
}
await browser.close();
