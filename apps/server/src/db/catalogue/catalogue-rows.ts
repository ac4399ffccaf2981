import { sql } from 'drizzle-orm';
import type { ProductDto } from '@atlas/shared/contract/products';
import type { FlavorFactsOverride, SupplementFacts } from '@atlas/shared/contract/supplement-facts';
import { discountedPiastres, piastresToEgp } from '@atlas/shared/rules/pricing';
import { bestSale, catalogueDiscount, offerBadge, type AutomaticOffer } from '@atlas/shared/rules/promotions';
import { languages, type Language } from '@atlas/shared/rules/locale';
import { ratingAverage } from '@atlas/shared/rules/reviews';
import type { SearchDocument } from '../../lib/search-index';
import type { MediaUrl } from '../../lib/media';
import type { Db } from '../client';
import { factsDtoFields, factsEntry, sameFactsKeys } from '../catalogue-facts';
import { productFlavors, products } from '../schema/index';
import type { Entry, FlavorRow, ProductRow, StoredProduct } from './catalogue-types';

/** A product as loaded: stored, and when it was added to the microsecond (a JavaScript Date keeps milliseconds). */
export interface LoadedProduct extends StoredProduct {
  readonly addedMicros: number;
}

/** Products (these, or all) with their flavors, by id. */
export async function fetchProducts(db: Db, ids?: readonly number[]): Promise<Map<number, LoadedProduct>> {
  // One statement, so a product and its flavors come from the same snapshot; as one JSON text,
  // which both drivers hand over several times faster than thousands of rows (PGlite parses
  // rows in JavaScript, on the event loop).
  const where = ids
    ? sql`where p.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  const result = await db.execute(sql`
    select coalesce(json_agg(t), '[]')::text as catalogue from (
      select p.*, (extract(epoch from p.date_added) * 1000000)::int8 as added_micros, (
        select coalesce(json_agg(f order by f.position, f.id), '[]')
        from ${productFlavors} f where f.product_id = p.id
      ) as flavors
      from ${products} p ${where}
    ) t`);
  const [first] = (result as unknown as { rows: { catalogue: string }[] }).rows;
  const byId = new Map<number, LoadedProduct>();
  for (const product of JSON.parse(first?.catalogue ?? '[]') as ProductJson[]) {
    byId.set(product.id, {
      row: productFromJson(product),
      flavors: product.flavors.map(flavorFromJson),
      addedMicros: product.added_micros,
    });
  }
  return byId;
}

/** A product as the read model keeps it: priced with the sales running now, ready in every language. */
export function buildEntry(loaded: LoadedProduct, offers: readonly AutomaticOffer[], media: MediaUrl): Entry {
  const { row, flavors, addedMicros } = loaded;
  const sale = bestSale(offers, { productId: row.id, category: row.category, brand: row.brand });
  const pricing = catalogueDiscount(row.discount, sale);
  const priced: PricedProduct = pricing.offer
    ? {
        ...row,
        discount: pricing.percent,
        finalPricePiastres: discountedPiastres(row.pricePiastres, pricing.percent),
      }
    : row;
  const facts = factsEntry(row.facts, flavors, priced.finalPricePiastres);
  const dto = Object.fromEntries(
    languages.map((lang) => [
      lang,
      deepFreeze({ ...toDto(priced, flavors, lang, media, pricing.offer), ...factsDtoFields(facts) }),
    ]),
  ) as Record<Language, ProductDto>;
  const searchDoc: SearchDocument = {
    id: row.id,
    names: [row.nameEn, row.nameAr],
    other: [row.brand, row.category, ...flavors.flatMap((f) => [f.name, f.nameAr]), ...row.searchTerms],
  };
  return {
    id: row.id,
    row,
    stored: { row, flavors },
    price: priced.finalPricePiastres,
    addedMicros,
    categoryKey: row.category.toLowerCase(),
    brandKey: row.brand.toLowerCase(),
    nameKey: { en: dto.en.name.toLowerCase(), ar: dto.ar.name.toLowerCase() },
    searchDoc,
    searchKey: JSON.stringify(searchDoc),
    available: dto.en.inStock && dto.en.quantity > 0,
    rating: ratingAverage(row.ratingSum, row.ratingCount),
    ratingCount: row.ratingCount,
    facts,
    dto,
    json: { en: JSON.stringify(dto.en), ar: JSON.stringify(dto.ar) },
    prepared: {},
  };
}

/** A products row with its flavors as PostgreSQL's json_agg writes them (column names, ISO times). */
interface ProductJson {
  id: number;
  name_en: string;
  name_ar: string;
  description_en: string;
  description_ar: string;
  price_piastres: number;
  discount: number;
  final_price_piastres: number;
  category: string;
  brand: string;
  image: string;
  available_size: string;
  search_terms: string[];
  expiration_date: string | null;
  is_new: boolean;
  is_hot: boolean;
  in_stock: boolean;
  quantity: number;
  date_added: string;
  added_micros: number;
  created_at: string;
  updated_at: string;
  rating_count: number;
  rating_sum: number;
  facts: SupplementFacts | null;
  flavors: FlavorJson[];
}

interface FlavorJson {
  id: number;
  product_id: number;
  name: string;
  name_ar: string;
  quantity: number;
  image: string;
  position: number;
  facts: FlavorFactsOverride | null;
  created_at: string;
}

// alike in shape to flavorFromJson below, the offer DTO and the web's facts form; each maps its own row
function productFromJson(p: ProductJson): ProductRow {
  return {
    id: p.id,
    nameEn: p.name_en,
    nameAr: p.name_ar,
    descriptionEn: p.description_en,
    descriptionAr: p.description_ar,
    pricePiastres: p.price_piastres,
    discount: p.discount,
    finalPricePiastres: p.final_price_piastres,
    category: p.category,
    brand: p.brand,
    image: p.image,
    availableSize: p.available_size,
    searchTerms: p.search_terms,
    expirationDate: p.expiration_date,
    isNew: p.is_new,
    isHot: p.is_hot,
    inStock: p.in_stock,
    quantity: p.quantity,
    dateAdded: new Date(p.date_added),
    createdAt: new Date(p.created_at),
    updatedAt: new Date(p.updated_at),
    ratingCount: p.rating_count,
    ratingSum: p.rating_sum,
    facts: p.facts,
  };
}

function flavorFromJson(f: FlavorJson): FlavorRow {
  return {
    id: f.id,
    productId: f.product_id,
    name: f.name,
    nameAr: f.name_ar,
    quantity: f.quantity,
    image: f.image,
    position: f.position,
    facts: f.facts,
    createdAt: new Date(f.created_at),
  };
}

/** Whether a reload changed anything the indexes sort or group by. */
export function sameKeys(a: Entry, b: Entry): boolean {
  return (
    a.price === b.price &&
    a.addedMicros === b.addedMicros &&
    a.rating === b.rating &&
    a.ratingCount === b.ratingCount &&
    sameFactsKeys(a.facts, b.facts) &&
    a.row.category === b.row.category &&
    a.row.brand === b.row.brand &&
    a.nameKey.en === b.nameKey.en &&
    a.nameKey.ar === b.nameKey.ar
  );
}

/** The fields the shop's view and the admin's view answer alike: price, labels and the contract's `productAttributes`. */
export function productFieldsOf(row: ProductRow, media: MediaUrl) {
  return {
    price: piastresToEgp(row.pricePiastres),
    discount: row.discount,
    discountedPrice: piastresToEgp(row.finalPricePiastres),
    category: row.category,
    brand: row.brand,
    image: media(row.image),
    available_size: row.availableSize,
    expiration_date: row.expirationDate,
    isNew: row.isNew,
    isHot: row.isHot,
    inStock: row.inStock,
    quantity: row.quantity,
    dateAdded: new Date(row.dateAdded).toISOString(),
  };
}

/** The spec's Product maps by flavor name (pictures, names, stock), which both views answer. */
export function flavorMapsOf(
  flavors: readonly Pick<FlavorRow, 'name' | 'image' | 'quantity'>[],
  media: MediaUrl,
) {
  return {
    product_images: Object.fromEntries(flavors.filter((f) => f.image).map((f) => [f.name, media(f.image)])),
    available_flavors: flavors.map((f) => f.name),
    flavor_quantity: Object.fromEntries(flavors.map((f) => [f.name, f.quantity])),
  };
}

/** A product as shoppers see it priced: its own discount, or the sale that beats it. */
type PricedProduct = ProductRow;

export function toDto(
  row: PricedProduct,
  flavors: readonly FlavorRow[],
  lang: Language,
  media: MediaUrl,
  offer: AutomaticOffer | null = null,
): ProductDto {
  return {
    id: row.id,
    name: lang === 'ar' ? row.nameAr || row.nameEn : row.nameEn,
    description: lang === 'ar' ? row.descriptionAr || row.descriptionEn : row.descriptionEn,
    ...productFieldsOf(row, media),
    ...flavorMapsOf(flavors, media),
    flavor_labels: Object.fromEntries(
      flavors.map((f) => [f.name, lang === 'ar' ? f.nameAr || f.name : f.name]),
    ),
    ...(offer ? { offer: offerBadge(offer, lang) } : {}),
    ...(row.ratingCount > 0
      ? { rating: { average: ratingAverage(row.ratingSum, row.ratingCount), count: row.ratingCount } }
      : {}),
  };
}

/** Answers are shared between requests: nobody may change them. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
