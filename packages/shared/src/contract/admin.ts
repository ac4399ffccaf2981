import { z } from 'zod';
import { text } from './text';

/** What the audit log records (every admin write, docs/architecture.md); the Activity page translates each. */
export const auditActions = [
  'product.create',
  'product.update',
  'product.delete',
  'flavor.create',
  'flavor.quantity',
  'flavor.delete',
  'user.create',
  'user.role',
  'user.password',
  'user.delete',
  'order.update',
  'order.cancel',
  'trainer.create',
  'trainer.update',
  'trainer.delete',
  'submission.handled',
  'catalogue.import',
  'delivery.zone.create',
  'delivery.zone.update',
  'delivery.zone.delete',
  'delivery.settings',
  'coupon.create',
  'coupon.update',
  'coupon.status',
  'offer.create',
  'offer.update',
  'offer.status',
  'review.approve',
  'review.reject',
  'review.delete',
  'review.dismiss-reports',
  'review.settings',
] as const;
export type AuditAction = (typeof auditActions)[number];
export const auditEntities = [
  'product',
  'flavor',
  'user',
  'order',
  'trainer',
  'submission',
  'catalogue',
  'delivery',
  'coupon',
  'offer',
  'review',
] as const;
export type AuditEntity = (typeof auditEntities)[number];

export const AuditEntryDto = z
  .object({
    id: z.number().int(),
    actorId: z.number().int().nullable(),
    actorEmail: z.string(),
    action: z.enum(auditActions),
    entity: z.enum(auditEntities),
    entityId: z.string(),
    before: z.unknown().nullable(),
    after: z.unknown().nullable(),
    at: z.string(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntryDto = z.infer<typeof AuditEntryDto>;
export const AuditListDto = z.array(AuditEntryDto);

export const AuditListQuery = z.object({
  type: z.enum(['email', 'action', 'entity']).optional(),
  query: text().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type AuditListQuery = z.infer<typeof AuditListQuery>;

/** A figure this month and the same span of last month, with the change in percent (docs/api-compatibility.md). */
export const MonthChangeDto = z.object({
  value: z.number(),
  /** Up to now this month versus the same days of last month; null when last month had none. */
  changePercent: z.number().nullable(),
});
export type MonthChangeDto = z.infer<typeof MonthChangeDto>;

// alike in shape to the guest's quote and order input (contract/guest.ts); the dashboard has its own fields
/** The dashboard's top codes of the month (Cairo). */
export const TopCodeDto = z
  .object({ code: z.string(), uses: z.number().int(), discountGiven: z.number(), revenue: z.number() })
  .meta({ id: 'TopCode' });
export type TopCodeDto = z.infer<typeof TopCodeDto>;

export const DashboardDto = z
  .object({
    totalProducts: MonthChangeDto,
    totalUsers: MonthChangeDto,
    orders: MonthChangeDto,
    /**
     * EGP of goods sold (items less discounts; delivery and cash-on-delivery fees apart), excluding
     * cancelled orders and kiosk orders still waiting for their payment (`paymentStatus: awaiting`):
     * money a shopper has not paid yet is not revenue, and most kiosk references are never paid
     * (decision 0016). Such an order counts once paid; cash on delivery counts at once.
     */
    activeRevenue: MonthChangeDto,
    /** The last 30 days, oldest first, in Africa/Cairo calendar days; goods in EGP, same orders as activeRevenue. */
    revenueByDay: z.array(z.object({ date: z.string(), revenue: z.number(), orders: z.number().int() })),
    /** Flavors at or below LOW_STOCK_THRESHOLD units, fewest first. */
    lowStock: z.array(
      z.object({
        productId: z.number().int(),
        productName: z.string(),
        /** Empty when the product has no Arabic name. */
        productNameAr: z.string(),
        flavor: z.string(),
        /** Empty when the flavor has no Arabic name. */
        flavorAr: z.string(),
        quantity: z.number().int(),
      }),
    ),
    /** Searches of the last 30 days that found no product, most frequent first (folded text). */
    searchMisses: z.array(z.object({ query: z.string(), count: z.number().int(), lastSeen: z.string() })),
    /** The codes used most this month (Cairo), uses given back by a cancel not counted. */
    topCodes: z.array(TopCodeDto),
    /** Reviews waiting for an admin, and reviews with reports not yet dismissed. */
    pendingReviews: z.number().int(),
    reportedReviews: z.number().int(),
  })
  .meta({ id: 'Dashboard' });
export type DashboardDto = z.infer<typeof DashboardDto>;

/** POST /admin/images: an uploaded image, checked, resized and re-encoded; its absolute URL. */
export const UploadedImageDto = z.object({ url: z.string() }).meta({ id: 'UploadedImage' });
export type UploadedImageDto = z.infer<typeof UploadedImageDto>;
export const imageKinds = ['product', 'flavor', 'trainer'] as const;
export const ImageKindQuery = z.object({ kind: z.enum(imageKinds).default('product') });
