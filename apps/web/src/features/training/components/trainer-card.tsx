import { Link } from '@/lib/link';
import type { TrainerCardDto } from '../api/list-trainers';
import classes from './trainer-card.module.css';
import { ServerHtml } from '@/components/ui/server-html';
import { Picture } from '@/components/ui/picture';
import { TRAINER_IMAGE_SIZES } from '../image-sizes';
import box from '@/components/ui/box.module.css';

/** A trainer's portrait, name and specialty, opening their page. */
export function TrainerCard({ trainer, eager = false }: { trainer: TrainerCardDto; eager?: boolean }) {
  return (
    <ServerHtml>
      <Link
        to={`/trainers/${trainer.id}`}
        className={`${box.link} ${classes.card}`}
        data-testid="trainer-card"
      >
        {/* a picture alike in shape to the related products' cards; a portrait of its own size */}
        <Picture
          src={trainer.image}
          width={480}
          height={560}
          sizes={TRAINER_IMAGE_SIZES.card}
          className={classes.portrait}
          priority={eager}
        />
        <h3 className={classes.name}>{trainer.name}</h3>
        {trainer.specialty && <p className={classes.specialty}>{trainer.specialty}</p>}
        <p className={classes.bio}>{trainer.bio}</p>
      </Link>
    </ServerHtml>
  );
}
