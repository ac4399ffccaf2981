import { createHash } from 'node:crypto';
import type { ImportPreviewDto, ImportMode } from '@atlas/shared/contract/admin-products';
import { ErrorCode } from '@atlas/shared/contract/error-codes';
import type { Db } from '../../db/client';
import { recountProductStock } from '../../db/stock';
import { AppError } from '../../lib/app-error';
import { recordAudit, type AuditActor } from '../../lib/audit';
import type { SheetText } from './catalogue-file';
import { applyWork } from './catalogue-import-apply';
import { planFull } from './catalogue-import-full';
import { fileRefused, importErrors, loadCurrent, type Current, type Plan } from './catalogue-import-plan';
import { planStock } from './catalogue-import-stock';

/** Entries of each list the preview answers; the counts are always whole. */
const LISTED = 500;

/** What the admin confirms: the same file must lead to the same changes from the same counts. */
function fingerprint(plan: Plan): string {
  // a relative change (+n / -n) holds whatever the count is when it applies: only its delta counts;
  // the Arabic names are shown, not confirmed (one renamed meanwhile changes nothing the file does)
  const stable = plan.changes.map(({ productAr: _shown, ...c }) => {
    const delta = plan.mode === 'stock' ? /\(([+-]\d+)\)$/.exec(c.from)?.[1] : undefined;
    return delta === undefined ? c : { ...c, from: '', to: delta };
  });
  return createHash('sha256')
    .update(
      JSON.stringify({
        mode: plan.mode,
        created: plan.created.map(({ productAr: _shown, ...c }) => c),
        changes: stable,
        refusals: plan.refusals,
        newCategories: plan.newCategories,
      }),
    )
    .digest('base64url');
}

function planOf(mode: ImportMode, sheet: SheetText, current: Current, ownOrigins: readonly string[]): Plan {
  return mode === 'stock' ? planStock(sheet, current) : planFull(sheet, current, ownOrigins);
}

export function previewDto(plan: Plan): ImportPreviewDto {
  return {
    mode: plan.mode,
    rows: plan.rows,
    creates: plan.created.length,
    changes: new Set(plan.changes.map((c) => c.row)).size,
    unchanged: plan.unchangedRows,
    refused: plan.refusals.length,
    created: plan.created.slice(0, LISTED),
    changed: plan.changes.slice(0, LISTED),
    refusals: plan.refusals.slice(0, LISTED),
    newCategories: plan.newCategories,
    fingerprint: fingerprint(plan),
  };
}

/** The preview: what the file would create, change, leave and refuse. Writes nothing. */
export async function previewImport(
  db: Db,
  mode: ImportMode,
  sheet: SheetText,
  ownOrigins: readonly string[],
): Promise<ImportPreviewDto> {
  return previewDto(planOf(mode, sheet, await loadCurrent(db, false), ownOrigins));
}

/**
 * Applies the file in one transaction, all or nothing, if it still leads to the preview the admin
 * confirmed (`expected`, its fingerprint): the catalogue's rows are locked first, as checkout locks
 * what it sells, so an order is never lost between the check and the write. One audit entry.
 */
export async function applyImport(
  db: Db,
  actor: AuditActor,
  mode: ImportMode,
  sheet: SheetText,
  expected: string,
  ownOrigins: readonly string[],
  fileName: string,
  /** Keeps the imported file and the catalogue as it was (read in this transaction, before any
   *  change); answers where they are, for the audit entry. */
  keepFiles?: (tx: Db) => Promise<Record<string, string>>,
): Promise<ImportPreviewDto> {
  return db.transaction(async (tx) => {
    const plan = planOf(mode, sheet, await loadCurrent(tx, true), ownOrigins);
    const preview = previewDto(plan);
    if (plan.refusals.length > 0) throw fileRefused('refused', importErrors.refused);
    if (preview.fingerprint !== expected) throw new AppError(ErrorCode.conflict, 409, importErrors.changed);
    const files = keepFiles ? await keepFiles(tx) : undefined;
    const touched = new Set<number>();
    for (const work of plan.work) await applyWork(tx, work, touched);
    for (const id of touched) await recountProductStock(tx, id);
    await recordAudit(tx, actor, {
      action: 'catalogue.import',
      entity: 'catalogue',
      entityId: fileName.slice(0, 200),
      before: null,
      after: {
        mode,
        ...(files ? { files } : {}),
        rows: preview.rows,
        created: preview.creates,
        changed: preview.changes,
        unchanged: preview.unchanged,
        // every change with its value before and after (the first thousands)
        changes: plan.changes.slice(0, 5_000),
        newProducts: plan.created.slice(0, 5_000),
      },
    });
    return preview;
  });
}
