import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  flavorStockMessages,
  UNPAGED_CAP,
  type FlavorStockUpdateInput,
  type ProductDto,
  type ProductFacetsDto,
  type ProductListQuery,
} from '@atlas/shared/contract/products';
import { piastresToEgp } from '@atlas/shared/rules/pricing';
import type { Language } from '@atlas/shared/rules/locale';
import type { Db } from '../../db/client';
import { productFlavors, products } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { MediaUrl } from '../../lib/media';
import { notEnoughInventory } from '../../lib/stock-errors';

type ProductRow = typeof products.$inferSelect;
type FlavorRow = typeof productFlavors.$inferSelect;

const RELATED_LIMIT = 4;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function filters(query: ProductListQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.category) conditions.push(sql`lower(${products.category}) = lower(${query.category})`);
  if (query.brand) conditions.push(sql`lower(${products.brand}) = lower(${query.brand})`);
  if (query.minPrice !== undefined)
    conditions.push(sql`${products.finalPricePiastres} >= ${Math.round(query.minPrice * 100)}`);
  if (query.maxPrice !== undefined)
    conditions.push(sql`${products.finalPricePiastres} <= ${Math.round(query.maxPrice * 100)}`);
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    conditions.push(
      or(ilike(products.nameEn, pattern), ilike(products.nameAr, pattern), ilike(products.brand, pattern))!,
    );
  }
  return conditions.length ? and(...conditions) : undefined;
}

function ordering(sort: ProductListQuery['sort'], lang: Language): SQL[] {
  const name = lang === 'ar' ? products.nameAr : products.nameEn;
  switch (sort) {
    case 'price-asc':
      return [asc(products.finalPricePiastres), asc(products.id)];
    case 'price-desc':
      return [desc(products.finalPricePiastres), asc(products.id)];
    case 'name-asc':
      // code-point order of the lower-cased name: the same on PGlite and every PostgreSQL locale
      return [sql`lower(${name}) collate "C" asc`, asc(products.id)];
    default:
      return [desc(products.dateAdded), desc(products.id)];
  }
}

export async function listProducts(
  db: Db,
  query: ProductListQuery,
  lang: Language,
  media: MediaUrl,
): Promise<{ items: ProductDto[]; total: number }> {
  const where = filters(query);
  const limit = query.limit ?? UNPAGED_CAP;
  const offset = query.limit ? (query.page - 1) * query.limit : 0;
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(...ordering(query.sort, lang))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(products).where(where),
  ]);
  return { items: await withFlavors(db, rows, lang, media), total: Number(totalRow?.total ?? 0) };
}

export async function getProduct(db: Db, id: number, lang: Language, media: MediaUrl): Promise<ProductDto> {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  if (!row) throw AppError.notFound('Product not found');
  const [dto] = await withFlavors(db, [row], lang, media);
  return dto!;
}

/** Up to four other products of the same category, newest first. */
export async function relatedProducts(
  db: Db,
  id: number,
  lang: Language,
  media: MediaUrl,
): Promise<ProductDto[]> {
  const [product] = await db
    .select({ category: products.category })
    .from(products)
    .where(eq(products.id, id));
  if (!product) throw AppError.notFound('Product not found');
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.category, product.category), ne(products.id, id)))
    .orderBy(desc(products.dateAdded), desc(products.id))
    .limit(RELATED_LIMIT);
  return withFlavors(db, rows, lang, media);
}

export async function productFacets(db: Db): Promise<ProductFacetsDto> {
  const [categories, brands, [range]] = await Promise.all([
    db
      .select({ name: products.category, count: count() })
      .from(products)
      .groupBy(products.category)
      .orderBy(asc(products.category)),
    db
      .select({ name: products.brand, count: count() })
      .from(products)
      .groupBy(products.brand)
      .orderBy(asc(products.brand)),
    db
      .select({
        min: sql<string | null>`min(${products.finalPricePiastres})`,
        max: sql<string | null>`max(${products.finalPricePiastres})`,
      })
      .from(products),
  ]);
  return {
    categories: categories.map((c) => ({ name: c.name, count: Number(c.count) })),
    brands: brands.map((b) => ({ name: b.name, count: Number(b.count) })),
    minPrice: piastresToEgp(Number(range?.min ?? 0)),
    maxPrice: piastresToEgp(Number(range?.max ?? 0)),
  };
}

