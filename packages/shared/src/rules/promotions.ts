/**
 * Promotions: automatic offers and coupon codes (docs/decisions/0019-promotions.md). Pure
 * functions in integer piastres, shared by the server (which charges) and the browser (which
 * shows). The order in which they apply, written down once:
 *
 *  1. Each cart line's automatic price: the list price less the LARGEST of the product's own
 *     discount, the best sale offer whose scope holds the product, and the best quantity tier
 *     reached by the units of that product in the cart (all its flavors together). Automatic
 *     discounts never stack; each is a whole percent, rounded per unit by `discountedPiastres`.
 *  2. The items subtotal is the sum of the automatic line totals; a code's minimum is checked
 *     against it.
 *  3. One code per order. Its base is the automatic total of the lines in its scope; a code that
 *     does not combine with offers counts only the lines that carry no automatic discount.
 *     Percent: round-half-up(percent × base); amount: min(amount, base). A free-delivery code
 *     makes delivery 0 and combines with everything.
 *  4. Delivery, the COD fee and the total follow from the goods after the code (rules/delivery.ts).
 */
import { percentOfPiastres } from './delivery';
import { discountedPiastres } from './pricing';
import type { Language } from './locale';
import { zonedDay } from './shop-calendar';

/** What a promotion applies to. Categories and brands match case-insensitively. */
export type PromotionScope =
  | { kind: 'all' }
  | { kind: 'categories'; values: string[] }
  | { kind: 'brands'; values: string[] }
  | { kind: 'products'; ids: number[] };

export interface ScopedProduct {
  productId: number;
  category: string;
  brand: string;
}

export function inScope(scope: PromotionScope, product: ScopedProduct): boolean {
  switch (scope.kind) {
    case 'all':
      return true;
    case 'products':
      return scope.ids.includes(product.productId);
    case 'categories': {
      const wanted = product.category.toLowerCase();
      return scope.values.some((v) => v.toLowerCase() === wanted);
    }
    case 'brands': {
      const wanted = product.brand.toLowerCase();
      return scope.values.some((v) => v.toLowerCase() === wanted);
    }
  }
}

/** A validity window; null ends are open. ISO instants. */
export interface PromotionWindow {
  startsAt: string | null;
  endsAt: string | null;
}

export function windowState(window: PromotionWindow, now: Date): 'not-started' | 'live' | 'ended' {
  const t = now.getTime();
  if (window.startsAt !== null && t < Date.parse(window.startsAt)) return 'not-started';
  if (window.endsAt !== null && t >= Date.parse(window.endsAt)) return 'ended';
  return 'live';
}

/** An automatic offer running now (the caller keeps only live, active ones). */
export interface AutomaticOffer {
  id: number;
  /** sale: percent off everything in scope; tier: percent off a product's units once the cart holds minQuantity of it. */
  kind: 'sale' | 'tier';
  /** Whole percent, 1–90. */
  percent: number;
  /** Tier: units of one product from which it applies (≥ 2); a sale: 1. */
  minQuantity: number;
  scope: PromotionScope;
  nameEn: string;
  nameAr: string;
  endsAt: string | null;
}

/**
 * An automatic offer as a shopper sees it beside a price: its name in the language, its end, and
 * its last day in Cairo (the day before the end when it ends at midnight). The server works the
 * day out, so that a page can write 'until Dec 3' without a time-zone formatter: the first one a
 * page makes costs a phone tens of milliseconds while it hydrates.
 */
export function offerBadge(
  offer: Pick<AutomaticOffer, 'nameEn' | 'nameAr' | 'endsAt'>,
  lang: Language,
): { name: string; endsAt: string | null; lastDay: string | null } {
  return {
    name: lang === 'ar' ? offer.nameAr : offer.nameEn,
    endsAt: offer.endsAt,
    lastDay: offer.endsAt === null ? null : zonedDay(new Date(Date.parse(offer.endsAt) - 1)),
  };
}

