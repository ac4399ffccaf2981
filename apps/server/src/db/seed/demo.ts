import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { shopSettings } from '../schema/index';
import { seedDemoAccounts } from './demo-accounts';
import { catalogueIsEmpty, seedDemoCatalogue } from './demo-catalogue';
import { seedDemoOrders } from './demo-orders';
import { seedDemoTraining } from './demo-training';

/** Demo content for an empty database outside production: the shop is browsable on first start. */
export async function seedDemoContent(db: Db, dataDir: string, log: FastifyBaseLogger): Promise<void> {
  if (await catalogueIsEmpty(db)) {
    const n = await seedDemoCatalogue(db, dataDir);
    log.info(`demo catalogue seeded: ${n} products`);
  }
  const training = await seedDemoTraining(db, dataDir);
  if (training.trainers || training.exercises || training.workouts)
    log.info(
      `demo training content seeded: ${training.trainers} trainers, ${training.exercises} exercises, ${training.workouts} workout days`,
    );
  if (await seedDemoAccounts(db)) {
    log.info('demo accounts: admin@atlas.demo / Admin@2026, shopper@atlas.demo / Shopper@2026');
    await seedDemoShopIdentity(db);
  }
  const orderCount = await seedDemoOrders(db);
  if (orderCount) log.info(`demo orders seeded: ${orderCount} past orders of shopper@atlas.demo`);
}

/** What the demo shop's receipts print: an invented address and tax number, and Egypt's 14 % VAT. */
async function seedDemoShopIdentity(db: Db): Promise<void> {
  await db
    .update(shopSettings)
    .set({
      shopName: 'Atlas Nutrition',
      shopAddress: '12 Abbas El Akkad St, Nasr City, Cairo 11765',
      taxRegistrationNumber: '000-000-000 (demo)',
      vatBasisPoints: 1400,
    })
    .where(eq(shopSettings.id, 1));
}
