import {
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type MouseEvent as ReactMouseEvent,
  type PointerEvent as ReactPointerEvent,
  type ComponentType,
  type ReactNode,
} from 'react';
import { flushSync } from 'react-dom';
import { lazyComponent, type LazyComponent } from './lazy-component';
import type { DehydratedState } from '@tanstack/react-query';
import { useTranslation } from '@/lib/use-translation';

/** What a tap renders a part for (its links need no rendering: followServerHtmlLinks). */
const BUTTON = 'button, [role=button]';

/** The server's HTML of each `<ServerHtml>` part of the page, read just before hydration. */
const serverHtml = new Map<string, string>();

/**
 * Reads the server-rendered page's parts before hydrating it (main.tsx). The server renders the
 * page a visitor sees, complete unless one of its queries failed there (the browser asks again,
 * and a part adopted as it was would never show the answer): a signed-in shopper's page (their
 * hearts and badges differ) and an incomplete one are hydrated whole.
 */
export function collectServerHtml(queries: DehydratedState | undefined, signedIn: boolean): boolean {
  if (signedIn || queries?.queries.some((query) => query.state.status === 'error')) return false;
  for (const element of document.querySelectorAll<HTMLElement>('[data-server-html]'))
    if (element.dataset.serverHtml) serverHtml.set(element.dataset.serverHtml, element.innerHTML);
  return true;
}

/** The first hydration is over: every part rendered from now on is React's from the start. */
export function forgetServerHtml(): void {
  serverHtml.clear();
}

/**
 * A part of a server-rendered page that is the server's HTML until it is touched. When the
 * browser first hydrates the page, React takes the server's HTML of it as it is instead of
 * rendering and hydrating every element inside: on a phone, hydration is most of the work before
 * the page answers a tap. Its links navigate in the app (`followServerHtmlLinks`); its hints are
 * CSS (components/ui/hint). A tap on one of its buttons renders the part for real, and the tap is
 * passed on to the same button as React rendered it; a mouse over a button renders it too, so
 * what buttons prepare on hover (a drawer's code) is prepared. A change of language or of
 * `dependsOn` (what else it shows: the address, for links marked as the current page) renders it
 * for good. Wherever it appears after that first hydration (another page), it is rendered from
 * the start.
 *
 * Only what the server's page data, the language and `dependsOn` decide may go inside, and buttons,
 * never form fields: an untouched part does not follow changes of its children (data loaded after
 * hydration, a field's text, a carousel's scroll position). A signed-in shopper's page is hydrated
 * whole (main.tsx): their hearts and badges differ from the server's, which renders a visitor's.
 */
