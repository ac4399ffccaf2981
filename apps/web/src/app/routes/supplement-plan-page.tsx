import { Container, Stack, Text, Title } from '@mantine/core';
import { PageBreadcrumbs } from '@/components/ui/page-breadcrumbs';
import { useTranslation } from '@/lib/use-translation';
import { useCartLineAdder } from '@/features/cart/api/add-lines';
import { SupplementPlanner } from '@/features/supplement-plan/components/supplement-planner';
import classes from '@/features/supplement-plan/components/supplement-plan.module.css';

/** /supplement-plan: the supplements that fill the shopper's diet plan (or the short form's), and their month. */
export default function SupplementPlanPage() {
  const { t } = useTranslation();
  const add = useCartLineAdder();
  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <PageBreadcrumbs
          items={[{ label: t('nav.nutrition'), to: '/nutrition' }, { label: t('supplementPlan.title') }]}
        />
        <Stack gap={4}>
          <Title order={1}>{t('supplementPlan.title')}</Title>
          <Text c="dimmed" className={classes.note}>
            {t('supplementPlan.text')}
          </Text>
        </Stack>
        <SupplementPlanner add={add} />
        <Text size="sm" c="dimmed" className={classes.note} data-testid="plan-disclaimer">
          {t('supplementPlan.disclaimer')}
        </Text>
      </Stack>
    </Container>
  );
}
