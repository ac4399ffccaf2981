import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from '@/lib/use-translation';
import { PageSpinner } from '@/components/ui/page-spinner';
import { ProductSlotsProvider, type ProductSlots } from '@/lib/product-slots';
import { AddToCartButton } from '@/features/cart/components/add-to-cart-button';
import { FavoriteToggle } from '@/features/favorites/components/favorite-toggle';
import { replayEarlyTap } from '@/lib/early-tap';
import { forgetServerHtml } from '@/components/ui/server-html';
import { footerHidden, ownChrome, routeHandle } from '../route-handle';
import { usePageLoading, useRouteMatches } from '../routing';
import { ScrollRestoration } from './scroll-restoration';
import { SiteFooter } from './site-footer';
import { TopNav } from './top-nav';
import classes from './root-layout.module.css';

/** The cart and favourites controls the product screens show (see lib/product-slots). */
const productSlots: ProductSlots = { FavoriteToggle, AddToCartButton };

export function RootLayout() {
  const { t } = useTranslation();
  const matches = useRouteMatches();
  const loading = usePageLoading();
  const route = routeHandle(matches);
  const title = route ? t(route.handle.title, route.params) : '';
  const ownTitle = Boolean(route?.handle.ownTitle);

  // the app is interactive from here on (hydrated, or rendered by the browser); e2e tests wait for it
  useEffect(() => {
    document.documentElement.dataset.ready = '';
    forgetServerHtml();
    replayEarlyTap();
  }, []);

  useEffect(() => {
    if (!ownTitle) document.title = title ? `${title} · ${t('brand.name')}` : t('brand.title');
  }, [title, ownTitle, t]);

  // (no <Suspense> around the page: the page would hydrate after the shell's effects, and
  // forgetServerHtml there would come before the page's ServerHtml parts were adopted)
  const page = loading ? <PageSpinner /> : <Outlet />;
  if (ownChrome(matches)) {
    return (
      <>
        <a href="#main" className="skip-link">
          {t('nav.skipToContent')}
        </a>
        {page}
        <ScrollRestoration ready={!loading} />
      </>
    );
  }
  return (
    <ProductSlotsProvider value={productSlots}>
      <div className={classes.frame}>
        <a href="#main" className="skip-link">
          {t('nav.skipToContent')}
        </a>
        <TopNav />
        <main id="main" className={classes.main}>
          {page}
        </main>
        {!footerHidden(matches) && <SiteFooter />}
        <ScrollRestoration ready={!loading} />
      </div>
    </ProductSlotsProvider>
  );
}
