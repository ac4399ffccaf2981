import { and, count, desc, eq, ilike, isNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  adminOrderMessages,
  type AdminOrderListQuery,
  type AdminOrderParams,
  type AdminOrderStatsDto,
  type AdminOrderUpdateInput,
} from '@atlas/shared/contract/admin-orders';
import { ErrorCode } from '@atlas/shared/contract/error-codes';
import { orderMessages, type OrderDto, type OrderStatus } from '@atlas/shared/contract/orders';
import { cartTotalPiastres, MAX_ORDER_TOTAL_PIASTRES } from '@atlas/shared/rules/cart';
import { withSubtotal, type OrderCharges } from '@atlas/shared/rules/delivery';
import { UNFLAVORED } from '@atlas/shared/contract/shop-constants';
import { containsPattern } from '@atlas/shared/rules/admin-search';
import type { Language } from '@atlas/shared/rules/locale';
import { AWAITING_PAYMENT, orderStats } from '@atlas/shared/rules/order-revenue';
import { canSetStatus, displayStatus } from '@atlas/shared/rules/order-status';
import type { Db } from '../../db/client';
import { withItems, type ReceiptUrl } from '../../db/orders';
import { orderItems, orders } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { recordAudit, type AuditActor } from '../../lib/audit';
import type { Mailer } from '../../lib/mailer';
import type { GuestLinks } from '../../lib/guest-links';
import type { MediaUrl } from '../../lib/media';
import type { PaymobClient } from '../../lib/payments/paymob';
import { notifyCustomer, orderLanguage } from './order-mail';
import {
  loadCatalogue,
  moveStock,
  orderItemsOf,
  releaseOrder,
  stockMoves,
  type CatalogueProduct,
  type ItemRow,
} from './order-stock';
import { addressSnapshot } from './orders.service';
import { giveMoneyBack, paymobPaymentStatusOnCancel } from './paymob-refund';

export interface AdminOrderDeps {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  media: MediaUrl;
  publicUrl: string;
  receiptUrl: ReceiptUrl;
  guestLinks: GuestLinks;
  /** Paymob, when configured: a paid Paymob order's cancel gives its money back. */
  paymob?: PaymobClient | null;
}

type OrderRow = typeof orders.$inferSelect;

const chargesOf = (row: OrderRow): OrderCharges => ({
  subtotalPiastres: row.subtotalPiastres ?? row.totalPiastres,
  discountPiastres: row.discountPiastres,
  deliveryPiastres: row.deliveryFeePiastres,
  codFeePiastres: row.codFeePiastres,
  totalPiastres: row.totalPiastres,
});

// ---- list and stats ------------------------------------------------------------------------

