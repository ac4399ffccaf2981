import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from '@/lib/use-translation';
import { StatusPage } from './status-page';

/** Rendered when a route throws (including a chunk that failed to load after a deploy). */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <StatusPage code="404" title={t('notFound.title')} message={t('notFound.message')} />;
  }
  console.error(error);
  return <StatusPage code="500" title={t('errorPage.title')} message={t('errorPage.message')} />;
}
