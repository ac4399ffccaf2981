import { useTranslation } from '@/lib/use-translation';
import { StatusPage } from './status-page';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return <StatusPage code="404" title={t('notFound.title')} message={t('notFound.message')} />;
}
