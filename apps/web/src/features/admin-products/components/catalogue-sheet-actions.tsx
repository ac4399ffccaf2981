import { Fragment, useState, type ReactNode } from 'react';
import {
  Alert,
  Badge,
  Button,
  FileInput,
  Group,
  Menu,
  Modal,
  ScrollArea,
  SegmentedControl,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { IconDownload, IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import type { ImportMode, ImportPreviewDto } from '@atlas/shared/contract/admin-products';
import { showFailure, showSuccess } from '@/components/admin/admin-feedback';
import { categoryLabel } from '@/lib/category-label';
import { ApiError } from '@/lib/api-client';
import { useFormat } from '@/lib/format';
import type { TFunction } from '@/lib/translator';
import { useTranslation } from '@/lib/use-translation';
import { downloadCatalogue, useApplyImport, usePreviewImport } from '../api/admin-products';

/** The products page's Export menu (CSV or Excel) and Import button with its preview. */
export function CatalogueSheetActions() {
  const { t } = useTranslation();
  const [importing, setImporting] = useState(false);
  const download = (format: 'csv' | 'xlsx') =>
    downloadCatalogue(format).catch(() => showFailure(t('adminProducts.sheet.exportFailed')));
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden />}
            data-testid="export-products"
          >
            {t('adminProducts.sheet.export')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => void download('csv')} data-testid="export-csv">
            {t('adminProducts.sheet.csv')}
          </Menu.Item>
          <Menu.Item onClick={() => void download('xlsx')} data-testid="export-xlsx">
            {t('adminProducts.sheet.xlsx')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Button
        variant="light"
        leftSection={<IconUpload size={16} aria-hidden />}
        onClick={() => setImporting(true)}
        data-testid="import-products"
      >
        {t('adminProducts.sheet.import')}
      </Button>
      {importing && <ImportModal onClose={() => setImporting(false)} />}
    </>
  );
}

function ImportModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [mode, setMode] = useState<ImportMode>('full');
  const [file, setFile] = useState<File | null>(null);
  const [seen, setSeen] = useState<ImportPreviewDto | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const previewing = usePreviewImport();
  const applying = useApplyImport();

  // by the refusal's code, never its text (the server's English is the fallback)
  const failed = (err: unknown) => {
    if (!(err instanceof ApiError)) return setProblem(t('adminProducts.sheet.failed'));
    const file = err.fields?.file;
    if (file)
      return setProblem(
        t(`adminProducts.sheet.fileErrors.${file}`, {
          columns: err.fields?.columns ?? '',
          defaultValue: err.message,
        }),
      );
    if (err.code === 'CONFLICT') return setProblem(t('adminProducts.sheet.fileErrors.changed'));
    if (err.status === 413) return setProblem(t('adminProducts.sheet.fileErrors.tooBig'));
    if (err.code === 'TOO_MANY_REQUESTS') return setProblem(t('errors.TOO_MANY_REQUESTS'));
    setProblem(t('adminProducts.sheet.failed'));
  };
  const preview = () => {
    if (!file) return;
    setProblem(null);
    setSeen(null);
    previewing.mutate({ file, mode }, { onSuccess: setSeen, onError: failed });
  };
  const apply = () => {
    if (!file || !seen) return;
    setProblem(null);
    applying.mutate(
      { file, mode, expect: seen.fingerprint },
      {
        onSuccess: (done) => {
          showSuccess(
            t('adminProducts.sheet.done', {
              created: format.number(done.creates),
              changed: format.number(done.changes),
            }),
          );
          onClose();
        },
        onError: failed,
      },
    );
  };
  const nothingToDo = seen !== null && seen.creates === 0 && seen.changes === 0;

  return (
    <Modal opened onClose={onClose} title={t('adminProducts.sheet.importTitle')} size="xl" centered>
      <Stack gap="md">
        <SegmentedControl
          value={mode}
          onChange={(value) => {
            setMode(value as ImportMode);
            setSeen(null);
          }}
          data={[
            { value: 'full', label: t('adminProducts.sheet.modeFull') },
            { value: 'stock', label: t('adminProducts.sheet.modeStock') },
          ]}
        />
        <Text size="sm" c="dimmed">
          {t(mode === 'full' ? 'adminProducts.sheet.fullHint' : 'adminProducts.sheet.stockHint')}
        </Text>
        <Group align="flex-end" wrap="nowrap">
          <FileInput
            style={{ flex: 1 }}
            label={t('adminProducts.sheet.file')}
            placeholder={t('adminProducts.sheet.choose')}
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
            value={file}
            onChange={(chosen) => {
              setFile(chosen);
              setSeen(null);
            }}
            clearable
            data-testid="import-file"
          />
          <Button
            onClick={preview}
            disabled={!file}
            loading={previewing.isPending}
            data-testid="import-preview"
          >
            {t('adminProducts.sheet.preview')}
          </Button>
        </Group>
        {problem && (
          <Alert color="red" role="alert" data-testid="import-problem">
            {problem}
          </Alert>
        )}
        {seen && <PreviewTables seen={seen} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            onClick={apply}
            disabled={!seen || seen.refused > 0 || nothingToDo}
            loading={applying.isPending}
            data-testid="import-apply"
          >
            {t('adminProducts.sheet.apply')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

type Format = ReturnType<typeof useFormat>;

/**
 * A translated text whose `{{values}}` are React nodes: a Latin value isolated in `<bdi>`, a
 * number in the language's digits.
 */
function richText(
  t: TFunction,
  key: string,
  values: Record<string, ReactNode>,
  fallback: string,
): ReactNode[] {
  // each value's place is marked with a private-use character no translation holds, then filled
  const marks = Object.fromEntries(Object.keys(values).map((name) => [name, `\uE000${name}\uE000`]));
  return t(key, { ...marks, defaultValue: fallback })
    .split(/\uE000(\w+)\uE000/)
    .map((part, i) => (i % 2 === 0 ? part : <Fragment key={i}>{values[part]}</Fragment>));
}

/** A cell of the file as the preview shows it: prices, stock and discounts in the language's digits. */
function cellValue(field: string, text: string, format: Format): ReactNode {
  if (field === 'price' && /^\d+(\.\d+)?$/.test(text)) return format.price(Number(text));
  if (field === 'discount' && /^\d+$/.test(text))
    return format.number(Number(text) / 100, { style: 'percent' });
  // a stock file's relative change shows as "12 (+5)": the count now and the units added
  const stock = field === 'quantity' ? /^(\d+)(?: \(([+-]\d+)\))?$/.exec(text) : null;
  if (stock) {
    const now = format.number(Number(stock[1]));
    if (stock[2] === undefined) return now;
    return (
      <>
        {now} (<bdi>{format.number(Number(stock[2]), { signDisplay: 'always' })}</bdi>)
      </>
    );
  }
  return text;
}

function PreviewTables({ seen }: { seen: ImportPreviewDto }) {
  const { t, language } = useTranslation();
  const format = useFormat();
  const count = (n: number) => format.number(n);
  // the Arabic name when the file or the catalogue has one; the English one otherwise
  const productName = (entry: { product: string; productAr: string }) =>
    language === 'ar' && entry.productAr ? entry.productAr : <bdi>{entry.product}</bdi>;
  const flavorOf = (flavor: string) =>
    flavor ? (
      <>
        {' · '}
        <bdi>{flavor}</bdi>
      </>
    ) : null;
  // a refusal's values: numbers in the language's digits, names and cells as written, isolated
  const reasonValues = (params: Record<string, string>): Record<string, ReactNode> =>
    Object.fromEntries(
      Object.entries(params).map(([name, value]): [string, ReactNode] => {
        if (name === 'product')
          return [name, productName({ product: value, productAr: params.productAr ?? '' })];
        if (/^\d+$/.test(value))
          return [name, format.number(Number(value), { useGrouping: name !== 'value' })];
        const change = name === 'value' ? /^(\d+) ([+-]\d+)$/.exec(value) : null;
        if (change)
          return [
            name,
            <bdi key={name}>
              {format.number(Number(change[1]))} {format.number(Number(change[2]), { signDisplay: 'always' })}
            </bdi>,
          ];
        return [name, <bdi key={name}>{value}</bdi>];
      }),
    );
  // a category the shop knows a translation of, else as the file spells it
  const categoryName = (category: string) => {
    const label = categoryLabel(t, category);
    return label === category ? <bdi>{category}</bdi> : label;
  };
  const separator = t('adminProducts.sheet.separator');
  return (
    // four counts alike in shape; each its own colour and words
    <Stack gap="sm" data-testid="import-summary">
      <Group gap="xs">
        <Badge color="teal" variant="light">
          {t('adminProducts.sheet.creates', { n: count(seen.creates) })}
        </Badge>
        <Badge color="orange" variant="light">
          {t('adminProducts.sheet.changes', { n: count(seen.changes) })}
        </Badge>
        <Badge color="gray" variant="light">
          {t('adminProducts.sheet.unchanged', { n: count(seen.unchanged) })}
        </Badge>
        <Badge color="red" variant="light">
          {t('adminProducts.sheet.refused', { n: count(seen.refused) })}
        </Badge>
      </Group>
      {seen.refused > 0 && (
        <Alert color="red" title={t('adminProducts.sheet.refusedTitle')}>
          <ScrollArea.Autosize mah={200}>
            <Table verticalSpacing={4} data-testid="import-refusals">
              <Table.Tbody>
                {seen.refusals.map((r) => (
                  <Table.Tr key={`${r.row}-${r.reason}`} data-testid="import-refusal">
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {t('adminProducts.sheet.row', { n: count(r.row) })}
                    </Table.Td>
                    <Table.Td>
                      {richText(t, `adminProducts.sheet.reasons.${r.code}`, reasonValues(r.params), r.reason)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
        </Alert>
      )}
      {seen.newCategories.length > 0 && (
        <Alert color="yellow" data-testid="import-new-categories">
          <Text size="sm">
            {richText(
              t,
              'adminProducts.sheet.newCategories',
              {
                list: seen.newCategories.map((category, i) => (
                  <Fragment key={category}>
                    {i > 0 && separator}
                    {categoryName(category)}
                  </Fragment>
                )),
              },
              seen.newCategories.join(', '),
            )}
          </Text>
        </Alert>
      )}
      {seen.changed.length > 0 && (
        <Table.ScrollContainer minWidth={560} maxHeight={260}>
          <Table striped verticalSpacing={4} data-testid="import-changes">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('adminProducts.sheet.rowHeader')}</Table.Th>
                <Table.Th>{t('adminProducts.sheet.product')}</Table.Th>
                <Table.Th>{t('adminProducts.sheet.field')}</Table.Th>
                <Table.Th>{t('adminProducts.sheet.from')}</Table.Th>
                <Table.Th>{t('adminProducts.sheet.to')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {seen.changed.map((c) => (
                <Table.Tr key={`${c.row}-${c.field}`} data-testid="import-change">
                  <Table.Td>{count(c.row)}</Table.Td>
                  <Table.Td>
                    {productName(c)}
                    {flavorOf(c.flavor)}
                  </Table.Td>
                  <Table.Td dir="ltr">{c.field}</Table.Td>
                  <Table.Td dir="auto" style={{ overflowWrap: 'break-word', maxWidth: 260 }}>
                    {cellValue(c.field, c.from, format)}
                  </Table.Td>
                  <Table.Td dir="auto" style={{ overflowWrap: 'break-word', maxWidth: 260 }}>
                    {cellValue(c.field, c.to, format)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {seen.created.length > 0 && (
        <Text size="sm" data-testid="import-created">
          {t('adminProducts.sheet.newOnes')}{' '}
          {seen.created.slice(0, 20).map((c, i) => (
            <Fragment key={`${c.row}-${c.flavor}`}>
              {i > 0 && separator}
              {productName(c)}
              {flavorOf(c.flavor)}
            </Fragment>
          ))}
        </Text>
      )}
    </Stack>
  );
}
