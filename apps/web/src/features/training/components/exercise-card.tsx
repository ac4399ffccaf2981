import { Link } from '@/lib/link';
import type { ExerciseSummaryDto } from '@atlas/shared/contract/training';
import { RatingBadge } from './rating-badge';
import classes from './training.module.css';
import { ServerHtml } from '@/components/ui/server-html';
import { Picture } from '@/components/ui/picture';
import { EXERCISE_IMAGE_SIZES } from '../image-sizes';
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
        <Picture
          src={exercise.imageUrl}
          sizes={EXERCISE_IMAGE_SIZES.card}
          width={640}
          height={480}
          className={classes.figure}
          priority={eager}
        />
        <div className={classes.cardLine}>
          <p>{exercise.name}</p>
          <RatingBadge rating={exercise.rating} size="sm" />
        </div>
      </Link>
    </ServerHtml>
  );
}
