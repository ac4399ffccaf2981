import { asc, eq } from 'drizzle-orm';
import {
  AdminProductDto,
  INCOMPLETE_FLAVOR_MESSAGE,
  missingProductFields,
  productInStock,
  REQUIRED_FIELDS_MESSAGE,
  type AdminAddFlavorInput,
  type AdminFlavorQuantityInput,
  type AdminProductInput,
  type AdminProductListQuery,
  type CompleteFlavorRow,
} from '@atlas/shared/contract/admin-products';
import { ErrorCode } from '@atlas/shared/contract/error-codes';
import { adminSearchType } from '@atlas/shared/rules/admin-search';
import { flavorStockMessages } from '@atlas/shared/contract/products';
import { egpToPiastres } from '@atlas/shared/rules/pricing';
import { foldText } from '@atlas/shared/rules/search-text';
import type { Db } from '../../db/client';
import {
  flavorMapsOf,
  productFieldsOf,
  type Catalogue,
  type StoredProduct,
} from '../../db/catalogue-read-model';
import { productFlavors, products } from '../../db/schema/index';
import { refreshProductStock } from '../../db/stock';
import { AppError } from '../../lib/app-error';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { storedMediaPath, type MediaUrl } from '../../lib/media';
import { answerCache, type AnswerCache } from '../../lib/answer-cache';
import { prepareJson, type PreparedJson } from '../../lib/prepared-json';
import {
  duplicateFlavor,
  flavorOverrides,
  keptFlavors,
  reconcileFlavors,
  sameJson,
  sentFlavorFacts,
  sentFlavorRows,
} from './admin-product-flavors';
import { searchProducts } from './admin-product-search';

type ProductRow = typeof products.$inferSelect;
type FlavorDbRow = typeof productFlavors.$inferSelect;

/** How images go in and out: stored as /media/ paths when they are ours (see storedMediaPath). */
export interface AdminMedia {
  absolute: MediaUrl;
  /** PUBLIC_URL and the address the request came to: their /media/ URLs are ours. */
  ownOrigins: readonly string[];
}

const PRODUCT_NOT_FOUND = 'Product not found';

