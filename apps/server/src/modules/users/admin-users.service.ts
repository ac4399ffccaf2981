import { asc, eq } from 'drizzle-orm';
import { ErrorCode } from '@atlas/shared/contract/error-codes';
import {
  LAST_ADMIN_MESSAGE,
  SELF_DELETE_MESSAGE,
  type CreateUserData,
  type UserRole,
} from '@atlas/shared/contract/admin-users';
import type { UserDto } from '@atlas/shared/contract/users';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import { revokeUserSessions } from '../../db/sessions';
import { AppError } from '../../lib/app-error';
import { auditedUser, recordAudit, type AuditActor } from '../../lib/audit';
import { removeSizedImage } from '../../lib/admin-images';
import type { FileStore } from '../../lib/file-store/file-store';
import type { MediaUrl } from '../../lib/media';
import { hashPassword } from '../../lib/passwords';
import { toUserDto } from './users.service';

type UserRow = typeof users.$inferSelect;

const lastAdmin = () => new AppError(ErrorCode.lastAdmin, 409, LAST_ADMIN_MESSAGE);
const notFound = () => AppError.notFound('User not found');

/**
 * Locks every admin row (in id order, so two callers never deadlock), then the target's row,
 * for the rest of the transaction. Two admins demoting or deleting each other at once thus run
 * one after the other, and the second sees the first's change: the shop never loses its last
 * admin, on any number of server processes.
 */
async function lockAdminsAndUser(tx: Db, id: number): Promise<{ adminIds: number[]; user: UserRow }> {
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(asc(users.id))
    .for('update');
  const [user] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  if (!user) throw notFound();
  return { adminIds: admins.map((a) => a.id), user };
}

/**
 * The checks every role change and deletion makes under the locks: the target is not the last
 * admin, and the caller is still an admin (the route's guard read the role before the locks;
 * another admin may have demoted the caller since).
 */
function checkUnderLock(adminIds: number[], user: UserRow, actor: AuditActor): void {
  if (user.role === 'admin' && adminIds.length <= 1) throw lastAdmin();
  if (!adminIds.includes(actor.id)) {
    throw new AppError(ErrorCode.forbidden, 403, 'You are not allowed to do this');
  }
}

/** PUT /users/admin/{id}: the same role is a no-op; a change ends the user's sessions. */
export async function changeRole(
  db: Db,
  actor: AuditActor,
  id: number,
  role: UserRole,
  now: Date,
  media: MediaUrl,
): Promise<UserDto> {
  const row = await db.transaction(async (tx) => {
    const { adminIds, user } = await lockAdminsAndUser(tx, id);
    if (user.role === role) return user;
    checkUnderLock(adminIds, user, actor);
    const [updated] = await tx.update(users).set({ role }).where(eq(users.id, id)).returning();
    // The role travels in the access token: ending the refresh sessions makes the next token
    // (at most one access-token lifetime away) carry the new role.
    await revokeUserSessions(tx, id, now);
    await recordAudit(tx, actor, {
      action: 'user.role',
      entity: 'user',
      entityId: id,
      before: auditedUser(user),
      after: auditedUser(updated!),
    });
    return updated!;
  });
  return toUserDto(row, media);
}

/**
 * DELETE /users/admin/{id}. Orders stay (user_id set null, the e-mail snapshot kept); cart,
 * favourites, addresses, measurements and sessions go with the account (FK cascades).
 */
export async function deleteUser(db: Db, files: FileStore, actor: AuditActor, id: number): Promise<void> {
  // An admin cannot delete themselves here: they would be signed out mid-session by their own
  // click, with their screen still open. Another admin can do it (409 CONFLICT, not 403: the
  // caller may delete users, just not this one).
  if (id === actor.id) throw new AppError(ErrorCode.conflict, 409, SELF_DELETE_MESSAGE);
  const deleted = await db.transaction(async (tx) => {
    const { adminIds, user } = await lockAdminsAndUser(tx, id);
    checkUnderLock(adminIds, user, actor);
    await tx.delete(users).where(eq(users.id, id));
    await recordAudit(tx, actor, {
      action: 'user.delete',
      entity: 'user',
      entityId: id,
      before: auditedUser(user),
      after: null,
    });
    return user;
  });
  await removeSizedImage(files, deleted.avatar, 'avatars');
}

/**
 * POST /users/admin. The account is created verified: the admin vouches for the address, so no
 * code is e-mailed. Any existing account with the address (verified or a pending sign-up) holds
 * it; the e-mail is unique case-insensitively, checked by the database itself, so two requests
 * at once cannot both create it.
 */
export async function createUser(
  db: Db,
  actor: AuditActor,
  input: CreateUserData,
  media: MediaUrl,
): Promise<UserDto> {
  // Hashing is slow on purpose: done before the transaction, which then stays short.
  const passwordHash = await hashPassword(input.password);
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({
        email: input.email,
        passwordHash,
        fName: input.fName,
        lName: input.lName,
        role: input.role,
        mobile: input.mobile ?? '',
        gender: input.gender ?? '',
        isVerified: true,
      })
      .onConflictDoNothing()
      .returning();
    if (!created) {
      throw new AppError(ErrorCode.emailTaken, 409, 'This email is already registered', {
        email: 'This email is already registered',
      });
    }
    await recordAudit(tx, actor, {
      action: 'user.create',
      entity: 'user',
      entityId: created.id,
      before: null,
      after: auditedUser(created),
    });
    return created;
  });
  return toUserDto(row, media);
}
