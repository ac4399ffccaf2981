import type { CSSProperties } from 'react';
import { formatNumber } from '@atlas/shared/rules/format';
import { useTranslation } from '@/lib/use-translation';
import { useLanguage } from '@/lib/use-language';
import { mealTiers } from '../nutrients';
import classes from './nutrition.module.css';
import tiers from './meal-cards.module.css';
import badge from '@/components/ui/badge.module.css';
import blocks from '@/components/ui/blocks.module.css';
import text from '@/components/ui/text.module.css';

/** A tier's grams a meal, each as a badge of its own colour. */
const macros = [
  { key: 'carbs', color: 'orange' },
  { key: 'protein', color: 'red' },
  { key: 'fat', color: 'teal' },
] as const;

/** Meal comparison: LITE, ACTIVE and INTENSE side by side. */
export function MealTiers() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const n = (v: number) => formatNumber(v, language);
  return (
    <div className={blocks.grid} style={{ '--sm': 3 } as CSSProperties}>
      {mealTiers.map((tier) => (
        <div
          key={tier.key}
          className={tiers.card}
          style={{ '--tier-color': tier.color } as CSSProperties}
          // a card alike in shape to the tool cards; a tier's has its own colour and texts
          data-testid={`tier-${tier.key}`}
        >
          <img
            src={`/assets/nutrition/tier-${tier.key}.svg`}
            width={320}
            height={200}
            alt=""
            className={tiers.picture}
            loading="lazy"
          />
          <div className={tiers.body}>
            <h3 className={text.h3} style={{ color: tier.text }}>
              {t(`tiers.${tier.key}.name`)}
            </h3>
            <p className={tiers.kcal}>
              {t('nutrition.tierKcal', { from: n(tier.kcal[0]), to: n(tier.kcal[1]) })}
            </p>
            <p className={tiers.description}>{t(`tiers.${tier.key}.description`)}</p>
            <div>
              <p className={tiers.perMeal}>{t('nutrition.tierPerMeal')}</p>
              <div className={classes.macros}>
                {macros.map((m) => (
                  <span
                    key={m.key}
                    className={badge.badge}
                    data-variant="light"
                    data-color={m.color}
                    data-case="none"
                    data-size="lg"
                  >
                    {t(`nutrition.${m.key}`)} {n(tier[m.key])} {t('nutrition.grams')}
                  </span>
                ))}
              </div>
            </div>
            <ul className={classes.bullets}>
              {(t(`tiers.${tier.key}.features`, { returnObjects: true }) as unknown as string[]).map((f) => (
                <li key={f}>
                  <p className={tiers.feature}>{f}</p>
                </li>
              ))}
            </ul>
          </div>
        </div>
      ))}
    </div>
  );
}
