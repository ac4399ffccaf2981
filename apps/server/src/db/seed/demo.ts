import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { shopSettings } from '../schema/index';
import type { FileStore } from '../../lib/file-store/file-store';
import { seedDemoAccounts } from './demo-accounts';
import { catalogueIsEmpty, seedDemoCatalogue } from './demo-catalogue';
import { seedDemoOrders } from './demo-orders';
import { seedDemoPromotions } from './demo-promotions';
import { seedDemoReviews } from './demo-reviews';
import { seedDemoTrainers } from './demo-trainers';

/**
 * Demo content for an empty database outside production (the shop is browsable on first start):
 * the catalogue, the trainers, two accounts, the demo shopper's past orders, a few reviews and a few promotions. The exercise
 * library and the programmes are the shop's own content, written in every environment
 * (db/shop-content.ts).
 */
export async function seedDemoContent(db: Db, files: FileStore, log: FastifyBaseLogger): Promise<void> {
  await seedDemoShop(db, files, log);
  if (await seedDemoAccounts(db)) {
    log.info('demo accounts: admin@atlas.demo / Admin@2026, shopper@atlas.demo / Shopper@2026');
    await seedDemoShopIdentity(db);
  }
  const orderCount = await seedDemoOrders(db);
  if (orderCount) log.info(`demo orders seeded: ${orderCount} past orders of shopper@atlas.demo`);
  const reviewCount = await seedDemoReviews(db);
  if (reviewCount) log.info(`demo reviews seeded: ${reviewCount} reviews on the first products`);
  if (await seedDemoPromotions(db))
    log.info('demo promotions: codes WELCOME10, FREESHIP and COACH15, and a creatine sale');
}

/** The demo catalogue and trainers, each when the shop has none: also what `npm run demo:load` puts into a staging shop. */
export async function seedDemoShop(
  db: Db,
  files: FileStore,
  log: Pick<FastifyBaseLogger, 'info'>,
): Promise<void> {
  if (await catalogueIsEmpty(db)) {
    const n = await seedDemoCatalogue(db, files);
    log.info(`demo catalogue seeded: ${n} products`);
  }
  const trainers = await seedDemoTrainers(db, files);
  if (trainers) log.info(`demo trainers seeded: ${trainers}`);
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