/** The sale that wins for a product: the largest percent, then the one ending first, then the oldest. */
export function bestSale(offers: readonly AutomaticOffer[], product: ScopedProduct): AutomaticOffer | null {
  let best: AutomaticOffer | null = null;
  for (const offer of offers) {
    if (offer.kind !== 'sale' || !inScope(offer.scope, product)) continue;
    if (!best || beats(offer, best)) best = offer;
  }
  return best;
}

function beats(a: AutomaticOffer, b: AutomaticOffer): boolean {
  if (a.percent !== b.percent) return a.percent > b.percent;
  const endA = a.endsAt === null ? Infinity : Date.parse(a.endsAt);
  const endB = b.endsAt === null ? Infinity : Date.parse(b.endsAt);
  if (endA !== endB) return endA < endB;
  return a.id < b.id;
}

/** A product's price as the catalogue shows it: its own discount or the best sale, whichever is larger. */
export function catalogueDiscount(
  productDiscount: number,
  sale: AutomaticOffer | null,
): { percent: number; offer: AutomaticOffer | null } {
  return sale && sale.percent > productDiscount
    ? { percent: sale.percent, offer: sale }
    : { percent: productDiscount, offer: null };
}

/** A cart line as promotions read it. */
export interface PromotionLine extends ScopedProduct {
  /** The unit's list price, before any discount. */
  listPiastres: number;
  /** The product's own discount, whole percent. */
  productDiscount: number;
  quantity: number;
}

/** A line priced after automatic offers. */
export interface AutomaticPrice {
  unitPiastres: number;
  /** The percent applied (0: list price). */
  percent: number;
  /** The offer that set it; null when it is the product's own discount or none. */
  offer: AutomaticOffer | null;
}

/** Step 1: every line's automatic price, in the order of `lines`. */
export function automaticPrices(
  lines: readonly PromotionLine[],
  offers: readonly AutomaticOffer[],
): AutomaticPrice[] {
  const unitsOf = new Map<number, number>();
  for (const line of lines) unitsOf.set(line.productId, (unitsOf.get(line.productId) ?? 0) + line.quantity);
  return lines.map((line) => {
    let percent = Math.max(0, line.productDiscount);
    let offer: AutomaticOffer | null = null;
    const units = unitsOf.get(line.productId) ?? 0;
    for (const candidate of offers) {
      if (candidate.kind === 'tier' && units < candidate.minQuantity) continue;
      if (!inScope(candidate.scope, line)) continue;
      if (
        candidate.percent > percent ||
        (offer && candidate.percent === percent && beats(candidate, offer))
      ) {
        percent = candidate.percent;
        offer = candidate;
      }
    }
    return { unitPiastres: discountedPiastres(line.listPiastres, percent), percent, offer };
  });
}

export type CouponKind = 'percent' | 'amount' | 'free-delivery';

/** A code's rule as the cart applies it. */
export interface CouponRule extends PromotionWindow {
  kind: CouponKind;
  /** Percent codes: whole percent, 1–100. */
  percent: number;
  /** Amount codes: piastres off. */
  amountPiastres: number;
  /** The items subtotal (after automatic offers) the cart must reach; null: none. */
  minSubtotalPiastres: number | null;
  scope: PromotionScope;
  combinesWithOffers: boolean;
  firstOrderOnly: boolean;
  /** null: no limit. */
  maxUses: number | null;
  maxUsesPerShopper: number | null;
  status: 'active' | 'paused' | 'ended';
}

/** What the shop knows of a code's use when it checks it. */
export interface CouponUsage {
  /** Uses taken and not given back, by everyone. */
  uses: number;
  /** …by this shopper. */
  shopperUses: number;
  /** This shopper's earlier orders that were not cancelled. */
  shopperOrders: number;
}

