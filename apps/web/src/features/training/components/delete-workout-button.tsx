import { useState } from 'react';
import { ActionIcon } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { deferred } from '@/components/ui/deferred';
import { useTranslation } from '@/lib/use-translation';

const DeleteWorkoutDialog = deferred(() => import('./delete-workout-dialog'));

/** An admin's delete button on a programme day, asking for confirmation first. */
export default function DeleteWorkoutButton({ workoutId, title }: { workoutId: number; title: string }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={`${t('workouts.delete')}: ${title}`}
        onClick={() => setConfirming(true)}
        onPointerEnter={DeleteWorkoutDialog.preload}
        data-testid="day-delete"
      >
        <IconTrash size={18} />
      </ActionIcon>
      <DeleteWorkoutDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        workoutId={workoutId}
        title={title}
      />
    </>
  );
}
