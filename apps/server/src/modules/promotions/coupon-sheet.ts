import { asc, eq } from 'drizzle-orm';
import type { CouponDto } from '@atlas/shared/contract/promotions';
import { egpToPiastres } from '@atlas/shared/rules/pricing';
import type { PromotionScope } from '@atlas/shared/rules/promotions';
import type { Db } from '../../db/client';
import { couponRedemptions, coupons, orders } from '../../db/schema/index';
import { sheetEgp, sheetFile, type SheetFormat } from '../../lib/sheet-file';

const CODE_COLUMNS = [
  'code',
  'kind',
  'percent',
  'amount_egp',
  'min_subtotal_egp',
  'starts_at',
  'ends_at',
  'max_uses',
  'max_uses_per_shopper',
  'first_order_only',
  'combines_with_offers',
  'scope',
  'trainer',
  'status',
  'uses',
  'discount_given_egp',
  'revenue_egp',
  'created_at',
] as const;
type CodeColumn = (typeof CODE_COLUMNS)[number];
const CODE_NUMBERS = new Set<CodeColumn>([
  'percent',
  'amount_egp',
  'min_subtotal_egp',
  'max_uses',
  'max_uses_per_shopper',
  'uses',
  'discount_given_egp',
  'revenue_egp',
]);

const USE_COLUMNS = [
  'code',
  'order_id',
  'placed_at',
  'shopper_email',
  'payment_method',
  'order_status',
  'order_total_egp',
  'saved_egp',
  'given_back_at',
] as const;
type UseColumn = (typeof USE_COLUMNS)[number];
const USE_NUMBERS = new Set<UseColumn>(['order_id', 'order_total_egp', 'saved_egp']);

const money = (egp: number | null) => (egp === null ? '' : sheetEgp(egpToPiastres(egp)));
const number = (n: number | null) => (n === null ? '' : String(n));
const yesNo = (b: boolean) => (b ? 'yes' : 'no');

export function scopeText(scope: PromotionScope): string {
  switch (scope.kind) {
    case 'all':
      return 'all';
    case 'products':
      return `products: ${scope.ids.join(', ')}`;
    default:
      return `${scope.kind}: ${scope.values.join(', ')}`;
  }
}

/** Every code with its totals (the list the admin sees), as a spreadsheet. */
export function couponsFile(list: readonly CouponDto[], format: SheetFormat): Promise<Buffer> {
  const rows = list.map((c): Record<CodeColumn, string> => ({
    code: c.code,
    kind: c.kind,
    percent: c.kind === 'percent' ? String(c.percent) : '',
    amount_egp: c.kind === 'amount' ? money(c.amount) : '',
    min_subtotal_egp: money(c.minSubtotal),
    starts_at: c.startsAt ?? '',
    ends_at: c.endsAt ?? '',
    max_uses: number(c.maxUses),
    max_uses_per_shopper: number(c.maxUsesPerShopper),
    first_order_only: yesNo(c.firstOrderOnly),
    combines_with_offers: yesNo(c.combinesWithOffers),
    scope: scopeText(c.scope),
    trainer: c.trainerName ?? '',
    status: c.status,
    uses: String(c.uses),
    discount_given_egp: money(c.discountGiven),
    revenue_egp: money(c.revenue),
    created_at: c.createdAt,
  }));
  return sheetFile(CODE_COLUMNS, rows, CODE_NUMBERS, 'Codes', format);
}

/** Every use of every code, oldest first, given-back ones included (with when). */
export async function couponUsesFile(db: Db, format: SheetFormat): Promise<Buffer> {
  const uses = await db
    .select({
      code: coupons.code,
      orderId: orders.id,
      placedAt: orders.createdAt,
      email: orders.userEmail,
      method: orders.paymentMethod,
      status: orders.status,
      total: orders.totalPiastres,
      saved: couponRedemptions.savedPiastres,
      returnedAt: couponRedemptions.returnedAt,
    })
    .from(couponRedemptions)
    .innerJoin(coupons, eq(coupons.id, couponRedemptions.couponId))
    .innerJoin(orders, eq(orders.id, couponRedemptions.orderId))
    .orderBy(asc(couponRedemptions.id));
  const rows = uses.map((u): Record<UseColumn, string> => ({
    code: u.code,
    order_id: String(u.orderId),
    placed_at: new Date(u.placedAt).toISOString(),
    shopper_email: u.email,
    payment_method: u.method,
    order_status: u.status,
    order_total_egp: sheetEgp(u.total),
    saved_egp: sheetEgp(u.saved),
    given_back_at: u.returnedAt ? new Date(u.returnedAt).toISOString() : '',
  }));
  return sheetFile(USE_COLUMNS, rows, USE_NUMBERS, 'Uses', format);
}

export const couponSheetName = (what: 'codes' | 'uses', format: SheetFormat, now: Date) =>
  `atlas-${what === 'codes' ? 'codes' : 'code-uses'}-${now.toISOString().slice(0, 10)}.${format}`;
