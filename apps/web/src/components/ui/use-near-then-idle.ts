import { useEffect, useRef, useState } from 'react';

/**
 * For a part below the fold whose code loads on demand: `start` runs once the returned ref's box
 * comes within `margin` of the screen, after the page has loaded, when the browser is idle, so it
 * costs the first tap nothing (and nothing at all to a visitor who never scrolls to it). Answers
 * whether `start` has finished.
 */
export function useNearThenIdle<T extends Element>(start: () => Promise<void>, margin = '200px') {
  const [ready, setReady] = useState(false);
  const box = useRef<T>(null);
  const task = useRef(start);
  useEffect(() => {
    task.current = start;
  });
  useEffect(() => {
    let idle = 0;
    const run = () =>
      void task.current().then(
        () => setReady(true),
        () => undefined,
      );
    const whenIdle = () => {
      if ('requestIdleCallback' in window) idle = window.requestIdleCallback(run, { timeout: 3000 });
      else run();
    };
    const near = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        near.disconnect();
        if (document.readyState === 'complete') whenIdle();
        else window.addEventListener('load', whenIdle, { once: true });
      },
      { rootMargin: margin },
    );
    if (box.current) near.observe(box.current);
    return () => {
      near.disconnect();
      window.removeEventListener('load', whenIdle);
      if (idle) window.cancelIdleCallback(idle);
    };
  }, [margin]);
  return { box, ready };
}
