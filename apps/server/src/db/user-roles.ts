import { eq } from 'drizzle-orm';
import type { Catalogue } from './catalogue-read-model';
import type { Db } from './client';
import { users } from './schema/index';

export type Role = 'user' | 'admin';

/** What the admin guard asks on every admin request (`app.roles`). */
export interface UserRoles {
  /** The user's role as the database has it now; null when there is no such user. */
  of(id: number): Promise<Role | null>;
  stop(): void;
}

/** The most roles kept; past it all are forgotten and read again (admins are few). */
const KEPT = 1000;

/**
 * Roles read once per user and kept until a statement may have changed one: migration 0025's
 * trigger says '@roles' on the catalogue's channel at commit, which this process hears for its own
 * writes before their COMMIT returns, and for another process's as soon as it is delivered
 * (docs/decisions/0028). Everything is forgotten when the listener reconnects. A read under way
 * when a notice comes is answered but not kept: it may have read the role before the change.
 */
export function createUserRoles(db: Db, catalogue: Catalogue): UserRoles {
  const known = new Map<number, Role | null>();
  let generation = 0;
  const unsubscribe = catalogue.onNotice('roles', () => {
    generation++;
    known.clear();
  });
  return {
    async of(id) {
      const kept = known.get(id);
      if (kept !== undefined) return kept;
      const asked = generation;
      const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, id));
      const role = row ? (row.role === 'admin' ? 'admin' : 'user') : null;
      if (asked === generation) {
        if (known.size >= KEPT) known.clear();
        known.set(id, role);
      }
      return role;
    },
    stop: unsubscribe,
  };
}
