// npm run demo:load [-- --yes]: the demo catalogue (40 products with stock) and the demo trainers,
// loaded on purpose into a shop with no products, e.g. a staging shop, to try it with content.
import { parseArgs } from 'node:util';
import { BackupError } from '../db/backup/backup-format';
import { catalogueIsEmpty } from '../db/seed/demo-catalogue';
import { seedDemoShop } from '../db/seed/demo';
import { loadEnv } from '../env';
import { configuredFileStore } from '../lib/file-store/configured-store';
import { openCliDatabase, print, runCli } from './cli-database';

runCli(async () => {
  const { values } = parseArgs({ options: { yes: { type: 'boolean', short: 'y' } } });
  const env = loadEnv();
  if (env.isProduction && !values.yes)
    throw new BackupError(
      'This shop runs with NODE_ENV=production: the demo catalogue would put 40 invented products on sale. For a staging shop, run it again with --yes. Nothing was loaded.',
    );
  const { database, where, close } = await openCliDatabase(env, 'demo', { mustExist: false });
  try {
    await database.migrate();
    if (!(await catalogueIsEmpty(database.db)))
      throw new BackupError(
        `${where} already has products: the demo catalogue is only loaded into a shop with none. Nothing was loaded.`,
      );
    await seedDemoShop(database.db, configuredFileStore(env), { info: (line: string) => print(line) });
    print(`Loaded the demo catalogue and trainers into ${where}. No accounts or orders were added.`);
  } finally {
    await close();
  }
});
