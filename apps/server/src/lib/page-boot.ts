import { createHash } from 'node:crypto';

/** Id of the JSON script that tells the boot script what to load. */
export const BOOT_DATA_ID = 'atlas-boot';

/**
 * Starts the app's JavaScript once the server's HTML has been painted: the first paint of a
 * server-rendered page then does not share a slow connection with ~150 KB of scripts. It adds
 * the module preloads and the entry script that Vite would have put in the head, and preloads
 * the data the app fetches first (the translations).
 *
 * The page carries inline the CSS its own elements need (lib/critical-css.ts). The boot script
 * links the whole stylesheets for print, which downloads them (once a visit: they are cached for
 * good) without applying them, and turns them on for the screen at the first change the app
 * makes to the page (an element added or an attribute changed: a drawer, a menu, another page, a
 * flavor picked; not a field's `value` or `type` or an inline `style`, which React and Mantine set as they
 * hydrate and which no stylesheet rule reads). Applying a stylesheet makes the browser style every element again; on a
 * phone-like CPU that is tens of milliseconds the first paint and the hydration need not share.
 *
 * Until the app is interactive (`<html data-ready>`) it also holds taps on buttons: the last one
 * is kept in `window.atlasEarlyTap` and pressed again once the app is (web: lib/early-tap.ts).
 * On a slow phone the page is painted seconds before its scripts run and hydrate; a tap in
 * between would otherwise do nothing, or reach a half-hydrated page. The tap goes no further
 * meanwhile, so it is handled exactly once. Inline, so it costs no request; the CSP allows
 * exactly this text by its hash.
 */
export const BOOT_SCRIPT =
  `(function(){var d=document,b=JSON.parse(d.getElementById('${BOOT_DATA_ID}').textContent),w=window;` +
  `d.addEventListener('click',function(e){var t=!d.documentElement.hasAttribute('data-ready')&&` +
  `e.target.closest&&e.target.closest('button[type=button]');if(t){e.stopPropagation();w.atlasEarlyTap=t}},true);` +
  `function link(r,h,a,m){var l=d.createElement('link');l.rel=r;l.crossOrigin='';l.href=h;if(a)l.as=a;` +
  `if(m)l.media=m;d.head.appendChild(l);return l}` +
  `function go(){var c=b.css.map(function(h){return link('stylesheet',h,0,'print')});` +
  `function seen(m){return m.type=='childList'?[].some.call(m.addedNodes,function(n){return n.nodeType==1}):` +
  `!/^(value|type|style)$/.test(m.attributeName)}` +
  `var o=new MutationObserver(function(r){if(r.some(seen)){o.disconnect();c.forEach(function(l){l.media='all'})}});` +
  `o.observe(d.body,{childList:true,attributes:true,subtree:true});` +
  `b.fetch.forEach(function(h){link('preload',h,'fetch')});` +
  `b.preload.forEach(function(h){link('modulepreload',h)});var s=d.createElement('script');s.type='module';` +
  `s.crossOrigin='';s.src=b.entry;d.head.appendChild(s)}` +
  `requestAnimationFrame(function(){setTimeout(go,0)})})();`;

/** The CSP source that allows the boot script and nothing else inline. */
export const BOOT_SCRIPT_CSP = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;
