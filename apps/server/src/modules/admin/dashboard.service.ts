import { and, asc, count, gte, lte, ne, sql } from 'drizzle-orm';
import type { DashboardDto } from '@atlas/shared/contract/admin';
import { LOW_STOCK_THRESHOLD } from '@atlas/shared/contract/shop-constants';
import { lastDays, monthWindows, percentChange } from '@atlas/shared/rules/dashboard';
import { AWAITING_PAYMENT } from '@atlas/shared/rules/order-revenue';
import { piastresToEgp } from '@atlas/shared/rules/pricing';
import { SHOP_TIME_ZONE } from '@atlas/shared/rules/shop-calendar';
import type { SearchMisses } from '../../lib/search-misses';
import type { Db } from '../../db/client';
import { topCodes } from '../../db/promotions';
import { reviewQueueCounts } from '../../db/reviews';
import { orders, productFlavors, products, users } from '../../db/schema/index';

const LOW_STOCK_LIMIT = 20;
const CHART_DAYS = 30;

/**
 * The dashboard's figures, each with its change against last month (docs/api-compatibility.md):
 * - products and users: the total now against the total when this month began (growth);
 * - orders and active revenue: this month so far against the same span of last month.
 * Revenue excludes cancelled orders and kiosk orders still waiting for their payment (money a
 * shopper has not paid yet is not revenue, decision 0016; cash on delivery counts); days and
 * months are Cairo's.
 */
const SEARCH_MISS_DAYS = 30;
const SEARCH_MISSES_SHOWN = 10;

export async function dashboard(db: Db, misses: SearchMisses, now: Date): Promise<DashboardDto> {
  const { thisMonthStart, lastMonthStart, lastMonthSameSpanEnd } = monthWindows(now);
  const days = lastDays(now, CHART_DAYS);
  const chartFrom = new Date(now.getTime() - (CHART_DAYS + 1) * 86_400_000);
  // not cancelled, and not a kiosk reference still unpaid (it counts once paid)
  const active = and(ne(orders.status, 'cancelled'), ne(orders.paymentStatus, AWAITING_PAYMENT))!;
  // revenue is the goods sold: delivery and cash-on-delivery fees pay the courier, not the shop
  const goods = sql`coalesce(${orders.subtotalPiastres}, ${orders.totalPiastres}) - ${orders.discountPiastres}`;

  const [productCounts, userCounts, orderFigures, byDay, lowStock] = await Promise.all([
    db
      .select({
        total: count(),
        before: sql<number>`count(*) filter (where ${products.dateAdded} < ${thisMonthStart})`.mapWith(
          Number,
        ),
      })
      .from(products),
    db
      .select({
        total: count(),
        before: sql<number>`count(*) filter (where ${users.createdAt} < ${thisMonthStart})`.mapWith(Number),
      })
      .from(users),
    db
      .select({
        total: count(),
        revenue: sql<number>`coalesce(sum(${goods}) filter (where ${active}), 0)`.mapWith(Number),
        thisMonth: sql<number>`count(*) filter (where ${orders.createdAt} >= ${thisMonthStart})`.mapWith(
          Number,
        ),
        lastMonth:
          sql<number>`count(*) filter (where ${orders.createdAt} >= ${lastMonthStart} and ${orders.createdAt} < ${lastMonthSameSpanEnd})`.mapWith(
            Number,
          ),
        revenueThisMonth:
          sql<number>`coalesce(sum(${goods}) filter (where ${active} and ${orders.createdAt} >= ${thisMonthStart}), 0)`.mapWith(
            Number,
          ),
        revenueLastMonth:
          sql<number>`coalesce(sum(${goods}) filter (where ${active} and ${orders.createdAt} >= ${lastMonthStart} and ${orders.createdAt} < ${lastMonthSameSpanEnd}), 0)`.mapWith(
            Number,
          ),
      })
      .from(orders)
      .where(lte(orders.createdAt, now)),
    db
      .select({
        day: sql<string>`to_char(${orders.createdAt} at time zone ${SHOP_TIME_ZONE}, 'YYYY-MM-DD')`,
        revenue: sql<number>`coalesce(sum(${goods}), 0)`.mapWith(Number),
        orders: count(),
      })
      .from(orders)
      .where(and(active, gte(orders.createdAt, chartFrom), lte(orders.createdAt, now)))
      .groupBy(sql`1`),
    db
      .select({
        productId: products.id,
        productName: products.nameEn,
        productNameAr: products.nameAr,
        flavor: productFlavors.name,
        flavorAr: productFlavors.nameAr,
        quantity: productFlavors.quantity,
      })
      .from(productFlavors)
      .innerJoin(products, sql`${products.id} = ${productFlavors.productId}`)
      .where(lte(productFlavors.quantity, LOW_STOCK_THRESHOLD))
      .orderBy(asc(productFlavors.quantity), asc(products.id), asc(productFlavors.position))
      .limit(LOW_STOCK_LIMIT),
  ]);

  const reviews = await reviewQueueCounts(db);
  const p = productCounts[0]!;
  const u = userCounts[0]!;
  const o = orderFigures[0]!;
  const perDay = new Map(byDay.map((row) => [row.day, row]));
  return {
    totalProducts: { value: p.total, changePercent: percentChange(p.total, p.before) },
    totalUsers: { value: u.total, changePercent: percentChange(u.total, u.before) },
    orders: { value: o.total, changePercent: percentChange(o.thisMonth, o.lastMonth) },
    activeRevenue: {
      value: piastresToEgp(o.revenue),
      changePercent: percentChange(o.revenueThisMonth, o.revenueLastMonth),
    },
    revenueByDay: days.map((date) => ({
      date,
      revenue: piastresToEgp(perDay.get(date)?.revenue ?? 0),
      orders: perDay.get(date)?.orders ?? 0,
    })),
    lowStock,
    searchMisses: await misses.top(
      new Date(now.getTime() - SEARCH_MISS_DAYS * 86_400_000),
      SEARCH_MISSES_SHOWN,
    ),
    topCodes: await topCodes(db, thisMonthStart),
    pendingReviews: reviews.pending,
    reportedReviews: reviews.reported,
  };
}
