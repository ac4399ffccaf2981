import { z } from 'zod';
import {
  couponKinds,
  offerKinds,
  promotionMessages,
  type CouponDto,
  type CouponInput,
  type OfferDto,
  type OfferInput,
  type ScopeDto,
} from '@atlas/shared/contract/promotions';
import { ErrorCode } from '@atlas/shared/contract/error-codes';
import { COUPON_CODE_PATTERN, normalizeCode } from '@atlas/shared/rules/promotions';
import { ApiError } from '@/lib/api-client';
import { cairoLocalToIso, isCairoLocal, isoToCairoLocal } from './cairo-time';
import type { NumberValue } from '@/lib/admin/number-value';

/**
 * The code and offer forms: their values as the fields hold them, the schema that checks them
 * and turns them into the request body (useZodForm), and the server's refusals by field.
 * A problem is a key under adminPromotions.problems.
 */

export const PROMOTION_LIMITS = {
  egp: 10_000_000,
  maxUses: 10_000_000,
  perShopper: 1000,
  note: 500,
  name: 200,
  offerPercent: 90,
  tierQuantity: 99,
  scopeValues: 100,
  scopeProducts: 500,
} as const;

export const scopeKinds = ['all', 'categories', 'brands', 'products'] as const;
export type ScopeKind = (typeof scopeKinds)[number];

/** The scope picker's state: every list is kept while the admin switches between kinds. */
export interface ScopeValues {
  kind: ScopeKind;
  categories: string[];
  brands: string[];
  productIds: number[];
}

export function scopeValuesFrom(scope: ScopeDto): ScopeValues {
  return {
    kind: scope.kind,
    categories: scope.kind === 'categories' ? [...scope.values] : [],
    brands: scope.kind === 'brands' ? [...scope.values] : [],
    productIds: scope.kind === 'products' ? [...scope.ids] : [],
  };
}

export const emptyScope = (): ScopeValues => ({ kind: 'all', categories: [], brands: [], productIds: [] });

function scopePayload(values: ScopeValues): ScopeDto {
  switch (values.kind) {
    case 'all':
      return { kind: 'all' };
    case 'categories':
      return { kind: 'categories', values: values.categories };
    case 'brands':
      return { kind: 'brands', values: values.brands };
    case 'products':
      return { kind: 'products', ids: values.productIds };
  }
}

const Scope = z
  .object({
    kind: z.enum(scopeKinds),
    categories: z.array(z.string()),
    brands: z.array(z.string()),
    productIds: z.array(z.number().int().positive()),
  })
  .superRefine((scope, ctx) => {
    const chosen =
      scope.kind === 'categories'
        ? scope.categories.length
        : scope.kind === 'brands'
          ? scope.brands.length
          : scope.kind === 'products'
            ? scope.productIds.length
            : 1;
    const max = scope.kind === 'products' ? PROMOTION_LIMITS.scopeProducts : PROMOTION_LIMITS.scopeValues;
    if (chosen === 0) ctx.addIssue({ code: 'custom', message: 'scopeEmpty' });
    else if (chosen > max) ctx.addIssue({ code: 'custom', message: 'scopeTooMany' });
  })
  .transform(scopePayload);

/** '' or a number in [min, max] with `decimals` digits at most; `message` names the problem. */
const optionalNumber = (min: number, max: number, decimals: number, message: string) =>
  z.union([z.literal(''), z.number()]).superRefine((value, ctx) => {
    if (value === '') return;
    const scaled = value * 10 ** decimals;
    if (!Number.isFinite(value) || value < min || value > max || Math.abs(scaled - Math.round(scaled)) > 1e-6)
      ctx.addIssue({ code: 'custom', message });
  });

const numberOrNull = (value: NumberValue) => (value === '' ? null : value);

const Moment = z.string().refine((v) => v.trim() === '' || isCairoLocal(v), 'dateInvalid');

/** Checks shared by both forms: the window's ends are dates, and the end comes after the start. */
function checkWindow(values: { startsAt: string; endsAt: string }, ctx: z.RefinementCtx) {
  const start = cairoLocalToIso(values.startsAt);
  const end = cairoLocalToIso(values.endsAt);
  if (start && end && Date.parse(end) <= Date.parse(start))
    ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'windowOrder' });
}

// ---- codes ------------------------------------------------------------------------------------

export type CouponKind = (typeof couponKinds)[number];

