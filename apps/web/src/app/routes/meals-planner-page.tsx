import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { ServerHtml } from '@/components/ui/server-html';
import { PageBreadcrumbs } from '@/components/ui/page-breadcrumbs';
import { MealPlanner } from '@/features/nutrition/components/meal-planner';

/** /mealsPlanner: the meal planner on its own. */
export default function MealsPlannerPage() {
  const { t } = useTranslation();
  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <ServerHtml>
          <PageBreadcrumbs
            items={[{ label: t('nav.nutrition'), to: '/nutrition' }, { label: t('nutrition.plannerTitle') }]}
          />
          <Stack gap={4}>
            <Title order={1}>{t('nutrition.plannerTitle')}</Title>
            <Text c="dimmed">{t('nutrition.plannerText')}</Text>
          </Stack>
          <MealPlanner headingOrder={2} />
        </ServerHtml>
      </Stack>
    </Container>
  );
}
