import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';

/**
 * Asks a shopper before a delete: the question, Cancel (focused, so a stray Enter keeps things)
 * and the red button that confirms, spinning while the delete runs.
 */
export function ConfirmModal({
  opened,
  onClose,
  title,
  text,
  confirmLabel,
  loading,
  onConfirm,
  confirmTestId,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  text: string;
  confirmLabel: string;
  loading: boolean;
  onConfirm: () => void;
  confirmTestId: string;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Text mb="lg">{text}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} data-autofocus>
          {t('common.cancel')}
        </Button>
        <Button color="red" loading={loading} onClick={onConfirm} data-testid={confirmTestId}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
