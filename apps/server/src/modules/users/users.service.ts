import { randomBytes } from 'node:crypto';
import { asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { ErrorCode } from '@atlas/shared/contract/error-codes';
import { allergens } from '@atlas/shared/contract/supplement-facts';
import type { UpdateUserInput, UserDto, UserSort } from '@atlas/shared/contract/users';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import { revokeUserSessions } from '../../db/sessions';
import { AppError } from '../../lib/app-error';
import { removeSizedImage, saveSizedImage } from '../../lib/admin-images';
import type { FileStore } from '../../lib/file-store/file-store';
import type { MediaUrl } from '../../lib/media';
import { listUserOrders, type ReceiptUrl } from '../../db/orders';
import { hashPassword, verifyPassword } from '../../lib/passwords';

type UserRow = typeof users.$inferSelect;

export function toUserDto(row: UserRow, media: MediaUrl): UserDto {
  return {
    id: row.id,
    role: row.role === 'admin' ? 'admin' : 'user',
    email: row.email,
    fName: row.fName,
    lName: row.lName,
    mobile: row.mobile,
    gender: row.gender === 'Male' || row.gender === 'Female' ? row.gender : '',
    avatar: row.avatar ? media(row.avatar) : null,
    createdAt: new Date(row.createdAt).toISOString(),
    isVerified: row.isVerified,
    allergies: allergens.filter((a) => row.allergies.includes(a)),
    reorderReminders: row.reorderReminders,
    orders: [],
  };
}

async function findUser(db: Db, id: number): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) throw AppError.notFound('User not found');
  return row;
}

/** One user with their orders, newest first. */
export async function getUser(db: Db, id: number, media: MediaUrl, receiptUrl: ReceiptUrl): Promise<UserDto> {
  const user = toUserDto(await findUser(db, id), media);
  return { ...user, orders: await listUserOrders(db, id, media, receiptUrl) };
}

export async function updateUser(
  db: Db,
  files: FileStore,
  id: number,
  input: UpdateUserInput,
  media: MediaUrl,
): Promise<UserDto> {
  const current = await findUser(db, id);
  if (input.email !== undefined && input.email !== current.email) {
    throw AppError.badRequest('The email address cannot be changed here', { email: 'readonly' });
  }
  const { email: _email, avatar, ...fields } = input;
  const changes = { ...fields, ...(avatar === null ? { avatar: null } : {}) };
  // an update with nothing to change (`{}`, no body) is answered as is: Drizzle refuses an empty SET
  if (Object.keys(changes).length === 0) return toUserDto(current, media);
  const [row] = await db.update(users).set(changes).where(eq(users.id, id)).returning();
  if (avatar === null) await removeAvatarFile(files, current.avatar);
  return toUserDto(row!, media);
}

/** Avatars are checked by content, resized to a square and re-encoded as WebP. */
export async function replaceAvatar(
  db: Db,
  files: FileStore,
  id: number,
  upload: Buffer,
  media: MediaUrl,
): Promise<UserDto> {
  const current = await findUser(db, id);
  const url = await saveSizedImage(files, 'avatar', upload, {
    name: `${id}-${randomBytes(6).toString('hex')}`,
    message: 'The avatar must be a JPEG, PNG, WebP, GIF or AVIF image',
  });
  const [row] = await db.update(users).set({ avatar: url }).where(eq(users.id, id)).returning();
  await removeAvatarFile(files, current.avatar);
  return toUserDto(row!, media);
}

function removeAvatarFile(files: FileStore, url: string | null): Promise<void> {
  return removeSizedImage(files, url, 'avatars');
}

export async function passwordPage(db: Db, id: number) {
  const row = await findUser(db, id);
  return { id: row.id, fName: row.fName, lName: row.lName, email: row.email };
}

export async function changePassword(
  db: Db,
  id: number,
  currentPassword: string,
  newPassword: string,
  now: Date,
): Promise<void> {
  const row = await findUser(db, id);
  if (!(await verifyPassword(row.passwordHash, currentPassword))) {
    throw new AppError(ErrorCode.invalidCredentials, 400, 'Current password is incorrect', {
      currentPassword: 'incorrect',
    });
  }
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(newPassword) })
    .where(eq(users.id, id));
  await revokeUserSessions(db, id, now);
}

const filterColumns = {
  email: users.email,
  role: users.role,
  fName: users.fName,
  lName: users.lName,
  mobile: users.mobile,
  gender: users.gender,
} as const;

export async function listUsers(
  db: Db,
  query: {
    field?: keyof typeof filterColumns;
    value?: string;
    page: number;
    limit?: number;
    sort?: UserSort;
  },
  media: MediaUrl,
): Promise<{ items: UserDto[]; total: number }> {
  let where: SQL | undefined;
  if (query.field && query.value) {
    const pattern = `%${query.value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where = sql`${filterColumns[query.field]} ilike ${pattern}`;
  }
  const limit = query.limit ?? 1000;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(...(query.sort === 'newest' ? [desc(users.createdAt), desc(users.id)] : [asc(users.id)]))
      .limit(limit)
      .offset(query.limit ? (query.page - 1) * query.limit : 0),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { items: rows.map((row) => toUserDto(row, media)), total: Number(total?.n ?? 0) };
}
