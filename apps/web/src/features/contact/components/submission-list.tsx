import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Pagination,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { useSearchParams } from 'react-router';
import { formatDayMonthYear } from '@atlas/shared/rules/format';
import { showFailure } from '@/components/admin/admin-feedback';
import { useAdminSearch } from '@/components/admin/use-admin-search';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useTranslation } from '@/lib/use-translation';
import { SUBMISSIONS_PAGE_SIZE, useMarkHandled, useSubmissions } from '../api/submissions';

/** Admin submissions (spec 001 §2.8): cards newest first, dated dd/MM/yyyy; handled ones marked. */
export function SubmissionList() {
  const { t } = useTranslation();
  const { type, query } = useAdminSearch('submissions');
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useSubmissions({ type: query ? type : undefined, query, page });
  const mark = useMarkHandled();

  if (list.isError) return <Alert color="red">{t('submissions.loadFailed')}</Alert>;
  if (!list.data) return <PageSpinner message={t('submissions.loading')} />;
  if (list.data.items.length === 0) {
    return (
      <Text c="dimmed" data-testid="submissions-empty">
        {t(query ? 'submissions.noMatch' : 'submissions.empty')}
      </Text>
    );
  }
  const pages = Math.ceil(list.data.total / SUBMISSIONS_PAGE_SIZE);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {list.data.items.map((s) => (
          <Card
            key={s.id}
            withBorder
            radius="lg"
            padding="lg"
            data-testid="submission"
            data-handled={s.handled || undefined}
          >
            <Stack gap="xs">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <div style={{ minWidth: 0 }}>
                  <Text fw={700} dir="auto">
                    {s.name}
                  </Text>
                  <Anchor href={`mailto:${s.email}`} size="sm" dir="ltr">
                    {s.email}
                  </Anchor>
                </div>
                <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {formatDayMonthYear(s.date, '/')}
                </Text>
              </Group>
              <Text dir="auto" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {s.message}
              </Text>
              <Group justify="space-between">
                {s.handled ? (
                  <Badge color="teal" variant="light">
                    {t('submissions.handled')}
                  </Badge>
                ) : (
                  <Badge color="orange" variant="light">
                    {t('submissions.open')}
                  </Badge>
                )}
                <Button
                  size="xs"
                  variant="default"
                  loading={mark.isPending && mark.variables?.id === s.id}
                  onClick={() =>
                    mark.mutate(
                      { id: s.id, handled: !s.handled },
                      { onError: () => showFailure(t('submissions.markFailed')) },
                    )
                  }
                  data-testid="submission-toggle"
                >
                  {t(s.handled ? 'submissions.reopen' : 'submissions.markHandled')}
                </Button>
              </Group>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page}
          onChange={(next) =>
            setParams((p) => {
              p.set('page', String(next));
              return p;
            })
          }
          getControlProps={(control) => ({ 'aria-label': t(`adminCommon.pagination.${control}`) })}
        />
      )}
    </Stack>
  );
}
