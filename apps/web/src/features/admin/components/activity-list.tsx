import { Alert, Badge, Button, Code, Group, Pagination, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { Fragment, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AuditEntryDto } from '@atlas/shared/contract/admin';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useAdminSearch } from '@/components/admin/use-admin-search';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { AUDIT_PAGE_SIZE, useAudit } from '../api/audit';

const actionColor: Record<string, string> = { create: 'teal', delete: 'red', cancel: 'red' };

/** The fields that changed between before and after, for a one-line summary. */
function changedFields(entry: AuditEntryDto): string[] {
  const before = (entry.before ?? {}) as Record<string, unknown>;
  const after = (entry.after ?? {}) as Record<string, unknown>;
  if (!entry.before || !entry.after) return [];
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
}

/** The audit log (read-only): who changed what, when, and the record before and after. */
export function ActivityList() {
  const { t } = useTranslation();
  const format = useFormat();
  const { type, query } = useAdminSearch('activity');
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const audit = useAudit({ type: query ? type : undefined, query, page });
  const [open, setOpen] = useState<number | null>(null);

  if (audit.isError) {
    return (
      <Alert color="red" title={t('adminActivity.loadFailed')}>
        <Button size="xs" variant="white" onClick={() => void audit.refetch()}>
          {t('adminCommon.retry')}
        </Button>
      </Alert>
    );
  }
  if (!audit.data) return <PageSpinner message={t('adminActivity.loading')} />;
  const { entries, total } = audit.data;
  if (entries.length === 0) {
    return (
      <Text c="dimmed" data-testid="activity-empty">
        {t(query ? 'adminActivity.noMatch' : 'adminActivity.empty')}
      </Text>
    );
  }
  const pages = Math.ceil(total / AUDIT_PAGE_SIZE);
  return (
    <Stack gap="md">
      <ScrollArea type="auto">
        <Table striped highlightOnHover miw={720} verticalSpacing="sm" data-testid="activity-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('adminActivity.when')}</Table.Th>
              <Table.Th>{t('adminActivity.who')}</Table.Th>
              <Table.Th>{t('adminActivity.what')}</Table.Th>
              <Table.Th>{t('adminActivity.record')}</Table.Th>
              <Table.Th>{t('adminActivity.changes')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entries.map((entry) => {
              const verb = entry.action.split('.')[1] ?? '';
              const fields = changedFields(entry);
              return (
                <Fragment key={entry.id}>
                  <Table.Tr data-testid="activity-row" data-action={entry.action}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {format.date(entry.at, { dateStyle: 'medium', timeStyle: 'short' })}
                    </Table.Td>
                    <Table.Td dir="ltr" style={{ overflowWrap: 'anywhere' }}>
                      {entry.actorEmail}
                    </Table.Td>
                    <Table.Td>
                      <Badge color={actionColor[verb] ?? 'blue'} variant="light">
                        {t(`adminActivity.actions.${entry.action}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      {t(`adminActivity.entities.${entry.entity}`)} #{entry.entityId}
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Text size="sm" c="dimmed" lineClamp={1} dir="ltr">
                          {fields.slice(0, 4).join(', ')}
                        </Text>
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          onClick={() => setOpen(open === entry.id ? null : entry.id)}
                          aria-expanded={open === entry.id}
                        >
                          {t(open === entry.id ? 'adminActivity.hide' : 'adminActivity.details')}
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                  {open === entry.id && (
                    <Table.Tr>
                      <Table.Td colSpan={5}>
                        <Group align="flex-start" grow wrap="wrap">
                          <div>
                            <Text size="xs" fw={700} mb={4}>
                              {t('adminActivity.before')}
                            </Text>
                            <Code block dir="ltr">
                              {entry.before ? JSON.stringify(entry.before, null, 2) : '—'}
                            </Code>
                          </div>
                          <div>
                            <Text size="xs" fw={700} mb={4}>
                              {t('adminActivity.after')}
                            </Text>
                            <Code block dir="ltr">
                              {entry.after ? JSON.stringify(entry.after, null, 2) : '—'}
                            </Code>
                          </div>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  )}
                </Fragment>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollArea>
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