/** Blank and repeated terms (the same once folded as search folds them) are dropped. */
function cleanSearchTerms(terms: readonly string[]): string[] {
  const seen = new Set<string>();
  return terms.filter((term) => {
    const key = foldText(term);
    if (key === '' || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function toDto(row: ProductRow, flavors: readonly FlavorDbRow[], media: MediaUrl): AdminProductDto {
  return {
    id: row.id,
    name: row.nameEn,
    nameAr: row.nameAr,
    description: row.descriptionEn,
    descriptionAr: row.descriptionAr,
    ...productFieldsOf(row, media),
    searchTerms: row.searchTerms,
    flavors: flavors.map((f) => ({
      name: f.name,
      nameAr: f.nameAr,
      quantity: f.quantity,
      image: media(f.image),
      facts: f.facts,
    })),
    facts: row.facts,
    ...flavorMapsOf(flavors, media),
  };
}

const flavorOrder = [asc(productFlavors.position), asc(productFlavors.id)];

async function flavorsOf(db: Db, productId: number): Promise<FlavorDbRow[]> {
  return db
    .select()
    .from(productFlavors)
    .where(eq(productFlavors.productId, productId))
    .orderBy(...flavorOrder);
}

/** The product row, locked for the rest of the transaction (admin writes to one product queue up). */
async function lockProduct(tx: Db, id: number): Promise<ProductRow> {
  // NO KEY UPDATE, the lock checkout's stock moves take first too (db/stock.ts)
  const [row] = await tx.select().from(products).where(eq(products.id, id)).for('no key update');
  if (!row) throw AppError.notFound(PRODUCT_NOT_FOUND);
  return row;
}

async function load(tx: Db, id: number, media: MediaUrl): Promise<AdminProductDto> {
  const [row] = await tx.select().from(products).where(eq(products.id, id));
  if (!row) throw AppError.notFound(PRODUCT_NOT_FOUND);
  return toDto(row, await flavorsOf(tx, id), media);
}

/**
 * Each product's admin JSON, made once, as the route's response schema would write it (its key
 * order too). A product belongs to one app's catalogue, so to one `media`.
 */
const productJson = new WeakMap<StoredProduct, string>();

function jsonOf(product: StoredProduct, media: MediaUrl): string {
  let json = productJson.get(product);
  if (json === undefined) {
    json = JSON.stringify(AdminProductDto.encode(toDto(product.row, product.flavors, media)));
    productJson.set(product, json);
  }
  return json;
}

/** Answers kept per catalogue list (so none outlives a change): LRU, as the read models keep theirs. */
const answers = new WeakMap<readonly StoredProduct[], AnswerCache>();
const ANSWER_LIMITS = { entries: 200, bytes: 4 * 1024 * 1024 };

/**
 * The admin list, serialized: newest first (date added, then id), searched by name, brand, category
 * or id. Answered from the catalogue read model, which holds every product as stored and has
 * applied an admin's write before the write's answer left (docs/decisions/0028).
 */
export async function adminProductListJson(
  catalogue: Catalogue,
  media: MediaUrl,
  query: AdminProductListQuery,
): Promise<PreparedJson> {
  const list = await catalogue.stored();
  let cache = answers.get(list);
  if (!cache) answers.set(list, (cache = answerCache(ANSWER_LIMITS)));
  const key = [
    adminSearchType('products', query.type),
    query.query?.trim() ?? '',
    query.page,
    query.limit,
  ].join('\u0000');
  const cached = cache.get(key);
  if (cached) return cached;
  const found = searchProducts(list, query);
  const offset = (query.page - 1) * query.limit;
  const page = found.slice(offset, offset + query.limit);
  const answer = prepareJson(`[${page.map((p) => jsonOf(p, media)).join(',')}]`, found.length);
  cache.set(key, answer);
  return answer;
}

// ---- products --------------------------------------------------------------------------------

function requireFields(input: AdminProductInput, editing: boolean): void {
  const missing = missingProductFields(input, { editing });
  if (missing.length > 0) {
    throw new AppError(
      ErrorCode.validation,
      400,
      REQUIRED_FIELDS_MESSAGE,
      Object.fromEntries(missing.map((field) => [field, REQUIRED_FIELDS_MESSAGE])),
    );
  }
}

/** POST /products/admin. */
export async function createProduct(
  db: Db,
  media: AdminMedia,
  actor: AuditActor,
  input: AdminProductInput,
  now: Date,
): Promise<AdminProductDto> {
  requireFields(input, false);
  const rows = sentFlavorRows(input, media.ownOrigins);
  const flavors = rows ? keptFlavors(rows) : [];
  const facts = input.facts ?? null;
  const overrides = flavorOverrides(
    flavors.map((f) => f.name),
    facts,
    sentFlavorFacts(input),
  );
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(products)
      .values({
        nameEn: input.name!,
        // empty: the shop shows the English text until an Arabic one is written
        nameAr: input.nameAr ?? '',
        descriptionEn: input.description!,
        descriptionAr: input.descriptionAr ?? '',
        pricePiastres: egpToPiastres(input.price!),
        discount: input.discount ?? 0,
        category: input.category!,
        brand: input.brand ?? '',
        image: storedMediaPath(input.image!, media.ownOrigins),
        availableSize: input.available_size!,
        searchTerms: cleanSearchTerms(input.searchTerms ?? []),
        expirationDate: input.expiration_date ?? null,
        isNew: input.isNew ?? false,
        isHot: input.isHot ?? false,
        inStock: productInStock(
          flavors.map((f) => f.quantity),
          input.inStock,
        ),
        quantity: input.quantity!,
        dateAdded: now,
        facts,
      })
      .returning({ id: products.id });
    const id = row!.id;
    if (flavors.length > 0) {
      await tx
        .insert(productFlavors)
        .values(
          flavors.map((f, position) => ({ ...f, productId: id, position, facts: overrides[position] })),
        );
    }
    const after = await load(tx, id, media.absolute);
    await recordAudit(tx, actor, { action: 'product.create', entity: 'product', entityId: id, after });
    return after;
  });
}

/**
 * PUT /products/admin/{id}: every product field. A field left out keeps its value (the required
 * ones are required); flavor data, when sent, becomes the product's flavors, in one transaction.
 */
export async function updateProduct(
  db: Db,
  media: AdminMedia,
  actor: AuditActor,
  id: number,
  input: AdminProductInput,
): Promise<AdminProductDto> {
  requireFields(input, true);
  const rows = sentFlavorRows(input, media.ownOrigins);
  return db.transaction(async (tx) => {
    const current = await lockProduct(tx, id);
    const currentFlavors = await flavorsOf(tx, id);
    const before = toDto(current, currentFlavors, media.absolute);
    let quantities = currentFlavors.map((f) => f.quantity);
    const facts = input.facts === undefined ? current.facts : input.facts;
    const flavors = rows ? keptFlavors(rows, currentFlavors) : currentFlavors;
    const overrides = flavorOverrides(
      flavors.map((f) => f.name),
      facts,
      sentFlavorFacts(input),
      currentFlavors,
    );
    if (rows) {
      await reconcileFlavors(
        tx,
        id,
        currentFlavors,
        flavors.map((f, i) => ({ ...(f as CompleteFlavorRow), facts: overrides[i]! })),
      );
      quantities = flavors.map((f) => f.quantity);
    } else {
      // no flavor rows sent: only the overrides may change (cleared with the product's facts)
      for (const [i, flavor] of currentFlavors.entries()) {
        if (!sameJson(flavor.facts, overrides[i]!))
          await tx
            .update(productFlavors)
            .set({ facts: overrides[i]! })
            .where(eq(productFlavors.id, flavor.id));
      }
    }
    await tx
      .update(products)
      .set({
        nameEn: input.name!,
        nameAr: input.nameAr,
        descriptionEn: input.description!,
        descriptionAr: input.descriptionAr,
        pricePiastres: egpToPiastres(input.price!),
        discount: input.discount,
        category: input.category!,
        brand: input.brand,
        image: storedMediaPath(input.image!, media.ownOrigins),
        availableSize: input.available_size!,
        searchTerms: input.searchTerms && cleanSearchTerms(input.searchTerms),
        expirationDate: input.expiration_date,
        isNew: input.isNew,
        isHot: input.isHot,
        inStock: productInStock(quantities, input.inStock, current.inStock),
        quantity: input.quantity!,
        facts,
      })
      .where(eq(products.id, id));
    const after = await load(tx, id, media.absolute);
    await recordAudit(tx, actor, {
      action: 'product.update',
      entity: 'product',
      entityId: id,
      before,
      after,
    });
    return after;
  });
}

/**
 * DELETE /products/{id}/admin. Order lines keep their snapshot (their product id becomes null);
 * cart lines, favourites and trainer links go with the product (foreign keys).
 */
export async function deleteProduct(db: Db, media: AdminMedia, actor: AuditActor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockProduct(tx, id);
    const before = toDto(row, await flavorsOf(tx, id), media.absolute);
    await tx.delete(products).where(eq(products.id, id));
    await recordAudit(tx, actor, { action: 'product.delete', entity: 'product', entityId: id, before });
  });
}

