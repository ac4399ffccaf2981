import { z } from 'zod';
import { GOVERNORATE_CODES } from '../content/governorate-codes';
import { multilineText, text } from './text';

export const deliveryMessages = {
  zoneOff: 'We do not deliver to this governorate at the moment.',
  unknownGovernorate: 'Choose a governorate',
  zoneInUse: 'A zone that still has governorates, or is the default zone, cannot be deleted.',
  zoneNotFound: 'Delivery zone not found',
} as const;

export const Governorate = z.enum(GOVERNORATE_CODES, { error: deliveryMessages.unknownGovernorate });

/** Money in and out of the delivery API is EGP with two decimals. */
const egp = z.number().nonnegative().max(1_000_000);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD');

export const DeliveryWindowDto = z.object({ from: day, to: day }).meta({ id: 'DeliveryWindow' });
export type DeliveryWindowDto = z.infer<typeof DeliveryWindowDto>;

export const CodFeeDto = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('fixed'), amount: egp }),
  z.object({
    kind: z.literal('percent'),
    /** 0–100, up to two decimals. */
    percent: z.number().min(0).max(100),
    /** EGP; null = no cap. */
    cap: egp.nullable(),
  }),
]);
export type CodFeeDto = z.infer<typeof CodFeeDto>;

export const DeliveryZoneDto = z
  .object({
    id: z.number().int(),
    nameEn: z.string(),
    nameAr: z.string(),
    fee: z.number(),
    minDays: z.number().int(),
    maxDays: z.number().int(),
    enabled: z.boolean(),
    /** The zone an address without a known governorate is priced with. */
    isDefault: z.boolean(),
    governorates: z.array(Governorate),
  })
  .meta({ id: 'DeliveryZone' });
export type DeliveryZoneDto = z.infer<typeof DeliveryZoneDto>;

// alike in shape to the search suggestions and alternatives (contract/search.ts); each its own fields
/** GET /delivery/zones: everything a client needs to price delivery itself as the server does. */
export const DeliveryConfigDto = z
  .object({
    zones: z.array(DeliveryZoneDto),
    /** Every governorate's ISO 3166-2:EG code, in the order a list shows them. */
    governorates: z.array(Governorate),
    /** The zone an address without a governorate is priced with. */
    defaultZoneId: z.number().int(),
    /** EGP; null = no free delivery. */
    freeDeliveryThreshold: z.number().nullable(),
    codFee: CodFeeDto,
    cutoffHour: z.number().int(),
    daysOff: z.array(z.number().int()),
    holidays: z.array(day),
  })
  .meta({ id: 'DeliveryConfig' });
export type DeliveryConfigDto = z.infer<typeof DeliveryConfigDto>;

export const deliveryPaymentMethods = ['cod', 'paypal', 'card', 'wallet', 'kiosk'] as const;

export const DeliveryQuoteQuery = z.object({
  /** An ISO 3166-2:EG code; without one the default zone prices it. */
  governorate: Governorate.optional(),
  /** The goods in EGP (after discounts). */
  subtotal: z.coerce.number().nonnegative().max(10_000_000).default(0),
  paymentMethod: z.enum(deliveryPaymentMethods).default('cod'),
});
export type DeliveryQuoteQuery = z.infer<typeof DeliveryQuoteQuery>;

export const DeliveryQuoteDto = z
  .object({
    governorate: Governorate.nullable(),
    zone: z.object({ id: z.number().int(), name: z.string(), isDefault: z.boolean() }),
    /** false: the zone is switched off and checkout refuses it. */
    available: z.boolean(),
    deliveryFee: z.number(),
    codFee: z.number(),
    /** Subtotal + delivery + COD fee, EGP. */
    total: z.number(),
    freeDeliveryThreshold: z.number().nullable(),
    /** What is left to buy for free delivery; null when reached or there is none. */
    leftForFreeDelivery: z.number().nullable(),
    window: DeliveryWindowDto,
  })
  .meta({ id: 'DeliveryQuote' });
export type DeliveryQuoteDto = z.infer<typeof DeliveryQuoteDto>;

// ---- admin ----

const zoneName = (max: number) => text().trim().min(1, 'is required').max(max);

export const DeliveryZoneInput = z
  .object({
    nameEn: zoneName(80),
    nameAr: zoneName(80),
    fee: egp,
    minDays: z.number().int().min(0).max(60),
    maxDays: z.number().int().min(0).max(60),
    enabled: z.boolean(),
    governorates: z.array(Governorate).max(27),
  })
  .refine((z) => z.maxDays >= z.minDays, {
    message: 'must not be shorter than the first day',
    path: ['maxDays'],
  });
export type DeliveryZoneInput = z.infer<typeof DeliveryZoneInput>;

export const DeliveryZoneParams = z.object({ zoneId: z.coerce.number().int().positive().max(2_147_483_647) });

export const ShopSettingsDto = z
  .object({
    freeDeliveryThreshold: egp.nullable(),
    codFee: CodFeeDto,
    cutoffHour: z.number().int().min(0).max(24),
    daysOff: z
      .array(z.number().int().min(0).max(6))
      .max(6, 'at least one day a week must be a working day')
      .refine((days) => new Set(days).size === days.length, 'lists a day twice'),
    holidays: z.array(day).max(366),
    defaultZoneId: z.number().int().positive(),
    shopName: text().trim().min(1, 'is required').max(120),
    shopAddress: multilineText().trim().max(300),
    taxRegistrationNumber: text().trim().max(40),
    /** VAT included in prices, percent; null = no VAT line on receipts. */
    vatRate: z.number().min(0).max(100).nullable(),
  })
  .meta({ id: 'ShopSettings' });
export type ShopSettingsDto = z.infer<typeof ShopSettingsDto>;

export const AdminDeliveryDto = z
  .object({ zones: z.array(DeliveryZoneDto), settings: ShopSettingsDto })
  .meta({ id: 'AdminDelivery' });
export type AdminDeliveryDto = z.infer<typeof AdminDeliveryDto>;
