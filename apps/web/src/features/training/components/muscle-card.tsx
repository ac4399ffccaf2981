import { useEffect, useRef } from 'react';
import { Card, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { MuscleGroup } from '@atlas/shared/rules/training';
import { useTranslation } from '@/lib/use-translation';
import classes from './training.module.css';

const FALLBACK = '/assets/muscles/fallback.svg';

/** A muscle group's figure (from /assets/muscles/{muscle}.svg), name and count, opening its exercises. */
/** Shows the fallback figure instead of a picture that failed to load. */
function showFallback(img: HTMLImageElement | null) {
  if (img && !img.src.endsWith(FALLBACK)) img.src = FALLBACK;
}

export function MuscleCard({ muscle, to, count }: { muscle: MuscleGroup; to: string; count?: number }) {
  const { t } = useTranslation();
  const image = useRef<HTMLImageElement>(null);
  // a server-rendered picture may have failed before React listened for its error event
  useEffect(() => {
    const img = image.current;
    if (img?.complete && img.naturalWidth === 0) showFallback(img);
  }, []);
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
          ref={image}
          onError={(event) => showFallback(event.currentTarget)}
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
