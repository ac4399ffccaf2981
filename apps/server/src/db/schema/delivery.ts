import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** A delivery zone: a fee and a window in working days for the governorates it holds. */
export const deliveryZones = pgTable(
  'delivery_zones',
  {
    id: serial('id').primaryKey(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    feePiastres: bigint('fee_piastres', { mode: 'number' }).notNull(),
    minDays: integer('min_days').notNull(),
    maxDays: integer('max_days').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('delivery_zones_fee_nonnegative', sql`${t.feePiastres} >= 0`),
    check('delivery_zones_days_valid', sql`${t.minDays} >= 0 and ${t.maxDays} >= ${t.minDays}`),
  ],
);

/** Which zone each governorate (ISO 3166-2:EG code) is delivered in; every governorate has one. */
export const governorateZones = pgTable('governorate_zones', {
  governorate: text('governorate').primaryKey(),
  zoneId: integer('zone_id')
    .notNull()
    .references(() => deliveryZones.id, { onDelete: 'restrict' }),
});

/** The shop's one row of settings (id = 1): delivery rules and what the receipts print. */
export const shopSettings = pgTable(
  'shop_settings',
  {
    id: integer('id').primaryKey().default(1),
    freeDeliveryThresholdPiastres: bigint('free_delivery_threshold_piastres', { mode: 'number' }),
    codFeeKind: text('cod_fee_kind', { enum: ['fixed', 'percent'] })
      .notNull()
      .default('fixed'),
    codFeePiastres: bigint('cod_fee_piastres', { mode: 'number' }).notNull().default(0),
    codFeeBasisPoints: integer('cod_fee_basis_points').notNull().default(0),
    codFeeCapPiastres: bigint('cod_fee_cap_piastres', { mode: 'number' }),
    cutoffHour: integer('cutoff_hour').notNull().default(14),
    /** Weekdays off, 0 = Sunday. */
    daysOff: jsonb('days_off').$type<number[]>().notNull().default([5]),
    /** Dated days off, YYYY-MM-DD. */
    holidays: jsonb('holidays').$type<string[]>().notNull().default([]),
    defaultZoneId: integer('default_zone_id')
      .notNull()
      .references(() => deliveryZones.id, { onDelete: 'restrict' }),
    shopName: text('shop_name').notNull().default('Atlas'),
    shopAddress: text('shop_address').notNull().default(''),
    taxRegistrationNumber: text('tax_registration_number').notNull().default(''),
    vatBasisPoints: integer('vat_basis_points'),
    /** On: reviews wait for an admin's approval; off: they are published at once. */
    reviewModeration: boolean('review_moderation').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('shop_settings_single_row', sql`${t.id} = 1`),
    check('shop_settings_cod_kind', sql`${t.codFeeKind} in ('fixed', 'percent')`),
    check('shop_settings_cutoff', sql`${t.cutoffHour} between 0 and 24`),
  ],
);
