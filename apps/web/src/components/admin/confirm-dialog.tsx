import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';

/** Asks before a destructive or far-reaching admin action. */
export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel,
  cancelLabel,
  color = 'red',
  loading = false,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel?: string;
  color?: string;
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered closeOnClickOutside={!loading}>
      <Text mb="lg">{message}</Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={loading} data-testid="confirm-cancel">
          {cancelLabel ?? t('common.cancel')}
        </Button>
        <Button color={color} onClick={onConfirm} loading={loading} data-autofocus data-testid="confirm-ok">
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
