import { Link } from '@/lib/link';
import { useTranslation } from '@/lib/use-translation';
import { useFormat } from '@/lib/format';
import { useRelatedProducts } from '../api/get-related-products';
import { categoryLabel } from '@/lib/category-label';
import { ServerHtml } from '@/components/ui/server-html';
import { PriceTag } from './price-tag';
import { Picture, pictureClasses } from '@/components/ui/picture';
import { ButtonContent, buttonLook } from '@/components/ui/button';
import badge from '@/components/ui/badge.module.css';
import { PRODUCT_IMAGE_SIZES } from '../image-sizes';
import classes from './related-products.module.css';

/** RELATED PRODUCTS: up to four of the same category. A failure only hides the section. */
export function RelatedProducts({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const related = useRelatedProducts(productId);
  if (!related.data || related.data.length === 0) return null;
  return (
    <ServerHtml>
      <section className={classes.section} aria-labelledby="related-title">
        <h2 className={classes.title} id="related-title">
          {t('product.relatedProducts')}
        </h2>
        <div className={classes.grid}>
          {related.data.map((p) => (
            <div key={p.id} className={classes.card} data-testid="related-product">
              <div className={classes.picture}>
                <Picture
                  src={p.image}
                  width={600}
                  height={600}
                  sizes={PRODUCT_IMAGE_SIZES.grid}
                  className={pictureClasses.square}
                />
                {p.discount > 0 && (
                  <span className={`${badge.badge} ${classes.off}`} data-color="red">
                    {t('product.percentOff', { n: format.number(p.discount) })}
                  </span>
                )}
              </div>
              <div className={classes.body}>
                <p className={classes.category}>{categoryLabel(t, p.category)}</p>
                <p className={classes.name}>{p.name}</p>
                <PriceTag product={p} size="sm" />
                <Link to={`/products/${p.id}`} {...buttonLook({ variant: 'light', fullWidth: true })}>
                  <ButtonContent>{t('product.viewProduct')}</ButtonContent>
                </Link>
              </div>
            </div>
          ))}
        </div>
      </section>
    </ServerHtml>
  );
}
