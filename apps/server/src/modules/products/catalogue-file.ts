import { parse } from 'csv-parse/sync';
import { unzipSync } from 'fflate';
import readXlsxFile from 'read-excel-file/node';
import { ErrorCode } from '@atlas/shared/contract/error-codes';
import { AppError } from '../../lib/app-error';
import { isZip } from '../../lib/zip-sniff';

/** Rows an import takes, besides the header. */
export const MAX_IMPORT_ROWS = 10_000;
/** What an XLSX may unpack to, in all, and how many parts it may have: a ZIP bomb stops here. */
const MAX_UNPACKED_BYTES = 60 * 1024 * 1024;
const MAX_ZIP_ENTRIES = 200;

export const importMessages = {
  empty: 'The file has no rows under its header.',
  tooManyRows: `The file has more than ${MAX_IMPORT_ROWS.toLocaleString('en')} rows.`,
  encoding:
    'The file is not UTF-8 text. Save it as "CSV UTF-8" or as an Excel workbook (.xlsx) and try again.',
  notASheet: 'The file is neither a CSV nor an Excel workbook (.xlsx).',
  bomb: 'The workbook unpacks to more than a spreadsheet of this size can hold; it was not read.',
  unreadable: 'The file could not be read as a spreadsheet.',
} as const;

/** A sheet as text cells: the header and the rows, each with its row number in the file (header = 1). */
export interface SheetText {
  header: string[];
  rows: { line: number; cells: string[] }[];
  /** Row numbers whose cells hold formulas (XLSX): refused, their values are not the sheet's own. */
  formulaRows: Set<number>;
}

const refuse = (message: keyof typeof importMessages) =>
  new AppError(ErrorCode.badRequest, 400, importMessages[message], { file: message });

/** Reads an uploaded CSV (UTF-8, with or without BOM) or XLSX into text cells, refusing hostile files. */
export async function readSheetFile(file: Buffer): Promise<SheetText> {
  const sheet = isZip(file) ? await readXlsx(file) : readCsv(file);
  if (sheet.rows.length === 0) throw refuse('empty');
  if (sheet.rows.length > MAX_IMPORT_ROWS) throw refuse('tooManyRows');
  return sheet;
}

function readCsv(file: Buffer): SheetText {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(file);
  } catch {
    throw refuse('encoding');
  }
  if (text.includes('\u0000')) throw refuse('notASheet');
  let records: string[][];
  try {
    records = parse(text, { bom: true, relax_column_count: true, skip_empty_lines: true }) as string[][];
  } catch {
    throw refuse('unreadable');
  }
  const [header = [], ...rows] = records;
  if (header.length === 0) throw refuse('empty');
  return {
    header: header.map((h) => h.trim()),
    rows: rows.map((cells, i) => ({ line: i + 2, cells })),
    formulaRows: new Set(),
  };
}

async function readXlsx(file: Buffer): Promise<SheetText> {
  let entries = 0;
  let unpacked = 0;
  let sheetXml = '';
  try {
    // the directory first: what every part says it unpacks to, before anything is unpacked
    unzipSync(file, {
      filter: (entry) => {
        entries += 1;
        unpacked += entry.originalSize;
        if (entries > MAX_ZIP_ENTRIES || unpacked > MAX_UNPACKED_BYTES) throw new BombError();
        return false;
      },
    });
    const part = firstSheetPart(file);
    const xml = unzipSync(file, { filter: (entry) => entry.name === part })[part];
    if (xml) sheetXml = new TextDecoder().decode(xml);
  } catch (err) {
    throw refuse(err instanceof BombError ? 'bomb' : 'unreadable');
  }
  let data: unknown[][];
  try {
    const [first] = await readXlsxFile(file);
    data = (first?.data ?? []) as unknown[][];
  } catch {
    throw refuse('unreadable');
  }
  const [header = [], ...rows] = data;
  return {
    header: header.map((h) => cellText(h).trim()),
    rows: rows
      .map((cells, i) => ({ line: i + 2, cells: cells.map(cellText) }))
      .filter((row) => row.cells.some((c) => c !== '')),
    formulaRows: formulaRowsOf(sheetXml),
  };
}

class BombError extends Error {}

const WORKBOOK = 'xl/workbook.xml';
const WORKBOOK_RELATIONS = 'xl/_rels/workbook.xml.rels';

/**
 * The part holding the workbook's first sheet, the one whose rows are read: the first `<sheet>`
 * of the workbook, through its relationship. Not always `sheet1.xml`: a workbook whose sheets
 * were moved lists another part first, and its formulas must be the ones checked.
 */
function firstSheetPart(file: Buffer): string {
  const parts = unzipSync(file, {
    filter: (entry) => entry.name === WORKBOOK || entry.name === WORKBOOK_RELATIONS,
  });
  const text = (name: string) => (parts[name] ? new TextDecoder().decode(parts[name]) : '');
  const id = /<sheet\b[^>]*\br:id="([^"]+)"/.exec(text(WORKBOOK))?.[1];
  const relation = id
    ? [...text(WORKBOOK_RELATIONS).matchAll(/<Relationship\b[^>]*>/g)].find((m) =>
        m[0].includes(`Id="${id}"`),
      )
    : undefined;
  const target = relation ? /\bTarget="([^"]+)"/.exec(relation[0])?.[1] : undefined;
  if (!target) return 'xl/worksheets/sheet1.xml';
  return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
}

/** A cell as the CSV would have it: numbers as typed, dates as YYYY-MM-DD, empty for none. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'number')
    return Number.isInteger(value) ? String(value) : String(Number(value.toFixed(2)));
  return String(value);
}

/** The rows of the sheet's XML whose cells carry a formula (`<c r="B7"><f>…</f>`). */
function formulaRowsOf(xml: string): Set<number> {
  const rows = new Set<number>();
  for (const match of xml.matchAll(/<c\b[^>]*\br="[A-Z]+(\d+)"[^>]*>(?:(?!<\/c>)[\s\S])*?<f[\s>/]/g))
    rows.add(Number(match[1]));
  return rows;
}
