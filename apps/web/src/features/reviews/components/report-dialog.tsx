import { useState } from 'react';
import { Alert, Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { ErrorCode } from '@atlas/shared/contract/error-codes';
import { REPORT_NOTE_MAX, reportReasons } from '@atlas/shared/contract/reviews';
import { ApiError } from '@/lib/api-client';
import { showToast } from '@/lib/toast';
import { useTranslation } from '@/lib/use-translation';
import { useReportReview } from '../api/reviews';

type Reason = (typeof reportReasons)[number];

/** 'Report': a reason from the short list and an optional note. */
export function ReportDialog({ reviewId, onClose }: { reviewId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const report = useReportReview();
  const [reason, setReason] = useState<Reason | null>(null);
  const [note, setNote] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    setReason(null);
    setNote('');
    setFailure(null);
    report.reset();
    onClose();
  };

  const send = () => {
    if (reviewId === null || !reason) return;
    setFailure(null);
    report.mutate(
      { reviewId, body: { reason, note: note.trim() || undefined } },
      {
        onSuccess: () => {
          showToast({ message: t('reviews.reportSent'), color: 'green', withBorder: true });
          close();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) {
            showToast({ message: t('reviews.reportAlready'), color: 'blue', withBorder: true });
            close();
          } else if (error instanceof ApiError && error.code === ErrorCode.tooManyRequests)
            setFailure(t('reviews.reportTooMany'));
          else setFailure(t('reviews.reportFailed'));
        },
      },
    );
  };

  return (
    <Modal opened={reviewId !== null} onClose={close} title={t('reviews.reportTitle')} centered>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          send();
        }}
        data-testid="report-dialog"
      >
        <Stack gap="md">
          <Text size="sm">{t('reviews.reportIntro')}</Text>
          <Radio.Group
            label={t('reviews.reportReason')}
            value={reason ?? ''}
            onChange={(value) => setReason(value as Reason)}
            withAsterisk
          >
            <Stack gap={8} mt={6}>
              {reportReasons.map((r) => (
                <Radio
                  key={r}
                  value={r}
                  label={t(`reviews.reasons.${r}`)}
                  data-testid={`report-reason-${r}`}
                />
              ))}
            </Stack>
          </Radio.Group>
          <Textarea
            label={t('reviews.reportNote')}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
            maxLength={REPORT_NOTE_MAX}
            autosize
            minRows={2}
            maxRows={5}
            data-testid="report-note"
          />
          {failure && (
            <Alert color="red" role="alert" data-testid="report-error">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={report.isPending}>
              {t('reviews.cancel')}
            </Button>
            <Button
              type="submit"
              color="red"
              disabled={!reason}
              loading={report.isPending}
              data-testid="report-send"
            >
              {t('reviews.reportSend')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
