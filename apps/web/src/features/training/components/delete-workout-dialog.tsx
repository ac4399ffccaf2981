import { ConfirmModal } from '@/components/ui/confirm-modal';
import { showToast } from '@/lib/toast';
import { useTranslation } from '@/lib/use-translation';
import { useDeleteWorkout } from '../api/delete-workout';

/** 'Are you sure you want to delete this workout?', then DELETE /workouts/{id}. */
export default function DeleteWorkoutDialog({
  opened,
  onClose,
  workoutId,
  title,
}: {
  opened: boolean;
  onClose: () => void;
  workoutId: number;
  title: string;
}) {
  const { t } = useTranslation();
  const remove = useDeleteWorkout();
  const confirm = () =>
    remove.mutate(workoutId, {
      onSuccess: () => showToast({ color: 'teal', message: t('workouts.deleted') }),
      onError: (err) => {
        console.error('Failed to delete workout', err);
        showToast({ color: 'red', message: t('workouts.deleteFailed') });
      },
      onSettled: onClose,
    });
  return (
    <ConfirmModal
      opened={opened}
      onClose={onClose}
      title={`${t('workouts.deleteTitle')}: ${title}`}
      text={t('workouts.deleteConfirm')}
      confirmLabel={t('workouts.deleteAction')}
      loading={remove.isPending}
      onConfirm={confirm}
      confirmTestId="day-delete-confirm"
    />
  );
}
