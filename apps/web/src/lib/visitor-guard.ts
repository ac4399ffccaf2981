import { useCallback } from 'react';
import { showToast } from './toast';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from './use-translation';

/** The login screen, coming back to `returnUrl` afterwards. */
export function loginPath(returnUrl: string, sessionLost = false): string {
  return `/login?returnUrl=${encodeURIComponent(returnUrl)}${sessionLost ? '&session=lost' : ''}`;
}

/**
 * What a visitor meets when they try a member action: favourites explain that a
 * login is needed; cart actions take them to the login screen and back afterwards.
 */
export function useVisitorGuard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  return {
    favoritesNeedLogin: useCallback(
      () =>
        showToast({
          id: 'favorites-login',
          color: 'orange',
          title: t('auth.loginRequired'),
          message: t('favorites.loginToFavorite'),
        }),
      [t],
    ),
    cartNeedsLogin: useCallback(() => {
      void navigate(loginPath(`${location.pathname}${location.search}`));
    }, [navigate, location.pathname, location.search]),
  };
}