function searchCondition(type: AdminOrderListQuery['type'], query: string | undefined): SQL | undefined {
  if (!query) return undefined;
  switch (type ?? 'email') {
    case 'id': {
      // '#12', '0012' and '12' all mean order 12; the text prefix also finds 120, 1234, …
      const digits = query
        .replace(/^#/, '')
        .trim()
        .replace(/^0+(?=\d)/, '');
      if (!/^\d{1,10}$/.test(digits)) return sql`false`;
      return sql`${orders.id}::text like ${`${digits}%`}`;
    }
    case 'status':
      return sql`lower(${orders.status}) = ${query.toLowerCase()}`;
    case 'transactionId':
      return ilike(orders.transactionId, containsPattern(query));
    case 'email':
      return ilike(orders.userEmail, containsPattern(query));
  }
}

/** Every order, newest first (an exact id match first when searching by id), with the total count. */
export async function listAdminOrders(
  db: Db,
  media: MediaUrl,
  receiptUrl: ReceiptUrl,
  { type, query, status, page, limit }: AdminOrderListQuery,
): Promise<{ items: OrderDto[]; total: number }> {
  const where = and(searchCondition(type, query), status ? eq(orders.status, status) : undefined);
  const exactId = type === 'id' && query ? Number(query.replace(/^#/, '').trim()) : NaN;
  const order = [
    ...(Number.isInteger(exactId) && exactId > 0 && exactId <= 2_147_483_647
      ? [sql`${orders.id} = ${exactId} desc`]
      : []),
    desc(orders.createdAt),
    desc(orders.id),
  ];
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return { items: await withItems(db, rows, media, receiptUrl), total };
}

/**
 * Revenue (active, all, cancelled) and what kiosk orders still owe (awaiting), in one query:
 * integer piastre sums, EGP at the edge. An order waiting for its kiosk payment is not revenue
 * until paid (decision 0016); cash on delivery is.
 */
export async function adminOrderStats(db: Db): Promise<AdminOrderStatsDto> {
  const cancelled = sql`${orders.status} = 'cancelled'`;
  const awaiting = sql`not (${cancelled}) and ${orders.paymentStatus} = ${AWAITING_PAYMENT}`;
  const [row] = await db
    .select({
      totalOrders: sql<string>`count(*)`,
      totalPiastres: sql<string>`coalesce(sum(${orders.totalPiastres}), 0)`,
      activePiastres: sql<string>`coalesce(sum(${orders.totalPiastres}) filter (where not (${cancelled}) and ${orders.paymentStatus} <> ${AWAITING_PAYMENT}), 0)`,
      awaitingPiastres: sql<string>`coalesce(sum(${orders.totalPiastres}) filter (where ${awaiting}), 0)`,
      awaitingOrders: sql<string>`count(*) filter (where ${awaiting})`,
      cancelledPiastres: sql<string>`coalesce(sum(${orders.totalPiastres}) filter (where ${cancelled}), 0)`,
      cancelledOrders: sql<string>`count(*) filter (where ${cancelled})`,
    })
    .from(orders);
  // both drivers answer count and sum(integer) (bigint) as strings
  return orderStats({
    totalOrders: Number(row?.totalOrders ?? 0),
    totalPiastres: Number(row?.totalPiastres ?? 0),
    activePiastres: Number(row?.activePiastres ?? 0),
    awaitingPiastres: Number(row?.awaitingPiastres ?? 0),
    awaitingOrders: Number(row?.awaitingOrders ?? 0),
    cancelledPiastres: Number(row?.cancelledPiastres ?? 0),
    cancelledOrders: Number(row?.cancelledOrders ?? 0),
  });
}

// ---- edit and cancel ------------------------------------------------------------------------------

/** Locks the order row for the rest of the transaction, so edits and cancels of it run one at a time. */
async function lockOrder(tx: Db, { userId, orderId }: AdminOrderParams): Promise<OrderRow> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), userId === 0 ? isNull(orders.userId) : eq(orders.userId, userId)))
    .for('update');
  if (!row) throw AppError.notFound(adminOrderMessages.notFound);
  if (row.status === 'cancelled')
    throw new AppError(ErrorCode.orderCancelled, 409, adminOrderMessages.cancelled);
  return row;
}

async function orderSnapshot(tx: Db, orderId: number, deps: Pick<AdminOrderDeps, 'media' | 'receiptUrl'>) {
  const rows = await tx.select().from(orders).where(eq(orders.id, orderId));
  return (await withItems(tx, rows, deps.media, deps.receiptUrl))[0]!;
}

/** The order after an admin's change, recorded in the audit log beside how it was before. */
async function auditedOrderChange(
  tx: Db,
  actor: AuditActor,
  action: 'order.update' | 'order.cancel',
  before: OrderDto,
  deps: Pick<AdminOrderDeps, 'media' | 'receiptUrl'>,
): Promise<OrderDto> {
  const after = await orderSnapshot(tx, before.id, deps);
  await recordAudit(tx, actor, { action, entity: 'order', entityId: before.id, before, after });
  return after;
}

const lineKey = (productId: number | null, flavor: string, name: string) =>
  productId ? `p:${productId}:${flavor}` : `gone:${name}:${flavor}`;

interface NewLine {
  key: string;
  productId: number | null;
  flavor: string;
  /** The flavor in the order's language ('' = its key). */
  flavorLabel: string;
  name: string;
  image: string;
  quantity: number;
  unitPiastres: number;
  originalPiastres: number;
  /** Where the row came from in the request, for error fields. */
  index: number;
}

