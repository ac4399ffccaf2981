import { count, desc, eq } from 'drizzle-orm';
import type { ContactInput, ContactSubmissionDto } from '@atlas/shared/contract/nutrition';
import type { Db } from '../../db/client';
import { contactSubmissions } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';

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

/** Newest first; the whole list up to 1,000 without a limit (DESIGN.md §3). */
export async function listSubmissions(
  db: Db,
  { page = 1, limit }: { page?: number; limit?: number },
): Promise<{ items: ContactSubmissionDto[]; total: number }> {
  const size = limit ?? 1000;
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select()
      .from(contactSubmissions)
      .orderBy(desc(contactSubmissions.createdAt), desc(contactSubmissions.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ total: count() }).from(contactSubmissions),
  ]);
  return { items: rows.map(toDto), total };
}

export async function setHandled(
  db: Db,
  id: number,
  handled: boolean,
  now: Date,
): Promise<ContactSubmissionDto> {
  const [row] = await db
    .update(contactSubmissions)
    .set({ handledAt: handled ? now : null })
    .where(eq(contactSubmissions.id, id))
    .returning();
  if (!row) throw AppError.notFound('Submission not found');
  return toDto(row);
}
