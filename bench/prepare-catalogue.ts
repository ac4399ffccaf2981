// Prepares a benchmark database: migrated, demo catalogue seeded, then padded with synthetic
// products (with flavors) up to the requested count, so listing speed is measured at scale.
import { openDatabase } from '../apps/server/src/db/client';
import { seedDemoCatalogue } from '../apps/server/src/db/seed/demo-catalogue';
import { seedDemoTrainers } from '../apps/server/src/db/seed/demo-trainers';
import { syncShopContent } from '../apps/server/src/db/shop-content';
import { diskStore } from '../apps/server/src/lib/file-store/disk-store';
import { categories } from '../apps/server/src/db/seed/catalogue';
import { coupons, productFlavors, products, reviews, users } from '../apps/server/src/db/schema/index';
import { signAccessToken } from '../apps/server/src/lib/access-tokens';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { SupplementFacts } from '@atlas/shared/contract/supplement-facts';

const [dataDir = '.bench-data', target = '10000'] = process.argv.slice(2);
/** Place-order run: this many shoppers at once, against less stock than they ask for. */
const ORDER_SHOPPERS = 50;
const ORDER_STOCK = 1200;
const ORDER_FLAVORS = ['Chocolate', 'Vanilla', 'Strawberry', 'Banana'];
/** A code without limits, applied to every cart in the rounds with a code. */
const ORDER_CODE = 'BENCH10';
const url = process.env.DATABASE_URL;
const database = await openDatabase(
  url ? { kind: 'postgres', url } : { kind: 'pglite', dataDir: join(dataDir, 'pglite') },
);
await database.migrate();
const files = diskStore(dataDir);
const seeded = await seedDemoCatalogue(database.db, files);
// trainers, exercises and programmes, whose pages and reads are measured too
await syncShopContent(database.db, files);
await seedDemoTrainers(database.db, files);
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
// supplement facts from a few labels (one product in five has none), so the facts' sorts and the
// allergen filter are measured over a catalogue like the shop's
const perServing = (proteinG: number, carbsG: number, fatG: number) => ({
  energyKcal: Math.round(proteinG * 4 + carbsG * 4 + fatG * 9),
  proteinG,
  carbsG,
  sugarG: Math.min(1, carbsG),
  fatG,
  creatineMg: 0,
  caffeineMg: 0,
  actives: [],
});
const labels: SupplementFacts[] = [
  SupplementFacts.parse({
    servingSize: 31,
    servingUnit: 'g',
    containerSize: 2270,
    servingsPerContainer: 73,
    perServing: perServing(24, 3, 1.5),
    allergens: ['milk', 'soy'],
    suitableFor: ['halal'],
  }),
  SupplementFacts.parse({
    servingSize: 33,
    servingUnit: 'g',
    containerSize: 1000,
    servingsPerContainer: 30,
    perServing: perServing(21, 2, 2),
    allergens: [],
    suitableFor: ['vegan', 'halal'],
  }),
  SupplementFacts.parse({
    servingSize: 10,
    servingUnit: 'g',
    containerSize: 300,
    servingsPerContainer: 30,
    perServing: { ...perServing(0, 1, 0), caffeineMg: 300 },
    allergens: [],
    suitableFor: [],
  }),
  SupplementFacts.parse({
    servingSize: 2,
    servingUnit: 'capsule',
    containerSize: 120,
    servingsPerContainer: 60,
    perServing: perServing(0, 0, 1),
    allergens: ['gluten'],
    suitableFor: ['halal'],
  }),
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
      facts: n % 5 === 4 ? null : labels[n % labels.length]!,
    };
  });
  const inserted = await database.db.insert(products).values(rows).returning({ id: products.id });
  await database.db.insert(productFlavors).values(
    inserted.flatMap(({ id }, i) => [
      { productId: id, name: 'Chocolate', nameAr: 'شوكولاتة', quantity: 10, position: 0 },
      {
        productId: id,
        name: 'Vanilla',
        nameAr: 'فانيليا',
        quantity: 0,
        position: 1,
        // now and then a flavor with an allergen of its own
        facts:
          rows[i]!.facts && i % 7 === 0
            ? { allergens: [...rows[i]!.facts!.allergens, 'nuts' as const] }
            : null,
      },
    ]),
  );
}
await prepareShoppers();
await prepareReviews();
await database.db.execute(sql`analyze`);
await database.close();

