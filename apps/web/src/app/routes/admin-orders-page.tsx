import { AdminPage } from '@/components/admin/admin-page';
import { useTranslation } from '@/lib/use-translation';
import { OrderList } from '@/features/admin-orders/components/order-list';

/** /admin/orders: All Orders with the revenue panel. */
export default function AdminOrdersPage() {
  const { t } = useTranslation();
  return (
    <AdminPage title={t('adminOrders.title')}>
      <OrderList />
    </AdminPage>
  );
}
