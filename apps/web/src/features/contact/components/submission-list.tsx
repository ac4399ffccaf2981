import { Alert, Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatDayMonthYear } from '@atlas/shared/rules/format';
import { PageSpinner } from '@/components/ui/page-spinner';
import { showToast } from '@/lib/toast';
import { useTranslation } from '@/lib/use-translation';
import { useMarkHandled, useSubmissions } from '../api/submissions';

/** Admin submissions (spec 001 §2.8): cards newest first, dated dd/MM/yyyy; handled ones marked. */
export function SubmissionList() {
  const { t } = useTranslation();
  const list = useSubmissions();
  const mark = useMarkHandled();

  if (list.isError) return <Alert color="red">{t('submissions.loadFailed')}</Alert>;
  if (!list.data) return <PageSpinner message={t('submissions.loading')} />;
  if (list.data.length === 0) {
    return (
      <Text c="dimmed" data-testid="submissions-empty">
        {t('submissions.empty')}
      </Text>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      {list.data.map((s) => (
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
                    { onError: () => showToast({ color: 'red', message: t('submissions.markFailed') }) },
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
  );
}
