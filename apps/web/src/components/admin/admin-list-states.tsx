import type { ReactNode } from 'react';
import { Alert, Button, Center, Stack, Text } from '@mantine/core';
import { Spinner } from '@/components/ui/spinner';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { AdminPager } from './admin-pager';

/** What the list needs of its query (TanStack Query's result fits): one page and the total. */
interface ListQuery<T extends { total: number }> {
  data: T | undefined;
  isError: boolean;
  refetch: () => Promise<unknown>;
}

/** While loading: a spinner named `loadingLabel`, or `loader` instead (a skeleton of the rows). */
type Loading = { loadingLabel: string; loader?: never } | { loader: ReactNode; loadingLabel?: never };

type Props<T extends { total: number }> = Loading & {
  list: ListQuery<T>;
  isEmpty: (data: T) => boolean;
  /** Names the states `<testId>-error` and `<testId>-empty`, and the page links. */
  testId: string;
  errorText: string;
  /** Defaults to adminCommon.retry. */
  retryLabel?: string;
  emptyText: string;
  /** Shown under the empty text (a link that clears the search). */
  emptyAction?: ReactNode;
  /** The key of the count shown above the rows ('{{n}} products', pluralised by `count`). */
  countKey?: string;
  /** Rows a page, for the page links under the rows (test id `<testId>-pages`). */
  pageSize: number;
  /** The page links' accessible name ('Product pages'). */
  pagesLabel: string;
  /** The loaded, non-empty page's rows. */
  children: (data: T) => ReactNode;
};

/**
 * One admin list screen's body: the error with a retry (only when nothing has loaded; a failed
 * refresh keeps the rows shown), loading, empty or no match, else the count, the rows and the
 * page links.
 */
export function AdminListStates<T extends { total: number }>({
  list,
  isEmpty,
  testId,
  errorText,
  retryLabel,
  loadingLabel,
  loader,
  emptyText,
  emptyAction,
  countKey,
  pageSize,
  pagesLabel,
  children,
}: Props<T>) {
  const { t } = useTranslation();
  const format = useFormat();
  if (list.isError && !list.data) {
    return (
      <Alert color="red" role="alert" data-testid={`${testId}-error`}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{errorText}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => void list.refetch()}>
            {retryLabel ?? t('adminCommon.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (!list.data) {
    return (
      loader ?? (
        <Center py="xl">
          <Spinner label={loadingLabel ?? t('common.loading')} />
        </Center>
      )
    );
  }
  if (isEmpty(list.data)) {
    return emptyAction ? (
      <Stack gap="xs" align="flex-start" data-testid={`${testId}-empty`}>
        <Text c="dimmed">{emptyText}</Text>
        {emptyAction}
      </Stack>
    ) : (
      <Text c="dimmed" data-testid={`${testId}-empty`}>
        {emptyText}
      </Text>
    );
  }
  const { total } = list.data;
  return (
    <Stack gap="md">
      {countKey && (
        <Text size="sm" c="dimmed" aria-live="polite">
          {t(countKey, { count: total, n: format.number(total) })}
        </Text>
      )}
      {children(list.data)}
      <AdminPager total={total} pageSize={pageSize} label={pagesLabel} testId={`${testId}-pages`} />
    </Stack>
  );
}
