import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../client';
import { catalogueIsEmpty, seedDemoCatalogue } from './demo-catalogue';

/** Demo content for an empty database outside production: the shop is browsable on first start. */
export async function seedDemoContent(db: Db, dataDir: string, log: FastifyBaseLogger): Promise<void> {
  if (await catalogueIsEmpty(db)) {
    const n = await seedDemoCatalogue(db, dataDir);
    log.info(`demo catalogue seeded: ${n} products`);
  }
}
