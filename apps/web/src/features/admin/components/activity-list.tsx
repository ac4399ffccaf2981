import { Badge, Button, Code, Group, ScrollArea, Table, Text } from '@mantine/core';
import { useState } from 'react';
import type { AuditEntryDto } from '@atlas/shared/contract/admin';
import { PageSpinner } from '@/components/ui/page-spinner';
import { AdminListStates } from '@/components/admin/admin-list-states';
import { useAdminPage } from '@/components/admin/use-admin-page';
import { useAdminSearch } from '@/components/admin/use-admin-search';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { downloadFile } from '@/lib/download-file';
import { showFailure } from '@/components/admin/admin-feedback';
import { AUDIT_PAGE_SIZE, useAudit } from '../api/audit';

const actionColor: Record<string, string> = { create: 'teal', delete: 'red', cancel: 'red' };

/** Changes made by the shop's setup, not by an admin: their marks hold no @, so no address is taken for one. */
const SYSTEM_ACTORS = new Set(['cli', 'ADMIN_EMAIL']);

/** The fields that changed between before and after, for a one-line summary. */
function changedFields(entry: AuditEntryDto): string[] {
  const before = (entry.before ?? {}) as Record<string, unknown>;
  const after = (entry.after ?? {}) as Record<string, unknown>;
  if (!entry.before || !entry.after) return [];
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
}

/** One audit entry's row, and under it, when open, the record before and after. */
function ActivityRow({
  entry,
  open,
  onToggle,
}: {
  entry: AuditEntryDto;
  open: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const verb = entry.action.split('.')[1] ?? '';
  const fields = changedFields(entry);
  return (
    <>
      <Table.Tr data-testid="activity-row" data-action={entry.action}>
        <Table.Td style={{ whiteSpace: 'nowrap' }}>
          {format.date(entry.at, { dateStyle: 'medium', timeStyle: 'short' })}
        </Table.Td>
        {SYSTEM_ACTORS.has(entry.actorEmail) ? (
          <Table.Td>{t(`adminActivity.actors.${entry.actorEmail}`)}</Table.Td>
        ) : (
          <Table.Td dir="ltr" style={{ overflowWrap: 'anywhere' }}>
            {entry.actorEmail}
          </Table.Td>
        )}
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
            <Button size="compact-xs" variant="subtle" onClick={onToggle} aria-expanded={open}>
              {t(open ? 'adminActivity.hide' : 'adminActivity.details')}
            </Button>
          </Group>
        </Table.Td>
      </Table.Tr>
      {open && (
        <Table.Tr>
          <Table.Td colSpan={5}>
            <Group align="flex-start" grow wrap="wrap">
              {[
                { label: t('adminActivity.before'), record: entry.before },
                { label: t('adminActivity.after'), record: entry.after },
              ].map(({ label, record }) => (
                <div key={label}>
                  <Text size="xs" fw={700} mb={4}>
                    {label}
                  </Text>
                  <Code block dir="ltr">
                    {record ? JSON.stringify(record, null, 2) : '—'}
                  </Code>
                </div>
              ))}
            </Group>
            {keptFiles(entry.after) && (
              <Group gap="xs" mt="sm">
                {(['file', 'before'] as const).map((kind) => (
                  <Button
                    key={kind}
                    size="compact-sm"
                    variant="light"
                    onClick={() =>
                      void downloadFile(keptFiles(entry.after)![kind].replace(/^\/api/, '')).catch(() =>
                        showFailure(t('adminActivity.downloadFailed')),
                      )
                    }
                    data-testid={`activity-download-${kind}`}
                  >
                    {t(kind === 'file' ? 'adminActivity.importedFile' : 'adminActivity.catalogueBefore')}
                  </Button>
                ))}
              </Group>
            )}
          </Table.Td>
        </Table.Tr>
      )}
    </>
  );
}

/** The files an import kept (its spreadsheet and the catalogue before it), when the entry has them. */
function keptFiles(after: unknown): { file: string; before: string } | undefined {
  const files = (after as { files?: { file?: unknown; before?: unknown } } | null)?.files;
  return typeof files?.file === 'string' && typeof files.before === 'string'
    ? { file: files.file, before: files.before }
    : undefined;
}

/** The audit log (read-only): who changed what, when, and the record before and after. */
export function ActivityList() {
  const { t } = useTranslation();
  const { type, query } = useAdminSearch('activity');
  const { page } = useAdminPage();
  const audit = useAudit({ type: query ? type : undefined, query, page });
  const [open, setOpen] = useState<number | null>(null);

  return (
    <AdminListStates
      list={audit}
      isEmpty={(data) => data.entries.length === 0}
      testId="activity"
      errorText={t('adminActivity.loadFailed')}
      loader={<PageSpinner message={t('adminActivity.loading')} />}
      emptyText={t(query ? 'adminActivity.noMatch' : 'adminActivity.empty')}
      pageSize={AUDIT_PAGE_SIZE}
      pagesLabel={t('adminActivity.pagination')}
    >
      {({ entries }) => (
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
              {entries.map((entry) => (
                <ActivityRow
                  key={entry.id}
                  entry={entry}
                  open={open === entry.id}
                  onToggle={() => setOpen(open === entry.id ? null : entry.id)}
                />
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
    </AdminListStates>
  );
}
