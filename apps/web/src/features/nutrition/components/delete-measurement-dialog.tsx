import { Button, Group, Modal, Text } from '@mantine/core';
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
  // alike to the other shopper confirm dialogs; shared, they would add to every page's preload
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('measurements.deleteTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Text mb="lg">{t('measurements.deleteConfirm')}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} data-autofocus>
          {t('common.cancel')}
        </Button>
        <Button
          color="red"
          loading={remove.isPending}
          onClick={confirm}
          data-testid="measurement-delete-confirm"
        >
          {t('common.delete')}
        </Button>
      </Group>
    </Modal>
  );
}
