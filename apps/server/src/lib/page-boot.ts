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
 * links the whole stylesheets disabled (not fetched; the app's chunk loader finds them on the
 * page and does not add them again), enables them for print once the page has loaded (at once for
 * a signed-in shopper, whose page the app changes as it hydrates), which downloads them (once a
 * visit: they are cached for good) without applying them and without competing with the page's
 * own requests, and turns them on for the screen at the first key press, focus or mouse movement
 * (their hover and focus rules are not inline; a touch's `pointerover` does not count, so a phone's
 * scroll or tap pays nothing for it) or at the first change
 * the app makes to the page (an element added to the body or an attribute given another value
 * there or on `<html>`: a drawer, a menu, another page, a flavor picked, the other language; not a field's
 * `value` or `type`, an inline `style` or `<html data-ready>`, which React, Mantine and the app
 * set as they hydrate and which no stylesheet rule reads, nor the hidden textarea an autosizing
 * field adds to the body to measure its text). Applying a stylesheet makes the
 * browser style every element again; on a phone-like CPU that is tens of milliseconds the first
 * paint and the hydration need not share.
 *
 * The whole stylesheets are linked before the inline part (the head's `<style>`), and the inline
 * part is removed once they have all arrived for the screen. Until then each one that arrives
 * applies on its own: linked after the inline part, one of them (the entry's, say) outranked the
 * inline copies of a later one's rules (the route's) until that one arrived too, and a product
 * page's column moved up 33 px and back (a layout shift of 0.07) when the app changed the page
 * before its `load` event (the sold-out flavor's alert form, on a slow network). Before the
 * inline part, they can only add what it lacks; without it, the page is drawn by exactly the
 * stylesheets, as a page rendered in the browser is.
 *
 * The footer's own small stylesheet (`now`, lib/late-stylesheets.ts) is linked for the screen at
 * once: the footer's content is hidden until it arrives, and its rules are all for the footer's own
 * elements, so applying it restyles the footer, not the page.
 *
 * The stylesheets and the scripts are started in two tasks: each added link starts a request on
 * the main thread, a few milliseconds apiece on a phone, and one task adding fifteen of them was
 * a long task of its own (35–200 ms at 4x CPU slowdown, measured on this 2-core machine under load).
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
  `function link(r,h,a,off,at){var l=d.createElement('link');l.rel=r;l.crossOrigin='';l.href=h;if(a)l.as=a;` +
  `l.disabled=!!off;d.head.insertBefore(l,at||null);return l}` +
  `function seen(m){return m.type=='childList'?[].some.call(m.addedNodes,function(n){return n.nodeType==1&&` +
  `!(n.tagName=='TEXTAREA'&&n.parentNode==d.body)}):` +
  `m.target.getAttribute(m.attributeName)!==m.oldValue&&!/^(value|type|style|data-ready)$/.test(m.attributeName)}` +
  `function go(){var u,s=d.querySelector('head>style');b.now.forEach(function(h){link('stylesheet',h)});` +
  `var c=b.css.map(function(h){var l=link('stylesheet',h,0,1,s);l.onload=drop;return l});` +
  `function use(m){c.forEach(function(l){l.media=m;l.disabled=false})}function load(){if(!u)use('print')}` +
  `function drop(){if(u&&s&&c.every(function(l){return l.sheet})){s.remove();s=0}}` +
  `function all(e){if(!u&&!(e&&e.pointerType=='touch')){u=1;o.disconnect();use('all');drop()}}` +
  `var o=new MutationObserver(function(r){if(r.some(seen))all()});` +
  `o.observe(d.body,{childList:true,attributes:true,attributeOldValue:true,subtree:true});` +
  `o.observe(d.documentElement,{attributes:true,attributeOldValue:true});` +
  `['keydown','focusin','pointerover'].forEach(function(t){d.addEventListener(t,all,true)});` +
  `try{if(w.localStorage.getItem('userId'))load()}catch(e){}` +
  `if(d.readyState=='complete')load();else w.addEventListener('load',load);setTimeout(start,0)}` +
  `function start(){b.fetch.forEach(function(h){link('preload',h,'fetch')});` +
  `b.preload.forEach(function(h){link('modulepreload',h)});var s=d.createElement('script');s.type='module';` +
  `s.crossOrigin='';s.src=b.entry;d.head.appendChild(s)}` +
  `requestAnimationFrame(function(){setTimeout(go,0)})})();`;

/** The CSP source that allows the boot script and nothing else inline. */
export const BOOT_SCRIPT_CSP = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;
