import type { CSSProperties } from 'react';
import { Link } from '@/lib/link';
import { useTranslation } from '@/lib/use-translation';
import { nutrientIds } from '@atlas/shared/rules/diet';
import { nutrientImage } from '../nutrients';
import text from '@/components/ui/text.module.css';
import classes from './nutrition-cards.module.css';
import blocks from '@/components/ui/blocks.module.css';
import box from '@/components/ui/box.module.css';

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
          <img
            src={nutrientImage[id]}
            width={480}
            height={320}
            alt=""
            loading={index === 0 ? 'eager' : 'lazy'}
          />
          <h2 className={text.h3}>{t(`nutrients.${id}.title`)}</h2>
          <p className={`${text.p} ${text.dimmed}`}>{t(`nutrients.${id}.description`)}</p>
        </Link>
      ))}
    </div>
  );
}
