import { Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { muscleGroups } from '@atlas/shared/rules/training';
import { useTranslation } from '@/lib/use-translation';
import { PageBreadcrumbs } from '@/components/ui/page-breadcrumbs';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useExercises } from '@/features/training/api/list-exercises';
import { MuscleCard } from '@/features/training/components/muscle-card';

/** /exercises/warm: muscle cards with their counts; a load failure shows inline. */
export default function ExercisesWarmPage() {
  const { t } = useTranslation();
  const exercises = useExercises('warm');
  // alike to the home and gym pages' counts and grid: shared, they cost public pages' first load
  const counts = new Map<string, number>();
  for (const e of exercises.data ?? []) counts.set(e.muscle, (counts.get(e.muscle) ?? 0) + 1);
  const muscles = muscleGroups.filter((m) => counts.has(m));

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <PageBreadcrumbs
          items={[{ label: t('nav.exercises'), to: '/exercises' }, { label: t('pages.exercisesWarm') }]}
        />
        <Stack gap={4}>
          <Title order={1}>{t('exercisesPage.warmHeading')}</Title>
          <Text c="dimmed">{t('exercisesPage.warmText')}</Text>
        </Stack>
        {exercises.isError ? (
          <Text c="red.7" role="alert" data-testid="warm-error">
            {t('exercisesPage.warmError')}
          </Text>
        ) : !exercises.data ? (
          <PageSpinner message={t('exercisesPage.loading')} />
        ) : (
          <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing={{ base: 'sm', sm: 'lg' }}>
            {muscles.map((muscle) => (
              <MuscleCard
                key={muscle}
                muscle={muscle}
                to={`/exercises/warm/${muscle}`}
                count={counts.get(muscle)}
              />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Container>
  );
}
