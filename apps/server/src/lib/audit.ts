import type { AuditAction, AuditEntity } from '@atlas/shared/contract/admin';
import type { Db } from '../db/client';
import { auditLog, type users } from '../db/schema/index';

/** Who made an admin write: the request's caller. */
export interface AuditActor {
  id: number;
  email: string;
}

/**
 * A write no signed-in admin made, so there is no account to name: the server's command line
 * (`npm run admin:create`), or the ADMIN_EMAIL setting read at start. The marker stands where
 * the e-mail would.
 */
export interface SystemActor {
  id: null;
  email: 'cli' | 'ADMIN_EMAIL';
}

/** What the audit log keeps of an account: never its password hash. */
export function auditedUser(row: typeof users.$inferSelect) {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    fName: row.fName,
    lName: row.lName,
    mobile: row.mobile,
    gender: row.gender,
    avatar: row.avatar,
    isVerified: row.isVerified,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

export interface AuditEntry {
  action: AuditAction;
  entity: AuditEntity;
  entityId: string | number;
  /** The record before the change (null for a creation). */
  before?: unknown;
  /** The record after the change (null for a deletion). */
  after?: unknown;
}

/**
 * Records an admin write. Call it with the transaction that makes the change, so the row and
 * the change commit (or roll back) together.
 */
export async function recordAudit(tx: Db, actor: AuditActor | SystemActor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/** The caller of an admin route as an audit actor (the route's guard has checked the token). */
export function auditActor(user: { sub: number; email: string } | null): AuditActor {
  if (!user) throw new Error('audit: an admin write without a caller');
  return { id: user.sub, email: user.email };
}
