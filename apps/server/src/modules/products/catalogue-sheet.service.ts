import { asc } from 'drizzle-orm';
import {
  CATALOGUE_COLUMNS,
  CATALOGUE_NUMBER_COLUMNS,
  SEARCH_TERMS_SEPARATOR,
  type CatalogueRow,
} from '@atlas/shared/rules/catalogue-sheet';
import { flavorFacts } from '@atlas/shared/contract/supplement-facts';
import { factsCells } from '@atlas/shared/rules/catalogue-sheet-facts';
import type { Db } from '../../db/client';
import { productFlavors, products } from '../../db/schema/index';
import type { MediaUrl } from '../../lib/media';
import { sheetEgp as egp, sheetFile, type SheetFormat } from '../../lib/sheet-file';

/** Every product, oldest first, one row per flavor in the shop's order (issue 22's sheet). */
export async function catalogueRows(db: Db, media: MediaUrl): Promise<CatalogueRow[]> {
  const [all, flavors] = await Promise.all([
    db.select().from(products).orderBy(asc(products.id)),
    db
      .select()
      .from(productFlavors)
      .orderBy(asc(productFlavors.productId), asc(productFlavors.position), asc(productFlavors.id)),
  ]);
  const flavorsOf = new Map<number, (typeof flavors)[number][]>();
  for (const f of flavors) {
    const list = flavorsOf.get(f.productId);
    if (list) list.push(f);
    else flavorsOf.set(f.productId, [f]);
  }
  return all.flatMap((p) => {
    const product = {
      product_id: String(p.id),
      name: p.nameEn,
      name_ar: p.nameAr,
      description: p.descriptionEn,
      description_ar: p.descriptionAr,
      brand: p.brand,
      category: p.category,
      price: egp(p.pricePiastres),
      discount: String(p.discount),
      size: p.availableSize,
      expiration_date: p.expirationDate ?? '',
      image: p.image ? media(p.image) : '',
      search_terms: p.searchTerms.join(SEARCH_TERMS_SEPARATOR),
    };
    const own = flavorsOf.get(p.id) ?? [];
    if (own.length === 0)
      return [
        {
          ...product,
          flavor: '',
          flavor_ar: '',
          quantity: String(p.quantity),
          flavor_image: '',
          ...factsCells(p.facts),
        },
      ];
    return own.map((f) => ({
      ...product,
      // each flavor's own label: the product's with the flavor's values over it
      ...factsCells(p.facts && flavorFacts(p.facts, f.facts)),
      flavor: f.name,
      flavor_ar: f.nameAr,
      quantity: String(f.quantity),
      flavor_image: f.image ? media(f.image) : '',
    }));
  });
}

/** The sheet as a file: CSV (UTF-8 with BOM) or XLSX; text cells that could run as formulas neutralised. */
export async function catalogueFile(db: Db, media: MediaUrl, format: SheetFormat): Promise<Buffer> {
  return sheetFile(
    CATALOGUE_COLUMNS,
    await catalogueRows(db, media),
    CATALOGUE_NUMBER_COLUMNS,
    'Products',
    format,
  );
}

export function sheetFileName(format: SheetFormat, now: Date): string {
  return `atlas-catalogue-${now.toISOString().slice(0, 10)}.${format}`;
}