// ---- flavors ---------------------------------------------------------------------------------

const flavorRecord = (productId: number, f: Pick<FlavorDbRow, 'name' | 'nameAr' | 'quantity' | 'image'>) => ({
  productId,
  name: f.name,
  nameAr: f.nameAr,
  quantity: f.quantity,
  image: f.image,
});

function findFlavor(flavors: readonly FlavorDbRow[], name: string): FlavorDbRow {
  const match = flavors.find((f) => f.name.toLowerCase() === name.trim().toLowerCase());
  if (!match) {
    throw new AppError(ErrorCode.notFound, 404, flavorStockMessages.unknownFlavor(name), {
      flavor: 'unknown',
    });
  }
  return match;
}

/** PATCH /products/{id}/admin/flavors: sets a flavor's stock (absolute). */
export async function setFlavorQuantity(
  db: Db,
  media: AdminMedia,
  actor: AuditActor,
  id: number,
  input: AdminFlavorQuantityInput,
): Promise<AdminProductDto> {
  return db.transaction(async (tx) => {
    await lockProduct(tx, id);
    const flavor = findFlavor(await flavorsOf(tx, id), input.flavor);
    await tx.update(productFlavors).set({ quantity: input.quantity }).where(eq(productFlavors.id, flavor.id));
    await refreshProductStock(tx, id, input.quantity - flavor.quantity);
    await recordAudit(tx, actor, {
      action: 'flavor.quantity',
      entity: 'flavor',
      entityId: `${id}:${flavor.name}`,
      before: flavorRecord(id, flavor),
      after: flavorRecord(id, { ...flavor, quantity: input.quantity }),
    });
    return load(tx, id, media.absolute);
  });
}

