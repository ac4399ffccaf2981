import { describe, expect, it } from 'vitest';
import type { Catalogue } from './catalogue-read-model';
import type { Db } from './client';
import { createUserRoles } from './user-roles';

/**
 * A database holding one user (`user.role`, none when undefined) whose reads are answered when the
 * test says, and a catalogue's notices.
 */
function fakes(user: { role?: string }) {
  const reads: (() => void)[] = [];
  const db = {
    select: () => ({
      from: () => ({
        where: () =>
          new Promise((resolve) => {
            reads.push(() => resolve(user.role ? [{ role: user.role }] : []));
          }),
      }),
    }),
  } as unknown as Db;
  const listeners = new Set<() => void>();
  const catalogue = {
    onNotice: (topic: string, listener: () => void) => {
      expect(topic).toBe('roles');
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  } as unknown as Catalogue;
  const notice = () => listeners.forEach((l) => l());
  /** Answers every read under way, then lets the callers go on. */
  const answerAll = async () => {
    for (const answer of reads.splice(0)) answer();
    await new Promise((r) => setImmediate(r));
  };
  return { db, catalogue, notice, answerAll, reads, listeners };
}

describe('the roles the admin guard checks', () => {
  it('reads a role once and keeps it until a notice says roles may have changed', async () => {
    const user = { role: 'admin' };
    const f = fakes(user);
    const userRoles = createUserRoles(f.db, f.catalogue);
    const first = userRoles.of(1);
    expect(f.reads).toHaveLength(1);
    await f.answerAll();
    expect(await first).toBe('admin');
    expect(await userRoles.of(1)).toBe('admin');
    expect(f.reads).toHaveLength(0);

    user.role = 'user';
    f.notice();
    const after = userRoles.of(1);
    expect(f.reads).toHaveLength(1);
    await f.answerAll();
    expect(await after).toBe('user');
  });

  it('answers a read that was under way when a notice came, but reads again next time', async () => {
    const user = { role: 'admin' };
    const f = fakes(user);
    const userRoles = createUserRoles(f.db, f.catalogue);
    const during = userRoles.of(1);
    // the role changes and its notice arrives before the read's answer (read before the change)
    user.role = 'user';
    f.notice();
    user.role = 'admin';
    await f.answerAll();
    expect(await during).toBe('admin');
    user.role = 'user';
    const next = userRoles.of(1);
    expect(f.reads).toHaveLength(1);
    await f.answerAll();
    expect(await next).toBe('user');
  });

  it('keeps "no such user" too, and stops hearing notices when stopped', async () => {
    const f = fakes({});
    const userRoles = createUserRoles(f.db, f.catalogue);
    const missing = userRoles.of(7);
    await f.answerAll();
    expect(await missing).toBeNull();
    expect(await userRoles.of(7)).toBeNull();
    expect(f.reads).toHaveLength(0);
    userRoles.stop();
    expect(f.listeners.size).toBe(0);
  });
});
