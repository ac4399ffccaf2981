import { EnvError, loadEnv } from './env';
import { runServer } from './server';

async function main(): Promise<void> {
  await runServer(loadEnv(), { prepare: true });
}

main().catch((err: unknown) => {
  if (err instanceof EnvError) console.error(err.message);
  else console.error(err);
  process.exit(1);
});
