import { useEffect, type CSSProperties } from 'react';
import layout from '@/components/ui/layout.module.css';
import blocks from '@/components/ui/blocks.module.css';
import text from '@/components/ui/text.module.css';
import { useParams } from 'react-router';
import {
  isExerciseType,
  isMuscleGroup,
  type ExerciseType,
  type MuscleGroup,
} from '@atlas/shared/rules/training';
import { useTranslation } from '@/lib/use-translation';
import { PageBreadcrumbs } from '@/components/ui/page-breadcrumbs';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useExercises } from '@/features/training/api/list-exercises';
import { ExerciseCard } from '@/features/training/components/exercise-card';
import { useErrorRedirect } from '@/features/training/use-load-failure';
import { exerciseTypeCrumb } from '@/features/training/exercise-crumbs';
import NotFoundPage from './not-found-page';

/** /exercises/{type}/{muscle}: the muscle group's exercise cards. */
export default function MuscleExercisesPage() {
  const { type = '', muscle = '' } = useParams();
  if (!isExerciseType(type) || !isMuscleGroup(muscle)) return <NotFoundPage />;
  return <MuscleExercises type={type} muscle={muscle} />;
}

function MuscleExercises({ type, muscle }: { type: ExerciseType; muscle: MuscleGroup }) {
  const { t } = useTranslation();
  const exercises = useExercises(type, muscle);
  useErrorRedirect(exercises.error, 'muscle exercises');
  const title = t('pages.exerciseMuscle', { muscle: t(`muscles.${muscle}`) });
  const typeCrumb = exerciseTypeCrumb(t, type);
  useEffect(() => {
    document.title = `${title} · ${typeCrumb.label} · ${t('brand.name')}`;
  }, [title, typeCrumb.label, t]);

  return (
    <div className={layout.page}>
      <div className={layout.stack}>
        <PageBreadcrumbs
          items={[
            { label: t('nav.exercises'), to: '/exercises' },
            typeCrumb,
            { label: t(`muscles.${muscle}`) },
          ]}
        />
        <h1 className={text.h1}>{title}</h1>
        {!exercises.data ? (
          <PageSpinner message={t('exercisesPage.loading')} />
        ) : exercises.data.length === 0 ? (
          <p className={`${text.p} ${text.dimmed}`}>{t('exercisesPage.emptyMuscle')}</p>
        ) : (
          <div
            className={blocks.grid}
            style={{ '--xs': 2, '--md': 3, '--lg': 4 } as CSSProperties}
            data-testid="exercise-grid"
          >
            {exercises.data.map((exercise, index) => (
              <ExerciseCard key={exercise.id} exercise={exercise} eager={index < 2} />
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
