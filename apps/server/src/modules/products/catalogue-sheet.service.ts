import { asc } from 'drizzle-orm';
import writeXlsxFile from 'write-excel-file/node';
import {
  CATALOGUE_COLUMNS,
  neutraliseCell,
  SEARCH_TERMS_SEPARATOR,
  toCsv,
  type CatalogueColumn,
  type CatalogueRow,
} from '@atlas/shared/rules/catalogue-sheet';
import type { Db } from '../../db/client';
import { productFlavors, products } from '../../db/schema/index';
import type { MediaUrl } from '../../lib/media';

export type SheetFormat = 'csv' | 'xlsx';
const NUMBER_COLUMNS = new Set<CatalogueColumn>(['product_id', 'price', 'discount', 'quantity']);

/** Money as the sheet writes it: EGP with two decimals, from whole piastres (no float on the way). */
const egp = (piastres: number) => `${Math.floor(piastres / 100)}.${String(piastres % 100).padStart(2, '0')}`;

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
      return [{ ...product, flavor: '', flavor_ar: '', quantity: String(p.quantity), flavor_image: '' }];
    return own.map((f) => ({
      ...product,
      flavor: f.name,
      flavor_ar: f.nameAr,
      quantity: String(f.quantity),
      flavor_image: f.image ? media(f.image) : '',
    }));
  });
}

/** The sheet as a file: CSV (UTF-8 with BOM) or XLSX; text cells that could run as formulas neutralised. */
export async function catalogueFile(db: Db, media: MediaUrl, format: SheetFormat): Promise<Buffer> {
  const rows = await catalogueRows(db, media);
  if (format === 'csv') {
    const cells = rows.map((row) =>
      CATALOGUE_COLUMNS.map((c) => (NUMBER_COLUMNS.has(c) ? row[c] : neutraliseCell(row[c]))),
    );
    return Buffer.from(toCsv([[...CATALOGUE_COLUMNS], ...cells]), 'utf8');
  }
  const header = CATALOGUE_COLUMNS.map((c) => ({ value: c, fontWeight: 'bold' as const }));
  const body = rows.map((row) =>
    CATALOGUE_COLUMNS.map((c) =>
      NUMBER_COLUMNS.has(c)
        ? { value: Number(row[c]), type: Number }
        : { value: neutraliseCell(row[c]), type: String },
    ),
  );
  return writeXlsxFile([header, ...body], { sheet: 'Products', stickyRowsCount: 1 }).toBuffer();
}

export function sheetFileName(format: SheetFormat, now: Date): string {
  return `atlas-catalogue-${now.toISOString().slice(0, 10)}.${format}`;
}