export const couponRefusals = [
  'unknown',
  'not-started',
  'expired',
  'used-up',
  'below-minimum',
  'not-for-these-products',
  'on-offer',
  'already-used',
  'first-order-only',
] as const;
export type CouponRefusal = (typeof couponRefusals)[number];

export type CouponResult =
  { ok: true; discountPiastres: number; freeDelivery: boolean } | { ok: false; reason: CouponRefusal };

/** Whether a code may be used now by this shopper at all, before looking at the cart. */
export function couponUsable(
  coupon: CouponRule,
  usage: CouponUsage,
  now: Date,
): { ok: true } | { ok: false; reason: CouponRefusal } {
  // a paused code answers as an unknown one: nobody learns that it exists
  if (coupon.status === 'paused') return { ok: false, reason: 'unknown' };
  if (coupon.status === 'ended') return { ok: false, reason: 'expired' };
  const state = windowState(coupon, now);
  if (state === 'not-started') return { ok: false, reason: 'not-started' };
  if (state === 'ended') return { ok: false, reason: 'expired' };
  if (coupon.maxUses !== null && usage.uses >= coupon.maxUses) return { ok: false, reason: 'used-up' };
  if (coupon.maxUsesPerShopper !== null && usage.shopperUses >= coupon.maxUsesPerShopper)
    return { ok: false, reason: 'already-used' };
  if (coupon.firstOrderOnly && usage.shopperOrders > 0) return { ok: false, reason: 'first-order-only' };
  return { ok: true };
}

/**
 * Step 3: what a code takes off this cart. `prices` are the lines' automatic prices
 * (`automaticPrices`), in the order of `lines`.
 */
export function couponDiscount(
  coupon: Pick<
    CouponRule,
    'kind' | 'percent' | 'amountPiastres' | 'minSubtotalPiastres' | 'scope' | 'combinesWithOffers'
  >,
  lines: readonly PromotionLine[],
  prices: readonly AutomaticPrice[],
): CouponResult {
  const subtotal = lines.reduce((sum, line, i) => sum + prices[i]!.unitPiastres * line.quantity, 0);
  if (coupon.minSubtotalPiastres !== null && subtotal < coupon.minSubtotalPiastres)
    return { ok: false, reason: 'below-minimum' };
  const scoped = lines.map((line) => inScope(coupon.scope, line));
  if (!scoped.some(Boolean)) return { ok: false, reason: 'not-for-these-products' };
  if (coupon.kind === 'free-delivery') return { ok: true, discountPiastres: 0, freeDelivery: true };
  const counts = (i: number) => scoped[i]! && (coupon.combinesWithOffers || prices[i]!.percent === 0);
  if (!lines.some((_, i) => counts(i))) return { ok: false, reason: 'on-offer' };
  const base = lines.reduce(
    (sum, line, i) => sum + (counts(i) ? prices[i]!.unitPiastres * line.quantity : 0),
    0,
  );
  const discount =
    coupon.kind === 'percent'
      ? percentOfPiastres(base, Math.min(100, Math.max(0, coupon.percent)) * 100)
      : Math.max(0, coupon.amountPiastres);
  return { ok: true, discountPiastres: Math.min(discount, base), freeDelivery: false };
}

/** A code as shoppers type it: trimmed, upper case; the same everywhere it is compared or stored. */
export function normalizeCode(code: string): string {
  return code.trim().toUpperCase();
}

/** Codes are 4–32 letters, digits, '-' or '_'. */
export const COUPON_CODE_PATTERN = /^[A-Z0-9_-]{4,32}$/;

/** Letters and digits no one confuses when reading a code aloud (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A random code of `length` characters from `random` bytes (crypto in the caller). */
export function codeFromBytes(bytes: Uint8Array): string {
  let out = '';
  // 248 = 8 × 31: bytes at or above it would favour the first letters; the caller passes plenty
  for (const byte of bytes) if (byte < 248) out += CODE_ALPHABET[byte % CODE_ALPHABET.length];
  return out;
}
