import type { CSSProperties } from 'react';
import layout from '@/components/ui/layout.module.css';
import blocks from '@/components/ui/blocks.module.css';
import text from '@/components/ui/text.module.css';
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
    <div className={layout.page}>
      <div className={layout.stack}>
        <PageBreadcrumbs items={[{ label: t('nav.exercises'), to: '/exercises' }, { label: title }]} />
        <div className={blocks.heading}>
          <h1 className={text.h1}>{title}</h1>
          <p className={`${text.p} ${text.dimmed}`}>{t('exercisesPage.muscleTitle')}</p>
        </div>
        {!exercises.data ? (
          <PageSpinner message={t('exercisesPage.loading')} />
        ) : (
          <div
            className={blocks.grid}
            data-tight
            style={{ '--base': 2, '--sm': 3, '--md': 4 } as CSSProperties}
          >
            {muscles.map((muscle) => (
              <MuscleCard
                key={muscle}
                muscle={muscle}
                to={`/exercises/${type}/${muscle}`}
                count={counts.get(muscle)}
              />
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
