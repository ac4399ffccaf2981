import { and, eq, isNotNull } from 'drizzle-orm';
import type { AddressFields } from '@atlas/shared/contract/addresses';
import { ErrorCode } from '@atlas/shared/contract/error-codes';
import {
  guestMessages,
  type GuestContactInput,
  type GuestLineInput,
  type GuestLookupInput,
  type GuestOrderDto,
  type GuestOrderInput,
  type GuestQuoteDto,
  type GuestQuoteInput,
} from '@atlas/shared/contract/guest';
import { orderMessages, type OrderDto } from '@atlas/shared/contract/orders';
import { couponMessages, type CartCodeDto } from '@atlas/shared/contract/promotions';
import { cartTotalPiastres, MAX_ORDER_TOTAL_PIASTRES } from '@atlas/shared/rules/cart';
import { normalizeEmail } from '@atlas/shared/rules/credentials';
import { isEmailContact, mobileKey } from '@atlas/shared/rules/guest';
import type { Language } from '@atlas/shared/rules/locale';
import { piastresToEgp } from '@atlas/shared/rules/pricing';
import { COUPON_CODE_PATTERN } from '@atlas/shared/rules/promotions';
import { appliedCode, couponRefused, evaluateCode, toCartCodeDto, type CartCode } from '../../db/cart-code';
import type { Db } from '../../db/client';
import { deliveryQuoteDto, loadDeliveryConfig, priceDelivery } from '../../db/delivery';
import { lockGuest } from '../../db/locks';
import { withItems } from '../../db/orders';
import { priceLines, toCartItemDto, type PricedCartLine } from '../../db/priced-cart';
import { couponByCode, type Shopper } from '../../db/promotions';
import { orders, type OrderAddressSnapshot } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { sameHash } from '../../lib/secrets';
import { notEnoughInventory } from '../../lib/stock-errors';
import { governorateOf, priceOrder, type PricedOrder } from './order-charges';
import {
  addressSnapshot,
  insertOrder,
  orderByProviderId,
  type OrderDeps,
  type Payment,
} from './orders.service';
import { holdCaptureForOrder } from './paypal-reconcile';

type Unavailable = GuestQuoteDto['unavailable'][number];

/** A visitor's browser cart priced now, and the lines that cannot be bought any more. */
export async function priceGuestLines(
  db: Db,
  items: readonly GuestLineInput[],
  lang: Language,
  now: Date,
): Promise<{ lines: PricedCartLine[]; unavailable: Unavailable[] }> {
  const priced = await priceLines(
    db,
    items.map((i) => ({ productId: i.productId, flavor: i.selectedFlavor, quantity: i.quantity })),
    lang,
    now,
  );
  const lines: PricedCartLine[] = [];
  const unavailable: Unavailable[] = [];
  priced.forEach((p, i) => {
    const { productId, selectedFlavor } = items[i]!;
    if (!p) unavailable.push({ productId, selectedFlavor, reason: 'product-gone' });
    else if (p.flavorGone) unavailable.push({ productId, selectedFlavor, reason: 'flavor-gone' });
    else lines.push(p.line);
  });
  return { lines, unavailable };
}

/** The guest as a code's per-shopper rules know them: the e-mail and mobile on their orders. */
const guestShopper = (email: string | undefined, mobile: string | null): Shopper => ({
  guest: email ? { email, mobile } : null,
});

/** A code a guest typed and what it does for these lines: 'unknown' when no such code runs. */
async function guestCode(
  db: Db,
  code: string,
  shopper: Shopper,
  lines: readonly PricedCartLine[],
  now: Date,
): Promise<CartCode | 'unknown'> {
  const coupon = COUPON_CODE_PATTERN.test(code) ? await couponByCode(db, code) : undefined;
  if (!coupon) return 'unknown';
  return { coupon, result: await evaluateCode(db, coupon, shopper, lines, now) };
}

const unknownCodeDto = (code: string): CartCodeDto => ({
  code,
  discount: 0,
  freeDelivery: false,
  refusal: { reason: 'unknown', message: couponMessages.unknown },
  minSubtotal: null,
});

/**
 * POST /guest/quote: the browser's lines priced as a shopper's cart is (offers, tiers), the code
 * typed, and delivery by the address's governorate (or the one named; else the default zone).
 */
