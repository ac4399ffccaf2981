import { count, desc, sql, type SQL } from 'drizzle-orm';
import type { AuditEntryDto, AuditListQuery } from '@atlas/shared/contract/admin';
import { containsPattern } from '@atlas/shared/rules/admin-search';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema/index';

const searchColumns = {
  email: auditLog.actorEmail,
  action: auditLog.action,
  entity: auditLog.entity,
} as const;

/** The audit log, newest first, optionally filtered by actor e-mail, action or entity. */
export async function listAudit(
  db: Db,
  query: AuditListQuery,
): Promise<{ items: AuditEntryDto[]; total: number }> {
  let where: SQL | undefined;
  if (query.query) {
    where = sql`${searchColumns[query.type ?? 'email']} ilike ${containsPattern(query.query)}`;
  }
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      actorId: row.actorId,
      actorEmail: row.actorEmail,
      action: row.action as AuditEntryDto['action'],
      entity: row.entity as AuditEntryDto['entity'],
      entityId: row.entityId,
      before: row.before ?? null,
      after: row.after ?? null,
      at: row.at.toISOString(),
    })),
    total: Number(total?.n ?? 0),
  };
}
