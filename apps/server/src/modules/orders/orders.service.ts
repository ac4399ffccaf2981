import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AddressFields } from '@atlas/shared/contract/addresses';
import { ErrorCode } from '@atlas/shared/contract/error-codes';
import {
  orderMessages,
  type OrderDto,
  type PaymentMethod,
  type PlaceOrderInput,
} from '@atlas/shared/contract/orders';
import { cartTotalPiastres } from '@atlas/shared/rules/cart';
import type { Language } from '@atlas/shared/rules/locale';
import { insertAddress, findUserAddress } from '../../db/addresses';
import type { Db } from '../../db/client';
import { lockUser } from '../../db/locks';
import { withItems } from '../../db/orders';
import { loadPricedCart, type PricedCartLine } from '../../db/priced-cart';
import {
  cartItems,
  orderItems,
  orders,
  productFlavors,
  products,
  type OrderAddressSnapshot,
} from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { orderConfirmationMail } from '../../lib/mail-templates';
import type { Mailer } from '../../lib/mailer';
import type { MediaUrl } from '../../lib/media';
import { notEnoughInventory } from '../../lib/stock-errors';

export interface OrderDeps {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  media: MediaUrl;
  publicUrl: string;
}

/** What the payment step settled, written with the order. */
export interface Payment {
  method: PaymentMethod;
  status: 'pending' | 'completed';
  transactionId: string | null;
  providerOrderId: string | null;
  chargedAmount: string | null;
  chargedCurrency: string | null;
  /** The provider's shipping address, which wins over the typed one (spec 000 §4). */
  shipping: OrderAddressSnapshot | null;
}

export const cashOnDelivery: Payment = {
  method: 'cod',
  status: 'pending',
  transactionId: null,
  providerOrderId: null,
  chargedAmount: null,
  chargedCurrency: null,
  shipping: null,
};

const emptyCart = () => new AppError(ErrorCode.emptyCart, 400, orderMessages.emptyCart);

async function findOrder(db: Db, where: ReturnType<typeof and>, media: MediaUrl): Promise<OrderDto | null> {
  const rows = await db.select().from(orders).where(where);
  return rows.length ? ((await withItems(db, rows, media))[0] ?? null) : null;
}

export const orderByKey = (db: Db, userId: number, key: string, media: MediaUrl) =>
  findOrder(db, and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)), media);

export const orderByProviderId = (db: Db, providerOrderId: string, media: MediaUrl) =>
  findOrder(db, eq(orders.providerOrderId, providerOrderId), media);

/** The cart priced now; refuses an empty cart and a line above its flavor's stock. */
export async function checkoutLines(db: Db, userId: number, lang: Language): Promise<PricedCartLine[]> {
  const lines = await loadPricedCart(db, userId, lang);
  if (lines.length === 0) throw emptyCart();
  const short = lines.find((line) => line.stock < line.quantity);
  if (short) throw notEnoughInventory(short.flavor, short.stock);
  return lines;
}

/**
 * Takes the units of every line, or none: a conditional decrement per flavor inside the order's
 * transaction. Lines go in a fixed order so concurrent orders lock rows in the same order.
 */
async function takeStock(tx: Db, lines: PricedCartLine[]): Promise<void> {
  const sorted = [...lines].sort((a, b) => a.productId - b.productId || a.flavor.localeCompare(b.flavor));
  for (const line of sorted) {
    const n = line.quantity;
    if (line.hasFlavors) {
      const taken = await tx
        .update(productFlavors)
        .set({ quantity: sql`${productFlavors.quantity} - ${n}` })
        .where(
          and(
            eq(productFlavors.productId, line.productId),
            eq(productFlavors.name, line.flavor),
            sql`${productFlavors.quantity} >= ${n}`,
          ),
        )
        .returning({ left: productFlavors.quantity });
      if (taken.length === 0) throw notEnoughInventory(line.flavor, await flavorStockNow(tx, line));
      await tx
        .update(products)
        .set({
          quantity: sql`greatest(${products.quantity} - ${n}, 0)`,
          inStock: sql`exists (select 1 from ${productFlavors} f where f.product_id = ${products.id} and f.quantity > 0)`,
        })
        .where(eq(products.id, line.productId));
    } else {
      const taken = await tx
        .update(products)
        .set({ quantity: sql`${products.quantity} - ${n}`, inStock: sql`${products.quantity} - ${n} > 0` })
        .where(
          and(eq(products.id, line.productId), eq(products.inStock, true), sql`${products.quantity} >= ${n}`),
        )
        .returning({ left: products.quantity });
      if (taken.length === 0) throw notEnoughInventory(line.flavor, 0);
    }
  }
}

