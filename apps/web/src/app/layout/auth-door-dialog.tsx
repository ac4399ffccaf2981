import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';

/** Asks before going to the login screen, or before logging out. */
export default function AuthDoorDialog({
  opened,
  onClose,
  mode,
  onConfirm,
}: {
  opened: boolean;
  onClose: () => void;
  mode: 'login' | 'logout';
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t(`auth.door.${mode}Title`)} centered>
      <Text mb="lg">{t(`auth.door.${mode}Text`)}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button data-autofocus color={mode === 'logout' ? 'red' : undefined} onClick={onConfirm}>
          {t(`auth.door.${mode}Confirm`)}
        </Button>
      </Group>
    </Modal>
  );
}