export type CouponFormValues = {
  code: string;
  kind: CouponKind;
  percent: NumberValue;
  amount: NumberValue;
  minSubtotal: NumberValue;
  /** Cairo wall times ('YYYY-MM-DDTHH:mm'), '' for none. */
  startsAt: string;
  endsAt: string;
  maxUses: NumberValue;
  maxUsesPerShopper: NumberValue;
  firstOrderOnly: boolean;
  scope: ScopeValues;
  combinesWithOffers: boolean;
  /** The trainer's id as the select holds it, null for none. */
  trainerId: string | null;
  showOnTrainerPage: boolean;
  note: string;
};
export type CouponField = keyof CouponFormValues & string;

export function emptyCouponForm(): CouponFormValues {
  return {
    code: '',
    kind: 'percent',
    percent: '',
    amount: '',
    minSubtotal: '',
    startsAt: '',
    endsAt: '',
    maxUses: '',
    maxUsesPerShopper: 1,
    firstOrderOnly: false,
    scope: emptyScope(),
    combinesWithOffers: true,
    trainerId: null,
    showOnTrainerPage: false,
    note: '',
  };
}

export function couponFormFrom(coupon: CouponDto): CouponFormValues {
  return {
    code: coupon.code,
    kind: coupon.kind,
    percent: coupon.kind === 'percent' ? coupon.percent : '',
    amount: coupon.kind === 'amount' ? coupon.amount : '',
    minSubtotal: coupon.minSubtotal ?? '',
    startsAt: isoToCairoLocal(coupon.startsAt),
    endsAt: isoToCairoLocal(coupon.endsAt),
    maxUses: coupon.maxUses ?? '',
    maxUsesPerShopper: coupon.maxUsesPerShopper ?? '',
    firstOrderOnly: coupon.firstOrderOnly,
    scope: scopeValuesFrom(coupon.scope),
    combinesWithOffers: coupon.combinesWithOffers,
    trainerId: coupon.trainerId === null ? null : String(coupon.trainerId),
    showOnTrainerPage: coupon.showOnTrainerPage,
    note: coupon.note,
  };
}

/**
 * The code form's schema: its output is the body of POST /admin/coupons and PUT
 * /admin/coupons/{id}. A new code may be left empty (the server draws one); an edited one keeps
 * a code.
 */
export function couponSchema({ editing }: { editing: boolean }) {
  return z
    .object({
      code: z.string().transform(normalizeCode),
      kind: z.enum(couponKinds),
      percent: z.union([z.literal(''), z.number()]),
      amount: z.union([z.literal(''), z.number()]),
      minSubtotal: optionalNumber(0, PROMOTION_LIMITS.egp, 2, 'egpRange'),
      startsAt: Moment,
      endsAt: Moment,
      maxUses: optionalNumber(1, PROMOTION_LIMITS.maxUses, 0, 'maxUsesRange'),
      maxUsesPerShopper: optionalNumber(1, PROMOTION_LIMITS.perShopper, 0, 'perShopperRange'),
      firstOrderOnly: z.boolean(),
      scope: Scope,
      combinesWithOffers: z.boolean(),
      trainerId: z.string().nullable(),
      showOnTrainerPage: z.boolean(),
      note: z.string().max(PROMOTION_LIMITS.note, 'noteTooLong'),
    })
    .superRefine((values, ctx) => {
      if (values.code === '' ? editing : !COUPON_CODE_PATTERN.test(values.code))
        ctx.addIssue({
          code: 'custom',
          path: ['code'],
          message: values.code === '' ? 'codeRequired' : 'codeFormat',
        });
      const { percent, amount } = values;
      if (
        values.kind === 'percent' &&
        (percent === '' || !Number.isInteger(percent) || percent < 1 || percent > 100)
      )
        ctx.addIssue({ code: 'custom', path: ['percent'], message: 'percentRange' });
      if (values.kind === 'amount') {
        const cents = amount === '' ? NaN : amount * 100;
        if (
          amount === '' ||
          amount <= 0 ||
          amount > PROMOTION_LIMITS.egp ||
          Math.abs(cents - Math.round(cents)) > 1e-6
        )
          ctx.addIssue({ code: 'custom', path: ['amount'], message: 'amountRange' });
      }
      checkWindow(values, ctx);
    })
    .transform((values): CouponInput => ({
      code: values.code,
      kind: values.kind,
      percent: values.kind === 'percent' ? Number(values.percent) : 0,
      amount: values.kind === 'amount' ? Number(values.amount) : 0,
      minSubtotal: numberOrNull(values.minSubtotal),
      startsAt: cairoLocalToIso(values.startsAt),
      endsAt: cairoLocalToIso(values.endsAt),
      maxUses: numberOrNull(values.maxUses),
      maxUsesPerShopper: numberOrNull(values.maxUsesPerShopper),
      firstOrderOnly: values.firstOrderOnly,
      scope: values.scope,
      combinesWithOffers: values.combinesWithOffers,
      trainerId: values.trainerId === null ? null : Number(values.trainerId),
      // the trainer's page shows a code only when it has a trainer
      showOnTrainerPage: values.trainerId !== null && values.showOnTrainerPage,
      note: values.note.trim(),
    }));
}

