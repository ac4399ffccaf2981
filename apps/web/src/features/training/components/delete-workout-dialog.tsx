import { Button, Group, Modal, Text } from '@mantine/core';
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
  // alike to the other shopper confirm dialogs; shared, they would add to every page's preload
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`${t('workouts.deleteTitle')}: ${title}`}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Text mb="lg">{t('workouts.deleteConfirm')}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} data-autofocus>
          {t('common.cancel')}
        </Button>
        <Button color="red" loading={remove.isPending} onClick={confirm} data-testid="day-delete-confirm">
          {t('workouts.deleteAction')}
        </Button>
      </Group>
    </Modal>
  );
}
