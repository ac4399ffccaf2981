import { useCallback } from 'react';
import { notifications } from '@mantine/notifications';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';

/**
 * What a visitor meets when they try a member action (spec 000 §6): favourites explain that a
 * login is needed; cart actions take them to the login screen and back afterwards.
 */
export function useVisitorGuard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  return {
    favoritesNeedLogin: useCallback(
      () =>
        notifications.show({
          id: 'favorites-login',
          color: 'orange',
          title: t('auth.loginRequired'),
          message: t('favorites.loginToFavorite'),
        }),
      [t],
    ),
    cartNeedsLogin: useCallback(() => {
      const returnUrl = `${location.pathname}${location.search}`;
      void navigate(`/login?returnUrl=${encodeURIComponent(returnUrl)}`);
    }, [navigate, location.pathname, location.search]),
  };
}
