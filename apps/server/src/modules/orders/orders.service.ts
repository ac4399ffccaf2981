import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AddressFields } from '@atlas/shared/contract/addresses';
import { ErrorCode } from '@atlas/shared/contract/error-codes';
import { guestAccountLink, guestOrderLink } from '@atlas/shared/contract/guest';
import {
  orderMessages,
  type OrderDto,
  type PaymentMethod,
  type PlaceOrderInput,
} from '@atlas/shared/contract/orders';
import type { Language } from '@atlas/shared/rules/locale';
import { insertAddress, findUserAddress } from '../../db/addresses';
import { codeForOrder, couponRefused, dropCartCode } from '../../db/cart-code';
import type { Db } from '../../db/client';
import { lockUser } from '../../db/locks';
import { withItems, type ReceiptUrl } from '../../db/orders';
import { loadPricedCart, type PricedCartLine } from '../../db/priced-cart';
import { scheduleReorderReminder } from '../../db/reorder-reminders';
import { takeCouponUse } from '../../db/promotions';
import { cartItems, orderItems, orders, type OrderAddressSnapshot } from '../../db/schema/index';
import { takeUnits } from '../../db/stock';
import { AppError } from '../../lib/app-error';
import { orderConfirmationMail } from '../../lib/mail-templates/order-confirmation-mail';
import type { GuestLinks } from '../../lib/guest-links';
import type { Mailer } from '../../lib/mailer';
import type { MediaUrl } from '../../lib/media';
import { notEnoughInventory } from '../../lib/stock-errors';
import { governorateOf, priceOrder, type PricedOrder } from './order-charges';
import { holdCaptureForOrder } from './paypal-reconcile';

export interface OrderDeps {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  media: MediaUrl;
  publicUrl: string;
  now: () => Date;
  /** Signs the address of an order's receipt (lib/receipt-links.ts). */
  receiptUrl: (orderId: number) => string;
  /** Signs and checks a guest's order and account links (lib/guest-links.ts). */
  guestLinks: GuestLinks;
}

/** Who an order is for: an account, or a guest (no account) with the contact they gave. */
export type Orderer =
  { userId: number; email: string } | { guest: { fullName: string; mobile: string }; email: string };

/**
 * Where an order's e-mails send its customer: a guest order (no account holds it) to its own
 * signed page, any other to the account's orders.
 */
export function followUrl(deps: Pick<OrderDeps, 'publicUrl' | 'guestLinks'>, order: OrderDto): string {
  return order.guest && order.userId === 0
    ? `${deps.publicUrl}${guestOrderLink(order.id, deps.guestLinks.orderToken(order.id))}`
    : `${deps.publicUrl}/profile/orders`;
}

/** What the payment step settled, written with the order. */
export interface Payment {
  method: PaymentMethod;
  /** pending: cash on delivery; awaiting: a kiosk reference not paid yet; completed: paid. */
  status: 'pending' | 'awaiting' | 'completed';
  transactionId: string | null;
  providerOrderId: string | null;
  chargedAmount: string | null;
  chargedCurrency: string | null;
  /** The provider's shipping address (PayPal's), kept for the order when the shopper gave none at checkout. */
  shipping: OrderAddressSnapshot | null;
  /** What the provider was asked to charge: the order's total must still be exactly this. */
  expectedTotalPiastres?: number;
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

async function findOrder(
  db: Db,
  where: ReturnType<typeof and>,
  media: MediaUrl,
  receiptUrl: ReceiptUrl,
): Promise<OrderDto | null> {
  const rows = await db.select().from(orders).where(where);
  return rows.length ? ((await withItems(db, rows, media, receiptUrl))[0] ?? null) : null;
}

export const orderByKey = (
  deps: Pick<OrderDeps, 'db' | 'media' | 'receiptUrl'>,
  userId: number,
  key: string,
) =>
  findOrder(
    deps.db,
    and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)),
    deps.media,
    deps.receiptUrl,
  );

export const orderByProviderId = (
  deps: Pick<OrderDeps, 'db' | 'media' | 'receiptUrl'>,
  providerOrderId: string,
) => findOrder(deps.db, eq(orders.providerOrderId, providerOrderId), deps.media, deps.receiptUrl);

/** The cart priced now; refuses an empty cart and a line above its flavor's stock. */
export async function checkoutLines(
  db: Db,
  userId: number,
  lang: Language,
  now: Date,
): Promise<PricedCartLine[]> {
  const lines = await loadPricedCart(db, userId, lang, now);
  if (lines.length === 0) throw emptyCart();
  const short = lines.find((line) => line.stock < line.quantity);
  if (short) throw notEnoughInventory(short.flavor, short.stock);
  return lines;
}

