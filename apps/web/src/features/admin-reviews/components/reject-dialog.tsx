import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { REJECT_REASON_MAX } from '@atlas/shared/contract/reviews';
import { useTranslation } from '@/lib/use-translation';

/** Rejecting a review: the reason its author will see. */
export function RejectDialog({
  opened,
  loading,
  onReject,
  onClose,
}: {
  opened: boolean;
  loading: boolean;
  onReject: (reason: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const missing = reason.trim() === '';
  const close = () => {
    setReason('');
    setTried(false);
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('adminReviews.rejectTitle')}
      centered
      closeOnClickOutside={!loading}
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          setTried(true);
          if (!missing) onReject(reason.trim());
        }}
        data-testid="reject-dialog"
      >
        <Stack gap="md">
          <Text size="sm">{t('adminReviews.rejectIntro')}</Text>
          <Textarea
            label={t('adminReviews.rejectReason')}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            maxLength={REJECT_REASON_MAX}
            autosize
            minRows={3}
            required
            data-autofocus
            error={tried && missing ? t('adminReviews.rejectReasonRequired') : undefined}
            data-testid="reject-reason"
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={loading}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" color="red" loading={loading} data-testid="reject-confirm">
              {t('adminReviews.reject')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
