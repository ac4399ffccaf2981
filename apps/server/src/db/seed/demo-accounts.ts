import type { Db } from '../client';
import { users } from '../schema/index';
import { hashPassword } from '../../lib/passwords';

/** The demo logins the README lists; both verified. Never seeded in production. */
export const demoAccounts = [
  { email: 'admin@atlas.demo', password: 'Admin@2026', role: 'admin', fName: 'Nour', lName: 'Admin' },
  { email: 'shopper@atlas.demo', password: 'Shopper@2026', role: 'user', fName: 'Youssef', lName: 'Shopper' },
] as const;

export async function seedDemoAccounts(db: Db): Promise<number> {
  let created = 0;
  for (const account of demoAccounts) {
    const inserted = await db
      .insert(users)
      .values({
        email: account.email,
        passwordHash: await hashPassword(account.password),
        role: account.role,
        fName: account.fName,
        lName: account.lName,
        isVerified: true,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    created += inserted.length;
  }
  return created;
}
