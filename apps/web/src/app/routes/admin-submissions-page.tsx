import { AdminPage } from '@/components/admin/admin-page';
import { useTranslation } from '@/lib/use-translation';
import { SubmissionList } from '@/features/contact/components/submission-list';

/** /admin/submissions: the contact page's messages. */
export default function AdminSubmissionsPage() {
  const { t } = useTranslation();
  return (
    <AdminPage title={t('admin.submissions')}>
      <SubmissionList />
    </AdminPage>
  );
}