export async function quoteGuest(
  deps: OrderDeps,
  input: GuestQuoteInput,
  lang: Language,
): Promise<GuestQuoteDto> {
  const now = deps.now();
  const { lines, unavailable } = await priceGuestLines(deps.db, input.items, lang, now);
  const found = input.code
    ? await guestCode(deps.db, input.code, guestShopper(input.email, null), lines, now)
    : null;
  const applied = found && found !== 'unknown' && found.result.ok ? appliedCode(found) : null;
  const config = await loadDeliveryConfig(deps.db);
  const subtotalPiastres = cartTotalPiastres(lines);
  const discountPiastres = applied?.discountPiastres ?? 0;
  const priced = priceDelivery(config, {
    subtotalPiastres,
    discountPiastres,
    freeDelivery: applied?.freeDelivery ?? false,
    governorate: input.address ? governorateOf(input.address) : (input.governorate ?? null),
    method: input.paymentMethod,
    now,
  });
  const codeRefused = found === 'unknown' || (found !== null && !found.result.ok);
  return {
    items: lines.map((line) => toCartItemDto(line, lang, deps.media)),
    unavailable,
    code: found === null ? null : found === 'unknown' ? unknownCodeDto(input.code!) : toCartCodeDto(found),
    delivery: deliveryQuoteDto(config, priced, subtotalPiastres - discountPiastres, lang),
    subtotal: piastresToEgp(subtotalPiastres),
    discount: piastresToEgp(discountPiastres),
    total: piastresToEgp(priced.charges.totalPiastres),
    canPlace:
      lines.length > 0 &&
      unavailable.length === 0 &&
      lines.every((line) => line.stock >= line.quantity) &&
      !codeRefused &&
      priced.zone.enabled &&
      priced.charges.totalPiastres <= MAX_ORDER_TOTAL_PIASTRES,
  };
}

/** A guest's contact as an order keeps it: the e-mail normalised, the mobile as its national digits. */
export function guestContact(contact: GuestContactInput) {
  return {
    fullName: contact.fullName,
    email: normalizeEmail(contact.email),
    mobile: mobileKey(contact.mobile),
  };
}
export type GuestContact = ReturnType<typeof guestContact>;

/** The address an order keeps, with the guest's name on it (there is no account to name them). */
export const guestAddress = (address: AddressFields, contact: GuestContact): OrderAddressSnapshot => ({
  ...addressSnapshot(address),
  fullName: contact.fullName,
});

/**
 * Prices a guest's order inside `tx` (under lockGuest): every line must still exist, a code typed
 * must apply for this guest (409 with its reason otherwise), delivery by the address.
 */
export async function priceGuestOrder(
  tx: Db,
  o: {
    items: readonly GuestLineInput[];
    code?: string;
    contact: GuestContact;
    address: OrderAddressSnapshot;
  },
  method: string,
  lang: Language,
  now: Date,
): Promise<{ lines: PricedCartLine[]; priced: PricedOrder }> {
  const { lines, unavailable } = await priceGuestLines(tx, o.items, lang, now);
  const gone = unavailable[0];
  if (gone) throw notEnoughInventory(gone.selectedFlavor, 0);
  const found = o.code
    ? await guestCode(tx, o.code, guestShopper(o.contact.email, o.contact.mobile), lines, now)
    : null;
  if (found === 'unknown') throw couponRefused('unknown', 409);
  const code = found ? appliedCode(found) : null;
  return { lines, priced: await priceOrder(tx, lines, o.address, method, now, code) };
}

/**
 * A guest's lines priced for an online payment before the provider is asked (PayPal, Paymob):
 * as their order will be, and refused when a line is above its stock, so no payment is started
 * for what cannot be delivered.
 */
export async function priceGuestPayment(
  db: Db,
  input: {
    contact: GuestContactInput;
    address: AddressFields;
    items: readonly GuestLineInput[];
    code?: string;
  },
  method: string,
  lang: Language,
  now: Date,
): Promise<{
  contact: GuestContact;
  address: OrderAddressSnapshot;
  lines: PricedCartLine[];
  priced: PricedOrder;
}> {
  const contact = guestContact(input.contact);
  const address = guestAddress(input.address, contact);
  const { lines, priced } = await priceGuestOrder(db, { ...input, contact, address }, method, lang, now);
  const short = lines.find((line) => line.stock < line.quantity);
  if (short) throw notEnoughInventory(short.flavor, short.stock);
  return { contact, address, lines, priced };
}

