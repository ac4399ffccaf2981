import type { CSSProperties } from 'react';
import layout from '@/components/ui/layout.module.css';
import blocks from '@/components/ui/blocks.module.css';
import text from '@/components/ui/text.module.css';
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
    <div className={layout.page}>
      <div className={layout.stack}>
        <PageBreadcrumbs
          items={[{ label: t('nav.exercises'), to: '/exercises' }, { label: t('pages.exercisesWarm') }]}
        />
        <div className={blocks.heading}>
          <h1 className={text.h1}>{t('exercisesPage.warmHeading')}</h1>
          <p className={`${text.p} ${text.dimmed}`}>{t('exercisesPage.warmText')}</p>
        </div>
        {exercises.isError ? (
          <p className={`${text.p} ${text.error}`} role="alert" data-testid="warm-error">
            {t('exercisesPage.warmError')}
          </p>
        ) : !exercises.data ? (
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
                to={`/exercises/warm/${muscle}`}
                count={counts.get(muscle)}
              />
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
