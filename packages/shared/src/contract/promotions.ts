import { z } from 'zod';
import { COUPON_CODE_PATTERN, couponRefusals, normalizeCode, type CouponRefusal } from '../rules/promotions';
import { text } from './text';

/** What a shopper reads when a code is refused; the web app shows its own translation of `reason`. */
export const couponMessages: Record<CouponRefusal, string> = {
  unknown: 'This code does not exist.',
  'not-started': 'This code is not valid yet.',
  expired: 'This code has expired.',
  'used-up': 'This code has been used up.',
  'below-minimum': 'Your order has not reached this code’s minimum.',
  'not-for-these-products': 'This code is not for the products in your cart.',
  'on-offer': 'This code does not apply to products already on offer.',
  'already-used': 'You have already used this code.',
  'first-order-only': 'This code is for a first order only.',
};

export const promotionMessages = {
  codeFormat: 'A code is 4 to 32 letters, digits, - or _',
  codeTaken: 'Another code is already spelled this way.',
  couponNotFound: 'Code not found',
  offerNotFound: 'Offer not found',
  trainerNotFound: 'Trainer not found',
  windowOrder: 'The end must be after the start.',
  percentRequired: 'Give a percent from 1 to 100.',
  amountRequired: 'Give an amount above 0.',
  scopeEmpty: 'Choose at least one category, brand or product.',
  tierQuantity: 'A quantity tier starts at 2 units or more.',
} as const;

export const couponKinds = ['percent', 'amount', 'free-delivery'] as const;
export const offerKinds = ['sale', 'tier'] as const;
export const promotionStatuses = ['active', 'paused', 'ended'] as const;
export type PromotionStatus = (typeof promotionStatuses)[number];

const egp = z.number().min(0).max(10_000_000);
const instant = z.iso.datetime({ offset: true });
const name = text().trim().max(200);

export const ScopeDto = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('all') }),
  z.object({ kind: z.literal('categories'), values: z.array(text().trim().min(1).max(80)).min(1).max(100) }),
  z.object({ kind: z.literal('brands'), values: z.array(text().trim().min(1).max(80)).min(1).max(100) }),
  z.object({
    kind: z.literal('products'),
    ids: z.array(z.number().int().positive().max(2_147_483_647)).min(1).max(500),
  }),
]);
export type ScopeDto = z.infer<typeof ScopeDto>;

const CodeText = text().trim().max(64).transform(normalizeCode);

/** PUT /cart/code: a code typed by the shopper. Anything else that is not a code is 'unknown'. */
export const ApplyCodeInput = z.object({ code: CodeText.pipe(z.string().min(1, 'Enter a code')) });
export type ApplyCodeInput = z.infer<typeof ApplyCodeInput>;

/** The code on the shopper's cart and what it takes off the cart as it is now. */
export const CartCodeDto = z
  .object({
    code: z.string().nullable(),
    /** EGP off the goods (0 for a free-delivery code). */
    discount: z.number(),
    freeDelivery: z.boolean(),
    /** The code is on the cart but does not apply to it now (its minimum, its products…); nothing is taken off. */
    refusal: z.object({ reason: z.enum(couponRefusals), message: z.string() }).nullable(),
    /** For 'below-minimum': the items subtotal the code needs, EGP. */
    minSubtotal: z.number().nullable(),
  })
  .meta({ id: 'CartCode' });
export type CartCodeDto = z.infer<typeof CartCodeDto>;

/** An automatic offer on a product or a cart line, as shoppers see it. */
export const OfferBadgeDto = z
  .object({
    name: z.string(),
    endsAt: z.string().nullable(),
    /** The offer's last day in Cairo, YYYY-MM-DD (the day before its end when that is at midnight); null when it has no end. */
    lastDay: z.string().nullable(),
  })
  .meta({ id: 'OfferBadge' });
export type OfferBadgeDto = z.infer<typeof OfferBadgeDto>;

// ---- admin ------------------------------------------------------------------------------------

const window = {
  startsAt: instant.nullable().default(null),
  endsAt: instant.nullable().default(null),
};
const windowOrdered = (w: { startsAt: string | null; endsAt: string | null }) =>
  w.startsAt === null || w.endsAt === null || Date.parse(w.endsAt) > Date.parse(w.startsAt);

