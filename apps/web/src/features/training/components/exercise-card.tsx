import { Card, Group, Text } from '@mantine/core';
import { Link } from '@/lib/link';
import type { ExerciseSummaryDto } from '@atlas/shared/contract/training';
import { RatingBadge } from './rating-badge';
import classes from './training.module.css';
import { ServerHtml } from '@/components/ui/server-html';

/** An exercise's figure and name, opening its page. */
export function ExerciseCard({ exercise, eager = false }: { exercise: ExerciseSummaryDto; eager?: boolean }) {
  return (
    <ServerHtml>
      <Card
        component={Link}
        to={`/exercises/${exercise.type}/${exercise.muscle}/${exercise.slug}`}
        withBorder
        radius="lg"
        padding="md"
        className={classes.card}
        data-testid="exercise-card"
      >
        <Card.Section>
          <img
            src={exercise.imageUrl || undefined}
            width={640}
            height={480}
            alt=""
            className={classes.figure}
            loading={eager ? 'eager' : 'lazy'}
          />
        </Card.Section>
        <Group justify="space-between" align="flex-start" wrap="nowrap" mt="sm" gap="xs">
          <Text fw={600}>{exercise.name}</Text>
          <RatingBadge rating={exercise.rating} size="sm" />
        </Group>
      </Card>
    </ServerHtml>
  );
}
