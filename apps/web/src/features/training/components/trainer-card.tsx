import { Card, Text, Title } from '@mantine/core';
import { Link } from '@/lib/link';
import type { TrainerDto } from '@atlas/shared/contract/training';
import classes from './training.module.css';
import { ServerHtml } from '@/components/ui/server-html';
import { Picture } from '@/components/ui/picture';
import { TRAINER_IMAGE_SIZES } from '../image-sizes';

/** A trainer's portrait, name and specialty, opening their page. */
export function TrainerCard({ trainer, eager = false }: { trainer: TrainerDto; eager?: boolean }) {
  return (
    <ServerHtml>
      <Card
        component={Link}
        to={`/trainers/${trainer.id}`}
        withBorder
        radius="lg"
        padding="lg"
        className={classes.card}
        data-testid="trainer-card"
      >
        <Card.Section>
          <Picture
            src={trainer.image}
            width={480}
            height={560}
            sizes={TRAINER_IMAGE_SIZES.card}
            className={classes.portrait}
            priority={eager}
          />
        </Card.Section>
        <Title order={3} size="h4" mt="md">
          {trainer.name}
        </Title>
        {trainer.specialty && (
          <Text size="sm" c="orange.8" fw={600}>
            {trainer.specialty}
          </Text>
        )}
        <Text size="sm" c="dimmed" mt={6} className={classes.clamp2}>
          {trainer.bio}
        </Text>
      </Card>
    </ServerHtml>
  );
}
