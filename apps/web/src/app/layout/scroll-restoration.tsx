import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'atlas-scroll-positions';
/** Straight to `top`: the page's smooth scrolling (global.css) is for the shopper's own scrolls and anchors. */
const jumpTo = (top: number) => window.scrollTo({ top, left: 0, behavior: 'instant' });

/** A navigation's state that keeps the page where it is: the same page at another address (`replace`). */
export const KEEP_SCROLL = { keepScroll: true } as const;
const keepsScroll = (state: unknown) =>
  typeof state === 'object' && state !== null && (state as { keepScroll?: unknown }).keepScroll === true;

/** Scroll position of each history entry, by React Router's location key. */
let positions: Record<string, number> | null = null;

function stored(): Record<string, number> {
  if (positions) return positions;
  try {
    positions = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    positions = {};
  }
  return positions;
}

function persist(): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(stored()));
  } catch {
    // without session storage, positions are kept for this page's life only
  }
}

/**
 * What a browser does across pages, for the app's own navigations: a new page opens at its top
 * (or at its `#anchor`), back and forward return to where the shopper was, also after a reload.
 * Rendered once the page's content is there (`ready`), so that the saved position exists.
 */
export function ScrollRestoration({ ready }: { ready: boolean }) {
  const { key, hash, state } = useLocation();
  const navigation = useNavigationType();
  const first = useRef(true);
  const current = useRef(key);

  // remember where the current entry is scrolled to, for coming back to it
  useEffect(() => {
    const remember = () => {
      stored()[current.current] = window.scrollY;
    };
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', persist);
    };
  }, []);

  useLayoutEffect(() => {
    // in the commit that shows the next page, before the browser reports the scroll its shorter
    // content causes: that scroll belongs to the new entry, not to the one being left
    current.current = key;
    if (!ready) return;
    if (first.current) {
      first.current = false;
      // A new document was laid out and scrolled (to its #anchor) by the browser. An entry the app
      // made (it has a key) is a reload or a return from another site: back to where it was. (A
      // plain page load leaves session storage unopened: a synchronous read on a phone.)
      const saved = key === 'default' ? undefined : stored()[key];
      if (saved !== undefined) jumpTo(saved);
      return;
    }
    if (navigation === 'REPLACE' && keepsScroll(state)) return;
    const saved = stored()[key];
    // from the app's first navigation on, the app places the page, not the browser
    window.history.scrollRestoration = 'manual';
    if (navigation === 'POP' && saved !== undefined) {
      jumpTo(saved);
    } else if (hash) {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    } else {
      jumpTo(0);
    }
  }, [key, ready, navigation, hash, state]);

  return null;
}
