import type { MealDto } from '@atlas/shared/contract/nutrition';
import { formatNumber } from '@atlas/shared/rules/format';
import { useTranslation } from '@/lib/use-translation';
import { useLanguage } from '@/lib/use-language';
import classes from './nutrition.module.css';
import badge from '@/components/ui/badge.module.css';
import cards from './meal-cards.module.css';
import box from '@/components/ui/box.module.css';
import text from '@/components/ui/text.module.css';

/** Protein, carbs and fat as three small badges. */
export function MacroBadges({ protein, carbs, fat }: { protein: number; carbs: number; fat: number }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const n = (v: number) => formatNumber(Math.round(v), language);
  return (
    <div className={classes.macros}>
      <span className={badge.badge} data-variant="light" data-color="red" data-case="none">
        {t('nutrition.protein')} {n(protein)} {t('nutrition.grams')}
      </span>
      <span className={badge.badge} data-variant="light" data-color="orange" data-case="none">
        {t('nutrition.carbs')} {n(carbs)} {t('nutrition.grams')}
      </span>
      <span className={badge.badge} data-variant="light" data-color="teal" data-case="none">
        {t('nutrition.fat')} {n(fat)} {t('nutrition.grams')}
      </span>
    </div>
  );
}

/** One meal: its name, energy, macros and the foods on the plate. */
export function MealCard({
  name,
  meal,
  testId,
  headingOrder = 4,
}: {
  name: string;
  meal: MealDto;
  testId?: string;
  headingOrder?: 3 | 4;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const Heading = headingOrder === 3 ? 'h3' : 'h4';
  return (
    <div className={`${box.box} ${cards.meal}`} data-testid={testId}>
      <div className={cards.mealHead}>
        <Heading className={text.h4}>{name}</Heading>
        <p className={cards.mealKcal}>
          {formatNumber(meal.calories, language)} {t('nutrition.kcal')}
        </p>
      </div>
      <MacroBadges protein={meal.protein} carbs={meal.carbs} fat={meal.fats} />
      <ul className={classes.items}>
        {meal.items.map((item) => (
          <li key={item.food} className={classes.itemRow}>
            <img src={item.image} alt="" width={40} height={40} className={classes.foodIcon} loading="lazy" />
            <span className={classes.itemName}>{item.name}</span>
            <span className={classes.itemQuantity}>{item.quantity}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