async function resolveAddress(
  tx: Db,
  userId: number,
  input: Pick<PlaceOrderInput, 'addressId' | 'address'> &
    Partial<Pick<PlaceOrderInput, 'saveAddress' | 'setDefault'>>,
): Promise<OrderAddressSnapshot | null> {
  if (input.addressId !== undefined)
    return addressSnapshot(await findUserAddress(tx, userId, input.addressId));
  if (!input.address) return null;
  if (input.saveAddress)
    return addressSnapshot(await insertAddress(tx, userId, input.address, input.setDefault ?? false));
  return addressSnapshot(input.address);
}

/** An address as an order keeps it, with the governorate it names when it was not chosen. */
export function addressSnapshot(
  address: Omit<AddressFields, 'governorate'> & { governorate?: string | null },
): OrderAddressSnapshot {
  const { street, city, state, zipCode, country } = address;
  const governorate = governorateOf(address);
  return { street, city, state, zipCode, country, ...(governorate ? { governorate } : {}) };
}

/**
 * What an order for this cart (with the code on it) costs delivered to the address named (saved
 * or typed; none: the default zone) and paid by `method`, priced now: what a provider is asked to
 * charge. A code on the cart that does not apply refuses (409) as placing the order would.
 */
export async function quoteCheckout(
  deps: OrderDeps,
  userId: number,
  lines: readonly PricedCartLine[],
  input: Pick<PlaceOrderInput, 'addressId' | 'address'>,
  method: PaymentMethod,
): Promise<PricedOrder> {
  const address = await resolveAddress(deps.db, userId, {
    addressId: input.addressId,
    address: input.address,
  });
  const now = deps.now();
  return priceOrder(deps.db, lines, address, method, now, await codeForOrder(deps.db, userId, lines, now));
}

/** What an order line is written from: a cart line priced now, or one priced when a payment began. */
export type OrderLine = Pick<
  PricedCartLine,
  'productId' | 'name' | 'image' | 'flavor' | 'hasFlavors' | 'quantity' | 'unitPiastres' | 'originalPiastres'
> &
  Partial<Pick<PricedCartLine, 'flavorLabel'>>;

/**
 * Inside the caller's transaction: writes the order and its lines, schedules a shopper's reorder
 * reminder (db/reorder-reminders.ts), queues the confirmation e-mail and takes the stock (last, so
 * the rows every shopper competes for stay locked only until the commit; a line above its stock
 * throws and the caller's transaction rolls back).
 */
