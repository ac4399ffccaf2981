/**
 * Starting a Paymob payment (issue 23, decision 0016): the intention is created for the server's
 * cart total and remembered with the cart's lines and address as they were, for Paymob's signed
 * callback to write the order from (paymob-callback.ts). The browser's return only reads where the
 * payment stands.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { ErrorCode } from '@atlas/shared/contract/error-codes';
import {
  guestPaymobReturnPath,
  type GuestPaymobIntentionInput,
  type GuestPaymobPaymentDto,
} from '@atlas/shared/contract/guest';
import { UNFLAVORED } from '@atlas/shared/contract/shop-constants';
import {
  paymobMessages,
  type PaymobCheckoutDto,
  type PaymobIntentionInput,
  type PaymobMethod,
  type PaymobPaymentDto,
} from '@atlas/shared/contract/paymob';
import type { Language } from '@atlas/shared/rules/locale';
import { piastresToEgp } from '@atlas/shared/rules/pricing';
import { findUserAddress, insertAddress } from '../../db/addresses';
import type { Db } from '../../db/client';
import { lockUser } from '../../db/locks';
import {
  paymobPayments,
  users,
  type OrderAddressSnapshot,
  type PaymobGuest,
  type PaymobLine,
} from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { PaymobError } from '../../lib/payments/paymob';
import { codeForOrder } from '../../db/cart-code';
import type { PricedCartLine } from '../../db/priced-cart';
import { addressSnapshot, checkoutLines, type OrderDeps } from './orders.service';
import { priceGuestPayment } from './guest-orders.service';
import { paymobCharges, priceOrder, type PricedOrder } from './order-charges';
import { INQUIRE_AFTER_MS, type PaymentRow, type PaymobSettings } from './paymob-payments';

const deliveryItemName = (lang: Language) => (lang === 'ar' ? 'التوصيل' : 'Delivery');

/** A card or wallet intention can be paid for an hour; a kiosk reference for PAYMOB_KIOSK_HOURS. */
const CARD_SECONDS = 3600;
const newReference = () => `atl-${randomBytes(12).toString('hex')}`;
const notAvailable = () => new AppError(ErrorCode.notConfigured, 503, paymobMessages.off);
const unreachable = () => new AppError(ErrorCode.paymentFailed, 502, paymobMessages.unreachable);

/** Paymob's billing fields: what we know, "NA" where we know nothing (as Paymob asks). */
const orNa = (value: string | undefined) => (value && value.trim() ? value.trim() : 'NA');

/**
 * Creates the Paymob intention for the cart as it is now and records it. Nothing is written when
 * Paymob refuses or does not answer (a typed address to save is saved only once Paymob accepted).
 */
export async function startPaymobPayment(
  deps: OrderDeps,
  settings: PaymobSettings,
  userId: number,
  input: PaymobIntentionInput,
  lang: Language,
  returnOrigin: string,
): Promise<PaymobCheckoutDto> {
  if (!settings.methods.includes(input.method)) throw notAvailable();
  const now = deps.now();
  const lines = await checkoutLines(deps.db, userId, lang, now);
  const [user] = await deps.db
    .select({ email: users.email, fName: users.fName, lName: users.lName, mobile: users.mobile })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw AppError.notFound('User not found');
  const phone = input.phone ?? user.mobile;
  if (!phone) {
    throw new AppError(ErrorCode.validation, 400, paymobMessages.phoneRequired, {
      phone: paymobMessages.phoneRequired,
    });
  }
  const address: OrderAddressSnapshot =
    input.addressId !== undefined
      ? addressSnapshot(await findUserAddress(deps.db, userId, input.addressId))
      : addressSnapshot(input.address!);
  const priced = await priceOrder(
    deps.db,
    lines,
    address,
    input.method,
    now,
    await codeForOrder(deps.db, userId, lines, now),
  );
  return recordIntention(deps, settings, {
    method: input.method,
    lines,
    priced,
    address,
    lang,
    billing: { firstName: orNa(user.fName), lastName: orNa(user.lName), email: user.email, phone },
    owner: { userId, guest: null },
    returnUrl: (reference) => `${returnOrigin}/checkout/paymob/${reference}`,
    beforeRecord: async (tx) => {
      if (input.address && input.saveAddress) {
        await lockUser(tx, userId);
        await insertAddress(tx, userId, input.address, input.setDefault);
      }
    },
  });
}

