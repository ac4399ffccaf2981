import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ContactSubmissionDto } from '@atlas/shared/contract/nutrition';
import { formatDayMonthYear } from '@atlas/shared/rules/format';
import { showFailure } from '@/components/admin/admin-feedback';
import { AdminListStates } from '@/components/admin/admin-list-states';
import { useAdminPage } from '@/components/admin/use-admin-page';
import { useAdminSearch } from '@/components/admin/use-admin-search';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useTranslation } from '@/lib/use-translation';
import { SUBMISSIONS_PAGE_SIZE, useMarkHandled, useSubmissions } from '../api/submissions';

function SubmissionCard({
  submission: s,
  toggling,
  onToggle,
}: {
  submission: ContactSubmissionDto;
  toggling: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="submission" data-handled={s.handled || undefined}>
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
          <Badge color={s.handled ? 'teal' : 'orange'} variant="light">
            {t(s.handled ? 'submissions.handled' : 'submissions.open')}
          </Badge>
          <Button
            size="xs"
            variant="default"
            loading={toggling}
            onClick={onToggle}
            data-testid="submission-toggle"
          >
            {t(s.handled ? 'submissions.reopen' : 'submissions.markHandled')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** Admin submissions: cards newest first, dated dd/MM/yyyy; handled ones marked. */
export function SubmissionList() {
  const { t } = useTranslation();
  const { type, query } = useAdminSearch('submissions');
  const { page } = useAdminPage();
  const list = useSubmissions({ type: query ? type : undefined, query, page });
  const mark = useMarkHandled();

  return (
    <AdminListStates
      list={list}
      isEmpty={(data) => data.items.length === 0}
      testId="submissions"
      errorText={t('submissions.loadFailed')}
      loader={<PageSpinner message={t('submissions.loading')} />}
      emptyText={t(query ? 'submissions.noMatch' : 'submissions.empty')}
      pageSize={SUBMISSIONS_PAGE_SIZE}
      pagesLabel={t('submissions.pagination')}
    >
      {({ items }) => (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {items.map((s) => (
            <SubmissionCard
              key={s.id}
              submission={s}
              toggling={mark.isPending && mark.variables?.id === s.id}
              onToggle={() =>
                mark.mutate(
                  { id: s.id, handled: !s.handled },
                  { onError: () => showFailure(t('submissions.markFailed')) },
                )
              }
            />
          ))}
        </SimpleGrid>
      )}
    </AdminListStates>
  );
}
