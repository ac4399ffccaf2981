import { Suspense } from 'react';
import type { ProductDto } from '@atlas/shared/contract/products';
import { lazyComponent } from '@/components/ui/lazy-component';
import { useNearThenIdle } from '@/components/ui/use-near-then-idle';
import { factsSize } from './facts-size';
import classes from './facts-slot.module.css';

const FactsPanel = lazyComponent(async () => (await import('./facts-panel')).FactsPanel);

/**
 * The product page's supplement facts: space of the panel's height in the server's HTML, and the
 * panel's code loaded when it comes near the screen, once the page is idle, so it is no part of
 * the page's first JavaScript. Nothing when the product has no facts.
 */
export function FactsSlot({
  product,
  flavor,
  flavorLabel,
}: {
  product: ProductDto;
  /** The selected flavor's English name (flavor_facts' key) and its name in the page's language. */
  flavor: string | undefined;
  flavorLabel: string | undefined;
}) {
  const { box, ready } = useNearThenIdle<HTMLElement>(FactsPanel.load, '400px');
  if (!product.facts) return null;
  const override = flavor === undefined ? undefined : product.flavor_facts?.[flavor];
  const slot = <div className={classes.slot} aria-hidden="true" />;
  return (
    <section ref={box} className={classes.section} style={factsSize(product.facts, override)}>
      {ready ? (
        <Suspense fallback={slot}>
          <FactsPanel facts={product.facts} override={override} flavorLabel={flavorLabel ?? flavor ?? ''} />
        </Suspense>
      ) : (
        slot
      )}
    </section>
  );
}
