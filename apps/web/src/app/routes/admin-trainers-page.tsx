import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { AdminPage } from '@/components/admin/admin-page';
import { useTranslation } from '@/lib/use-translation';
import { AddTrainerModal } from '@/features/admin-trainers/components/add-trainer-modal';
import { TrainerList } from '@/features/admin-trainers/components/trainer-list';

/** /admin/trainers: Trainer Management. */
export default function AdminTrainersPage() {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  return (
    <AdminPage
      title={t('adminTrainers.title')}
      actions={
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setAdding(true)}
          data-testid="add-trainer"
        >
          {t('adminTrainers.add')}
        </Button>
      }
    >
      <TrainerList />
      <AddTrainerModal opened={adding} onClose={() => setAdding(false)} />
    </AdminPage>
  );
}
