// Prepares a benchmark database: migrated, demo catalogue seeded, then padded with synthetic
// products (with flavors) up to the requested count, so listing speed is measured at scale.
import { openDatabase } from '../apps/server/src/db/client';
import { seedDemoCatalogue } from '../apps/server/src/db/seed/demo-catalogue';
import { categories } from '../apps/server/src/db/seed/catalogue';
import { productFlavors, products } from '../apps/server/src/db/schema/index';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';

const [dataDir = '.bench-data', target = '10000'] = process.argv.slice(2);
const url = process.env.DATABASE_URL;
const database = await openDatabase(
  url ? { kind: 'postgres', url } : { kind: 'pglite', dataDir: join(dataDir, 'pglite') },
);
await database.migrate();
const seeded = await seedDemoCatalogue(database.db, dataDir);
const brands = [
  'Brand A',
  'Brand B',
  'Brand C',
  'Brand D',
  'Brand E',
  'Brand F',
  'Brand G',
  'Brand H',
  'Brand I',
  'Brand J',
];
const batch = 500;
for (let start = seeded; start < Number(target); start += batch) {
  const rows = Array.from({ length: Math.min(batch, Number(target) - start) }, (_, i) => {
    const n = start + i;
    return {
      nameEn: `Synthetic product ${n}`,
      nameAr: `منتج تجريبي ${n}`,
      pricePiastres: 20_000 + ((n * 7919) % 600_000),
      discount: n % 5 === 0 ? n % 30 : 0,
      category: categories[n % categories.length]!,
      brand: brands[n % brands.length]!,
      image: '/media/demo/001.svg',
      availableSize: '1 kg',
      expirationDate: '2028-01-01',
      quantity: 30,
    };
  });
  const inserted = await database.db.insert(products).values(rows).returning({ id: products.id });
  await database.db.insert(productFlavors).values(
    inserted.flatMap(({ id }) => [
      { productId: id, name: 'Chocolate', nameAr: 'شوكولاتة', quantity: 10, position: 0 },
      { productId: id, name: 'Vanilla', nameAr: 'فانيليا', quantity: 0, position: 1 },
    ]),
  );
}
await database.db.execute(sql`analyze`);
await database.close();
console.log(`bench database ready in ${dataDir} with ${target} products`);
