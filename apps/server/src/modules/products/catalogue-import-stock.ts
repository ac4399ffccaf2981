import { MAX_STOCK } from '@atlas/shared/rules/admin-product';
// imports alike to the full import's: both plan and check rows with the same helpers
import type { SheetText } from './catalogue-file';
import {
  emptyPlan,
  fileRefused,
  importErrors,
  refusal,
  RowError,
  type Current,
  type Plan,
} from './catalogue-import-plan';
import { cellsOf, refuseFormulas, wholeStock } from './catalogue-import-rows';

/** The columns a stock-only file needs (a supplier's delivery): which flavor, how many. */
const STOCK_COLUMNS = ['flavor', 'quantity'] as const;

/** A stock file's plan: each product's or flavor's count set (n) or moved (+n / -n). */
export function planStock(sheet: SheetText, current: Current): Plan {
  const hasProduct = sheet.header.includes('product_id') || sheet.header.includes('name');
  if (!hasProduct || STOCK_COLUMNS.some((c) => !sheet.header.includes(c)))
    throw fileRefused('stockColumns', importErrors.stockColumns);
  const plan = emptyPlan('stock', sheet);
  const byName = new Map<string, number>();
  for (const p of current.products.values()) {
    byName.set(p.nameEn.toLowerCase(), p.id);
    if (p.nameAr) byName.set(p.nameAr.toLowerCase(), p.id);
  }
  const seen = new Map<string, number>();
  for (const row of sheet.rows) {
    try {
      if (sheet.formulaRows.has(row.line)) throw new RowError('formulaRow');
      const cells = cellsOf(sheet, row);
      refuseFormulas(cells, ['product_id', 'name', 'flavor']);
      const idText = cells.product_id ?? '';
      const id = idText ? Number(idText) : byName.get((cells.name ?? '').toLowerCase());
      if (id === undefined || !current.products.has(id))
        throw new RowError('noProduct', { value: idText || cells.name || '(none given)' });
      const product = current.products.get(id)!;
      const own = current.flavors.get(id) ?? [];
      const flavorName = cells.flavor ?? '';
      const flavor = own.find((f) => f.name.toLowerCase() === flavorName.toLowerCase());
      // productAr: the Arabic screen names the product in Arabic (empty when it has no Arabic name)
      if (own.length > 0 && !flavor)
        throw new RowError('noFlavor', {
          product: product.nameEn,
          productAr: product.nameAr,
          value: flavorName || '(none given)',
        });
      if (own.length === 0 && flavorName)
        throw new RowError('noFlavors', { product: product.nameEn, productAr: product.nameAr });
      const key = `${id}:${flavorName.toLowerCase()}`;
      if (seen.has(key)) throw new RowError('duplicateRow', { row: String(seen.get(key)) });
      seen.set(key, row.line);
      const from = flavor ? flavor.quantity : product.quantity;
      const quantity = (cells.quantity ?? '').replace(/\s/g, '');
      const relative = /^[+-]\d+$/.test(quantity);
      const to = relative ? from + Number(quantity) : wholeStock(quantity, 'quantity');
      if (to < 0) throw new RowError('belowZero', { value: `${from} ${quantity}` });
      if (to > MAX_STOCK) throw new RowError('tooLarge', { column: 'quantity', max: String(MAX_STOCK) });
      if (to === from) {
        plan.unchangedRows += 1;
        continue;
      }
      plan.changes.push({
        row: row.line,
        productId: id,
        product: product.nameEn,
        productAr: product.nameAr,
        flavor: flavor?.name ?? '',
        field: 'quantity',
        // a relative change does not depend on the count at preview: an order meanwhile still counts
        from: relative ? `${from} (${quantity})` : String(from),
        to: String(to),
      });
      plan.work.push(
        relative
          ? { kind: 'stock', productId: id, flavor: flavor?.name ?? '', add: Number(quantity) }
          : { kind: 'stock', productId: id, flavor: flavor?.name ?? '', set: to },
      );
    } catch (err) {
      if (!(err instanceof RowError)) throw err;
      plan.refusals.push(refusal(row.line, err.code, err.params));
    }
  }
  return plan;
}
