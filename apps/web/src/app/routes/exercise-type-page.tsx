import { Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useLocation } from 'react-router';
import { muscleGroups, type ExerciseType } from '@atlas/shared/rules/training';
import { useTranslation } from '@/lib/use-translation';
import { PageBreadcrumbs } from '@/components/ui/page-breadcrumbs';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useExercises } from '@/features/training/api/list-exercises';
import { MuscleCard } from '@/features/training/components/muscle-card';
import { useErrorRedirect } from '@/features/training/use-load-failure';
import NotFoundPage from './not-found-page';

/** /exercises/home and /exercises/gym: muscle cards, grouped from the type's exercises. */
export default function ExerciseTypePage() {
  // the routes are /exercises/home and /exercises/gym: the type is the path's second segment
  const type = useLocation().pathname.split('/')[2];
  if (type !== 'home' && type !== 'gym') return <NotFoundPage />;
  return <MuscleGroups type={type} />;
}

function MuscleGroups({ type }: { type: Exclude<ExerciseType, 'warm'> }) {
  const { t } = useTranslation();
  const exercises = useExercises(type);
  useErrorRedirect(exercises.error, `${type} exercises`);
  const title = t(type === 'home' ? 'pages.exercisesHome' : 'pages.exercisesGym');
  // alike to the warm-up page's counts and grid: shared, they cost public pages' first load
  const counts = new Map<string, number>();
  for (const e of exercises.data ?? []) counts.set(e.muscle, (counts.get(e.muscle) ?? 0) + 1);
  const muscles = muscleGroups.filter((m) => counts.has(m));

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <PageBreadcrumbs items={[{ label: t('nav.exercises'), to: '/exercises' }, { label: title }]} />
        <Stack gap={4}>
          <Title order={1}>{title}</Title>
          <Text c="dimmed">{t('exercisesPage.muscleTitle')}</Text>
        </Stack>
        {!exercises.data ? (
          <PageSpinner message={t('exercisesPage.loading')} />
        ) : (
          <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing={{ base: 'sm', sm: 'lg' }}>
            {muscles.map((muscle) => (
              <MuscleCard
                key={muscle}
                muscle={muscle}
                to={`/exercises/${type}/${muscle}`}
                count={counts.get(muscle)}
              />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Container>
  );
}
