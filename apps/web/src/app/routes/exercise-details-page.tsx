import { useEffect } from 'react';
import { Badge, Card, Container, Grid, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import {
  isExerciseType,
  isMuscleGroup,
  titleFromSlug,
  type ExerciseType,
  type MuscleGroup,
} from '@atlas/shared/rules/training';
import { useTranslation } from '@/lib/use-translation';
import { PageBreadcrumbs } from '@/components/ui/page-breadcrumbs';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useExercise } from '@/features/training/api/get-exercise';
import { RatingBadge } from '@/features/training/components/rating-badge';
import { exerciseTypeCrumb } from '@/features/training/exercise-crumbs';
import { isMissing, useErrorRedirect } from '@/features/training/use-load-failure';
import classes from '@/features/training/components/training.module.css';
import NotFoundPage from './not-found-page';

/** /exercises/{type}/{muscle}/{exercise}. */
export default function ExerciseDetailsPage() {
  const { type = '', muscle = '', exercise = '' } = useParams();
  if (!isExerciseType(type) || !isMuscleGroup(muscle) || !exercise) return <NotFoundPage />;
  return <ExerciseDetails type={type} muscle={muscle} slug={exercise} />;
}

function ExerciseDetails({ type, muscle, slug }: { type: ExerciseType; muscle: MuscleGroup; slug: string }) {
  const { t } = useTranslation();
  const exercise = useExercise(type, muscle, slug);
  useErrorRedirect(exercise.error, 'exercise details');
  // the path's name in capitalised words, until the exercise (and its translated name) arrives
  const name = exercise.data?.name ?? titleFromSlug(slug);
  useEffect(() => {
    document.title = `${name} · ${t('brand.name')}`;
  }, [name, t]);

  const crumbs = [
    { label: t('nav.exercises'), to: '/exercises' },
    exerciseTypeCrumb(t, type),
    { label: t(`muscles.${muscle}`), to: `/exercises/${type}/${muscle}` },
    { label: name },
  ];
  if (isMissing(exercise.error)) return <NotFoundPage />;
  if (!exercise.data) return <PageSpinner message={t('exercise.loading')} />;
  const e = exercise.data;
  const equipment = e.equipment || t(type === 'gym' ? 'exercise.gymEquipment' : 'exercise.homeFriendly');

  return (
    <Container size="xl" py="xl">
      <Stack gap={40}>
        <PageBreadcrumbs items={crumbs} />
        <Grid gap={40}>
          <Grid.Col span={{ base: 12, md: 6 }}>
            {e.videoUrl ? (
              <iframe
                className={classes.video}
                src={e.videoUrl}
                title={e.name}
                allowFullScreen
                loading="lazy"
              />
            ) : (
              <img
                src={e.imageUrl || undefined}
                width={640}
                height={480}
                alt={t('exercise.figureAlt', { name: e.name, muscle: t(`muscles.${e.muscle}`) })}
                className={classes.detailImage}
                data-testid="exercise-image"
              />
            )}
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack gap="md">
              <Title order={1}>{e.name}</Title>
              <Group gap="xs">
                <Badge variant="light" color="navy" size="lg" data-testid="muscle-badge">
                  {t(`muscles.${e.muscle}`)}
                </Badge>
                <RatingBadge rating={e.rating} size="lg" />
                <Badge
                  variant="outline"
                  color="gray"
                  c="dark.6"
                  size="lg"
                  tt="none"
                  data-testid="equipment-badge"
                >
                  {equipment}
                </Badge>
              </Group>
              <Title order={2} size="h4">
                {t('exercise.howTo')}
              </Title>
              <Text size="lg" style={{ whiteSpace: 'pre-line' }} data-testid="exercise-description">
                {e.description || t('exercise.noDescription')}
              </Text>
            </Stack>
          </Grid.Col>
        </Grid>
        {e.variations.length > 0 && (
          <Stack gap="md" component="section" aria-labelledby="variations-title">
            <Title order={2} id="variations-title">
              {t('exercise.variations')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" data-testid="variations">
              {e.variations.map((v) => (
                <Card key={v.name} withBorder radius="lg" padding="lg">
                  <Text fw={700}>{v.name}</Text>
                  <Text c="dimmed" mt={6}>
                    {v.description}
                  </Text>
                </Card>
              ))}
            </SimpleGrid>
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
