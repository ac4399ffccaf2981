import { AdminPage } from '@/components/admin/admin-page';
import { useTranslation } from '@/lib/use-translation';
import { PromotionsView } from '@/features/admin-promotions/components/promotions-view';

/** /admin/promotions: the shop's codes and automatic offers. */
export default function AdminPromotionsPage() {
  const { t } = useTranslation();
  return (
    <AdminPage title={t('adminPromotions.title')}>
      <PromotionsView />
    </AdminPage>
  );
}
