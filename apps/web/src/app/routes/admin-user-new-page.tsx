import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from '@/lib/link';
import { AdminPage } from '@/components/admin/admin-page';
import { useTranslation } from '@/lib/use-translation';
import { NewUserForm } from '@/features/admin-users/components/new-user-form';

/** /admin/users/new: the 'Add New User' form (the spec names the link; the form is ours). */
export default function AdminUserNewPage() {
  const { t } = useTranslation();
  return (
    <AdminPage
      title={t('adminUsers.form.title')}
      actions={
        <Anchor component={Link} to="/admin/users" size="sm">
          <Group gap={4} wrap="nowrap">
            <IconArrowLeft size={16} className="flip-rtl" aria-hidden />
            {t('adminUsers.form.back')}
          </Group>
        </Anchor>
      }
    >
      <NewUserForm />
    </AdminPage>
  );
}
