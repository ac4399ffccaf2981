import { useTranslation } from '@/lib/use-translation';
import type { ProductCardDto } from '../card-data';
import { useFormat } from '@/lib/format';
import { OfferNote } from '@/components/ui/offer-note';
import classes from './price-tag.module.css';
import controls from '@/components/ui/controls.module.css';

/** The discounted price, with the original struck through when there is a discount. */
export function PriceTag({ product, size = 'md' }: { product: ProductCardDto; size?: 'sm' | 'md' | 'xl' }) {
  const { t } = useTranslation();
  const format = useFormat();
  const discounted = product.discount > 0 && product.discountedPrice < product.price;
  return (
    <div className={classes.tag}>
      <p
        className={classes.price}
        data-size={size}
        data-discounted={discounted || undefined}
        data-testid="price"
      >
        {format.price(product.discountedPrice)}
      </p>
      {discounted && (
        <p className={classes.original}>
          {/* said before the amount: a paragraph's own aria-label is not read out */}
          <span className={controls.visuallyHidden}>{t('product.originalPrice')} </span>
          {format.price(product.price)}
        </p>
      )}
      {product.offer && <OfferNote offer={product.offer} />}
    </div>
  );
}
