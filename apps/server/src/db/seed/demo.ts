import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../client';
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
  if (await seedDemoAccounts(db))
    log.info('demo accounts: admin@atlas.demo / Admin@2026, shopper@atlas.demo / Shopper@2026');
  const orderCount = await seedDemoOrders(db);
  if (orderCount) log.info(`demo orders seeded: ${orderCount} past orders of shopper@atlas.demo`);
}
