import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Anchor, Button, Loader, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useFormat } from '@/lib/format';
import { Link } from '@/lib/link';
import { useSession } from '@/lib/session';
import { useTranslation } from '@/lib/use-translation';
import { isNoDietPlan, useFormPlan, useMemberPlan } from '../api/get-supplement-plan';
import type { CartLineAdder } from '../add-all';
import {
  DEFAULT_TRAINING_DAYS,
  planFormBounds,
  planFormFromSearch,
  planFormSearch,
  type PlanFormInput,
} from '../plan-form-values';
import { PlanForm } from './plan-form';
import { PlanProposal } from './plan-proposal';
import classes from './supplement-plan.module.css';

const dayChoices = Array.from({ length: planFormBounds.trainingDays.max + 1 }, (_, i) => i);

function Loading() {
  const { t } = useTranslation();
  return (
    <div className={classes.state} role="status" data-testid="plan-loading">
      <Loader size="sm" />
      <Text c="dimmed">{t('supplementPlan.loading')}</Text>
    </div>
  );
}

function Failed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={classes.failed} role="alert" data-testid="plan-error">
      <IconAlertTriangle size={22} aria-hidden className={classes.failedIcon} />
      <Stack gap={6} align="flex-start">
        <Text fw={600}>{t('supplementPlan.failed')}</Text>
        <Button variant="light" color="red" size="xs" onClick={onRetry} loading={retrying}>
          {t('checkout.retry')}
        </Button>
      </Stack>
    </div>
  );
}

/** The short form in its panel, and the proposal it asked for (kept in the address). */
function FormSide({
  input,
  onSubmit,
  add,
  before,
}: {
  input: PlanFormInput | null;
  onSubmit: (input: PlanFormInput) => void;
  add: CartLineAdder;
  before?: ReactNode;
}) {
  const { t } = useTranslation();
  const plan = useFormPlan(input);
  const heading = useRef<HTMLHeadingElement>(null);
  const sent = useRef(false);
  // a form just sent: its answer takes the focus (and the screen), so it is read out and seen
  useEffect(() => {
    if (plan.data && sent.current) {
      sent.current = false;
      heading.current?.focus();
    }
  }, [plan.data]);
  const submit = (next: PlanFormInput) => {
    sent.current = true;
    onSubmit(next);
  };

  return (
    <Stack gap="xl">
      <div className={classes.panel}>
        <Stack gap="md">
          {before}
          <Title order={2} size="h4">
            {t('supplementPlan.form.title')}
          </Title>
          <PlanForm
            // the address changed (back, forward): the fields show what it holds
            key={input ? Object.values(planFormSearch(input)).join('|') : 'empty'}
            initial={input}
            onSubmit={submit}
            busy={plan.isFetching && !plan.data}
          />
        </Stack>
      </div>
      {input &&
        (plan.data ? (
          <PlanProposal plan={plan.data} add={add} headingRef={heading} />
        ) : plan.isError ? (
          <Failed onRetry={() => void plan.refetch()} retrying={plan.isFetching} />
        ) : (
          <Loading />
        ))}
    </Stack>
  );
}

/**
 * The page's body: a visitor (or a member who chose it, or one without a diet plan) fills the
 * short form; a member with a diet plan sees the proposal from it at once, with their training
 * days to choose. The form's answer lives in the address (`?weightKg=&goal=&trainingDays=`), so a
 * reload or a way back from the cart keeps it.
 * The server renders a visitor's page (it knows no session): a member's proposal follows hydration.
 */
export function SupplementPlanner({ add }: { add: CartLineAdder }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { user } = useSession();
  const userId = user && Number.isInteger(user.id) && user.id > 0 ? user.id : null;
  const [search, setSearch] = useSearchParams();
  const formInput = planFormFromSearch(search);
  const [formChosen, setFormChosen] = useState(false);
  const [memberDays, setMemberDays] = useState(DEFAULT_TRAINING_DAYS);
  const fromPlan = userId !== null && formInput === null && !formChosen;
  const member = useMemberPlan(fromPlan ? userId : null, memberDays);

  const sendForm = (input: PlanFormInput) => setSearch(planFormSearch(input));
  const chooseDietPlan = () => {
    setFormChosen(false);
    setSearch({});
  };

  const form = (input: PlanFormInput | null, before: ReactNode) => (
    <FormSide input={input} onSubmit={sendForm} add={add} before={before} />
  );

  if (userId === null)
    return form(
      formInput,
      <Text size="sm" data-testid="plan-sign-in">
        {t('supplementPlan.signInHint')}{' '}
        <Anchor component={Link} to="/login?returnUrl=%2Fsupplement-plan">
          {t('supplementPlan.signIn')}
        </Anchor>
      </Text>,
    );

  if (!fromPlan)
    return form(
      formInput,
      <div>
        <Button variant="subtle" px={0} onClick={chooseDietPlan} data-testid="plan-use-diet">
          {t('supplementPlan.useDietPlan')}
        </Button>
      </div>,
    );

  if (member.isError && isNoDietPlan(member.error))
    return form(
      null,
      <Text size="sm" data-testid="plan-no-diet">
        {t('supplementPlan.noDietPlan')}{' '}
        <Anchor component={Link} to="/diet" fw={600}>
          {t('supplementPlan.createDietPlan')}
        </Anchor>
      </Text>,
    );

  const switchToForm = (
    <Button variant="subtle" px={0} onClick={() => setFormChosen(true)} data-testid="plan-use-form">
      {t('supplementPlan.useForm')}
    </Button>
  );
  if (member.isError)
    return (
      <Stack gap="md" align="flex-start">
        <Failed onRetry={() => void member.refetch()} retrying={member.isFetching} />
        {switchToForm}
      </Stack>
    );
  if (!member.data) return <Loading />;

  const daysSelect = (
    <NativeSelect
      label={t('supplementPlan.trainingDays')}
      value={String(memberDays)}
      onChange={(e) => setMemberDays(Number(e.currentTarget.value))}
      data={dayChoices.map((n) => ({ value: String(n), label: format.number(n) }))}
      w={200}
      data-testid="plan-member-days"
    />
  );
  return (
    <Stack gap="md">
      <div aria-busy={member.isPlaceholderData || undefined} className={classes.memberPlan}>
        <PlanProposal plan={member.data} add={add} controls={daysSelect} />
      </div>
      <div>{switchToForm}</div>
    </Stack>
  );
}
