import { useEffect } from 'react';
import { Box } from '@mantine/core';
import { Outlet, ScrollRestoration, useMatches, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '@/components/ui/page-spinner';
import { footerHidden, routeHandle } from '../route-handle';
import { SiteFooter } from './site-footer';
import { TopNav } from './top-nav';

export function RootLayout() {
  const { t } = useTranslation();
  const matches = useMatches();
  const navigation = useNavigation();
  const route = routeHandle(matches);
  const title = route ? t(route.handle.title, route.params) : '';

  useEffect(() => {
    document.title = title ? `${title} · ${t('brand.name')}` : t('brand.title');
  }, [title, t]);

  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <a href="#main" className="skip-link">
        {t('nav.skipToContent')}
      </a>
      <TopNav />
      <Box component="main" id="main" style={{ flex: 1 }}>
        {navigation.state === 'loading' && !navigation.location.hash ? <PageSpinner /> : <Outlet />}
      </Box>
      {!footerHidden(matches) && <SiteFooter />}
      <ScrollRestoration />
    </Box>
  );
}
