import { useTranslation } from '@/lib/use-translation';
import type { ProductCardDto } from '../card-data';
import { useFormat } from '@/lib/format';
import classes from './product-badges.module.css';
import badge from '@/components/ui/badge.module.css';

export function ProductBadges({ product }: { product: ProductCardDto }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (!product.discount && !product.isNew && !product.isHot) return null;
  return (
    <div className={classes.badges}>
      {product.discount > 0 && (
        <span className={badge.badge} data-color="red">
          {t('product.percentOff', { n: format.number(product.discount) })}
        </span>
      )}
      {product.isNew && (
        <span className={badge.badge} data-color="teal">
          {t('product.new')}
        </span>
      )}
      {product.isHot && (
        <span className={badge.badge} data-color="orange">
          {t('product.hot')}
        </span>
      )}
    </div>
  );
}
