import { Suspense } from 'react';
import { lazyComponent } from '@/components/ui/lazy-component';
import { loadMoreStyles } from '@/lib/load-more-styles';
import { useNearThenIdle } from '@/components/ui/use-near-then-idle';
import classes from './reviews.module.css';

const ReviewsSection = lazyComponent(async () => {
  const [section] = await Promise.all([import('./reviews-section'), loadMoreStyles()]);
  return section.ReviewsSection;
});

/**
 * The product page's reviews: space in the server's HTML (the target of the rating's link) whose
 * code and data load when it comes near the screen, once the page is idle, so they are not part
 * of the page's first JavaScript.
 */
export function ReviewsSlot({ productId }: { productId: number }) {
  const { box, ready } = useNearThenIdle<HTMLDivElement>(ReviewsSection.load, '400px');
  const slot = <div className={classes.slot} aria-hidden="true" />;
  return (
    <div ref={box} id="reviews" className={classes.anchor}>
      {ready ? (
        <Suspense fallback={slot}>
          <ReviewsSection productId={productId} />
        </Suspense>
      ) : (
        slot
      )}
    </div>
  );
}
