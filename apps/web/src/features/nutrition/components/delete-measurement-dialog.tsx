import { ConfirmModal } from '@/components/ui/confirm-modal';
import { showToast } from '@/lib/toast';
import { useTranslation } from '@/lib/use-translation';
import { useDeleteMeasurement } from '../api/measurements';

/** 'Are you sure you want to delete this measurement record?', then the delete. */
export default function DeleteMeasurementDialog({
  opened,
  onClose,
  onDeleted,
  userId,
  measurementId,
}: {
  opened: boolean;
  onClose: () => void;
  onDeleted: () => void;
  userId: number;
  measurementId: number;
}) {
  const { t } = useTranslation();
  const remove = useDeleteMeasurement(userId);
  const confirm = () =>
    remove.mutate(measurementId, {
      onSuccess: () => {
        onDeleted();
        showToast({ color: 'teal', message: t('measurements.deleted') });
      },
      onError: (err) => {
        console.error('Failed to delete measurement', err);
        showToast({ color: 'red', message: t('measurements.deleteFailed') });
      },
      onSettled: onClose,
    });
  return (
    <ConfirmModal
      opened={opened}
      onClose={onClose}
      title={t('measurements.deleteTitle')}
      text={t('measurements.deleteConfirm')}
      confirmLabel={t('common.delete')}
      loading={remove.isPending}
      onConfirm={confirm}
      confirmTestId="measurement-delete-confirm"
    />
  );
}
