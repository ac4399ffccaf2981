import type { CSSProperties } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { ProductDto } from '@atlas/shared/contract/products';
import { useFormat } from '@/lib/format';
import classes from './product-badges.module.css';

const badge = (color: string) => ({ '--badge-bg': `var(--mantine-color-${color}-filled)` }) as CSSProperties;

export function ProductBadges({ product }: { product: ProductDto }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (!product.discount && !product.isNew && !product.isHot) return null;
  return (
    <div className={classes.badges}>
      {product.discount > 0 && (
        <span className={classes.badge} style={badge('red')}>
          {t('product.percentOff', { n: format.number(product.discount) })}
        </span>
      )}
      {product.isNew && (
        <span className={classes.badge} style={badge('teal')}>
          {t('product.new')}
        </span>
      )}
      {product.isHot && (
        <span className={classes.badge} style={badge('orange')}>
          {t('product.hot')}
        </span>
      )}
    </div>
  );
}
