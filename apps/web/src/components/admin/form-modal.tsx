import type { ReactNode } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from '@/lib/use-translation';

/** An admin form's modal: full screen on a phone, and not closed by a click beside it. */
export function FormModal({
  opened,
  onClose,
  title,
  size,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  size: 'lg' | 'xl';
  children: ReactNode;
}) {
  const fullScreen = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size={size}
      fullScreen={fullScreen}
      closeOnClickOutside={false}
    >
      {children}
    </Modal>
  );
}

/** An admin form that checks its own fields: Enter or the submit button calls `onSubmit`. */
export function AdminForm({
  onSubmit,
  testId,
  id,
  children,
}: {
  onSubmit: () => void;
  testId: string;
  id?: string;
  children: ReactNode;
}) {
  return (
    <form
      id={id}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      data-testid={testId}
    >
      {children}
    </form>
  );
}

/** An admin form's last row: why it cannot be sent yet (`fixText`, once `showFix`), Cancel, and Save. */
export function FormFooter({
  showFix,
  fixText,
  saving,
  onClose,
  saveLabel,
  testId,
}: {
  showFix: boolean;
  fixText: string;
  saving: boolean;
  onClose: () => void;
  saveLabel: string;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" gap="sm" wrap="wrap-reverse">
      <Text size="sm" c="red" role={showFix ? 'alert' : undefined}>
        {showFix ? fixText : ''}
      </Text>
      <Group gap="sm" justify="flex-end" style={{ marginInlineStart: 'auto' }}>
        <Button variant="default" onClick={onClose} disabled={saving}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={saving} data-testid={testId}>
          {saveLabel}
        </Button>
      </Group>
    </Group>
  );
}
