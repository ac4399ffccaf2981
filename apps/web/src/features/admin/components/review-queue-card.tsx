import { Anchor, Card, Group, Text, ThemeIcon } from '@mantine/core';
import { IconStars } from '@tabler/icons-react';
import { useFormat } from '@/lib/format';
import { Link } from '@/lib/link';
import { useTranslation } from '@/lib/use-translation';

/** The reviews waiting for an admin and those reported, each linking to its tab of the queue. */
export function ReviewQueueCard({ pending, reported }: { pending: number; reported: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Card withBorder radius="lg" padding="md" data-testid="dashboard-reviews">
      <Group gap="md" wrap="wrap">
        <ThemeIcon variant="light" color={pending > 0 ? 'orange' : 'gray'} size={40} radius="md" aria-hidden>
          <IconStars size={22} />
        </ThemeIcon>
        <Text fw={700}>{t('adminReviews.dashboardTitle')}</Text>
        <Anchor component={Link} to="/admin/reviews" fw={600} data-testid="dashboard-reviews-pending">
          {t('adminReviews.dashboardPending', { count: pending, n: format.number(pending) })}
        </Anchor>
        <Anchor
          component={Link}
          to="/admin/reviews?tab=reported"
          c={reported > 0 ? 'red' : undefined}
          data-testid="dashboard-reviews-reported"
        >
          {t('adminReviews.dashboardReported', { count: reported, n: format.number(reported) })}
        </Anchor>
      </Group>
    </Card>
  );
}