/**
 * A guest's Paymob payment: their lines priced by the server as a guest order is (a code's
 * per-shopper rules by their e-mail and mobile); the row keeps the lines, contact, address and
 * language, and Paymob's callback writes the guest order. Paymob sends the browser back to
 * `guestPaymobReturnPath` (the reference and a token signed for it).
 */
export async function startGuestPaymobPayment(
  deps: OrderDeps,
  settings: PaymobSettings,
  input: GuestPaymobIntentionInput,
  lang: Language,
  returnOrigin: string,
): Promise<PaymobCheckoutDto> {
  if (!settings.methods.includes(input.method)) throw notAvailable();
  const { contact, address, lines, priced } = await priceGuestPayment(
    deps.db,
    input,
    input.method,
    lang,
    deps.now(),
  );
  // alike in shape to the member's start: the guest's billing, owner and return address differ
  const [firstName, ...rest] = contact.fullName.split(/\s+/);
  return recordIntention(deps, settings, {
    method: input.method,
    lines,
    priced,
    address,
    lang,
    billing: {
      firstName: orNa(firstName),
      lastName: orNa(rest.join(' ')),
      email: contact.email,
      phone: input.contact.mobile,
    },
    owner: { userId: null, guest: contact },
    returnUrl: (reference) =>
      `${returnOrigin}${guestPaymobReturnPath(reference, deps.guestLinks.paymobToken(reference))}`,
  });
}

interface IntentionToRecord {
  method: PaymobMethod;
  lines: readonly PricedCartLine[];
  priced: PricedOrder;
  address: OrderAddressSnapshot;
  lang: Language;
  billing: { firstName: string; lastName: string; email: string; phone: string };
  owner: { userId: number; guest: null } | { userId: null; guest: PaymobGuest };
  returnUrl: (reference: string) => string;
  /** Written in the transaction that records the payment (once Paymob accepted it). */
  beforeRecord?: (tx: Db) => Promise<void>;
}

/** Asks Paymob for the intention of a priced order and records the payment it will be paid by. */
async function recordIntention(
  deps: OrderDeps,
  settings: PaymobSettings,
  o: IntentionToRecord,
): Promise<PaymobCheckoutDto> {
  const { lines, priced, address, lang } = o;
  const amountCents = priced.charges.totalPiastres;
  const reference = newReference();
  const seconds = o.method === 'kiosk' ? settings.kioskHours * 3600 : CARD_SECONDS;
  let intention;
  try {
    intention = await settings.client.createIntention({
      amountCents,
      method: o.method,
      reference,
      billing: {
        ...o.billing,
        street: orNa(address.street),
        building: 'NA',
        floor: 'NA',
        apartment: 'NA',
        city: orNa(address.city),
        state: orNa(address.state),
      },
      items: [
        ...paymobItems(lines, priced.charges.discountPiastres, priced.coupon?.code ?? null, lang),
        // Paymob checks that the items add up to the amount: delivery is one of them
        ...(priced.charges.deliveryPiastres > 0
          ? [{ name: deliveryItemName(lang), amountCents: priced.charges.deliveryPiastres, quantity: 1 }]
          : []),
      ],
      notificationUrl: `${deps.publicUrl}/api/payments/paymob/callback`,
      redirectionUrl: o.returnUrl(reference),
      expirationSeconds: seconds,
    });
  } catch (err) {
    deps.log.error(
      { err, status: err instanceof PaymobError ? err.status : undefined },
      'Paymob intention failed',
    );
    throw unreachable();
  }
  if (intention.amountCents !== amountCents || intention.currency !== 'EGP') {
    deps.log.error({ reference, intention, amountCents }, 'Paymob intention does not match the cart');
    throw unreachable();
  }

  const snapshot: PaymobLine[] = lines.map((line) => ({
    productId: line.productId,
    name: line.name,
    image: line.image,
    flavor: line.flavor,
    flavorLabel: line.flavorLabel,
    hasFlavors: line.hasFlavors,
    quantity: line.quantity,
    unitPiastres: line.unitPiastres,
    originalPiastres: line.originalPiastres,
  }));
  await deps.db.transaction(async (tx) => {
    await o.beforeRecord?.(tx);
    await tx.insert(paymobPayments).values({
      reference,
      paymobOrderId: intention.orderId,
      intentionId: intention.id,
      ...o.owner,
      method: o.method,
      amountCents,
      currency: intention.currency,
      lines: snapshot,
      charges: paymobCharges(priced),
      address,
      locale: lang,
      expiresAt: new Date(Date.now() + seconds * 1000),
      nextCheckAt: new Date(Date.now() + INQUIRE_AFTER_MS),
    });
  });
  return { reference, checkoutUrl: settings.client.checkoutUrl(intention.clientSecret) };
}

