import { Hint } from '@/components/ui/hint';
import { Link } from '@/lib/link';
import { useTranslation } from '@/lib/use-translation';
import type { ProductCardDto } from '../card-data';
import { useFormat } from '@/lib/format';
import { useProductSlots } from '@/lib/product-slots';
import { categoryLabel } from '@/lib/category-label';
import { PriceTag } from './price-tag';
import { ProductBadges } from './product-badges';
import classes from './product-card.module.css';
import roundIcon from '@/components/ui/round-icon.module.css';
import { ServerHtml } from '@/components/ui/server-html';
import { Picture, pictureClasses } from '@/components/ui/picture';
import { PRODUCT_IMAGE_SIZES } from '../image-sizes';
import { RatingSummary } from '@/components/ui/rating-stars';

export function ProductCard({
  product,
  onQuickView,
  priority = false,
}: {
  product: ProductCardDto;
  onQuickView: (p: ProductCardDto) => void;
  /** Above the fold on a phone: load the picture at once, first. */
  priority?: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const { FavoriteToggle } = useProductSlots();
  const path = `/products/${product.id}`;
  const expiry = product.expiration_date ? format.date(product.expiration_date) : null;

  return (
    <ServerHtml>
      <div className={classes.card} data-testid="product-card">
        <div className={classes.media}>
          <Link to={path} tabIndex={-1} aria-hidden>
            <Picture
              className={pictureClasses.square}
              src={product.image}
              width={600}
              height={600}
              sizes={PRODUCT_IMAGE_SIZES.card}
              priority={priority}
            />
          </Link>
          <div className={classes.badges}>
            <ProductBadges product={product} />
          </div>
          <div className={classes.actions}>
            {/* hints under the icons: the card's edge cuts off what is drawn above it */}
            <FavoriteToggle productId={product.id} productName={product.name} hintBelow />
            <Hint label={t('product.quickView')} below>
              <button
                type="button"
                className={roundIcon.roundIcon}
                onClick={() => onQuickView(product)}
                aria-label={`${t('product.quickView')}: ${product.name}`}
              >
                <span className={roundIcon.glyph} data-icon="eye" aria-hidden />
              </button>
            </Hint>
          </div>
        </div>
        <div className={classes.body}>
          <div className={classes.kind}>
            <p className={classes.category}>{categoryLabel(t, product.category)}</p>
            <p className={classes.brand}>
              <bdi>{product.brand}</bdi>
            </p>
          </div>
          <Link to={path} className={classes.name}>
            {product.name}
          </Link>
          <RatingSummary rating={product.rating} size={14} />
          <div className={classes.prices}>
            <PriceTag product={product} />
            {product.pricePerServing !== undefined && (
              <p className={classes.note}>
                {t('product.cardPerServing', { price: format.price(product.pricePerServing) })}
              </p>
            )}
            <p className={classes.note} data-expiry>
              {t('product.expires')}: {expiry ?? t('product.notAvailable')}
            </p>
          </div>
        </div>
      </div>
    </ServerHtml>
  );
}
