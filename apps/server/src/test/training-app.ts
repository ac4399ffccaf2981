import { seedDemoAccounts } from '../db/seed/demo-accounts';
import { seedDemoCatalogue } from '../db/seed/demo-catalogue';
import { seedDemoTrainers } from '../db/seed/demo-trainers';
import { syncShopContent } from '../db/shop-content';
import { createTestApp, type TestAppOptions, type TestContext } from './test-app';

/** A test app with the demo catalogue, accounts and training content (trainers, exercises, programmes). */
export async function createTrainingTestApp(options: TestAppOptions = {}): Promise<TestContext> {
  const t = await createTestApp(options);
  await seedDemoAccounts(t.app.db);
  await seedDemoCatalogue(t.app.db, t.app.files);
  await syncShopContent(t.app.db, t.app.files);
  await seedDemoTrainers(t.app.db, t.app.files);
  await Promise.all([t.app.catalogue.settled(), t.app.training.refresh()]);
  return t;
}
