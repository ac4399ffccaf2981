import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { Anchor, Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from '@/lib/link';
import type { TFunction } from '@/lib/translator';
import { DEFAULT_PLAN_TYPE, planTypes, type PlanType } from '@atlas/shared/rules/training';
import { useSession } from '@/lib/session';
import { useTranslation } from '@/lib/use-translation';
import { ToggleChip } from '@/components/ui/toggle-chip';
import { useWorkouts, type WorkoutDay } from '../api/list-workouts';
import classes from './training.module.css';
import badge from '@/components/ui/badge.module.css';

// only admins delete days: their button and dialog load for them alone
const DeleteWorkoutButton = lazy(() => import('./delete-workout-button'));

type Section = 'overview' | 'schedule' | 'third';

/** Upper/lower and the bro split open on their overview; push-pull-legs and home start closed. */
const initiallyOpen = (plan: PlanType): Section | null =>
  plan === 'upper-lower' || plan === 'bro-split' ? 'overview' : null;

/**
 * The four programmes: plan buttons, one panel per plan with three collapsible
 * sections (one open at a time), a day filter read from the server (GET /workouts/filter), and
 * day cards that expand on their own. Admins can delete a day.
 */
export function WorkoutProgrammes() {
  const { t } = useTranslation();
  const [plan, setPlan] = useState<PlanType>(DEFAULT_PLAN_TYPE);

  return (
    <Stack gap="lg" data-testid="workout-programmes">
      <Stack gap={4}>
        <Title order={2}>{t('workouts.title')}</Title>
        <Text c="dimmed">{t('workouts.text')}</Text>
      </Stack>
      <div className={classes.planButtons} role="group" aria-label={t('workouts.plans')}>
        {planTypes.map((p) => (
          <ToggleChip key={p} pressed={p === plan} onClick={() => setPlan(p)} data-testid={`plan-${p}`}>
            {t(`workoutPlans.${p}.label`)}
          </ToggleChip>
        ))}
      </div>
      {/* a new panel per plan: its sections and day filter start as that plan's do */}
      <PlanPanel key={plan} plan={plan} />
    </Stack>
  );
}

function PlanPanel({ plan }: { plan: PlanType }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Section | null>(initiallyOpen(plan));
  const [day, setDay] = useState<string | undefined>(undefined);
  const all = useWorkouts({ planType: plan });
  const shown = useWorkouts({ planType: plan, day });
  const toggle = (section: Section) => setOpen(open === section ? null : section);
  const list = (key: string) =>
    t(`workoutPlans.${plan}.${key}`, { returnObjects: true }) as unknown as string[];

  return (
    <Card withBorder radius="lg" padding="lg" data-testid={`plan-panel-${plan}`}>
      <Stack gap="md">
        <Title order={3} size="h3">
          {t(`workoutPlans.${plan}.title`)}
        </Title>
        <Stack gap="xs">
          <Disclosure
            id="overview"
            title={t('workouts.overview')}
            open={open === 'overview'}
            onToggle={toggle}
          >
            <Text>{t(`workoutPlans.${plan}.overview`)}</Text>
          </Disclosure>
          <Disclosure
            id="schedule"
            title={t('workouts.schedule')}
            open={open === 'schedule'}
            onToggle={toggle}
          >
            <ul className={classes.list}>
              {list('schedule').map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </Disclosure>
          <Disclosure
            id="third"
            title={t(`workoutPlans.${plan}.thirdTitle`)}
            open={open === 'third'}
            onToggle={toggle}
          >
            <ul className={classes.list}>
              {list('third').map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </Disclosure>
        </Stack>

        {all.data && all.data.length > 0 && (
          <Group gap="xs" role="group" aria-label={t('workouts.days')}>
            <ToggleChip
              size="xs"
              pressed={day === undefined}
              // shows every day again: the day filter's reset
              onClick={() => setDay(undefined)}
              data-testid="day-all"
            >
              {t('workouts.allDays')}
            </ToggleChip>
            {all.data.map((w) => (
              <ToggleChip
                key={w.id}
                size="xs"
                pressed={day === w.day}
                onClick={() => setDay(w.day)}
                data-testid={`day-${w.day}`}
              >
                {dayTitle(t, plan, w.day)}
              </ToggleChip>
            ))}
          </Group>
        )}

        {shown.isError ? (
          <Text c="red.7" role="alert">
            {t('workouts.loadFailed')}
          </Text>
        ) : !shown.data ? (
          <Group justify="center" p="lg">
            <Loader size="sm" aria-label={t('common.loading')} />
          </Group>
        ) : shown.data.length === 0 ? (
          <Text c="dimmed" data-testid="no-workouts">
            {t('workouts.p5')}
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {shown.data.map((workout) => (
              <DayCard key={workout.id} workout={workout} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Card>
  );
}

function dayTitle(t: TFunction, plan: PlanType, day: string) {
  return t(`workoutPlans.${plan}.days.${day}`, { defaultValue: day.replace(/-/g, ' ') });
}

function Disclosure({
  id,
  title,
  open,
  onToggle,
  children,
}: {
  id: Section;
  title: string;
  open: boolean;
  onToggle: (section: Section) => void;
  children: ReactNode;
}) {
  const panelId = useId();
  return (
    <div>
      <button
        type="button"
        className={classes.disclosure}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => onToggle(id)}
        data-testid={`section-${id}`}
      >
        <span>{title}</span>
        <span className={classes.chevron} aria-hidden />
      </button>
      <div id={panelId} hidden={!open} className={classes.panelBody}>
        {children}
      </div>
    </div>
  );
}

function DayCard({ workout }: { workout: WorkoutDay }) {
  const { t } = useTranslation();
  const { isAdmin } = useSession();
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const title = dayTitle(t, workout.planType, workout.day);
  return (
    <Card withBorder radius="md" padding="md" data-testid="day-card" data-day={workout.day}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={6}>
          <Title order={4}>{title}</Title>
          <Group gap="xs">
            {workout.duration && (
              <span
                className={badge.badge}
                data-variant="light"
                data-color="orange"
                data-testid="day-duration"
              >
                {t('workouts.minutes', { range: workout.duration })}
              </span>
            )}
            {workout.planType !== 'home' && (
              <span className={badge.badge} data-variant="light" data-color="gray" data-testid="day-count">
                {t('workouts.exerciseCount', { count: workout.exerciseCount })}
              </span>
            )}
          </Group>
        </Stack>
        {isAdmin && (
          <Suspense fallback={null}>
            <DeleteWorkoutButton workoutId={workout.id} title={title} />
          </Suspense>
        )}
      </Group>
      <Button
        variant="subtle"
        mt="sm"
        px={0}
        justify="space-between"
        rightSection={<span className={classes.chevron} aria-hidden />}
        className={classes.dayToggle}
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((v) => !v)}
        data-testid="day-toggle"
      >
        {expanded ? t('workouts.hideExercises') : t('workouts.showExercises')}
      </Button>
      <div id={listId} hidden={!expanded} data-testid="day-exercises">
        {expanded && <DayExercises workout={workout} />}
      </div>
    </Card>
  );
}

/** An opened day's exercises: in hand when the day came from the browser's own request, else fetched now. */
function DayExercises({ workout }: { workout: WorkoutDay }) {
  const { t } = useTranslation();
  const day = useWorkouts({ planType: workout.planType, day: workout.day }, !workout.exercises);
  const exercises = workout.exercises ?? day.data?.find((w) => w.id === workout.id)?.exercises;
  if (!exercises)
    return day.isError ? (
      <Group gap="sm" mt="xs">
        <Text size="sm" c="red.7" role="alert">
          {t('workouts.loadFailed')}
        </Text>
        <Button variant="light" size="xs" onClick={() => void day.refetch()}>
          {t('common.retry')}
        </Button>
      </Group>
    ) : (
      <Text size="sm" c="dimmed" mt="xs" role="status">
        {t('common.loading')}
      </Text>
    );
  return exercises.map((exercise) => (
    <div key={`${exercise.slug}-${exercise.sets}-${exercise.reps}`} className={classes.exerciseRow}>
      <Stack gap={2}>
        <Anchor component={Link} to={exercise.href} fw={600} data-testid="day-exercise-link">
          {exercise.name}
        </Anchor>
        {exercise.notes && (
          <Text size="sm" c="dimmed">
            {exercise.notes}
          </Text>
        )}
      </Stack>
      <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
        {t('workouts.setsReps', {
          sets: exercise.sets,
          // '30s' and '45-60s' are seconds; other reps are counts
          reps: exercise.reps.endsWith('s')
            ? t('workouts.seconds', { n: exercise.reps.slice(0, -1) })
            : exercise.reps,
        })}
      </Text>
    </div>
  ));
}