async function withFlavors(
  db: Db,
  rows: ProductRow[],
  lang: Language,
  media: MediaUrl,
): Promise<ProductDto[]> {
  if (rows.length === 0) return [];
  const flavors = await db
    .select()
    .from(productFlavors)
    .where(
      inArray(
        productFlavors.productId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(productFlavors.productId), asc(productFlavors.position), asc(productFlavors.id));
  const byProduct = new Map<number, FlavorRow[]>();
  for (const flavor of flavors) {
    const list = byProduct.get(flavor.productId) ?? [];
    list.push(flavor);
    byProduct.set(flavor.productId, list);
  }
  return rows.map((row) => toDto(row, byProduct.get(row.id) ?? [], lang, media));
}

function toDto(row: ProductRow, flavors: FlavorRow[], lang: Language, media: MediaUrl): ProductDto {
  return {
    id: row.id,
    name: lang === 'ar' ? row.nameAr || row.nameEn : row.nameEn,
    description: lang === 'ar' ? row.descriptionAr || row.descriptionEn : row.descriptionEn,
    price: piastresToEgp(row.pricePiastres),
    discount: row.discount,
    discountedPrice: piastresToEgp(row.finalPricePiastres),
    category: row.category,
    brand: row.brand,
    image: media(row.image),
    product_images: Object.fromEntries(flavors.filter((f) => f.image).map((f) => [f.name, media(f.image)])),
    available_flavors: flavors.map((f) => f.name),
    flavor_quantity: Object.fromEntries(flavors.map((f) => [f.name, f.quantity])),
    flavor_labels: Object.fromEntries(
      flavors.map((f) => [f.name, lang === 'ar' ? f.nameAr || f.name : f.name]),
    ),
    available_size: row.availableSize,
    expiration_date: row.expirationDate,
    isNew: row.isNew,
    isHot: row.isHot,
    inStock: row.inStock,
    quantity: row.quantity,
    dateAdded: new Date(row.dateAdded).toISOString(),
  };
}

/**
 * Takes units of a flavor (spec 000 §5 customer flavor stock update), now an admin tool: the
 * flavor is matched case-insensitively and the decrement is conditional, so stock never goes negative.
 */
export async function decrementFlavorStock(
  db: Db,
  id: number,
  input: FlavorStockUpdateInput,
  lang: Language,
  media: MediaUrl,
): Promise<ProductDto> {
  if (input.productId !== undefined && input.productId !== id) {
    throw AppError.badRequest('productId does not match the product in the path', { productId: 'mismatch' });
  }
  await db.transaction(async (tx) => {
    const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.id, id));
    if (!product) throw AppError.notFound('Product not found');
    const flavors = await tx
      .select({ name: productFlavors.name })
      .from(productFlavors)
      .where(eq(productFlavors.productId, id));
    if (flavors.length === 0) throw AppError.badRequest(flavorStockMessages.noFlavors, { flavor: 'none' });
    const match = flavors.find((f) => f.name.toLowerCase() === input.flavor.toLowerCase());
    if (!match)
      throw AppError.badRequest(flavorStockMessages.unknownFlavor(input.flavor), { flavor: 'unknown' });
    const taken = await tx
      .update(productFlavors)
      .set({ quantity: sql`${productFlavors.quantity} - ${input.quantity}` })
      .where(
        and(
          eq(productFlavors.productId, id),
          eq(productFlavors.name, match.name),
          sql`${productFlavors.quantity} >= ${input.quantity}`,
        ),
      )
      .returning({ left: productFlavors.quantity });
    if (taken.length === 0) throw notEnoughInventory(match.name, 0);
    await tx
      .update(products)
      .set({
        quantity: sql`greatest(${products.quantity} - ${input.quantity}, 0)`,
        inStock: sql`exists (select 1 from ${productFlavors} f where f.product_id = ${products.id} and f.quantity > 0)`,
      })
      .where(eq(products.id, id));
  });
  return getProduct(db, id, lang, media);
}
