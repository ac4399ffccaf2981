// Prepares the resilience benchmark's database (PostgreSQL, or PGlite in PGLITE_DIR): migrated, demo catalogue, N shoppers
// (tokens signed with the bench server's JWT_SECRET, one argon2 password for the login run, each
// with one unit of a contested flavor in the cart), and the contested flavors' stock. Writes
// the shoppers and flavors as JSON to the path given.
import { writeFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client';
import { seedDemoCatalogue } from '../apps/server/src/db/seed/demo-catalogue';
import { diskStore } from '../apps/server/src/lib/file-store/disk-store';
import { cartItems, productFlavors, products, users } from '../apps/server/src/db/schema/index';
import { categories } from '../apps/server/src/db/seed/catalogue';
import { signAccessToken } from '../apps/server/src/lib/access-tokens';
import { hashPassword } from '../apps/server/src/lib/passwords';

const [out, count = '1000', stockEach = '200', dataDir = '.bench-data'] = process.argv.slice(2);
const url = process.env.DATABASE_URL;
const pgliteDir = process.env.PGLITE_DIR;
const secret = process.env.JWT_SECRET;
if (!out || !(url || pgliteDir) || !secret) {
  throw new Error(
    'usage: DATABASE_URL=… (or PGLITE_DIR=…) JWT_SECRET=… prepare-resilience.ts <out.json> [shoppers] [stock]',
  );
}

const PASSWORD = 'Bench@2026';
const database = await openDatabase(url ? { kind: 'postgres', url } : { kind: 'pglite', dataDir: pgliteDir });
await database.migrate();
await seedDemoCatalogue(database.db, diskStore(dataDir));

// three contested flavors of one product: demand (one unit a shopper) above their stock
const [product] = await database.db
  .insert(products)
  .values({
    nameEn: 'Contested whey',
    nameAr: 'واي عليه طلب',
    pricePiastres: 120_000,
    category: categories[0]!,
    brand: 'Brand A',
    quantity: 1,
  })
  .returning({ id: products.id });
const flavors = ['Chocolate', 'Vanilla', 'Strawberry'];
await database.db.insert(productFlavors).values(
  flavors.map((name, position) => ({
    productId: product!.id,
    name,
    nameAr: name,
    quantity: Number(stockEach),
    position,
  })),
);

const passwordHash = await hashPassword(PASSWORD);
const rows = await database.db
  .insert(users)
  .values(
    Array.from({ length: Number(count) }, (_, i) => ({
      email: `resilience-${i}@example.com`,
      passwordHash,
      fName: 'Load',
      lName: `Shopper ${i}`,
      isVerified: true,
    })),
  )
  .returning({ id: users.id, email: users.email });
await database.db.insert(cartItems).values(
  rows.map((r, i) => ({
    userId: r.id,
    productId: product!.id,
    flavor: flavors[i % flavors.length]!,
    quantity: 1,
  })),
);
const shoppers = await Promise.all(
  rows.map(async (r, i) => ({
    id: r.id,
    email: r.email,
    flavor: flavors[i % flavors.length]!,
    token: await signAccessToken(secret, { sub: r.id, role: 'user', email: r.email }),
  })),
);
await database.db.execute(sql`analyze`);
await database.close();
writeFileSync(
  out,
  JSON.stringify({
    productId: product!.id,
    flavors,
    stockEach: Number(stockEach),
    password: PASSWORD,
    shoppers,
  }),
);
