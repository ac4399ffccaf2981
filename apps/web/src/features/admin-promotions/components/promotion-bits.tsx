import { useState, type ReactNode } from 'react';
import {
  Alert,
  Badge,
  Button,
  Input,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { IconCircleX, IconPencil, IconPlayerPause, IconPlayerPlay, type Icon } from '@tabler/icons-react';
import { ErrorCode } from '@atlas/shared/contract/error-codes';
import type { PromotionStatus, ScopeDto } from '@atlas/shared/contract/promotions';
import { windowState } from '@atlas/shared/rules/promotions';
import { RowAction, RowActionGroup } from '@/components/admin/row-action';
import { showFailure, showSuccess } from '@/components/admin/admin-feedback';
import { categoryLabel } from '@/lib/category-label';
import { ApiError } from '@/lib/api-client';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import type { useZodForm } from '@/lib/use-zod-form';
import { useProductNames } from '../api/admin-promotions';
import { serverProblems, type ScopeValues } from '../promotion-form';

const P = 'adminPromotions';

/** Why a request failed, in the interface's words (by the error's code, never its message). */
export function useFailureText(): (error: unknown) => string {
  const { t } = useTranslation();
  return (error) => {
    const key = (name: string) => t(`${P}.errors.${name}`);
    if (!(error instanceof ApiError)) return key('unknown');
    if (error.code === 'NETWORK_ERROR') return key('network');
    if (error.status === 401) return key('sessionExpired');
    if (error.code === ErrorCode.forbidden) return key('forbidden');
    if (error.code === ErrorCode.notFound) return key('notFound');
    if (error.code === ErrorCode.conflict) return key('conflict');
    if (error.code === ErrorCode.validation) return key('validation');
    if (error.status >= 500) return key('server');
    return key('unknown');
  };
}

/** A form field's problem (a key under adminPromotions.problems) in words. */
export function useProblemText(): (problem: string | undefined) => string | undefined {
  const { t } = useTranslation();
  return (problem) => (problem ? t(`${P}.problems.${problem}`) : undefined);
}

/** What a promotion's badge says: its status, or for an active one, where its window and uses stand. */
export type ShownState = 'active' | 'paused' | 'ended' | 'scheduled' | 'expired' | 'usedUp';

export function shownState(
  promotion: {
    status: PromotionStatus;
    startsAt: string | null;
    endsAt: string | null;
    uses?: number;
    maxUses?: number | null;
  },
  now: Date,
): ShownState {
  if (promotion.status !== 'active') return promotion.status;
  const state = windowState(promotion, now);
  if (state === 'not-started') return 'scheduled';
  if (state === 'ended') return 'expired';
  if (promotion.maxUses != null && (promotion.uses ?? 0) >= promotion.maxUses) return 'usedUp';
  return 'active';
}

const stateColor: Record<ShownState, string> = {
  active: 'green',
  scheduled: 'blue',
  paused: 'yellow',
  expired: 'gray',
  usedUp: 'orange',
  ended: 'gray',
};

export function StateBadge({ state }: { state: ShownState }) {
  const { t } = useTranslation();
  return (
    <Badge
      variant={state === 'ended' ? 'outline' : 'light'}
      color={stateColor[state]}
      data-testid="promotion-status"
      data-state={state}
    >
      {t(`${P}.status.${state}`)}
    </Badge>
  );
}

/** A window in Cairo time: 'Always', 'From …', 'Until …' or '… – …'. */
export function useWindowText(): (window: { startsAt: string | null; endsAt: string | null }) => string {
  const { t } = useTranslation();
  const format = useFormat();
  const at = (iso: string) => format.date(iso, { dateStyle: 'medium', timeStyle: 'short' }) ?? iso;
  return ({ startsAt, endsAt }) => {
    if (startsAt && endsAt) return t(`${P}.window.between`, { start: at(startsAt), end: at(endsAt) });
    if (startsAt) return t(`${P}.window.from`, { start: at(startsAt) });
    if (endsAt) return t(`${P}.window.until`, { end: at(endsAt) });
    return t(`${P}.window.always`);
  };
}

/** What a scope covers, in one line: 'Whole shop', 'Brands: A, B', '3 products: …'. */
export function ScopeText({ scope }: { scope: ScopeDto }) {
  const { t } = useTranslation();
  const format = useFormat();
  const names = useProductNames(scope.kind === 'products' ? scope.ids.slice(0, 3) : []);
  const separator = t(`${P}.listSeparator`);
  let text: string;
  switch (scope.kind) {
    case 'all':
      text = t(`${P}.scope.all`);
      break;
    case 'categories':
      text = t(`${P}.scope.categories`, {
        names: scope.values.map((name) => categoryLabel(t, name)).join(separator),
      });
      break;
    case 'brands':
      text = t(`${P}.scope.brands`, { names: scope.values.join(separator) });
      break;
    case 'products': {
      const count = scope.ids.length;
      const shown = [...names.values()].filter((name): name is string => name !== null);
      text = t(`${P}.scope.products`, { count, n: format.number(count) });
      if (shown.length > 0) text += `: ${shown.join(separator)}${count > shown.length ? '…' : ''}`;
      break;
    }
  }
  return (
    <Text size="sm" lineClamp={2} dir="auto" title={text} data-testid="promotion-scope">
      {text}
    </Text>
  );
}

/** A row's actions: Edit, then Pause (or Resume) and End, as the status allows. */
export function RowActions({
  name,
  status,
  onEdit,
  onStatus,
  busy,
}: {
  name: string;
  status: PromotionStatus;
  onEdit: () => void;
  onStatus: (status: PromotionStatus) => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const action = (key: string, icon: Icon, onClick: () => void, color?: string) => (
    <RowAction
      label={t(`${P}.actions.${key}`)}
      ariaLabel={t(`${P}.actions.${key}Of`, { name })}
      icon={icon}
      color={color}
      onClick={onClick}
      disabled={busy}
      testId={`promotion-${key}`}
    />
  );
  return (
    <RowActionGroup>
      {action('edit', IconPencil, onEdit)}
      {status === 'active' && action('pause', IconPlayerPause, () => onStatus('paused'), 'yellow.8')}
      {status !== 'active' && action('resume', IconPlayerPlay, () => onStatus('active'), 'green.8')}
      {status !== 'ended' && action('end', IconCircleX, () => onStatus('ended'), 'red')}
    </RowActionGroup>
  );
}

/** A table's rows while the list loads. */
function TableSkeleton({ label, testId }: { label: string; testId: string }) {
  return (
    <Stack gap="xs" aria-busy="true" data-testid={testId}>
      <VisuallyHidden role="status">{label}</VisuallyHidden>
      <Skeleton h={36} />
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} h={52} />
      ))}
    </Stack>
  );
}

