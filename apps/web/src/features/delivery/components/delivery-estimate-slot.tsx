import { Suspense } from 'react';
import { lazyComponent } from '@/components/ui/lazy-component';
import { useNearThenIdle } from '@/components/ui/use-near-then-idle';
import classes from './delivery-estimate.module.css';

const DeliveryEstimate = lazyComponent(async () => (await import('./delivery-estimate')).DeliveryEstimate);

/**
 * Where the delivery estimate goes on a product page: empty space of its final height in the
 * server's HTML and at hydration; the estimate's code and the shop's delivery settings load once
 * the box comes near the screen after the page has loaded, when the browser is idle (on a phone
 * it is below the fold).
 */
export function DeliveryEstimateSlot({ subtotal }: { subtotal: number }) {
  const { box, ready } = useNearThenIdle<HTMLDivElement>(DeliveryEstimate.load);
  const slot = <div ref={box} className={classes.slot} aria-hidden="true" />;
  return ready ? (
    <Suspense fallback={slot}>
      <DeliveryEstimate subtotal={subtotal} />
    </Suspense>
  ) : (
    slot
  );
}
