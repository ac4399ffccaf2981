import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from '@/lib/use-translation';

/** The contact form's dialogs: 'Success!' (closes itself), a missing field, or a failed send. */
export default function ContactDialog({
  opened,
  kind,
  onClose,
}: {
  opened: boolean;
  kind: 'success' | 'missing' | 'failed';
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const success = kind === 'success';
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      withCloseButton={false}
      size="sm"
      aria-labelledby="contact-dialog-title"
    >
      <Stack align="center" gap="sm" py="sm" data-testid={`contact-dialog-${kind}`}>
        <ThemeIcon size={56} radius="xl" variant="light" color={success ? 'teal' : 'red'}>
          {success ? <IconCircleCheck size={34} /> : <IconAlertTriangle size={34} />}
        </ThemeIcon>
        <Text fw={700} size="xl" id="contact-dialog-title">
          {t(success ? 'contact.successTitle' : 'contact.errorTitle')}
        </Text>
        <Text ta="center">
          {t(success ? 'contact.successText' : kind === 'missing' ? 'contact.missing' : 'contact.failed')}
        </Text>
        <Group>
          <Button onClick={onClose} color={success ? 'teal' : 'red'} data-autofocus>
            {t('common.ok')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
