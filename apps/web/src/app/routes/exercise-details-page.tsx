import { useEffect, type CSSProperties } from 'react';
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
import badge from '@/components/ui/badge.module.css';
import layout from '@/components/ui/layout.module.css';
import blocks from '@/components/ui/blocks.module.css';
import box from '@/components/ui/box.module.css';
import text from '@/components/ui/text.module.css';
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
    <div className={layout.page}>
      <div className={classes.exercise}>
        <PageBreadcrumbs items={crumbs} />
        <div className={classes.halves}>
          <div>
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
          </div>
          <div className={blocks.stackMd}>
            <h1 className={text.h1}>{e.name}</h1>
            <div className={classes.badges}>
              <span
                className={`${badge.badge} ${classes.tag}`}
                data-size="lg"
                data-tag="muscle"
                data-testid="muscle-badge"
              >
                {t(`muscles.${e.muscle}`)}
              </span>
              <RatingBadge rating={e.rating} size="lg" />
              <span
                className={`${badge.badge} ${classes.tag}`}
                data-size="lg"
                data-case="none"
                data-tag="equipment"
                data-testid="equipment-badge"
              >
                {equipment}
              </span>
            </div>
            <h2 className={text.h4}>{t('exercise.howTo')}</h2>
            <p className={`${text.p} ${text.lg} ${classes.bio}`} data-testid="exercise-description">
              {e.description || t('exercise.noDescription')}
            </p>
          </div>
        </div>
        {e.variations.length > 0 && (
          <section className={blocks.stackMd} aria-labelledby="variations-title">
            <h2 className={text.h2} id="variations-title">
              {t('exercise.variations')}
            </h2>
            <div
              className={blocks.grid}
              style={{ '--sm': 2, '--md': 3 } as CSSProperties}
              data-testid="variations"
            >
              {e.variations.map((v) => (
                <div key={v.name} className={box.box}>
                  <p className={`${text.p} ${classes.bold}`}>{v.name}</p>
                  <p className={`${text.p} ${text.dimmed} ${box.text}`}>{v.description}</p>
                </div>
              ))}
            </div>
          </section>
        )}
      </div>
    </div>
  );
}
