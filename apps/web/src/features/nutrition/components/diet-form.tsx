import { useState, type FormEvent } from 'react';
import { Anchor, Button, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { Link } from '@/lib/link';
import { dietFormBounds, dietGoals, type DietGoal, type Gender } from '@atlas/shared/rules/diet';
import type { DietPlanResultDto } from '@atlas/shared/contract/nutrition';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { useTranslation } from '@/lib/use-translation';
import { useFormat } from '@/lib/format';
import { useCreateDietPlan, useEligibility, useLatestMeasurement } from '../api/measurements';
import { DietResult } from './diet-result';
import classes from './nutrition.module.css';
import button from '@/components/ui/guide-button.module.css';
import text from '@/components/ui/text.module.css';
import nc from './nutrition-cards.module.css';

const measures = ['age', 'weight', 'height', 'waist', 'neck'] as const;
type Measure = (typeof measures)[number];
type Values = Record<Measure, string> & { gender: Gender | ''; goal: DietGoal | '' };
const empty: Values = { age: '', weight: '', height: '', waist: '', neck: '', gender: '', goal: '' };

/** The form's rules: every field required, age 1–105 whole, the others at their minimum. */
function problems(values: Values): Partial<Record<keyof Values, string>> {
  const out: Partial<Record<keyof Values, string>> = {};
  for (const key of measures) {
    const raw = values[key].trim();
    const { min, max } = dietFormBounds[key];
    const n = Number(raw);
    if (raw === '') out[key] = 'required';
    else if (!Number.isFinite(n) || n < min || n > max || (key === 'age' && !Number.isInteger(n)))
      out[key] = 'range';
  }
  if (!values.gender) out.gender = 'required';
  if (!values.goal) out.goal = 'required';
  return out;
}

/**
 * The diet-plan form: members only, one plan a calendar month. The
 * server checks the limit again and answers 409; this form shows the days left either way.
 */
/** `headingOrder`: the level of the result's heading, under the page's own headings. */
export function DietForm({ headingOrder = 3 }: { headingOrder?: 2 | 3 }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { user, isLoggedIn } = useSession();
  const userId = user && Number.isInteger(user.id) && user.id > 0 ? user.id : undefined;
  const eligibility = useEligibility(userId);
  const create = useCreateDietPlan(userId);
  const latest = useLatestMeasurement(userId);
  // null: not typed in; the fields then start from the member's last measurement
  const [edits, setEdits] = useState<Partial<Values>>({});
  const [touched, setTouched] = useState<Partial<Record<keyof Values, boolean>>>({});
  const [result, setResult] = useState<DietPlanResultDto | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  if (!isLoggedIn) {
    return (
      <div className={nc.login} data-testid="diet-login">
        <p className={text.p}>{t('diet.loginPrompt')}</p>
        <Link to="/login?returnUrl=%2Fnutrition%23AiDiet" className={button.button}>
          {t('diet.loginButton')}
        </Link>
      </div>
    );
  }
  if (userId === undefined) {
    return (
      <Text c="red" role="alert">
        {t('diet.noUserId')}
      </Text>
    );
  }

  const last = latest.data;
  const start: Values = last
    ? {
        age: String(last.age),
        weight: String(last.weight),
        height: String(last.height),
        waist: String(last.waist),
        neck: String(last.neck),
        gender: last.gender === 'male' || last.gender === 'female' ? last.gender : '',
        goal: (dietGoals as readonly string[]).includes(last.goal) ? (last.goal as DietGoal) : '',
      }
    : empty;
  const values: Values = { ...start, ...edits };
  const errors = problems(values);
  const valid = Object.keys(errors).length === 0;
  const limit = eligibility.data && !eligibility.data.canRequest ? eligibility.data.daysUntilNext : null;
  const message = (key: keyof Values) => {
    const problem = touched[key] ? errors[key] : undefined;
    if (!problem) return undefined;
    if (problem === 'required') return t('diet.required');
    const { min, max } = dietFormBounds[key as Measure];
    return t(`diet.range.${key}`, { min, max });
  };
  const set = (key: keyof Values, value: string) => setEdits((v) => ({ ...v, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(Object.fromEntries(Object.keys(values).map((k) => [k, true])));
    if (!valid || limit !== null) return;
    setFailure(null);
    create.mutate(
      {
        age: Number(values.age),
        weight: Number(values.weight),
        height: Number(values.height),
        waist: Number(values.waist),
        neck: Number(values.neck),
        gender: values.gender as Gender,
        goal: values.goal as DietGoal,
      },
      {
        onSuccess: setResult,
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'DIET_PLAN_LIMIT') return;
          setFailure(t('diet.failed'));
        },
      },
    );
  };

  if (result)
    return <DietResult result={result} onClose={() => setResult(null)} headingOrder={headingOrder} />;

  const limitDays =
    limit ??
    (create.error instanceof ApiError && create.error.code === 'DIET_PLAN_LIMIT'
      ? Number(create.error.fields?.daysUntilNext ?? 1)
      : null);

  return (
    <form onSubmit={submit} noValidate data-testid="diet-form">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="md">
          {measures.map((key) => (
            <TextInput
              key={key}
              type="number"
              inputMode={key === 'age' ? 'numeric' : 'decimal'}
              label={t(`diet.fields.${key}`)}
              rightSection={
                key === 'age' ? undefined : (
                  <Text size="xs" c="dimmed">
                    {t(key === 'weight' ? 'diet.kg' : 'diet.cm')}
                  </Text>
                )
              }
              min={dietFormBounds[key].min}
              max={dietFormBounds[key].max}
              step={key === 'age' ? 1 : 0.1}
              required
              value={values[key]}
              onChange={(e) => set(key, e.currentTarget.value)}
              onBlur={() => setTouched((v) => ({ ...v, [key]: true }))}
              error={message(key)}
              data-testid={`diet-${key}`}
            />
          ))}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NativeSelect
            label={t('diet.fields.gender')}
            required
            value={values.gender}
            onChange={(e) => set('gender', e.currentTarget.value)}
            onBlur={() => setTouched((v) => ({ ...v, gender: true }))}
            error={message('gender')}
            data={[
              { value: '', label: t('diet.choose') },
              { value: 'male', label: t('diet.male') },
              { value: 'female', label: t('diet.female') },
            ]}
            data-testid="diet-gender"
          />
          <NativeSelect
            // a goal select alike in shape to the supplement plan's; each its own goals
            label={t('diet.fields.goal')}
            required
            value={values.goal}
            onChange={(e) => set('goal', e.currentTarget.value)}
            onBlur={() => setTouched((v) => ({ ...v, goal: true }))}
            error={message('goal')}
            description={values.goal ? t(`dietGoals.${values.goal}.description`) : undefined}
            data={[
              { value: '', label: t('diet.choose') },
              ...dietGoals.map((g) => ({ value: g, label: t(`dietGoals.${g}.label`) })),
            ]}
            data-testid="diet-goal"
          />
        </SimpleGrid>
        {limitDays !== null && (
          <Text c="orange.9" fw={600} role="status" data-testid="diet-limit">
            {t('diet.limit', { count: limitDays, n: format.number(limitDays) })}
          </Text>
        )}
        {failure && (
          <Text c="red" role="alert" data-testid="diet-error">
            {failure}
          </Text>
        )}
        <Group gap="md">
          <Button
            type="submit"
            color={limitDays !== null ? 'gray' : 'orange'}
            size="md"
            loading={create.isPending}
            disabled={!valid || limitDays !== null || eligibility.isPending}
            data-testid="diet-submit"
          >
            {t('diet.submit')}
          </Button>
          <Anchor component={Link} to="/profile/measurements">
            {t('diet.history')}
          </Anchor>
        </Group>
        <Text size="xs" c="dimmed" className={classes.note}>
          {t('diet.privacy')}
        </Text>
      </Stack>
    </form>
  );
}
