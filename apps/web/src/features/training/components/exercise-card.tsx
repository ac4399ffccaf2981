import { Link } from '@/lib/link';
import type { ExerciseSummaryDto } from '@atlas/shared/contract/training';
import { RatingBadge } from './rating-badge';
import classes from './training.module.css';
import { ServerHtml } from '@/components/ui/server-html';
import box from '@/components/ui/box.module.css';

/** An exercise's figure and name, opening its page. */
export function ExerciseCard({ exercise, eager = false }: { exercise: ExerciseSummaryDto; eager?: boolean }) {
  return (
    <ServerHtml>
      <Link
        to={`/exercises/${exercise.type}/${exercise.muscle}/${exercise.slug}`}
        className={`${box.link} ${classes.card}`}
        data-testid="exercise-card"
      >
        <img
          src={exercise.imageUrl || undefined}
          width={640}
          height={480}
          alt=""
          className={classes.figure}
          loading={eager ? 'eager' : 'lazy'}
        />
        <div className={classes.cardLine}>
          <p>{exercise.name}</p>
          <RatingBadge rating={exercise.rating} size="sm" />
        </div>
      </Link>
    </ServerHtml>
  );
}
