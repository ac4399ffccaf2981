import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatNumber } from '@atlas/shared/rules/format';
import { useTranslation } from '@/lib/use-translation';
import { useLanguage } from '@/lib/use-language';
import { mealTiers } from '../nutrients';
import classes from './nutrition.module.css';

/** Meal comparison: LITE, ACTIVE and INTENSE side by side. */
export function MealTiers() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const n = (v: number) => formatNumber(v, language);
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
      {mealTiers.map((tier) => (
        <Card
          key={tier.key}
          withBorder
          radius="lg"
          padding="lg"
          className={classes.tier}
          style={{ '--tier-color': tier.color }}
          // a card alike in shape to the tool cards; a tier's has its own colour and texts
          data-testid={`tier-${tier.key}`}
        >
          <Card.Section>
            <img
              src={`/assets/nutrition/tier-${tier.key}.svg`}
              width={320}
              height={200}
              alt=""
              className={classes.picture}
              loading="lazy"
            />
          </Card.Section>
          <Stack gap="sm" mt="md">
            <Title order={3} style={{ color: tier.text }}>
              {t(`tiers.${tier.key}.name`)}
            </Title>
            <Text fw={700} size="lg">
              {t('nutrition.tierKcal', { from: n(tier.kcal[0]), to: n(tier.kcal[1]) })}
            </Text>
            <Text c="dimmed" size="sm">
              {t(`tiers.${tier.key}.description`)}
            </Text>
            <div>
              <Text size="xs" c="dimmed" mb={4}>
                {t('nutrition.tierPerMeal')}
              </Text>
              <Group gap={6}>
                <Badge variant="light" color="orange" size="lg" tt="none">
                  {t('nutrition.carbs')} {n(tier.carbs)} {t('nutrition.grams')}
                </Badge>
                <Badge variant="light" color="red" size="lg" tt="none">
                  {t('nutrition.protein')} {n(tier.protein)} {t('nutrition.grams')}
                </Badge>
                <Badge variant="light" color="teal" size="lg" tt="none">
                  {t('nutrition.fat')} {n(tier.fat)} {t('nutrition.grams')}
                </Badge>
              </Group>
            </div>
            <ul className={classes.bullets}>
              {(t(`tiers.${tier.key}.features`, { returnObjects: true }) as unknown as string[]).map((f) => (
                <li key={f}>
                  <Text size="sm">{f}</Text>
                </li>
              ))}
            </ul>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
