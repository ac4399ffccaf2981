import { Paper, Skeleton, Switch } from '@mantine/core';
import { showFailure, showSuccess } from '@/components/admin/admin-feedback';
import { failureKind } from '@/lib/failure-kind';
import { useTranslation } from '@/lib/use-translation';
import { useReviewSettings, useSaveReviewSettings } from '../api/admin-reviews';

/** The moderation switch: on, reviews wait for an admin; off, they are published at once. */
export function ModerationSwitch() {
  const { t } = useTranslation();
  const settings = useReviewSettings();
  const save = useSaveReviewSettings();
  if (!settings.data) return settings.isError ? null : <Skeleton height={72} radius="lg" />;
  const on = save.isPending ? save.variables.moderation : settings.data.moderation;
  return (
    <Paper withBorder radius="lg" p="md">
      <Switch
        checked={on}
        disabled={save.isPending}
        onChange={(e) =>
          save.mutate(
            { moderation: e.currentTarget.checked },
            {
              onSuccess: () => showSuccess(t('adminReviews.moderationSaved')),
              onError: (error) =>
                showFailure(
                  t('adminReviews.moderationFailed', {
                    reason: t(`adminReviews.errors.${failureKind(error)}`),
                  }),
                ),
            },
          )
        }
        label={t('adminReviews.moderation')}
        description={on ? t('adminReviews.moderationOn') : t('adminReviews.moderationOff')}
        size="md"
        data-testid="review-moderation"
      />
    </Paper>
  );
}
