import { count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { ContactInput, ContactListQuery, ContactSubmissionDto } from '@atlas/shared/contract/nutrition';
import { containsPattern } from '@atlas/shared/rules/admin-search';
import type { Db } from '../../db/client';
import { contactSubmissions } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { recordAudit, type AuditActor } from '../../lib/audit';

type Row = typeof contactSubmissions.$inferSelect;

const toDto = (row: Row): ContactSubmissionDto => ({
  id: row.id,
  name: row.name,
  email: row.email,
  message: row.message,
  date: row.createdAt.toISOString(),
  handled: row.handledAt !== null,
});

export async function createSubmission(
  db: Db,
  input: ContactInput,
  userId: number | null,
  now: Date,
): Promise<ContactSubmissionDto> {
  const [row] = await db
    .insert(contactSubmissions)
    .values({ ...input, userId, createdAt: now })
    .returning();
  return toDto(row!);
}

const searchColumns = {
  email: contactSubmissions.email,
  name: contactSubmissions.name,
  message: contactSubmissions.message,
} as const;

/** Newest first; the whole list up to 1,000 without a limit (docs/architecture.md); searchable. */
export async function listSubmissions(
  db: Db,
  { page = 1, limit, type, query }: ContactListQuery,
): Promise<{ items: ContactSubmissionDto[]; total: number }> {
  const size = limit ?? 1000;
  const where: SQL | undefined = query
    ? sql`${searchColumns[type ?? 'email']} ilike ${containsPattern(query)}`
    : undefined;
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select()
      .from(contactSubmissions)
      .where(where)
      .orderBy(desc(contactSubmissions.createdAt), desc(contactSubmissions.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ total: count() }).from(contactSubmissions).where(where),
  ]);
  return { items: rows.map(toDto), total };
}

// a signature alike in shape to other services' (db, who, what); each takes its own
/** Marks a message handled (or open again); audited like every admin write. */
export async function setHandled(
  db: Db,
  actor: AuditActor,
  id: number,
  handled: boolean,
  now: Date,
): Promise<ContactSubmissionDto> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(contactSubmissions)
      .where(eq(contactSubmissions.id, id))
      .for('update');
    if (!before) throw AppError.notFound('Submission not found');
    const [row] = await tx
      .update(contactSubmissions)
      .set({ handledAt: handled ? (before.handledAt ?? now) : null })
      .where(eq(contactSubmissions.id, id))
      .returning();
    if ((before.handledAt !== null) !== handled) {
      await recordAudit(tx, actor, {
        action: 'submission.handled',
        entity: 'submission',
        entityId: id,
        before: { handled: before.handledAt !== null },
        after: { handled },
      });
    }
    return toDto(row!);
  });
}