export async function insertOrder(
  deps: OrderDeps,
  tx: Db,
  o: {
    orderer: Orderer;
    lines: readonly OrderLine[];
    address: OrderAddressSnapshot | null;
    payment: Payment;
    priced: PricedOrder;
    idempotencyKey?: string;
    lang: Language;
    paymentReference?: string;
    payBy?: Date;
    /** The code was checked for this shopper in this transaction, under their row lock. */
    couponChecked?: boolean;
  },
): Promise<OrderDto> {
  const [order] = await tx
    .insert(orders)
    .values({
      userId: 'userId' in o.orderer ? o.orderer.userId : null,
      userEmail: o.orderer.email,
      guestName: 'guest' in o.orderer ? o.orderer.guest.fullName : null,
      guestMobile: 'guest' in o.orderer ? o.orderer.guest.mobile : null,
      status: 'processing',
      paymentMethod: o.payment.method,
      paymentStatus: o.payment.status,
      transactionId: o.payment.transactionId,
      providerOrderId: o.payment.providerOrderId,
      subtotalPiastres: o.priced.charges.subtotalPiastres,
      discountPiastres: o.priced.charges.discountPiastres,
      deliveryFeePiastres: o.priced.charges.deliveryPiastres,
      codFeePiastres: o.priced.charges.codFeePiastres,
      totalPiastres: o.priced.charges.totalPiastres,
      delivery: o.priced.delivery,
      chargedAmount: o.payment.chargedAmount,
      chargedCurrency: o.payment.chargedCurrency,
      address: o.address,
      idempotencyKey: o.idempotencyKey ?? null,
      locale: o.lang,
      paymentReference: o.paymentReference ?? null,
      payBy: o.payBy ?? null,
      couponCode: o.priced.coupon?.code ?? null,
    })
    .returning({ id: orders.id });
  await tx.insert(orderItems).values(
    o.lines.map((line) => ({
      orderId: order!.id,
      productId: line.productId,
      name: line.name,
      image: line.image,
      flavor: line.flavor,
      flavorLabel: line.flavorLabel && line.flavorLabel !== line.flavor ? line.flavorLabel : '',
      quantity: line.quantity,
      unitPricePiastres: line.unitPiastres,
      originalPricePiastres: line.originalPiastres,
    })),
  );
  if ('userId' in o.orderer) {
    await scheduleReorderReminder(tx, {
      orderId: order!.id,
      userId: o.orderer.userId,
      placedAt: deps.now(),
      lines: o.lines,
    });
  }
  const placed = (await findOrder(tx, eq(orders.id, order!.id), deps.media, deps.receiptUrl))!;
  if (o.priced.coupon) {
    const refused = await takeCouponUse(
      tx,
      {
        couponId: o.priced.coupon.id,
        orderId: order!.id,
        shopper:
          'userId' in o.orderer
            ? { userId: o.orderer.userId }
            : { guest: { email: o.orderer.email, mobile: o.orderer.guest.mobile } },
        savedPiastres: o.priced.coupon.savedPiastres,
      },
      o.couponChecked,
    );
    // the caller's transaction rolls back: no order, the cart and its code stay as they were
    if (refused) throw couponRefused(refused, 409);
  }
  const receipt = `${deps.publicUrl}${deps.receiptUrl(placed.id)}`;
  await deps.mailer.enqueue(
    tx,
    'guest' in o.orderer
      ? orderConfirmationMail(
          o.lang,
          placed,
          followUrl(deps, placed),
          receipt,
          `${deps.publicUrl}${guestAccountLink(deps.guestLinks.accountToken(o.orderer.email, deps.now()))}`,
        )
      : orderConfirmationMail(o.lang, placed, followUrl(deps, placed), receipt),
  );
  await takeUnits(tx, o.lines);
  return placed;
}

/**
 * Places the order in ONE transaction: re-prices the cart from the catalogue, takes the stock,
 * writes the order with its lines and address, and empties the cart. A repeated idempotency key
 * returns the first order and changes nothing. Anything sent as a price, total or status is ignored.
 * The confirmation e-mail is written to the outbox in the same transaction and leaves after
 * the commit; a mail failure never touches the order, and a crash never loses the e-mail.
 */
export async function createOrder(
  deps: OrderDeps,
  userId: number,
  input: PlaceOrderInput,
  payment: Payment,
  idempotencyKey: string | undefined,
  lang: Language,
): Promise<{ order: OrderDto; replayed: boolean }> {
  const outcome = await deps.db.transaction(async (tx) => {
    const { email } = await lockUser(tx, userId);
    if (idempotencyKey) {
      const existing = await orderByKey({ ...deps, db: tx }, userId, idempotencyKey);
      if (existing) return { order: existing, replayed: true };
    }
    if (payment.providerOrderId) {
      await holdCaptureForOrder(tx, payment.providerOrderId);
      const existing = await orderByProviderId({ ...deps, db: tx }, payment.providerOrderId);
      if (existing) return { order: existing, replayed: true };
    }
    const now = deps.now();
    const lines = await loadPricedCart(tx, userId, lang, now);
    if (lines.length === 0) throw emptyCart();
    const typed = await resolveAddress(tx, userId, input);
    // delivery is priced for the address chosen here (a provider's own is known only after it charged)
    const code = await codeForOrder(tx, userId, lines, now);
    const priced = await priceOrder(tx, lines, typed, payment.method, now, code);
    if (
      payment.expectedTotalPiastres !== undefined &&
      priced.charges.totalPiastres !== payment.expectedTotalPiastres
    ) {
      // the cart or the delivery settings changed while the provider was charging: refunded by the caller
      throw new AppError(ErrorCode.paymentFailed, 409, orderMessages.paymentError);
    }
    const placed = await insertOrder(deps, tx, {
      orderer: { userId, email },
      lines,
      address: typed ?? payment.shipping,
      payment,
      priced,
      idempotencyKey,
      lang,
      couponChecked: true,
    });
    await tx.delete(cartItems).where(eq(cartItems.userId, userId));
    if (code) await dropCartCode(tx, userId);
    return { order: placed, replayed: false };
  });

  if (!outcome.replayed) deps.mailer.kick();
  return outcome;
}
