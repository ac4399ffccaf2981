import { AdminPage } from '@/components/admin/admin-page';
import { useTranslation } from '@/lib/use-translation';
import { DeliveryView } from '@/features/admin-delivery/components/delivery-view';

/** /admin/delivery: delivery zones by governorate, and the shop's delivery and receipt settings. */
export default function AdminDeliveryPage() {
  const { t } = useTranslation();
  return (
    <AdminPage title={t('adminDelivery.title')}>
      <DeliveryView />
    </AdminPage>
  );
}