/** DELETE /products/{id}/admin/flavor/{flavor}: the name matched case-insensitively. */
export async function deleteFlavor(
  db: Db,
  media: AdminMedia,
  actor: AuditActor,
  id: number,
  name: string,
): Promise<AdminProductDto> {
  return db.transaction(async (tx) => {
    await lockProduct(tx, id);
    const flavor = findFlavor(await flavorsOf(tx, id), name);
    await tx.delete(productFlavors).where(eq(productFlavors.id, flavor.id));
    await refreshProductStock(tx, id, -flavor.quantity);
    await recordAudit(tx, actor, {
      action: 'flavor.delete',
      entity: 'flavor',
      entityId: `${id}:${flavor.name}`,
      before: flavorRecord(id, flavor),
    });
    return load(tx, id, media.absolute);
  });
}

/** POST /products/{id}/admin/flavor. */
export async function addFlavor(
  db: Db,
  media: AdminMedia,
  actor: AuditActor,
  id: number,
  input: AdminAddFlavorInput,
): Promise<AdminProductDto> {
  const name = input.flavorName?.trim();
  const image = input.imageUrl?.trim();
  if (!name || input.quantity === undefined || !image) {
    const fields: Record<string, string> = {};
    if (!name) fields.flavorName = INCOMPLETE_FLAVOR_MESSAGE;
    if (input.quantity === undefined) fields.quantity = INCOMPLETE_FLAVOR_MESSAGE;
    if (!image) fields.imageUrl = INCOMPLETE_FLAVOR_MESSAGE;
    throw new AppError(ErrorCode.validation, 400, INCOMPLETE_FLAVOR_MESSAGE, fields);
  }
  return db.transaction(async (tx) => {
    await lockProduct(tx, id);
    const flavors = await flavorsOf(tx, id);
    if (flavors.some((f) => f.name.toLowerCase() === name.toLowerCase())) throw duplicateFlavor(name);
    const flavor = {
      name,
      nameAr: input.flavorNameAr ?? '',
      quantity: input.quantity!,
      image: storedMediaPath(image, media.ownOrigins),
    };
    const position = flavors.reduce((max, f) => Math.max(max, f.position + 1), 0);
    await tx.insert(productFlavors).values({ ...flavor, productId: id, position });
    await refreshProductStock(tx, id, flavor.quantity);
    await recordAudit(tx, actor, {
      action: 'flavor.create',
      entity: 'flavor',
      entityId: `${id}:${name}`,
      after: flavorRecord(id, flavor),
    });
    return load(tx, id, media.absolute);
  });
}
