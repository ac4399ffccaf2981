import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from '@/lib/link';
import { dietMeals } from '@atlas/shared/rules/diet';
import type { DietPlanResultDto } from '@atlas/shared/contract/nutrition';
import { formatNumber } from '@atlas/shared/rules/format';
import { useLanguage } from '@/lib/use-language';
import { useTranslation } from '@/lib/use-translation';
import { MacroBadges, MealCard } from './meal-card';

/** A new plan: the body figures, the day's target, why, and the meals (saved to the history already). */
export function DietResult({
  result,
  onClose,
  headingOrder,
}: {
  result: DietPlanResultDto;
  onClose: () => void;
  headingOrder: 2 | 3;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { plan } = result;
  const n = (v: number, digits = 0) => formatNumber(v, language, { maximumFractionDigits: digits });
  const figures = [
    { key: 'bmi', value: n(plan.bmi, 1), note: t(`diet.bands.${plan.bmiBand}`) },
    {
      key: 'bodyFat',
      value: formatNumber(plan.bodyFat / 100, language, { style: 'percent', maximumFractionDigits: 1 }),
      note: t(`diet.fatMethod.${plan.bodyFatMethod}`),
    },
    { key: 'bmr', value: `${n(plan.bmr)} ${t('nutrition.kcal')}`, note: t('diet.bmrNote') },
    { key: 'tdee', value: `${n(plan.tdee)} ${t('nutrition.kcal')}`, note: t('diet.tdeeNote') },
  ];
  return (
    <Stack gap="lg" data-testid="diet-result">
      <Group justify="space-between" align="flex-end">
        <Title order={headingOrder} size="h3">
          {t('diet.resultTitle')}
        </Title>
        <Text size="sm" c="teal.8" fw={600}>
          {t('diet.saved')}{' '}
          <Anchor component={Link} to="/profile/measurements" data-testid="diet-history-link">
            {t('diet.history')}
          </Anchor>
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
        {figures.map((f) => (
          <Card key={f.key} withBorder radius="md" padding="md">
            <Text size="xs" c="dimmed">
              {t(`diet.figures.${f.key}`)}
            </Text>
            <Text fw={700} size="xl" data-testid={`diet-figure-${f.key}`}>
              {f.value}
            </Text>
            <Text size="xs" c="dimmed">
              {f.note}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      <Card withBorder radius="md" padding="lg" bg="orange.0">
        <Stack gap="xs">
          <Text fw={700}>{t('diet.target')}</Text>
          <Text fw={800} size="xl" c="orange.9" data-testid="diet-target">
            {n(plan.target.calories)} {t('nutrition.kcal')}
          </Text>
          <MacroBadges protein={plan.target.protein} carbs={plan.target.carbs} fat={plan.target.fat} />
          <Text size="sm">{plan.explanation}</Text>
        </Stack>
      </Card>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
        {dietMeals.map((meal) => {
          const m = plan.meals.find((x) => x.meal === meal);
          return m ? (
            <MealCard
              key={meal}
              name={t(`nutrition.meals.${meal}`)}
              meal={m}
              headingOrder={headingOrder === 2 ? 3 : 4}
            />
          ) : null;
        })}
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        {t('diet.dayTotal', {
          kcal: n(plan.totals.calories),
          protein: n(plan.totals.protein),
          carbs: n(plan.totals.carbs),
          fat: n(plan.totals.fat),
        })}
      </Text>
      <Group>
        <Button variant="default" onClick={onClose}>
          {t('diet.backToForm')}
        </Button>
        <Anchor component={Link} to="/supplement-plan" fw={600} data-testid="diet-supplements-link">
          {t('diet.supplementsLink')}
        </Anchor>
      </Group>
    </Stack>
  );
}
