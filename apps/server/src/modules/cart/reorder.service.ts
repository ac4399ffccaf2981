import { and, asc, eq, sql } from 'drizzle-orm';
import { ErrorCode } from '@atlas/shared/contract/error-codes';
import type { ReorderDto, ReorderLineDto } from '@atlas/shared/contract/reorder';
import { piastresToEgp } from '@atlas/shared/rules/pricing';
import type { Language } from '@atlas/shared/rules/locale';
import type { Db } from '../../db/client';
import { lockUser } from '../../db/locks';
import { cartItems, orderItems, orders } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { MediaUrl } from '../../lib/media';
import { getCart, lineBound, lookUpFlavor } from './cart.service';

type OrderItemRow = typeof orderItems.$inferSelect;
type LineOutcome = Omit<ReorderLineDto, 'newPrice'>;

// a signature alike in shape to other services' (db, who, what); each takes its own
/**
 * Puts a past order's lines back into the user's cart in one transaction: what is still sold
 * and in stock, added to what the cart already holds up to the line's bound. The cart is priced
 * from the catalogue as always; each line's outcome says what could not be added and why, with
 * the price paid then and the cart's price now.
 */
export async function reorder(
  db: Db,
  userId: number,
  orderId: number,
  lang: Language,
  media: MediaUrl,
): Promise<ReorderDto> {
  return db.transaction(async (tx) => {
    // one reorder or order of this user at a time: a line's room is read, then written (a cart add
    // meanwhile is bounded by the upsert below)
    await lockUser(tx, userId, 'no key update');
    const [order] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
    if (!order) throw new AppError(ErrorCode.notFound, 404, 'Order not found');
    const items = await tx
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.id));
    const outcomes: LineOutcome[] = [];
    for (const item of items) outcomes.push(await putBack(tx, userId, item, lang));
    const cart = await getCart(tx, userId, lang, media);
    return {
      lines: outcomes.map((line) => ({
        ...line,
        newPrice:
          cart.find((c) => c.productId === line.productId && c.selectedFlavor === line.flavor)?.price ?? null,
      })),
      cart,
    };
  });
}

/** One order line back into the cart, as far as the catalogue allows now. */
async function putBack(tx: Db, userId: number, item: OrderItemRow, lang: Language): Promise<LineOutcome> {
  const asOrdered: LineOutcome = {
    productId: item.productId,
    name: item.name,
    flavor: item.flavor,
    flavorLabel: item.flavorLabel || item.flavor,
    ordered: item.quantity,
    added: 0,
    reason: 'discontinued',
    available: null,
    alreadyInCart: 0,
    oldPrice: piastresToEgp(item.unitPricePiastres),
  };
  const found = item.productId === null ? null : await lookUpFlavor(tx, item.productId, item.flavor);
  if (!found || item.productId === null) return { ...asOrdered, productId: null };
  const name = lang === 'ar' ? found.product.nameAr || found.product.nameEn : found.product.nameEn;
  const { flavor } = found;
  if (!flavor) return { ...asOrdered, name, reason: 'flavor-removed' };

  const line = { ...asOrdered, name, flavor: flavor.name };
  line.flavorLabel = lang === 'ar' && flavor.nameAr ? flavor.nameAr : flavor.name;
  if (flavor.stock <= 0) return { ...line, reason: 'sold-out' };

  const where = and(
    eq(cartItems.userId, userId),
    eq(cartItems.productId, item.productId),
    eq(cartItems.flavor, flavor.name),
  );
  const [inCart] = await tx.select({ quantity: cartItems.quantity }).from(cartItems).where(where);
  const already = inCart?.quantity ?? 0;
  const bound = lineBound(flavor.stock);
  const added = Math.max(0, Math.min(item.quantity, bound - already));
  if (added > 0) {
    await tx
      .insert(cartItems)
      .values({ userId, productId: item.productId, flavor: flavor.name, quantity: added })
      .onConflictDoUpdate({
        target: [cartItems.userId, cartItems.productId, cartItems.flavor],
        // the bound holds even against a cart add that landed since the line was read
        set: { quantity: sql`least(${cartItems.quantity} + excluded.quantity, ${bound})` },
      });
  }
  return {
    ...line,
    added,
    alreadyInCart: already,
    available: bound,
    reason: added < item.quantity ? 'limited' : null,
  };
}
