import { count, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { productFlavors, products } from '../schema/index';
import { renderProductArt, type ProductArt } from '../../lib/product-art';
import type { FileStore } from '../../lib/file-store/file-store';
import { saveDemoArt } from '../../lib/demo-art-image';
import { flavorFactsIssues, ProductContent } from '@atlas/shared/content/catalogue';
import { egpToPiastres } from '@atlas/shared/rules/pricing';
import { brands, products as seedProducts, type Category, type SeedProduct } from './catalogue';
import { demoSearchTerms } from './search-terms';

const DAY_MS = 86_400_000;

const shapeOf: Record<Category, ProductArt['shape']> = {
  Protein: 'tub',
  Creatine: 'tub',
  'Pre Workout': 'tub',
  'Essential Aminos': 'tub',
  'Mass Gainers': 'tub',
  'Vitamins & Health': 'bottle',
  'Fat Burners': 'bottle',
  'Bars & Snacks': 'box',
};

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A product as the content schema reads it (facts with their defaults); a bad one stops the seed. */
function checked(product: SeedProduct): SeedProduct {
  const parsed = ProductContent.safeParse(product);
  const issues = parsed.success ? flavorFactsIssues(parsed.data) : parsed.error.issues;
  if (parsed.success && issues.length === 0) return parsed.data;
  const problems = issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
  throw new Error(`demo catalogue: ${product.name.en}: ${problems}`);
}

export async function catalogueIsEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(products);
  return Number(row?.n ?? 0) === 0;
}

/**
 * The demo catalogue: products, flavors with stock, and a generated packaging picture for every
 * product and flavor (stored under DATA_DIR/media as an uploaded photo would be). Images are written before the one short
 * transaction that inserts the rows.
 */
export async function seedDemoCatalogue(
  db: Db,
  files: FileStore,
  now = new Date(),
  /** content/products.json's products; a test may seed its own. */
  items: readonly SeedProduct[] = seedProducts,
): Promise<number> {
  const brandByName = new Map(brands.map((b) => [b.name, b]));
  const prepared = await Promise.all(
    items.map(async (item, index) => {
      const p = checked(item);
      const brand = brandByName.get(p.brand);
      if (!brand) throw new Error(`demo catalogue: unknown brand ${p.brand}`);
      const base = `demo/${String(index + 1).padStart(3, '0')}-${slug(p.name.en)}`;
      const art = {
        brand: brand.name,
        brandColor: brand.color,
        accent: brand.accent,
        product: p.name.en,
        size: p.size,
        shape: shapeOf[p.category],
      };
      const image = await saveDemoArt(files, base, renderProductArt(art));
      const flavors = await Promise.all(
        p.flavors.map(async (f, position) => ({
          name: f.name,
          nameAr: f.nameAr,
          quantity: f.quantity,
          position,
          facts: f.facts ?? null,
          image: await saveDemoArt(
            files,
            `${base}--${slug(f.name)}`,
            renderProductArt({ ...art, flavor: { name: f.name, color: f.color } }),
          ),
        })),
      );
      return { p, image, flavors };
    }),
  );

  const terms = demoSearchTerms();
  await db.transaction(async (tx) => {
    for (const { p, image, flavors } of prepared) {
      const [row] = await tx
        .insert(products)
        .values({
          nameEn: p.name.en,
          nameAr: p.name.ar,
          descriptionEn: p.description.en,
          descriptionAr: p.description.ar,
          pricePiastres: egpToPiastres(p.priceEgp),
          discount: p.discount,
          category: p.category,
          brand: p.brand,
          image,
          availableSize: p.size,
          searchTerms: terms[p.name.en] ?? [],
          expirationDate: p.expiration,
          isNew: p.isNew,
          isHot: p.isHot,
          inStock: p.flavors.some((f) => f.quantity > 0),
          quantity: p.flavors.reduce((sum, f) => sum + f.quantity, 0),
          dateAdded: new Date(now.getTime() - p.addedDaysAgo * DAY_MS),
          facts: p.facts ?? null,
        })
        .returning({ id: products.id });
      await tx.insert(productFlavors).values(flavors.map((f) => ({ ...f, productId: row!.id })));
    }
  });
  // fresh planner statistics, so the first visitors get index plans
  await db.execute(sql`analyze products, product_flavors`);
  return prepared.length;
}
