import { asc, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { coupons, offers, trainers } from '../schema/index';

const DAY_MS = 86_400_000;

/**
 * The demo shop's promotions, once, while it has none: a welcome code for a first order, free
 * delivery from 800 EGP, the first coach's code shown on their page, and a two-week creatine
 * sale. Never in production (a shop's campaigns are its own).
 */
export async function seedDemoPromotions(db: Db, now = new Date()): Promise<number> {
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(coupons);
  const [existingOffers] = await db.select({ n: sql<number>`count(*)::int` }).from(offers);
  if (Number(existing?.n) > 0 || Number(existingOffers?.n) > 0) return 0;
  const [coach] = await db.select({ id: trainers.id }).from(trainers).orderBy(asc(trainers.id)).limit(1);
  await db.insert(coupons).values([
    {
      code: 'WELCOME10',
      kind: 'percent',
      percent: 10,
      firstOrderOnly: true,
      maxUsesPerShopper: 1,
      scope: { kind: 'all' },
      note: 'Demo: 10 % off a first order',
    },
    {
      code: 'FREESHIP',
      kind: 'free-delivery',
      minSubtotalPiastres: 80_000,
      maxUsesPerShopper: 3,
      scope: { kind: 'all' },
      note: 'Demo: free delivery from 800 EGP',
    },
    ...(coach
      ? [
          {
            code: 'COACH15',
            kind: 'percent' as const,
            percent: 15,
            maxUsesPerShopper: 1,
            scope: { kind: 'categories' as const, values: ['Protein', 'Mass Gainers'] },
            combinesWithOffers: false,
            trainerId: coach.id,
            showOnTrainerPage: true,
            note: 'Demo: the first coach’s code for their clients',
          },
        ]
      : []),
  ]);
  await db.insert(offers).values({
    nameEn: 'Creatine fortnight',
    nameAr: 'أسبوعا الكرياتين',
    kind: 'sale',
    percent: 15,
    scope: { kind: 'categories', values: ['Creatine'] },
    startsAt: now,
    endsAt: new Date(now.getTime() + 14 * DAY_MS),
  });
  return 4;
}