/** A list that could not load (and nothing was shown before), with a retry. */
function LoadFailed({
  text,
  testId,
  retrying,
  onRetry,
}: {
  text: string;
  testId: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Alert color="red" role="alert" data-testid={testId}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{text}</Text>
        <Button size="xs" variant="light" color="red" loading={retrying} onClick={onRetry}>
          {t('adminCommon.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** An empty list: what it would hold, and the button that makes the first one. */
function EmptyInvite({
  icon,
  title,
  text,
  action,
  testId,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  action: ReactNode;
  testId: string;
}) {
  return (
    <Paper withBorder radius="md" p="xl" data-testid={testId}>
      <Stack align="center" gap="sm" ta="center">
        {icon}
        <Text fw={600} size="lg">
          {title}
        </Text>
        <Text c="dimmed" size="sm" maw={460}>
          {text}
        </Text>
        {action}
      </Stack>
    </Paper>
  );
}

/** A tab's list as its query gives it. */
export interface ListQuery<T> {
  data?: T[];
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * A tab's list in whichever state it is: failed with nothing shown yet (with a retry), loading,
 * empty (inviting the first one), or the rows. Texts come from `prefix`: loadFailed, loading,
 * emptyTitle, emptyText.
 */
export function ListBody<T>({
  query,
  prefix,
  testId,
  icon,
  action,
  children,
}: {
  query: ListQuery<T>;
  prefix: string;
  testId: string;
  icon: ReactNode;
  action: ReactNode;
  children: (rows: T[]) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isError && !query.data)
    return (
      <LoadFailed
        text={t(`${prefix}.loadFailed`)}
        testId={`${testId}-error`}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  if (!query.data) return <TableSkeleton label={t(`${prefix}.loading`)} testId={`${testId}-loading`} />;
  if (query.data.length === 0)
    return (
      <EmptyInvite
        icon={icon}
        title={t(`${prefix}.emptyTitle`)}
        text={t(`${prefix}.emptyText`)}
        action={action}
        testId={`${testId}-empty`}
      />
    );
  return children(query.data);
}

/** A promotion's kind, one of `kinds`, as choices across the form (words under `${prefix}.kind|kinds`). */
export function KindPicker<K extends string>({
  prefix,
  description,
  kinds,
  value,
  onChange,
  testId,
}: {
  prefix: string;
  description?: string;
  kinds: readonly K[];
  value: K;
  onChange: (kind: K) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Input.Wrapper label={t(`${prefix}.kind`)} description={description}>
      <SegmentedControl
        fullWidth
        mt={6}
        value={value}
        onChange={(kind) => onChange(kind as K)}
        data={kinds.map((kind) => ({ value: kind, label: t(`${prefix}.kinds.${kind}`) }))}
        data-testid={testId}
      />
    </Input.Wrapper>
  );
}

/** A promotion's save as its mutation gives it: POST without an id, PUT with one. */
interface SaveMutation<Out, Saved> {
  isPending: boolean;
  mutate: (
    change: { id: number | null; body: Out },
    callbacks: { onSuccess: (saved: Saved) => void; onError: (error: unknown) => void },
  ) => void;
}

/**
 * A promotion form's wiring around its useZodForm: a change touches its field, a field's problem
 * in words, the scope, window and footer props, and Save: every field touched, the values sent
 * once they parse, then a toast and `onClose`, or for a refused save the server's field problems
 * shown and why in a toast.
 */
export function usePromotionForm<
  In extends Record<string, unknown> & { scope: ScopeValues; startsAt: string; endsAt: string },
  Out,
  Saved,
>({
  form,
  fields,
  save,
  id,
  testId,
  savedText,
  failedText,
  onClose,
}: {
  form: ReturnType<typeof useZodForm<In, Out>>;
  fields: readonly string[];
  save: SaveMutation<Out, Saved>;
  /** The promotion edited, or null for a new one. */
  id: number | null;
  testId: string;
  savedText: (saved: Saved) => string;
  failedText: (reason: string) => string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const failureText = useFailureText();
  const [attempted, setAttempted] = useState(false);
  const set = <K extends keyof In & string>(field: K, value: In[K]) => {
    form.set(field, value);
    form.touch(field);
  };
  const error = (field: keyof In & string) => problemText(form.error(field));
  return {
    set,
    error,
    footerProps: {
      showFix: attempted && !form.valid,
      fixText: t(`${P}.fixFields`),
      saving: save.isPending,
      onClose,
      testId: `save-${testId}`,
    },
    scopeProps: {
      value: form.values.scope,
      onChange: (scope: ScopeValues) => set('scope', scope as In['scope']),
      error: error('scope'),
      testId: `${testId}-scope`,
    },
    windowProps: {
      startsAt: form.values.startsAt,
      endsAt: form.values.endsAt,
      onChange: (field: 'startsAt' | 'endsAt', value: string) => set(field, value as In[typeof field]),
      onBlur: (field: 'startsAt' | 'endsAt') => form.touch(field),
      errors: { startsAt: error('startsAt'), endsAt: error('endsAt') },
      testId,
    },
    submit: () => {
      setAttempted(true);
      form.touchAll();
      const body = form.parsed;
      if (!body || save.isPending) return;
      save.mutate(
        { id, body },
        {
          onSuccess: (saved) => {
            showSuccess(savedText(saved));
            onClose();
          },
          onError: (error) => {
            form.setServerErrors(serverProblems(error, fields));
            showFailure(failedText(failureText(error)));
          },
        },
      );
    },
  };
}

/** A promotion's status change as its mutation gives it (`variables`: the change under way). */
export interface StatusMutation {
  isPending: boolean;
  variables?: { id: number };
  mutate: (
    change: { id: number; status: PromotionStatus },
    callbacks: { onSuccess: () => void; onError: (error: unknown) => void; onSettled?: () => void },
  ) => void;
}

const statusToasts: Record<PromotionStatus, string> = { active: 'resumed', paused: 'paused', ended: 'ended' };

/**
 * Pause, resume or end a promotion from its tab (one change at a time): a toast says what
 * happened (`${prefix}.resumed|paused|ended` with `words`) or why it failed
 * (`${prefix}.statusFailed`); `done` runs either way.
 */
export function useStatusChange<T extends { id: number }>(
  mutation: StatusMutation,
  prefix: string,
  words: (promotion: T) => Record<string, string>,
) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  return (promotion: T, next: PromotionStatus, done?: () => void) => {
    if (mutation.isPending) return;
    mutation.mutate(
      { id: promotion.id, status: next },
      {
        onSuccess: () => showSuccess(t(`${prefix}.${statusToasts[next]}`, words(promotion))),
        onError: (error) => showFailure(t(`${prefix}.statusFailed`, { reason: failureText(error) })),
        onSettled: done,
      },
    );
  };
}
