import { Card, Text } from '@mantine/core';
import { Link } from '@/lib/link';
import type { MuscleGroup } from '@atlas/shared/rules/training';
import { useTranslation } from '@/lib/use-translation';
import classes from './training.module.css';

const FALLBACK = '/assets/muscles/fallback.svg';

/**
 * A muscle group's figure (from /assets/muscles/{muscle}.svg, the fallback figure when it fails:
 * lib/image-fallback.ts), name and count, opening its exercises.
 */
export function MuscleCard({ muscle, to, count }: { muscle: MuscleGroup; to: string; count?: number }) {
  const { t } = useTranslation();
  return (
    <Card
      component={Link}
      to={to}
      withBorder
      radius="lg"
      padding="md"
      className={classes.card}
      data-testid="muscle-card"
    >
      <Card.Section>
        <img
          src={`/assets/muscles/${muscle}.svg`}
          width={480}
          height={360}
          alt=""
          className={classes.figure}
          loading="lazy"
          data-fallback={FALLBACK}
        />
      </Card.Section>
      <Text fw={700} size="lg" mt="sm">
        {t(`muscles.${muscle}`)}
      </Text>
      {count !== undefined && (
        <Text size="sm" c="dimmed" data-testid="muscle-count">
          {t('exercisesPage.muscleCount', { count })}
        </Text>
      )}
    </Card>
  );
}
