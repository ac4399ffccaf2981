import { Card, SimpleGrid, Text } from '@mantine/core';
import { Link } from '@/lib/link';
import { muscleGroups, type MuscleGroup } from '@atlas/shared/rules/training';
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

/** A library's muscle groups that have exercises, in the shop's muscle order, each card with its count. */
export function MuscleGrid({
  exercises,
  to,
}: {
  exercises: readonly { muscle: string }[];
  to: (muscle: MuscleGroup) => string;
}) {
  const counts = new Map<string, number>();
  for (const e of exercises) counts.set(e.muscle, (counts.get(e.muscle) ?? 0) + 1);
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing={{ base: 'sm', sm: 'lg' }}>
      {muscleGroups
        .filter((m) => counts.has(m))
        .map((muscle) => (
          <MuscleCard key={muscle} muscle={muscle} to={to(muscle)} count={counts.get(muscle)} />
        ))}
    </SimpleGrid>
  );
}
