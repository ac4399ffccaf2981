import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import classes from './nutrition.module.css';

/**
 * The three tools, each a link to its section further down (smooth scrolling is global), and the
 * supplements sized to a plan, on their own page.
 */
const tools = [
  { key: 'calculator', href: '#fat-calculator', id: 'fat-calculator' },
  { key: 'planner', href: '#meal-planner', id: 'meal-planner' },
  { key: 'search', href: '#know-food', id: 'know-food' },
  { key: 'supplements', href: '/supplement-plan', id: 'supplement-plan' },
] as const;

export function ToolCards() {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
      {tools.map((tool) => (
        <Card
          key={tool.key}
          component="a"
          href={tool.href}
          withBorder
          radius="lg"
          padding="lg"
          className={classes.card}
          data-testid={`tool-${tool.id}`}
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