async function flavorStockNow(tx: Db, line: PricedCartLine): Promise<number> {
  const [row] = await tx
    .select({ quantity: productFlavors.quantity })
    .from(productFlavors)
    .where(and(eq(productFlavors.productId, line.productId), eq(productFlavors.name, line.flavor)));
  return row?.quantity ?? 0;
}

async function resolveAddress(
  tx: Db,
  userId: number,
  input: PlaceOrderInput,
): Promise<OrderAddressSnapshot | null> {
  if (input.addressId !== undefined) {
    const { id: _id, isDefault: _default, ...saved } = await findUserAddress(tx, userId, input.addressId);
    return saved;
  }
  if (!input.address) return null;
  if (input.saveAddress) await insertAddress(tx, userId, input.address, input.setDefault);
  return { ...(input.address satisfies AddressFields) };
}

/**
 * Places the order in ONE transaction: re-prices the cart from the catalogue, takes the stock,
 * writes the order with its lines and address, and empties the cart. A repeated idempotency key
 * returns the first order and changes nothing. Anything sent as a price, total or status is ignored.
 * The confirmation e-mail leaves after the commit; a mail failure never touches the order.
 */
export async function createOrder(
  deps: OrderDeps,
  userId: number,
  input: PlaceOrderInput,
  payment: Payment,
  idempotencyKey: string | undefined,
  lang: Language,
): Promise<{ order: OrderDto; replayed: boolean }> {
  const outcome = await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const { email } = await lockUser(tx, userId);
    if (idempotencyKey) {
      const existing = await orderByKey(tx, userId, idempotencyKey, deps.media);
      if (existing) return { orderId: existing.id, replayed: true };
    }
    if (payment.providerOrderId) {
      const existing = await orderByProviderId(tx, payment.providerOrderId, deps.media);
      if (existing) return { orderId: existing.id, replayed: true };
    }
    const lines = await loadPricedCart(tx, userId, lang);
    if (lines.length === 0) throw emptyCart();
    const typed = await resolveAddress(tx, userId, input);
    const address = payment.shipping ?? typed;
    const [order] = await tx
      .insert(orders)
      .values({
        userId,
        userEmail: email,
        status: 'processing',
        paymentMethod: payment.method,
        paymentStatus: payment.status,
        transactionId: payment.transactionId,
        providerOrderId: payment.providerOrderId,
        totalPiastres: cartTotalPiastres(lines),
        chargedAmount: payment.chargedAmount,
        chargedCurrency: payment.chargedCurrency,
        address,
        idempotencyKey: idempotencyKey ?? null,
        locale: lang,
      })
      .returning({ id: orders.id });
    await tx.insert(orderItems).values(
      lines.map((line) => ({
        orderId: order!.id,
        productId: line.productId,
        name: line.name,
        image: line.image,
        flavor: line.flavor,
        quantity: line.quantity,
        unitPricePiastres: line.unitPiastres,
        originalPricePiastres: line.originalPiastres,
      })),
    );
    await tx.delete(cartItems).where(eq(cartItems.userId, userId));
    // last, so the rows every shopper competes for stay locked only until the commit
    await takeStock(tx, lines);
    return { orderId: order!.id, replayed: false };
  });

  const order = (await findOrder(deps.db, eq(orders.id, outcome.orderId), deps.media))!;
  if (!outcome.replayed) sendConfirmation(deps, order, lang);
  return { order, replayed: outcome.replayed };
}

function sendConfirmation(deps: OrderDeps, order: OrderDto, lang: Language): void {
  deps.mailer
    .send(orderConfirmationMail(lang, order, `${deps.publicUrl}/profile/orders`))
    .catch((err: unknown) => deps.log.error({ err, orderId: order.id }, 'order confirmation e-mail failed'));
}
