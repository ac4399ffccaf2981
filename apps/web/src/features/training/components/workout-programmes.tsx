import { lazy, Suspense, useId, useState, type CSSProperties, type ReactNode } from 'react';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { Spinner } from '@/components/ui/spinner';
import { Link } from '@/lib/link';
import type { TFunction } from '@/lib/translator';
import { DEFAULT_PLAN_TYPE, planTypes, type PlanType } from '@atlas/shared/rules/training';
import { useSession } from '@/lib/session';
import { useTranslation } from '@/lib/use-translation';
import { useFormat } from '@/lib/format';
import { ToggleChip } from '@/components/ui/toggle-chip';
import { useWorkouts, type WorkoutDay } from '../api/list-workouts';
import classes from './training.module.css';
import badge from '@/components/ui/badge.module.css';
import button from '@/components/ui/guide-button.module.css';
import layout from '@/components/ui/layout.module.css';
import text from '@/components/ui/text.module.css';
import programmes from './programmes.module.css';
import blocks from '@/components/ui/blocks.module.css';
import box from '@/components/ui/box.module.css';

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
    <div className={layout.stack} data-testid="workout-programmes">
      <div className={blocks.heading}>
        <h2 className={text.h2}>{t('workouts.title')}</h2>
        <p className={`${text.p} ${text.dimmed}`}>{t('workouts.text')}</p>
      </div>
      <div className={classes.planButtons} role="group" aria-label={t('workouts.plans')}>
        {planTypes.map((p) => (
          <ToggleChip key={p} pressed={p === plan} onClick={() => setPlan(p)} data-testid={`plan-${p}`}>
            {t(`workoutPlans.${p}.label`)}
          </ToggleChip>
        ))}
      </div>
      {/* a new panel per plan: its sections and day filter start as that plan's do */}
      <PlanPanel key={plan} plan={plan} />
    </div>
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
    <div className={box.box} data-testid={`plan-panel-${plan}`}>
      <div className={blocks.stackMd}>
        <h3 className={text.h3}>{t(`workoutPlans.${plan}.title`)}</h3>
        <div className={programmes.sections}>
          <Disclosure
            id="overview"
            title={t('workouts.overview')}
            open={open === 'overview'}
            onToggle={toggle}
          >
            <p className={text.p}>{t(`workoutPlans.${plan}.overview`)}</p>
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
        </div>

        {all.data && all.data.length > 0 && (
          <div className={`${programmes.row} ${programmes.xs}`} role="group" aria-label={t('workouts.days')}>
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
          </div>
        )}

        {shown.isError ? (
          <p className={`${text.p} ${text.error}`} role="alert">
            {t('workouts.loadFailed')}
          </p>
        ) : !shown.data ? (
          <Group justify="center" p="lg">
            <Spinner size="sm" label={t('common.loading')} />
          </Group>
        ) : shown.data.length === 0 ? (
          <p className={`${text.p} ${text.dimmed}`} data-testid="no-workouts">
            {t('workouts.p5')}
          </p>
        ) : (
          <div className={blocks.grid} data-gap="md" style={{ '--md': 2 } as CSSProperties}>
            {shown.data.map((workout) => (
              <DayCard key={workout.id} workout={workout} />
            ))}
          </div>
        )}
      </div>
    </div>
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
  const format = useFormat();
  const { isAdmin } = useSession();
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const title = dayTitle(t, workout.planType, workout.day);
  return (
    <div
      className={`${box.box} ${programmes.day}`}
      data-size="md"
      data-testid="day-card"
      data-day={workout.day}
    >
      <div className={programmes.dayHead}>
        <div className={programmes.dayTitle}>
          <h4 className={text.h4}>{title}</h4>
          <div className={`${programmes.row} ${programmes.xs}`}>
            {workout.duration && (
              <span
                className={badge.badge}
                data-variant="light"
                data-color="orange"
                data-testid="day-duration"
              >
                {t('workouts.minutes', {
                  range: workout.duration
                    .split('-')
                    .map((m) => format.number(Number(m)))
                    .join('-'),
                })}
              </span>
            )}
            {workout.planType !== 'home' && (
              <span className={badge.badge} data-variant="light" data-color="gray" data-testid="day-count">
                {t('workouts.exerciseCount', {
                  count: workout.exerciseCount,
                  n: format.number(workout.exerciseCount),
                })}
              </span>
            )}
          </div>
        </div>
        {isAdmin && (
          <Suspense fallback={null}>
            <DeleteWorkoutButton workoutId={workout.id} title={title} />
          </Suspense>
        )}
      </div>
      <button
        type="button"
        className={`${button.button} ${programmes.toggle} ${classes.dayToggle}`}
        data-variant="subtle"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((v) => !v)}
        data-testid="day-toggle"
      >
        {expanded ? t('workouts.hideExercises') : t('workouts.showExercises')}
        <span className={classes.chevron} aria-hidden />
      </button>
      <div id={listId} hidden={!expanded} data-testid="day-exercises">
        {expanded && <DayExercises workout={workout} />}
      </div>
    </div>
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
