import { Navigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from '@/lib/use-translation';
import { AuthCard } from '@/features/auth/components/auth-card';
import { StockAlertLinkResult } from '@/features/stock-alerts/components/stock-alert-link-result';

/** /stock-alerts/confirm and /stock-alerts/unsubscribe: the links of the back-in-stock e-mails. */
export default function StockAlertLinkPage() {
  const { t } = useTranslation();
  const action = useParams().action;
  const [search] = useSearchParams();
  if (action !== 'confirm' && action !== 'unsubscribe') return <Navigate to="/not-found" replace />;
  return (
    <AuthCard
      title={t(action === 'confirm' ? 'stockAlerts.link.confirmTitle' : 'stockAlerts.link.unsubscribeTitle')}
    >
      <StockAlertLinkResult action={action} alert={search.get('alert')} token={search.get('token')} />
    </AuthCard>
  );
}
