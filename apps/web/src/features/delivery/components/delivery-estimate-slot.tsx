import { Suspense, useEffect, useRef, useState } from 'react';
import { lazyComponent } from '@/components/ui/lazy-component';
import classes from './delivery-estimate.module.css';

const DeliveryEstimate = lazyComponent(async () => (await import('./delivery-estimate')).DeliveryEstimate);

/**
 * Where the delivery estimate goes on a product page: empty space of its final height in the
 * server's HTML and at hydration; the estimate's code and the shop's delivery settings load once
 * the box comes near the screen after the page has loaded, when the browser is idle, so they cost
 * the first tap nothing (and nothing at all to a visitor who never scrolls to it).
 */
export function DeliveryEstimateSlot({ subtotal }: { subtotal: number }) {
  const [ready, setReady] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let idle = 0;
    const start = () =>
      void DeliveryEstimate.load().then(
        () => setReady(true),
        () => undefined,
      );
    const whenIdle = () => {
      if ('requestIdleCallback' in window) idle = window.requestIdleCallback(start, { timeout: 3000 });
      else start();
    };
    // when the box comes near the screen (on a phone it is below the fold), once the page has loaded
    const near = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        near.disconnect();
        if (document.readyState === 'complete') whenIdle();
        else window.addEventListener('load', whenIdle, { once: true });
      },
      { rootMargin: '200px' },
    );
    if (box.current) near.observe(box.current);
    return () => {
      near.disconnect();
      window.removeEventListener('load', whenIdle);
      if (idle) window.cancelIdleCallback(idle);
    };
  }, []);
  const slot = <div ref={box} className={classes.slot} aria-hidden="true" />;
  return ready ? (
    <Suspense fallback={slot}>
      <DeliveryEstimate subtotal={subtotal} />
    </Suspense>
  ) : (
    slot
  );
}
