import { useState } from 'react';
import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Card,
  Grid,
  Group,
  Stack,
  Table,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { Link } from '@/lib/link';
import type { MeasurementDto } from '@atlas/shared/contract/nutrition';
import { formatDate, formatNumber } from '@atlas/shared/rules/format';
import { PageSpinner } from '@/components/ui/page-spinner';
import { deferred } from '@/components/ui/deferred';
import { useLanguage } from '@/lib/use-language';
import { useTranslation } from '@/lib/use-translation';
import { useMeasurements } from '../api/measurements';
import classes from './measurements.module.css';

const DeleteMeasurementDialog = deferred(() => import('./delete-measurement-dialog'));

/** A goal key in words; a goal stored by another client is shown as it came. */
function useGoalLabel() {
  const { t, i18n } = useTranslation();
  return (goal: string) => (i18n.exists(`dietGoals.${goal}.label`) ? t(`dietGoals.${goal}.label`) : goal);
}

/**
 * The measurements history: newest first, the first selected, its body metrics
 * and its plan line by line.
 */
export function MeasurementsHistory({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const goalLabel = useGoalLabel();
  const list = useMeasurements(userId);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<MeasurementDto | null>(null);

  if (list.isError) {
    return (
      <Alert color="red" data-testid="measurements-error">
        {t('measurements.loadFailed')}
      </Alert>
    );
  }
  if (!list.data) return <PageSpinner message={t('measurements.loading')} />;
  if (list.data.length === 0) {
    return (
      <Card withBorder radius="lg" padding="xl" data-testid="measurements-empty">
        <Stack align="flex-start" gap="sm">
          <Text fw={600}>{t('measurements.empty')}</Text>
          <Anchor component={Link} to="/nutrition#AiDiet">
            {t('measurements.emptyLink')}
          </Anchor>
        </Stack>
      </Card>
    );
  }

  const selected = list.data.find((m) => m.id === selectedId) ?? list.data[0]!;
  const n = (v: number, digits = 1) => formatNumber(v, language, { maximumFractionDigits: digits });
  const date = (iso: string) => formatDate(iso, language, { day: 'numeric', month: 'long', year: 'numeric' });
  const metrics: [string, string][] = [
    [t('measurements.date'), date(selected.date) ?? ''],
    [t('diet.fields.age'), n(selected.age, 0)],
    [t('diet.fields.gender'), t(`diet.${selected.gender}`)],
    [t('diet.fields.weight'), `${n(selected.weight)} ${t('diet.kg')}`],
    [t('diet.fields.height'), `${n(selected.height)} ${t('diet.cm')}`],
    [t('diet.fields.waist'), `${n(selected.waist)} ${t('diet.cm')}`],
    [t('diet.fields.neck'), `${n(selected.neck)} ${t('diet.cm')}`],
    [t('diet.fields.goal'), goalLabel(selected.goal)],
    [t('measurements.bmi'), n(selected.bmi)],
  ];

  return (
    <>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="xs" component="ul" className={classes.list} aria-label={t('measurements.listLabel')}>
            {list.data.map((m) => (
              <li key={m.id} className={classes.row} data-active={m.id === selected.id || undefined}>
                <UnstyledButton
                  className={classes.select}
                  onClick={() => setSelectedId(m.id)}
                  aria-pressed={m.id === selected.id}
                  data-testid="measurement-item"
                >
                  <Text fw={600} size="sm">
                    {date(m.date)}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {goalLabel(m.goal)} · {n(m.weight)} {t('diet.kg')}
                  </Text>
                </UnstyledButton>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('measurements.delete')}
                  onClick={() => setDeleting(m)}
                  onPointerEnter={DeleteMeasurementDialog.preload}
                  data-testid="measurement-delete"
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </li>
            ))}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <Card withBorder radius="lg" padding="lg" data-testid="body-metrics">
              <Title order={3} size="h4" mb="sm">
                {t('measurements.bodyMetrics')}
              </Title>
              <Table withRowBorders={false} verticalSpacing={4}>
                <Table.Tbody>
                  {metrics.map(([label, value]) => (
                    <Table.Tr key={label}>
                      <Table.Th w="40%" fw={500} c="dimmed">
                        {label}
                      </Table.Th>
                      <Table.Td
                        fw={600}
                        data-testid={label === t('measurements.bmi') ? 'metric-bmi' : undefined}
                      >
                        {value}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Card>
            <Card withBorder radius="lg" padding="lg" data-testid="diet-plan-card">
              <Title order={3} size="h4" mb="sm">
                {t('measurements.dietPlan')}
              </Title>
              <div className={classes.plan} tabIndex={0} aria-label={t('measurements.dietPlan')}>
                {selected.dietPlan.split('\n').map((line, index) => (
                  <Text
                    key={index}
                    dir="auto"
                    size="sm"
                    fw={isHeading(line) ? 700 : 400}
                    mt={isHeading(line) ? 'sm' : 0}
                  >
                    {line || '\u00a0'}
                  </Text>
                ))}
              </div>
            </Card>
          </Stack>
        </Grid.Col>
      </Grid>
      <DeleteMeasurementDialog
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        onDeleted={() => setSelectedId(null)}
        userId={userId}
        measurementId={deleting?.id ?? 0}
      />
    </>
  );
}

/** Titles in the plan's text: short lines without a bullet, and meal lines ('Lunch (… kcal …)'). */
function isHeading(line: string): boolean {
  if (line.startsWith('•') || line.length === 0) return false;
  return (line.length < 40 && !line.includes(':')) || /^[^(]{2,30} \(.*\)$/.test(line);
}

export function NewPlanButton() {
  const { t } = useTranslation();
  return (
    <Group>
      <Button component={Link} to="/nutrition#AiDiet" color="orange" data-testid="new-diet-plan">
        {t('measurements.newPlan')}
      </Button>
    </Group>
  );
}