// ---- automatic offers -------------------------------------------------------------------------

export type OfferKind = (typeof offerKinds)[number];

export type OfferFormValues = {
  nameEn: string;
  nameAr: string;
  kind: OfferKind;
  percent: NumberValue;
  minQuantity: NumberValue;
  scope: ScopeValues;
  startsAt: string;
  endsAt: string;
};
export type OfferField = keyof OfferFormValues & string;

export function emptyOfferForm(): OfferFormValues {
  return {
    nameEn: '',
    nameAr: '',
    kind: 'sale',
    percent: '',
    minQuantity: 2,
    scope: emptyScope(),
    startsAt: '',
    endsAt: '',
  };
}

export function offerFormFrom(offer: OfferDto): OfferFormValues {
  return {
    nameEn: offer.nameEn,
    nameAr: offer.nameAr,
    kind: offer.kind,
    percent: offer.percent,
    minQuantity: offer.kind === 'tier' ? offer.minQuantity : 2,
    scope: scopeValuesFrom(offer.scope),
    startsAt: isoToCairoLocal(offer.startsAt),
    endsAt: isoToCairoLocal(offer.endsAt),
  };
}

const OfferName = z.string().trim().min(1, 'required').max(PROMOTION_LIMITS.name, 'nameTooLong');

/** The offer form's schema: its output is the body of POST /admin/offers and PUT /admin/offers/{id}. */
export const offerSchema = z
  .object({
    nameEn: OfferName,
    nameAr: OfferName,
    kind: z.enum(offerKinds),
    percent: z.union([z.literal(''), z.number()]),
    minQuantity: z.union([z.literal(''), z.number()]),
    scope: Scope,
    startsAt: Moment,
    endsAt: Moment,
  })
  .superRefine((values, ctx) => {
    const { percent, minQuantity } = values;
    if (
      percent === '' ||
      !Number.isInteger(percent) ||
      percent < 1 ||
      percent > PROMOTION_LIMITS.offerPercent
    )
      ctx.addIssue({ code: 'custom', path: ['percent'], message: 'offerPercentRange' });
    if (
      values.kind === 'tier' &&
      (minQuantity === '' ||
        !Number.isInteger(minQuantity) ||
        minQuantity < 2 ||
        minQuantity > PROMOTION_LIMITS.tierQuantity)
    )
      ctx.addIssue({ code: 'custom', path: ['minQuantity'], message: 'tierQuantity' });
    checkWindow(values, ctx);
  })
  .transform((values): OfferInput => ({
    nameEn: values.nameEn,
    nameAr: values.nameAr,
    kind: values.kind,
    percent: Number(values.percent),
    minQuantity: values.kind === 'tier' ? Number(values.minQuantity) : 1,
    scope: values.scope,
    startsAt: cairoLocalToIso(values.startsAt),
    endsAt: cairoLocalToIso(values.endsAt),
  }));

// ---- the server's refusals --------------------------------------------------------------------

/** The server's own words (contract/promotions.ts) that the interface says in its own. */
const problemByMessage: Record<string, string> = {
  [promotionMessages.codeFormat]: 'codeFormat',
  [promotionMessages.codeTaken]: 'codeTaken',
  [promotionMessages.trainerNotFound]: 'trainerNotFound',
  [promotionMessages.windowOrder]: 'windowOrder',
  [promotionMessages.percentRequired]: 'percentRange',
  [promotionMessages.amountRequired]: 'amountRange',
  [promotionMessages.scopeEmpty]: 'scopeEmpty',
  [promotionMessages.tierQuantity]: 'tierQuantity',
};

/**
 * A refused save, by form field: a 400's fields (a path such as 'scope.values.0' is the field
 * 'scope'), or a 409 for a code already taken. Each is a problem key; the rest is 'invalid'.
 */
export function serverProblems(error: unknown, fields: readonly string[]): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const known = new Set(fields);
  const problems: Record<string, string> = {};
  for (const [path, message] of Object.entries(error.fields ?? {})) {
    const head = path.split('.')[0] ?? '';
    if (known.has(head)) problems[head] ??= problemByMessage[message] ?? 'invalid';
  }
  if (error.code === ErrorCode.conflict && known.has('code')) problems.code ??= 'codeTaken';
  return problems;
}

export const COUPON_FIELDS = Object.keys(emptyCouponForm()) as readonly CouponField[];
export const OFFER_FIELDS = Object.keys(emptyOfferForm()) as readonly OfferField[];
