import { AdminPage } from '@/components/admin/admin-page';
import { useTranslation } from '@/lib/use-translation';
import { ActivityList } from '@/features/admin/components/activity-list';

/** /admin/activity: the audit log of every admin write. */
export default function AdminActivityPage() {
  const { t } = useTranslation();
  return (
    <AdminPage title={t('admin.activity')}>
      <ActivityList />
    </AdminPage>
  );
}
