// One query against a PGlite data folder (no server may have it open); prints the rows as JSON.
import { PGlite } from '@electric-sql/pglite';

const [dataDir, text] = process.argv.slice(2);
if (!dataDir || !text) throw new Error('usage: pglite-query.ts <data dir> <sql>');
const db = await PGlite.create({ dataDir });
const result = await db.query(text);
await db.close();
process.stdout.write(JSON.stringify(result.rows));
