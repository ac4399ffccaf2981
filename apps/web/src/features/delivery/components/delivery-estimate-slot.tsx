import { Suspense, useEffect, useState } from 'react';
import { lazyComponent } from '@/components/ui/lazy-component';
import classes from './delivery-estimate-slot.module.css';

const DeliveryEstimate = lazyComponent(async () => (await import('./delivery-estimate')).DeliveryEstimate);

/**
 * Where the delivery estimate goes on a product page: empty space of its final height in the
 * server's HTML and at hydration; the estimate's code and the shop's delivery settings load when
 * the browser is idle, so they cost the first tap nothing.
 */
export function DeliveryEstimateSlot({ subtotal }: { subtotal: number }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const start = () =>
      void DeliveryEstimate.load().then(
        () => setReady(true),
        () => undefined,
      );
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(start, { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(start, 300);
    return () => clearTimeout(id);
  }, []);
  const slot = <div className={classes.slot} aria-hidden="true" />;
  return ready ? (
    <Suspense fallback={slot}>
      <DeliveryEstimate subtotal={subtotal} />
    </Suspense>
  ) : (
    slot
  );
}
