import { Fragment } from 'react';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from '@/lib/link';
import { useTranslation } from '@/lib/use-translation';
import classes from './page-breadcrumbs.module.css';

export interface Crumb {
  /** Already translated text. */
  label: string;
  to?: string;
}

/**
 * Home > … > current page. The last crumb is the current page and is not a link. Drawn like
 * Mantine's Breadcrumbs by CSS alone: it is on nearly every public page.
 */
export function PageBreadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = useTranslation();
  const all: Crumb[] = [{ label: t('nav.home'), to: '/' }, ...items];
  return (
    <nav aria-label={t('common.breadcrumb')}>
      <div className={classes.crumbs}>
        {all.map((crumb, i) => (
          <Fragment key={crumb.to ?? crumb.label}>
            {i > 0 && (
              <div className={classes.separator}>
                <IconChevronRight size={14} className="flip-rtl" aria-hidden />
              </div>
            )}
            {crumb.to && i < all.length - 1 ? (
              <Link to={crumb.to} className={`${classes.crumb} ${classes.link}`}>
                {crumb.label}
              </Link>
            ) : (
              <p className={classes.crumb} aria-current="page">
                {crumb.label}
              </p>
            )}
          </Fragment>
        ))}
      </div>
    </nav>
  );
}
