import type { CSSProperties } from 'react';
import { Link } from '@/lib/link';
import { useTranslation } from '@/lib/use-translation';
import { nutrientIds } from '@atlas/shared/rules/diet';
import { NUTRIENT_IMAGE_SIZES, nutrientImage } from '../nutrients';
import text from '@/components/ui/text.module.css';
import classes from './nutrition-cards.module.css';
import blocks from '@/components/ui/blocks.module.css';
import box from '@/components/ui/box.module.css';
import { Picture } from '@/components/ui/picture';

/** The three nutrient cards, each leading to /nutrient/{id}. */
export function NutrientCards() {
  const { t } = useTranslation();
  return (
    <div className={blocks.grid} style={{ '--sm': 3 } as CSSProperties}>
      {nutrientIds.map((id, index) => (
        <Link
          key={id}
          to={`/nutrient/${id}`}
          className={`${box.link} ${classes.card}`}
          data-testid={`nutrient-card-${id}`}
        >
          <Picture
            src={nutrientImage[id]}
            sizes={NUTRIENT_IMAGE_SIZES.card}
            width={480}
            height={320}
            priority={index === 0}
          />
          <h2 className={text.h3}>{t(`nutrients.${id}.title`)}</h2>
          <p className={`${text.p} ${text.dimmed}`}>{t(`nutrients.${id}.description`)}</p>
        </Link>
      ))}
    </div>
  );
}
