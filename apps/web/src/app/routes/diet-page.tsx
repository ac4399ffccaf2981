import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { PageBreadcrumbs } from '@/components/ui/page-breadcrumbs';
import { DietForm } from '@/features/nutrition/components/diet-form';
import classes from '@/features/nutrition/components/nutrition.module.css';

/** /diet: the diet-plan form on its own. */
export default function DietPage() {
  const { t } = useTranslation();
  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <PageBreadcrumbs
          items={[{ label: t('nav.nutrition'), to: '/nutrition' }, { label: t('diet.title') }]}
        />
        <Stack gap={4}>
          <Title order={1}>{t('diet.title')}</Title>
          <Text c="dimmed">{t('diet.text')}</Text>
        </Stack>
        <div className={classes.panel}>
          <DietForm headingOrder={2} />
        </div>
      </Stack>
    </Container>
  );
}
