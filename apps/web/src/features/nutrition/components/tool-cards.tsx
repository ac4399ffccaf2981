import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import classes from './nutrition.module.css';

/** The three tools, each a link to its section further down (smooth scrolling is global). */
const tools = [
  { key: 'calculator', anchor: 'fat-calculator' },
  { key: 'planner', anchor: 'meal-planner' },
  { key: 'search', anchor: 'know-food' },
] as const;

export function ToolCards() {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
      {tools.map((tool) => (
        <Card
          key={tool.key}
          component="a"
          href={`#${tool.anchor}`}
          withBorder
          radius="lg"
          padding="lg"
          className={classes.card}
          data-testid={`tool-${tool.anchor}`}
        >
          <Card.Section>
            <img
              src={`/assets/nutrition/tool-${tool.key}.svg`}
              width={320}
              height={200}
              alt=""
              className={classes.picture}
              loading="lazy"
            />
          </Card.Section>
          <Title order={3} size="h4" mt="md">
            {t(`tools.${tool.key}.title`)}
          </Title>
          <Text c="dimmed" size="sm" mt={6}>
            {t(`tools.${tool.key}.description`)}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
