import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from '@/lib/link';
import { useTranslation } from '@/lib/use-translation';
import { nutrientIds } from '@atlas/shared/rules/diet';
import { nutrientImage } from '../nutrients';
import classes from './nutrition.module.css';

/** The three nutrient cards, each leading to /nutrient/{id}. */
export function NutrientCards() {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
      {nutrientIds.map((id, index) => (
        <Card
          key={id}
          component={Link}
          to={`/nutrient/${id}`}
          withBorder
          radius="lg"
          padding="lg"
          className={classes.card}
          data-testid={`nutrient-card-${id}`}
        >
          <Card.Section>
            <img
              src={nutrientImage[id]}
              width={480}
              height={320}
              alt=""
              className={classes.picture}
              loading={index === 0 ? 'eager' : 'lazy'}
            />
          </Card.Section>
          <Title order={2} size="h3" mt="md">
            {t(`nutrients.${id}.title`)}
          </Title>
          <Text c="dimmed" mt={6}>
            {t(`nutrients.${id}.description`)}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