export const CouponInput = z
  .object({
    /** Empty: the server draws a random code that cannot be guessed. */
    code: CodeText.pipe(
      z.string().regex(COUPON_CODE_PATTERN, promotionMessages.codeFormat).or(z.literal('')),
    ).default(''),
    kind: z.enum(couponKinds),
    percent: z.number().int().min(0).max(100).default(0),
    /** EGP off, amount codes. */
    amount: egp.default(0),
    minSubtotal: egp.nullable().default(null),
    ...window,
    maxUses: z.number().int().min(1).max(10_000_000).nullable().default(null),
    maxUsesPerShopper: z.number().int().min(1).max(1000).nullable().default(1),
    firstOrderOnly: z.boolean().default(false),
    scope: ScopeDto.default({ kind: 'all' }),
    combinesWithOffers: z.boolean().default(true),
    trainerId: z.number().int().positive().max(2_147_483_647).nullable().default(null),
    showOnTrainerPage: z.boolean().default(false),
    note: text().trim().max(500).default(''),
  })
  .refine(windowOrdered, { message: promotionMessages.windowOrder, path: ['endsAt'] })
  .refine((c) => c.kind !== 'percent' || c.percent >= 1, {
    message: promotionMessages.percentRequired,
    path: ['percent'],
  })
  .refine((c) => c.kind !== 'amount' || c.amount > 0, {
    message: promotionMessages.amountRequired,
    path: ['amount'],
  });
export type CouponInput = z.infer<typeof CouponInput>;

export const PromotionStatusInput = z.object({ status: z.enum(promotionStatuses) });

export const CouponDto = z
  .object({
    id: z.number().int(),
    code: z.string(),
    kind: z.enum(couponKinds),
    percent: z.number().int(),
    amount: z.number(),
    minSubtotal: z.number().nullable(),
    startsAt: z.string().nullable(),
    endsAt: z.string().nullable(),
    maxUses: z.number().int().nullable(),
    maxUsesPerShopper: z.number().int().nullable(),
    firstOrderOnly: z.boolean(),
    scope: ScopeDto,
    combinesWithOffers: z.boolean(),
    trainerId: z.number().int().nullable(),
    trainerName: z.string().nullable(),
    showOnTrainerPage: z.boolean(),
    note: z.string(),
    status: z.enum(promotionStatuses),
    /** Uses taken and not given back. */
    uses: z.number().int(),
    /** EGP the code took off (a free-delivery code: the delivery it waived). */
    discountGiven: z.number(),
    /** EGP paid for the orders that used it. */
    revenue: z.number(),
    createdAt: z.string(),
  })
  .meta({ id: 'Coupon' });
export type CouponDto = z.infer<typeof CouponDto>;
export const CouponListDto = z.array(CouponDto);

export const OfferInput = z
  .object({
    nameEn: name.min(1),
    nameAr: name.min(1),
    kind: z.enum(offerKinds),
    percent: z.number().int().min(1).max(90),
    /** Tier: units of one product from which it applies. */
    minQuantity: z.number().int().min(1).max(99).default(1),
    scope: ScopeDto.default({ kind: 'all' }),
    ...window,
  })
  .refine(windowOrdered, { message: promotionMessages.windowOrder, path: ['endsAt'] })
  .refine((o) => o.kind !== 'tier' || o.minQuantity >= 2, {
    message: promotionMessages.tierQuantity,
    path: ['minQuantity'],
  });
export type OfferInput = z.infer<typeof OfferInput>;

export const OfferDto = z
  .object({
    id: z.number().int(),
    nameEn: z.string(),
    nameAr: z.string(),
    kind: z.enum(offerKinds),
    percent: z.number().int(),
    minQuantity: z.number().int(),
    scope: ScopeDto,
    startsAt: z.string().nullable(),
    endsAt: z.string().nullable(),
    status: z.enum(promotionStatuses),
    createdAt: z.string(),
  })
  .meta({ id: 'Offer' });
export type OfferDto = z.infer<typeof OfferDto>;
export const OfferListDto = z.array(OfferDto);

export const PromotionParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** The codes with their totals (one row a code), or every use (one row an order). */
export const CouponExportQuery = z.object({
  format: z.enum(['csv', 'xlsx']).default('xlsx'),
  what: z.enum(['codes', 'uses']).default('codes'),
});