/**
 * The goods as Paymob lists them. Paymob checks that the items add up to the amount and takes no
 * negative item, so an order with a code's discount is listed as one item: its goods less the
 * discount, named after the code.
 */
function paymobItems(
  lines: readonly PricedCartLine[],
  discountPiastres: number,
  code: string | null,
  lang: Language,
): { name: string; amountCents: number; quantity: number }[] {
  if (discountPiastres === 0)
    return lines.map((line) => ({
      name: line.flavor === UNFLAVORED ? line.name : `${line.name} (${line.flavorLabel})`,
      amountCents: line.unitPiastres,
      quantity: line.quantity,
    }));
  const goods = lines.reduce((sum, line) => sum + line.unitPiastres * line.quantity, 0) - discountPiastres;
  const units = lines.reduce((sum, line) => sum + line.quantity, 0);
  const name =
    lang === 'ar' ? `${units} منتج، بعد خصم الكود ${code ?? ''}` : `${units} items, after code ${code ?? ''}`;
  return [{ name: name.trim(), amountCents: goods, quantity: 1 }];
}

export function toPaymobPaymentDto(row: PaymentRow): PaymobPaymentDto {
  return {
    reference: row.reference,
    method: row.method,
    status: row.status,
    amount: piastresToEgp(row.amountCents),
    orderId: row.orderId,
    kioskReference: row.kioskReference,
    expiresAt: new Date(row.expiresAt).toISOString(),
    refundReason: row.refundReason,
  };
}

/** Where the shopper's payment stands (the return page polls it). Only its owner sees it. */
export async function paymobPaymentOf(db: Db, userId: number, reference: string): Promise<PaymobPaymentDto> {
  const [row] = await db
    .select()
    .from(paymobPayments)
    .where(and(eq(paymobPayments.reference, reference), eq(paymobPayments.userId, userId)));
  if (!row) throw AppError.notFound(paymobMessages.notFound);
  return toPaymobPaymentDto(row);
}

/** A guest's payment, opened by the token signed for its reference; once paid, the token that opens its order. */
export async function guestPaymobPaymentOf(
  deps: Pick<OrderDeps, 'db' | 'guestLinks'>,
  reference: string,
  token: string,
): Promise<GuestPaymobPaymentDto> {
  const notFound = () => AppError.notFound(paymobMessages.notFound);
  if (!deps.guestLinks.isPaymobToken(reference, token)) throw notFound();
  const [row] = await deps.db
    .select()
    .from(paymobPayments)
    .where(and(eq(paymobPayments.reference, reference), isNull(paymobPayments.userId)));
  if (!row) throw notFound();
  return {
    ...toPaymobPaymentDto(row),
    lookupToken: row.orderId === null ? null : deps.guestLinks.orderToken(row.orderId),
  };
}
