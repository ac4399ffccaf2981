import type { ReactNode, Ref } from 'react';
import { Group, Stack, Text, Title } from '@mantine/core';
import { IconMoodSmile } from '@tabler/icons-react';
import type { SupplementPlanDto } from '@atlas/shared/contract/supplement-plan';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import type { CartLineAdder } from '../add-all';
import { AddAllButton } from './add-all-button';
import { PlanLineCard } from './plan-line-card';
import classes from './supplement-plan.module.css';

/**
 * The proposal: the needs it answers, one card per line, the month's total and one button that
 * adds them all. No line (no protein gap, too few training days, or nothing in stock that fits)
 * is said as an answer, not an error.
 */
export function PlanProposal({
  plan,
  add,
  controls,
  headingRef,
}: {
  plan: SupplementPlanDto;
  add: CartLineAdder;
  /** What goes beside the heading (the member's training days). */
  controls?: ReactNode;
  /** The heading, focused when a sent form's answer arrives. */
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const { needs } = plan;
  const gap = Math.max(0, needs.proteinTargetG - needs.proteinFromMealsG);
  const grams = (value: number) => t('supplementPlan.grams', { n: format.number(value) });
  const days = t('plan.trainingDays', {
    count: needs.trainingDaysPerWeek,
    n: format.number(needs.trainingDaysPerWeek),
  });

  return (
    <section className={classes.proposal} aria-labelledby="plan-proposal-title" data-testid="plan-proposal">
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4}>
          <Title order={2} size="h3" id="plan-proposal-title" ref={headingRef} tabIndex={-1}>
            {t('supplementPlan.proposalTitle')}
          </Title>
          <Text size="sm" c="dimmed" data-testid="plan-needs">
            {t(plan.source === 'diet-plan' ? 'supplementPlan.needs.dietPlan' : 'supplementPlan.needs.form', {
              target: grams(needs.proteinTargetG),
              meals: grams(needs.proteinFromMealsG),
              gap: grams(gap),
              days,
              goal: t(`dietGoals.${needs.goal}.label`),
            })}
          </Text>
          {needs.avoid.length > 0 && (
            <Text size="sm" c="dimmed" data-testid="plan-avoiding">
              {t('supplementPlan.avoiding', {
                allergens: needs.avoid.map((a) => t(`facts.allergen.${a}`)).join(t('facts.separator')),
              })}
            </Text>
          )}
        </Stack>
        {controls}
      </Group>

      {plan.lines.length === 0 ? (
        <div className={classes.empty} data-testid="plan-empty">
          <IconMoodSmile size={40} aria-hidden className={classes.emptyIcon} />
          <Stack gap={4}>
            <Text fw={700}>{t('supplementPlan.empty.title')}</Text>
            <Text size="sm">{t('supplementPlan.empty.text', { count: gap, gap: grams(gap), days })}</Text>
          </Stack>
        </div>
      ) : (
        <>
          <ul className={classes.lines} aria-label={t('supplementPlan.linesLabel')}>
            {plan.lines.map((line) => (
              <PlanLineCard key={`${line.role}-${line.productId}`} line={line} headingOrder={3} />
            ))}
          </ul>
          <div className={classes.total}>
            <Stack gap={0}>
              <Text fw={700}>{t('supplementPlan.total')}</Text>
              <Text size="xs" c="dimmed">
                {t('supplementPlan.totalNote')}
              </Text>
            </Stack>
            <Text fw={800} size="xl" c="orange.9" data-testid="plan-total">
              {format.price(plan.costPerMonth)}
            </Text>
          </div>
          <AddAllButton lines={plan.lines} add={add} />
        </>
      )}
    </section>
  );
}
