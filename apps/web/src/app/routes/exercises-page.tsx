import { Card, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from '@/lib/link';
import { exerciseTypes } from '@atlas/shared/rules/training';
import { useTranslation } from '@/lib/use-translation';
import { PageBreadcrumbs } from '@/components/ui/page-breadcrumbs';
import { MachinePicker } from '@/features/training/components/machine-picker';
import { MachineIdentify } from '@/features/training/components/machine-identify';
import { usePublicConfig } from '@/features/auth/api/get-config';
import classes from '@/features/training/components/training.module.css';

/** /exercises: the three libraries and the machine section (#machineIdentify). */
export default function ExercisesPage() {
  const { t } = useTranslation();
  const config = usePublicConfig();
  const canIdentify = config.data?.machineIdentify === true;
  return (
    <Container size="xl" py="xl">
      <Stack gap={48}>
        <Stack gap="lg">
          <PageBreadcrumbs items={[{ label: t('nav.exercises') }]} />
          <Stack gap={4}>
            <Title order={1}>{t('exercisesPage.title')}</Title>
            <Text c="dimmed" size="lg">
              {t('exercisesPage.text')}
            </Text>
          </Stack>
          {/* cards alike in shape to the nutrient cards; each grid links its own pages and pictures */}
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
            {exerciseTypes.map((type, index) => (
              <Card
                key={type}
                component={Link}
                to={`/exercises/${type}`}
                withBorder
                radius="lg"
                padding="lg"
                className={classes.card}
                data-testid={`exercise-type-${type}`}
              >
                <Card.Section>
                  <img
                    src={`/assets/images/exercises-${type}.svg`}
                    width={480}
                    height={320}
                    alt=""
                    style={{ display: 'block', width: '100%', height: 'auto' }}
                    loading={index === 0 ? 'eager' : 'lazy'}
                  />
                </Card.Section>
                <Title order={2} size="h3" mt="md">
                  {t(`exercisesPage.${type}Title`)}
                </Title>
                <Text c="dimmed" mt={6}>
                  {t(`exercisesPage.${type}Text`)}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        </Stack>

        <Stack
          gap="md"
          id="machineIdentify"
          component="section"
          className={classes.section}
          aria-labelledby="machine-title"
        >
          <Stack gap={4}>
            <Title order={2} id="machine-title">
              {t('exercisesPage.machineTitle')}
            </Title>
            <Text c="dimmed">{t(canIdentify ? 'machine.text' : 'exercisesPage.machineText')}</Text>
          </Stack>
          {canIdentify && <MachineIdentify />}
          {config.data && !canIdentify && (
            <Text size="sm" c="dimmed" data-testid="machine-unavailable">
              {t('machine.unavailable')}
            </Text>
          )}
          {canIdentify && (
            <Text fw={600} mt="sm">
              {t('machine.orPick')}
            </Text>
          )}
          <MachinePicker />
        </Stack>
      </Stack>
    </Container>
  );
}
