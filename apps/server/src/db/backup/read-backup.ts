import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createGunzip } from 'node:zlib';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  BackupError,
  type BackupHeader,
  type EndLine,
  type MediaLine,
  type TableLine,
} from './backup-format';
import { isSafeKey } from '../../lib/file-store/file-store';

const BATCH_ROWS = 500;
const BATCH_CHARS = 4_000_000;

export type BackupEntry =
  | { kind: 'header'; header: BackupHeader }
  | { kind: 'rows'; table: string; rows: string[] }
  | { kind: 'media' | 'kept'; path: string; data: Buffer }
  | { kind: 'end'; media: number; kept: number | undefined };

/**
 * Reads a backup as a stream of entries (rows in batches, as JSON text), checking its structure
 * as it goes and its checksum at the end: the last entry is only yielded for a whole, intact file.
 */
export async function* readBackup(file: string): AsyncGenerator<BackupEntry> {
  await checkReadable(file);
  const hash = createHash('sha256');
  let header: BackupHeader | undefined;
  let table: TableLine | undefined;
  let pending = 0;
  let batch: string[] = [];
  let batchChars = 0;
  const seen = new Set<string>();
  let media = 0;
  let kept = 0;
  let declaredKept: number | undefined;
  let ended = false;

  try {
    for await (const bytes of lines(file)) {
      if (ended) throw damaged('data after the end of the backup');
      const text = bytes.toString('utf8');
      if (pending > 0) {
        if (!text.startsWith('{')) throw damaged(`a row of ${table!.name} is not a JSON object`);
        hash.update(bytes).update('\n');
        batch.push(text);
        batchChars += text.length;
        pending--;
        if (pending === 0 || batch.length >= BATCH_ROWS || batchChars >= BATCH_CHARS) {
          yield { kind: 'rows', table: table!.name, rows: batch };
          batch = [];
          batchChars = 0;
        }
        continue;
      }
      const line = parse(text);
      if (!header) {
        header = checkHeader(line);
        hash.update(bytes).update('\n');
        yield { kind: 'header', header };
        continue;
      }
      if (line.kind === 'table') {
        table = checkTable(line as unknown as TableLine, header, seen);
        pending = table.rows;
      } else if (line.kind === 'media' || line.kind === 'kept') {
        const { kind, path, data } = line as unknown as MediaLine;
        if (typeof path !== 'string' || !isSafeKey(path) || typeof data !== 'string')
          throw damaged(`a ${kind} entry has an unsafe or missing path: ${String(path)}`);
        hash.update(bytes).update('\n');
        if (kind === 'media') media++;
        else kept++;
        yield { kind, path, data: Buffer.from(data, 'base64') };
        continue;
      } else if (line.kind === 'end') {
        const end = line as unknown as EndLine;
        if (end.sha256 !== hash.digest('hex')) throw damaged('the checksum does not match');
        const missing = header.tables.filter((t) => !seen.has(t.name)).map((t) => t.name);
        if (missing.length > 0) throw damaged(`tables missing: ${missing.join(', ')}`);
        if (end.media !== media) throw damaged(`expected ${end.media} media files, found ${media}`);
        if ((end.kept ?? 0) !== kept) throw damaged(`expected ${end.kept ?? 0} kept files, found ${kept}`);
        declaredKept = end.kept;
        ended = true;
        continue;
      } else {
        throw damaged(`unknown entry "${String(line.kind)}"`);
      }
      hash.update(bytes).update('\n');
    }
  } catch (err) {
    if (err instanceof BackupError) throw err;
    throw damaged((err as Error).message);
  }
  if (!ended) throw damaged('it ends early (truncated)');
  yield { kind: 'end', media, kept: declaredKept };
}

export interface VerifiedBackup {
  file: string;
  header: BackupHeader;
  mediaFiles: number;
  /** Import files the backup carries; undefined for a backup made before it carried them. */
  keptFiles: number | undefined;
}

/** Reads the whole file once without touching anything: its header and what it holds. */
export async function verifyBackup(file: string): Promise<VerifiedBackup> {
  let header: BackupHeader | undefined;
  let mediaFiles = 0;
  let keptFiles: number | undefined;
  for await (const entry of readBackup(file)) {
    if (entry.kind === 'header') header = entry.header;
    if (entry.kind === 'end') ({ media: mediaFiles, kept: keptFiles } = entry);
  }
  return { file, header: header!, mediaFiles, keptFiles };
}

async function checkReadable(file: string): Promise<void> {
  const info = await stat(file).catch(() => undefined);
  if (!info) throw new BackupError(`No backup file at ${file}.`);
  if (!info.isFile()) throw new BackupError(`${file} is not a file.`);
}

/** The file's lines, without their newline; a last line without one means the file was cut short. */
async function* lines(file: string): AsyncGenerator<Buffer> {
  const gunzip = createGunzip();
  createReadStream(file)
    .on('error', (err) => gunzip.destroy(err))
    .pipe(gunzip);
  let rest: Buffer[] = [];
  for await (const chunk of gunzip as AsyncIterable<Buffer>) {
    let start = 0;
    for (let end = chunk.indexOf(10); end !== -1; end = chunk.indexOf(10, start)) {
      rest.push(chunk.subarray(start, end));
      yield rest.length === 1 ? rest[0]! : Buffer.concat(rest);
      rest = [];
      start = end + 1;
    }
    if (start < chunk.length) rest.push(chunk.subarray(start));
  }
  if (rest.length > 0) throw damaged('it ends in the middle of a line (truncated)');
}

function parse(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // reported below
  }
  throw damaged('a line is not valid JSON');
}

function checkHeader(line: Record<string, unknown>): BackupHeader {
  if (line.kind !== 'header' || line.format !== BACKUP_FORMAT)
    throw new BackupError('This file is not an Atlas backup (no Atlas backup header).');
  if (typeof line.version !== 'number' || line.version > BACKUP_VERSION)
    throw new BackupError(
      `This backup uses format version ${String(line.version)}; this Atlas reads up to version ${BACKUP_VERSION}. Restore it with a newer Atlas.`,
    );
  if (!Array.isArray(line.tables) || !Array.isArray(line.migrations))
    throw damaged('its header has no table or migration list');
  return line as unknown as BackupHeader;
}

function checkTable(line: TableLine, header: BackupHeader, seen: Set<string>): TableLine {
  const listed = header.tables.find((t) => t.name === line.name);
  if (!listed || seen.has(line.name) || listed.rows !== line.rows || !Number.isSafeInteger(line.rows))
    throw damaged(`its table ${String(line.name)} does not match the header`);
  seen.add(line.name);
  return line;
}

function damaged(why: string): BackupError {
  return new BackupError(`The backup is damaged or incomplete: ${why}. Nothing was restored.`);
}
