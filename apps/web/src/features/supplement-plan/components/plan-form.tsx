import { useState, type FormEvent } from 'react';
import { Button, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { dietGoals } from '@atlas/shared/rules/diet';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import {
  DEFAULT_TRAINING_DAYS,
  planFormBounds,
  planFormInput,
  planFormProblems,
  type PlanFormInput,
  type PlanFormValues,
} from '../plan-form-values';

const trainingDayChoices = Array.from(
  { length: planFormBounds.trainingDays.max - planFormBounds.trainingDays.min + 1 },
  (_, i) => planFormBounds.trainingDays.min + i,
);

const toValues = (input: PlanFormInput | null): PlanFormValues =>
  input
    ? { weightKg: String(input.weightKg), goal: input.goal, trainingDays: String(input.trainingDays) }
    : { weightKg: '', goal: '', trainingDays: String(DEFAULT_TRAINING_DAYS) };

/**
 * The short form: weight, goal and training days a week, each checked as the API checks it; an
 * error shows once the field is left or the form sent.
 */
export function PlanForm({
  initial,
  onSubmit,
  busy = false,
}: {
  initial: PlanFormInput | null;
  onSubmit: (input: PlanFormInput) => void;
  busy?: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const [values, setValues] = useState<PlanFormValues>(() => toValues(initial));
  const [touched, setTouched] = useState<Partial<Record<keyof PlanFormValues, boolean>>>({});
  const problems = planFormProblems(values);
  const set = (key: keyof PlanFormValues, value: string) => setValues((v) => ({ ...v, [key]: value }));
  const leave = (key: keyof PlanFormValues) => setTouched((v) => ({ ...v, [key]: true }));
  const message = (key: keyof PlanFormValues) => {
    const problem = touched[key] ? problems[key] : undefined;
    if (!problem) return undefined;
    if (problem === 'required') return t('supplementPlan.form.required');
    const { min, max } = planFormBounds[key === 'weightKg' ? 'weightKg' : 'trainingDays'];
    return t(`supplementPlan.form.range.${key}`, { min: format.number(min), max: format.number(max) });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched({ weightKg: true, goal: true, trainingDays: true });
    const input = planFormInput(values);
    if (input) onSubmit(input);
  };

  return (
    <form onSubmit={submit} noValidate data-testid="plan-form" aria-label={t('supplementPlan.form.title')}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <TextInput
            type="number"
            inputMode="decimal"
            label={t('supplementPlan.form.weight')}
            rightSection={
              <Text size="xs" c="dimmed">
                {t('diet.kg')}
              </Text>
            }
            min={planFormBounds.weightKg.min}
            max={planFormBounds.weightKg.max}
            step={0.1}
            required
            value={values.weightKg}
            onChange={(e) => set('weightKg', e.currentTarget.value)}
            onBlur={() => leave('weightKg')}
            error={message('weightKg')}
            data-testid="plan-weight"
          />
          <NativeSelect
            label={t('supplementPlan.form.goal')}
            required
            value={values.goal}
            onChange={(e) => set('goal', e.currentTarget.value)}
            onBlur={() => leave('goal')}
            error={message('goal')}
            data={[
              { value: '', label: t('diet.choose') },
              ...dietGoals.map((g) => ({ value: g, label: t(`dietGoals.${g}.label`) })),
            ]}
            data-testid="plan-goal"
          />
          <NativeSelect
            label={t('supplementPlan.trainingDays')}
            required
            value={values.trainingDays}
            onChange={(e) => set('trainingDays', e.currentTarget.value)}
            onBlur={() => leave('trainingDays')}
            error={message('trainingDays')}
            data={trainingDayChoices.map((n) => ({ value: String(n), label: format.number(n) }))}
            data-testid="plan-training-days"
          />
        </SimpleGrid>
        <div>
          <Button
            type="submit"
            color="orange"
            loading={busy}
            // the field keeps the focus through the press: the error it shows when left would
            // otherwise push this button away between press and release, and the click be lost
            onMouseDown={(e) => e.preventDefault()}
            data-testid="plan-submit"
          >
            {t('supplementPlan.form.submit')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