async function guestOrderByKey(
  deps: OrderDeps,
  tx: Db,
  email: string,
  key: string,
): Promise<OrderDto | null> {
  const rows = await tx
    .select()
    .from(orders)
    .where(and(isNotNull(orders.guestName), eq(orders.userEmail, email), eq(orders.idempotencyKey, key)));
  return (await withItems(tx, rows, deps.media, deps.receiptUrl))[0] ?? null;
}

const withToken = (deps: OrderDeps, order: OrderDto): GuestOrderDto => ({
  order,
  lookupToken: deps.guestLinks.orderToken(order.id),
});

/**
 * POST /guest/orders: one transaction exactly like a shopper's order (createOrder): the lines
 * re-priced from the catalogue, the code's use taken, the confirmation queued in the outbox, the
 * stock taken last. The guest's e-mail and mobile are locked for the transaction, so a repeated
 * Idempotency-Key returns the first order and a per-shopper code limit holds.
 */
export async function placeGuestOrder(
  deps: OrderDeps,
  input: GuestOrderInput,
  payment: Payment,
  idempotencyKey: string,
  lang: Language,
): Promise<{ result: GuestOrderDto; replayed: boolean }> {
  const contact = guestContact(input.contact);
  const outcome = await deps.db.transaction(async (tx) => {
    await lockGuest(tx, contact.email, contact.mobile);
    const existing = await guestOrderByKey(deps, tx, contact.email, idempotencyKey);
    if (existing) return { order: existing, replayed: true };
    if (payment.providerOrderId) {
      await holdCaptureForOrder(tx, payment.providerOrderId);
      const paid = await orderByProviderId({ ...deps, db: tx }, payment.providerOrderId);
      if (paid) return { order: paid, replayed: true };
    }
    const address = guestAddress(input.address, contact);
    const { lines, priced } = await priceGuestOrder(
      tx,
      { ...input, contact, address },
      payment.method,
      lang,
      deps.now(),
    );
    if (
      payment.expectedTotalPiastres !== undefined &&
      priced.charges.totalPiastres !== payment.expectedTotalPiastres
    ) {
      throw new AppError(ErrorCode.paymentFailed, 409, orderMessages.paymentError);
    }
    const order = await insertOrder(deps, tx, {
      orderer: { guest: { fullName: contact.fullName, mobile: contact.mobile }, email: contact.email },
      lines,
      address,
      payment,
      priced,
      idempotencyKey,
      lang,
      couponChecked: true,
    });
    return { order, replayed: false };
  });
  if (!outcome.replayed) deps.mailer.kick();
  return { result: withToken(deps, outcome.order), replayed: outcome.replayed };
}

const notFound = () => new AppError(ErrorCode.notFound, 404, guestMessages.notFound);
/** Compared when the order does not exist, so that a missing order takes as long as a wrong contact. */
const NOTHING = '\u0000';

/**
 * POST /guest/orders/lookup: a guest order, only when its number and the e-mail or mobile it was
 * placed with both match; anything else is the same 404 (and the route is rate-limited per
 * address and per order number, so trying numbers is useless).
 */
export async function lookupGuestOrder(deps: OrderDeps, input: GuestLookupInput): Promise<GuestOrderDto> {
  const rows = await deps.db
    .select()
    .from(orders)
    .where(and(eq(orders.id, input.orderId), isNotNull(orders.guestName)));
  const row = rows[0];
  const [typed, kept] = isEmailContact(input.contact)
    ? [normalizeEmail(input.contact), row?.userEmail]
    : [mobileKey(input.contact), row?.guestMobile];
  const matches = sameHash(typed, kept ?? NOTHING);
  if (!row || !matches) throw notFound();
  return withToken(deps, (await withItems(deps.db, rows, deps.media, deps.receiptUrl))[0]!);
}

/** GET /guest/orders/:orderId?token=…: the order its signed token opens (from the browser or the e-mail). */
export async function guestOrderByToken(
  deps: OrderDeps,
  orderId: number,
  token: string,
): Promise<GuestOrderDto> {
  if (!deps.guestLinks.isOrderToken(orderId, token)) throw notFound();
  const rows = await deps.db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), isNotNull(orders.guestName)));
  if (!rows.length) throw notFound();
  return withToken(deps, (await withItems(deps.db, rows, deps.media, deps.receiptUrl))[0]!);
}
