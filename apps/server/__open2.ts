import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
const snap = readFileSync(`/tmp/${process.argv[2]}.tar`);
const extra = process.argv.slice(3);
const base = ["--single","-F","-O","-j","-c","search_path=public","-c","exit_on_error=false","-c","log_checkpoints=false","-c","max_worker_processes=0","-c","max_parallel_workers=0","-c","max_parallel_workers_per_gather=0","-c","io_method=sync","-c","max_parallel_maintenance_workers=0"];
const b = new Blob([snap]);
const opts: any = { loadDataDir: b, ...(extra.length ? { startParams: [...base, ...extra] } : {}) };
const d0 = await PGlite.create(opts); console.log((await d0.query('show shared_buffers')).rows); await d0.close();
const t0 = process.cpuUsage();
for (let i = 0; i < 10; i++) {
  const d = await PGlite.create(opts);
  await d.query('select count(*) from products');
  await d.close();
}
const u = process.cpuUsage(t0);
console.log(process.argv.slice(2).join(' '), 'per open ms', (u.user + u.system) / 10000);
