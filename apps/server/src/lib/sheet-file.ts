import type { FastifyReply } from 'fastify';
import writeXlsxFile from 'write-excel-file/node';
import { neutraliseCell, toCsv } from '@atlas/shared/rules/catalogue-sheet';

/** The spreadsheets the admin downloads (the catalogue, the codes): one way to write and send them. */
export type SheetFormat = 'csv' | 'xlsx';

/**
 * Rows as a file: CSV (UTF-8 with BOM) or XLSX with a bold, sticky header. Text cells that could
 * run as formulas are neutralised; `numberColumns` are written as numbers.
 */
export async function sheetFile<C extends string>(
  columns: readonly C[],
  rows: readonly Record<C, string>[],
  numberColumns: ReadonlySet<C>,
  sheet: string,
  format: SheetFormat,
): Promise<Buffer> {
  if (format === 'csv') {
    const cells = rows.map((row) =>
      columns.map((c) => (numberColumns.has(c) ? row[c] : neutraliseCell(row[c]))),
    );
    return Buffer.from(toCsv([[...columns], ...cells]), 'utf8');
  }
  const header = columns.map((c) => ({ value: c as string, fontWeight: 'bold' as const }));
  const body = rows.map((row) =>
    columns.map((c) =>
      numberColumns.has(c)
        ? row[c] === ''
          ? null
          : { value: Number(row[c]), type: Number }
        : { value: neutraliseCell(row[c]), type: String },
    ),
  );
  return writeXlsxFile([header, ...body], { sheet, stickyRowsCount: 1 }).toBuffer();
}

/** Sends a sheet as a download, never cached. */
export function sendSheet(reply: FastifyReply, file: Buffer, format: SheetFormat, fileName: string) {
  return reply
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .header('Cache-Control', 'no-store')
    .type(
      format === 'csv'
        ? 'text/csv; charset=utf-8'
        : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    )
    .send(file as never);
}

/** Money as sheets write it: EGP with two decimals, from whole piastres (no float on the way). */
export const sheetEgp = (piastres: number) =>
  `${piastres < 0 ? '-' : ''}${Math.floor(Math.abs(piastres) / 100)}.${String(Math.abs(piastres) % 100).padStart(2, '0')}`;