export function ServerHtml({
  children,
  dependsOn,
  code,
}: {
  children: ReactNode;
  dependsOn?: string;
  /** The part's code when it loads on demand (lazyComponent): loaded when the browser is idle, or at the first touch. */
  code?: PartCode;
}) {
  const id = useId();
  const { language } = useTranslation();
  const [adopted, setAdopted] = useState(() => ({ html: serverHtml.get(id), language, dependsOn }));
  const waitingTap = useRef<Tap | null>(null);
  const changed = adopted.language !== language || adopted.dependsOn !== dependsOn;
  // a change (the language, a visitor's cart count) while the part's code is on its way: the
  // server's HTML stays, its taps kept and passed on, until the code is there to render it
  const codeComing = changed && adopted.html !== undefined && code !== undefined && !code.loaded();
  const html = changed && !codeComing ? undefined : adopted.html;
  const isAdopted = html !== undefined;
  // rendered for good: switching the language or address back must not bring the old HTML back
  if (adopted.html !== undefined && changed && !codeComing)
    setAdopted({ html: undefined, language, dependsOn });
  useEffect(() => {
    if (!isAdopted || !code || code.loaded()) return;
    // an effect cleaned up (unmounted, or run again) neither loads nor renders any more
    let active = true;
    // once here, the part renders again: for good if it changed meanwhile
    const load = () =>
      void code.load().then(
        () => active && setAdopted((current) => ({ ...current })),
        () => undefined,
      );
    let cancel: (() => void) | undefined;
    if (codeComing) load();
    else cancel = whenIdle(load);
    return () => {
      active = false;
      cancel?.();
    };
  }, [isAdopted, code, codeComing]);
  if (html === undefined)
    return (
      <div data-server-html={id} className="server-html">
        {code ? <Suspense fallback={null}>{children}</Suspense> : children}
      </div>
    );

  const render = () => flushSync(() => setAdopted({ html: undefined, language, dependsOn }));
  const onClickCapture = (event: ReactMouseEvent<HTMLDivElement>) => {
    const button = event.target instanceof Element ? event.target.closest(BUTTON) : null;
    if (!button || !event.currentTarget.contains(button)) return;
    event.preventDefault();
    event.stopPropagation();
    const part = event.currentTarget;
    const tap = { path: pathTo(part, button), hadFocus: document.activeElement === button };
    if (!code || code.loaded()) {
      render();
      return passOn(part, tap);
    }
    // taps while the code is on its way: the last one is passed on, once (a second tap on the
    // language toggle must not switch back)
    const loading = waitingTap.current !== null;
    waitingTap.current = tap;
    if (loading) return;
    code.load().then(
      () => {
        const last = waitingTap.current;
        waitingTap.current = null;
        render();
        if (last) passOn(part, last);
      },
      () => {
        waitingTap.current = null; // offline: the part stays the server's HTML; the next tap tries again
      },
    );
  };
  const onPointerOver = (event: ReactPointerEvent<HTMLDivElement>) => {
    // a mouse's hover prepares what the buttons open; a finger's tap comes as a click
    if (event.pointerType === 'mouse' && event.target instanceof Element && event.target.closest(BUTTON)) {
      if (!code || code.loaded()) render();
      else code.load().then(render, () => undefined);
    }
  };
  return (
    <div
      data-server-html={id}
      className="server-html"
      onClickCapture={onClickCapture}
      onPointerOver={onPointerOver}
      dangerouslySetInnerHTML={{ __html: html }}
      suppressHydrationWarning
    />
  );
}

/** What ServerHtml needs of a part's lazily loaded code (a lazyComponent). */
interface PartCode {
  load: () => Promise<void>;
  loaded: () => boolean;
}

const partsCode = new Set<PartCode>();

/** A part's component whose code loads on demand (`<ServerHtml code={…}>`). */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  const part = lazyComponent(load);
  partsCode.add(part);
  return part;
}

/** Loads every lazy part's code: before rendering parts that are not adopted (the server, a signed-in page). */
export async function loadParts(): Promise<void> {
  await Promise.all([...partsCode].map((part) => part.load()));
}

/**
 * Runs `task` when the browser has nothing more urgent to do (soon, where it cannot tell); returns
 * how to call it off.
 */
function whenIdle(task: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(task, { timeout: 4000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 200);
  return () => clearTimeout(timer);
}

/** A tap on one of a part's buttons: where the button is among the part's elements, and whether it had the focus. */
interface Tap {
  path: number[];
  hadFocus: boolean;
}

/** Clicks the button React rendered where the tapped one was, giving it the focus if that one had it. */
function passOn(part: Element, tap: Tap): void {
  const twin = follow(part, tap.path);
  if (!(twin instanceof HTMLElement)) return;
  if (tap.hadFocus) twin.focus();
  twin.click();
}

/** The child indexes from `root` down to `element`. */
function pathTo(root: Element, element: Element): number[] {
  const path: number[] = [];
  for (let node = element; node !== root && node.parentElement; node = node.parentElement)
    path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
  return path;
}

function follow(root: Element, path: number[]): Element | undefined {
  let node: Element | undefined = root;
  for (const index of path) node = node?.children[index];
  return node;
}

/**
 * A click on a link inside an adopted part navigates in the app, as `<Link>` would: React sees
 * no `<Link>` there. Links React rendered handle their clicks themselves (default prevented).
 */
export function followServerHtmlLinks(navigate: (to: string) => void): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || !link.closest('[data-server-html]')) return;
    if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return;
    if (link.origin !== window.location.origin) return;
    event.preventDefault();
    navigate(link.pathname + link.search + link.hash);
  };
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
}