/**
 * Turns the admin's rows into the order's new lines: a (product, flavor) already on the order
 * keeps its name and paid price; another flavor of a product on the order keeps that product's
 * paid price; a product new to the order is priced from the catalogue now. Client prices and
 * names are ignored. Rows of the same (product, flavor) are merged.
 */
function planLines(
  input: AdminOrderUpdateInput['products'],
  oldItems: ItemRow[],
  catalogue: Map<number, CatalogueProduct>,
  lang: Language,
): NewLine[] {
  const fields: Record<string, string> = {};
  const oldByKey = new Map(oldItems.map((item) => [lineKey(item.productId, item.flavor, item.name), item]));
  const paidByProduct = new Map<number, ItemRow>();
  for (const item of oldItems)
    if (item.productId && !paidByProduct.has(item.productId)) paidByProduct.set(item.productId, item);
  const lines = new Map<string, NewLine>();

  input.forEach((row, index) => {
    const at = `products.${index}`;
    const product = row.productId > 0 ? catalogue.get(row.productId) : undefined;
    // the catalogue spells the flavor; an unknown one may still be a line already on the order
    const flavor =
      (product?.flavors.size ? product.flavors.get(row.flavor.toLowerCase())?.name : undefined) ??
      (product && product.flavors.size === 0 && row.flavor.toLowerCase() === UNFLAVORED.toLowerCase()
        ? UNFLAVORED
        : row.flavor);
    const key = lineKey(row.productId || null, flavor, row.name);
    const merged = lines.get(key);
    if (merged) {
      merged.quantity += row.quantity;
      return;
    }
    const kept = oldByKey.get(key);
    if (kept) {
      lines.set(key, {
        key,
        productId: kept.productId,
        flavor: kept.flavor,
        flavorLabel: kept.flavorLabel,
        name: kept.name,
        image: kept.image,
        quantity: row.quantity,
        unitPiastres: kept.unitPricePiastres,
        originalPiastres: kept.originalPricePiastres,
        index,
      });
      return;
    }
    if (!product) {
      fields[`${at}.productId`] = adminOrderMessages.productGone;
      return;
    }
    const flavorRow = product.flavors.get(flavor.toLowerCase());
    if (product.flavors.size > 0 ? !flavorRow : flavor !== UNFLAVORED) {
      fields[`${at}.flavor`] = adminOrderMessages.unknownFlavor(row.flavor);
      return;
    }
    const paid = paidByProduct.get(row.productId);
    lines.set(key, {
      key,
      productId: row.productId,
      flavor,
      flavorLabel: lang === 'ar' ? (flavorRow?.nameAr ?? '') : '',
      name: paid?.name ?? (lang === 'ar' ? product.nameAr || product.nameEn : product.nameEn),
      image: flavorRow?.image || product.image,
      quantity: row.quantity,
      unitPiastres: paid?.unitPricePiastres ?? product.finalPricePiastres,
      originalPiastres: paid?.originalPricePiastres ?? product.pricePiastres,
      index,
    });
  });

  for (const line of lines.values()) {
    const before = oldByKey.get(line.key);
    if (line.productId === null && before && line.quantity > before.quantity) {
      fields[`products.${line.index}.quantity`] = adminOrderMessages.goneLineGrows;
    }
  }
  const first = Object.values(fields)[0];
  if (first) throw new AppError(ErrorCode.validation, 400, first, fields);
  return [...lines.values()];
}

/**
 * The admin's order edit, in ONE transaction with the order row locked: the lines are re-priced
 * as `planLines` says, the stock of every changed (product, flavor) moves by its difference
 * (never overselling), the total is recomputed, the address and status replaced, and the change
 * audited. The customer is e-mailed (through the outbox) when the status changed.
 */
