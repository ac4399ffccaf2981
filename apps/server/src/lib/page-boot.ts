import { createHash } from 'node:crypto';

/** Id of the JSON script that tells the boot script what to load. */
export const BOOT_DATA_ID = 'atlas-boot';

/**
 * Starts the app's JavaScript once the server's HTML has been painted: the first paint of a
 * server-rendered page then does not share a slow connection with ~150 KB of scripts. It adds
 * the module preloads and the entry script that Vite would have put in the head, and preloads
 * the data the app fetches first (the translations). Until the app is interactive (`<html
 * data-ready>`) it also holds taps on buttons: the last one is kept in `window.atlasEarlyTap`
 * and pressed again once the app is (web: lib/early-tap.ts). On a slow phone the page is painted
 * seconds before its scripts run and hydrate; a tap in between would otherwise do nothing, or
 * reach a half-hydrated page. The tap goes no further meanwhile, so it is handled exactly once.
 * Inline, so it costs no request; the CSP allows exactly this text by its hash.
 */
export const BOOT_SCRIPT =
  `(function(){var d=document,b=JSON.parse(d.getElementById('${BOOT_DATA_ID}').textContent),w=window;` +
  `d.addEventListener('click',function(e){var t=!d.documentElement.hasAttribute('data-ready')&&` +
  `e.target.closest&&e.target.closest('button[type=button]');if(t){e.stopPropagation();w.atlasEarlyTap=t}},true);` +
  `function link(r,h,a){var l=d.createElement('link');l.rel=r;l.crossOrigin='';l.href=h;if(a)l.as=a;d.head.appendChild(l)}` +
  `function go(){b.fetch.forEach(function(h){link('preload',h,'fetch')});` +
  `b.preload.forEach(function(h){link('modulepreload',h)});var s=d.createElement('script');s.type='module';` +
  `s.crossOrigin='';s.src=b.entry;d.head.appendChild(s)}` +
  `requestAnimationFrame(function(){setTimeout(go,0)})})();`;

/** The CSP source that allows the boot script and nothing else inline. */
export const BOOT_SCRIPT_CSP = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;
