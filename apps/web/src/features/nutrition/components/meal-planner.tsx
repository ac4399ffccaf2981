import { useState, type CSSProperties } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { Spinner } from '@/components/ui/spinner';
import { ToggleChip } from '@/components/ui/toggle-chip';
import { dietMeals } from '@atlas/shared/rules/diet';
import { formatNumber } from '@atlas/shared/rules/format';
import { useTranslation } from '@/lib/use-translation';
import { useLanguage } from '@/lib/use-language';
import { FIRST_GOAL, useMealPlanner } from '../api/list-meal-plans';
import { MacroBadges, MealCard } from './meal-card';
import classes from './nutrition.module.css';
import layout from '@/components/ui/layout.module.css';
import text from '@/components/ui/text.module.css';
import cards from './nutrition-cards.module.css';
import blocks from '@/components/ui/blocks.module.css';

/** The meal planner: one of ten goals chosen, its day of four meals shown. */
export function MealPlanner({ headingOrder = 3 }: { headingOrder?: 2 | 3 }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [goal, setGoal] = useState(FIRST_GOAL);
  const planner = useMealPlanner(goal);

  if (planner.isError)
    return (
      <Group gap="sm">
        <Text c="red" role="alert">
          {t('nutrition.plansFailed')}
        </Text>
        <Button variant="light" size="xs" onClick={() => void planner.refetch()}>
          {t('common.retry')}
        </Button>
      </Group>
    );
  if (!planner.data) return <Spinner label={t('common.loading')} />;

  const { goals, plan: current } = planner.data;
  const meals = dietMeals.map((name) => current.plan[name]);
  // alike to the meal builder's sumTotals, kept here so this public page does not load the builder
  const total = meals.reduce(
    (sum, m) => ({
      calories: sum.calories + m.calories,
      protein: sum.protein + m.protein,
      carbs: sum.carbs + m.carbs,
      fat: sum.fat + m.fats,
    }),
    { calories: 0, protein: 0, carbs: 0, fat: 0 },
  );

  const Heading = headingOrder === 2 ? 'h2' : 'h3';
  return (
    <div className={layout.stack}>
      <div className={classes.goalChips} role="group" aria-label={t('nutrition.plannerGoal')}>
        {goals.map((g) => (
          <ToggleChip
            key={g}
            size="compact-md"
            pressed={g === goal}
            onClick={() => setGoal(g)}
            onMouseEnter={() => planner.prefetch(g)}
            onFocus={() => planner.prefetch(g)}
            data-testid={`meal-goal-${g}`}
          >
            {t(`mealGoals.${g}.label`)}
          </ToggleChip>
        ))}
      </div>
      <div className={cards.goal}>
        <Heading className={text.h4} data-testid="meal-goal-title">
          {t(`mealGoals.${current.goal}.label`)}
        </Heading>
        <p className={`${text.p} ${text.dimmed}`}>{t(`mealGoals.${current.goal}.description`)}</p>
        <div className={cards.total}>
          <p className={text.p} data-testid="meal-day-total">
            {t('nutrition.dayTotal', { kcal: formatNumber(total.calories, language) })}
          </p>
          <MacroBadges protein={total.protein} carbs={total.carbs} fat={total.fat} />
        </div>
      </div>
      <div className={blocks.grid} data-gap="md" style={{ '--sm': 2, '--lg': 4 } as CSSProperties}>
        {dietMeals.map((name) => (
          <MealCard
            key={name}
            name={t(`nutrition.meals.${name}`)}
            meal={current.plan[name]}
            testId={`meal-${name}`}
            headingOrder={headingOrder === 2 ? 3 : 4}
          />
        ))}
      </div>
    </div>
  );
}