/**
 * For the place-order run: shoppers with access tokens signed by the bench server's secret, and
 * one flavor with less stock than they will ask for, so oversell would show.
 */
async function prepareShoppers(): Promise<void> {
  const secret = process.env.JWT_SECRET;
  if (!secret) throw new Error('JWT_SECRET is required to prepare the bench shoppers');
  const rows = await database.db
    .insert(users)
    .values(
      Array.from({ length: ORDER_SHOPPERS }, (_, i) => ({
        email: `bench-shopper-${i}@example.com`,
        fName: 'Bench',
        lName: `Shopper ${i}`,
        isVerified: true,
      })),
    )
    .returning({ id: users.id, email: users.email });
  const shoppers = await Promise.all(
    rows.map(async (r) => ({
      id: r.id,
      token: await signAccessToken(secret, { sub: r.id, role: 'user', email: r.email }),
    })),
  );
  const [product] = await database.db
    .insert(products)
    .values({
      nameEn: 'Bench whey',
      nameAr: 'واي تجريبي',
      pricePiastres: 150_000,
      discount: 10,
      category: categories[0]!,
      brand: 'Brand A',
      quantity: ORDER_STOCK,
    })
    .returning({ id: products.id });
  // one flavor per place-order round: rounds without and with a code alternate
  await database.db.insert(productFlavors).values(
    ORDER_FLAVORS.map((name, position) => ({
      productId: product!.id,
      name,
      nameAr: name,
      quantity: ORDER_STOCK,
      position,
    })),
  );
  await database.db
    .insert(coupons)
    .values({ code: ORDER_CODE, kind: 'percent', percent: 10, scope: { kind: 'all' } });
  writeFileSync(
    join(dataDir, 'order-bench.json'),
    JSON.stringify({
      shoppers,
      productId: product!.id,
      flavors: ORDER_FLAVORS,
      code: ORDER_CODE,
      stock: ORDER_STOCK,
    }),
  );
}
/**
 * 100,000 published reviews (BENCH_REVIEWS) from 1,000 reviewers over the catalogue, for the
 * listing sorted by rating: product 17 has exactly 200 (its page is measured against product
 * 18's, which has none).
 */
async function prepareReviews(): Promise<void> {
  const total = Number(process.env.BENCH_REVIEWS ?? 100_000);
  const reviewers = 1000;
  const rows = await database.db
    .insert(users)
    .values(
      Array.from({ length: reviewers }, (_, i) => ({
        email: `bench-reviewer-${i}@example.com`,
        fName: 'Bench',
        lName: `Reviewer ${i}`,
        isVerified: true,
      })),
    )
    .returning({ id: users.id });
  const all = (await database.db.select({ id: products.id }).from(products)).map((p) => p.id);
  const others = all.filter((id) => id !== 17 && id !== 18);
  const review = (i: number, userId: number, productId: number) => ({
    productId,
    userId,
    rating: 1 + ((i * 31) % 5),
    title: `Review ${i}`,
    body: 'Mixes well, tastes fine, and the tub lasts a month of training.',
    lang: 'en' as const,
    flavor: 'Chocolate',
    status: 'published' as const,
  });
  const onPage = Array.from({ length: 200 }, (_, i) => review(i, rows[i]!.id, 17));
  await database.db.insert(reviews).values(onPage);
  // reviewer u's k-th review: the k-th product after u's starting point (k < 100 keeps them apart)
  for (let start = 0; start < total - 200; start += 5000) {
    const batchRows = Array.from({ length: Math.min(5000, total - 200 - start) }, (_, j) => {
      const i = start + j;
      const u = i % reviewers;
      const k = Math.floor(i / reviewers);
      return review(i, rows[u]!.id, others[(u * 97 + k) % others.length]!);
    });
    await database.db.insert(reviews).values(batchRows);
  }
}
console.log(`bench database ready in ${dataDir} with ${target} products`);
