import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { PageBreadcrumbs } from '@/components/ui/page-breadcrumbs';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useExercises } from '@/features/training/api/list-exercises';
import { MuscleGrid } from '@/features/training/components/muscle-card';

/** /exercises/warm: muscle cards with their counts; a load failure shows inline. */
export default function ExercisesWarmPage() {
  const { t } = useTranslation();
  const exercises = useExercises('warm');

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
          <MuscleGrid exercises={exercises.data} to={(muscle) => `/exercises/warm/${muscle}`} />
        )}
      </Stack>
    </Container>
  );
}