export async function updateAdminOrder(
  deps: AdminOrderDeps,
  actor: AuditActor,
  params: AdminOrderParams,
  input: AdminOrderUpdateInput,
): Promise<OrderDto> {
  if (input.products.length === 0) {
    throw new AppError(ErrorCode.validation, 400, adminOrderMessages.noProducts, {
      products: adminOrderMessages.noProducts,
    });
  }
  const outcome = await deps.db.transaction(async (tx) => {
    const row = await lockOrder(tx, params);
    // the shopper was asked to pay this order's total at a kiosk: it stays as asked until paid
    if (row.paymentStatus === 'awaiting')
      throw new AppError(ErrorCode.orderAwaitingPayment, 409, adminOrderMessages.awaitingPayment);
    const from = displayStatus(row.status);
    if (!canSetStatus(from, input.status)) {
      throw new AppError(ErrorCode.validation, 400, adminOrderMessages.stillProcessing, {
        status: adminOrderMessages.stillProcessing,
      });
    }
    const oldItems = await orderItemsOf(tx, row.id);
    const before = (await withItems(tx, [row], deps.media, deps.receiptUrl))[0]!;
    const lang = orderLanguage(row);
    const catalogue = await loadCatalogue(tx, [
      ...input.products.map((p) => p.productId),
      ...oldItems.map((item) => item.productId ?? 0),
    ]);
    const lines = planLines(input.products, oldItems, catalogue, lang);
    await moveStock(tx, stockMoves(oldItems, lines), catalogue);

    await tx.delete(orderItems).where(eq(orderItems.orderId, row.id));
    await tx.insert(orderItems).values(
      lines.map((line) => ({
        orderId: row.id,
        productId: line.productId,
        name: line.name,
        image: line.image,
        flavor: line.flavor,
        flavorLabel: line.flavorLabel,
        quantity: line.quantity,
        unitPricePiastres: line.unitPiastres,
        originalPricePiastres: line.originalPiastres,
      })),
    );
    const fullName = row.address?.fullName;
    // the fees stay as agreed when the order was placed; the items and so the total follow the edit
    const charges = withSubtotal(chargesOf(row), cartTotalPiastres(lines));
    if (charges.totalPiastres > MAX_ORDER_TOTAL_PIASTRES)
      throw AppError.badRequest(orderMessages.totalTooLarge);
    await tx
      .update(orders)
      .set({
        status: input.status,
        address: { ...addressSnapshot(input.address), ...(fullName ? { fullName } : {}) },
        subtotalPiastres: charges.subtotalPiastres,
        discountPiastres: charges.discountPiastres,
        totalPiastres: charges.totalPiastres,
      })
      .where(eq(orders.id, row.id));
    const after = await auditedOrderChange(tx, actor, 'order.update', before, deps);
    const statusChanged = from !== input.status;
    if (statusChanged) await notifyCustomer(deps, tx, after, lang);
    return { order: after, statusChanged };
  });
  if (outcome.statusChanged) deps.mailer.kick();
  return outcome.order;
}

/**
 * Cancels the order and returns the stock of every line in the same transaction (a line whose
 * product or flavor is gone is skipped). The row lock makes a second cancel wait and then see
 * 'cancelled' (409), so stock is never returned twice. A paid Paymob order's money is given back
 * first (paymob-refund.ts); PayPal payments are not refunded here.
 */
export async function cancelAdminOrder(
  deps: AdminOrderDeps,
  actor: AuditActor,
  params: AdminOrderParams,
): Promise<OrderDto> {
  // outside the transaction: Paymob is never called while rows are locked
  const moneyBack = await giveMoneyBack({ ...deps, paymob: deps.paymob ?? null }, params);
  const outcome = await deps.db.transaction(async (tx) => {
    const row = await lockOrder(tx, params);
    const before = (await withItems(tx, [row], deps.media, deps.receiptUrl))[0]!;
    await releaseOrder(tx, row.id);
    const status: OrderStatus = 'cancelled';
    const paymentStatus = await paymobPaymentStatusOnCancel(tx, row.id, moneyBack);
    await tx
      .update(orders)
      .set({ status, ...(paymentStatus ? { paymentStatus } : {}) })
      .where(eq(orders.id, row.id));
    const after = await auditedOrderChange(tx, actor, 'order.cancel', before, deps);
    await notifyCustomer(deps, tx, after, orderLanguage(row));
    return after;
  });
  deps.mailer.kick();
  return outcome;
}
