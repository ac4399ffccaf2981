CREATE TABLE "delivery_zones" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"fee_piastres" bigint NOT NULL,
	"min_days" integer NOT NULL,
	"max_days" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_zones_fee_nonnegative" CHECK ("delivery_zones"."fee_piastres" >= 0),
	CONSTRAINT "delivery_zones_days_valid" CHECK ("delivery_zones"."min_days" >= 0 and "delivery_zones"."max_days" >= "delivery_zones"."min_days")
);
--> statement-breakpoint
CREATE TABLE "governorate_zones" (
	"governorate" text PRIMARY KEY NOT NULL,
	"zone_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"free_delivery_threshold_piastres" bigint,
	"cod_fee_kind" text DEFAULT 'fixed' NOT NULL,
	"cod_fee_piastres" bigint DEFAULT 0 NOT NULL,
	"cod_fee_basis_points" integer DEFAULT 0 NOT NULL,
	"cod_fee_cap_piastres" bigint,
	"cutoff_hour" integer DEFAULT 14 NOT NULL,
	"days_off" jsonb DEFAULT '[5]'::jsonb NOT NULL,
	"holidays" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"default_zone_id" integer NOT NULL,
	"shop_name" text DEFAULT 'Atlas' NOT NULL,
	"shop_address" text DEFAULT '' NOT NULL,
	"tax_registration_number" text DEFAULT '' NOT NULL,
	"vat_basis_points" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_settings_single_row" CHECK ("shop_settings"."id" = 1),
	CONSTRAINT "shop_settings_cod_kind" CHECK ("shop_settings"."cod_fee_kind" in ('fixed', 'percent')),
	CONSTRAINT "shop_settings_cutoff" CHECK ("shop_settings"."cutoff_hour" between 0 and 24)
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "governorate" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "subtotal_piastres" bigint;--> statement-breakpoint
-- Orders placed before delivery was priced: their items were the whole total, with no fees.
UPDATE "orders" SET "subtotal_piastres" = "total_piastres";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_fee_piastres" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_fee_piastres" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_piastres" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery" jsonb;--> statement-breakpoint
ALTER TABLE "paymob_payments" ADD COLUMN "charges" jsonb;--> statement-breakpoint
ALTER TABLE "governorate_zones" ADD CONSTRAINT "governorate_zones_zone_id_delivery_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."delivery_zones"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_default_zone_id_delivery_zones_id_fk" FOREIGN KEY ("default_zone_id") REFERENCES "public"."delivery_zones"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_total_adds_up" CHECK ("orders"."total_piastres" = coalesce("orders"."subtotal_piastres", "orders"."total_piastres") - "orders"."discount_piastres" + "orders"."delivery_fee_piastres" + "orders"."cod_fee_piastres");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_charges_nonnegative" CHECK ("orders"."delivery_fee_piastres" >= 0 and "orders"."cod_fee_piastres" >= 0 and "orders"."discount_piastres" >= 0);--> statement-breakpoint
-- The zones a new shop starts with; the admin edits them (Admin → Delivery).
INSERT INTO "delivery_zones" ("id", "name_en", "name_ar", "fee_piastres", "min_days", "max_days", "position") VALUES
(1, 'Greater Cairo', 'القاهرة الكبرى', 4500, 1, 2, 1),
(2, 'Alexandria', 'الإسكندرية', 5500, 2, 3, 2),
(3, 'Delta', 'الدلتا', 6000, 2, 4, 3),
(4, 'Canal cities', 'مدن القناة', 6000, 2, 4, 4),
(5, 'Upper Egypt', 'الصعيد', 7500, 3, 5, 5),
(6, 'Red Sea and Sinai', 'البحر الأحمر وسيناء', 9000, 4, 6, 6),
(7, 'Matrouh and New Valley', 'مطروح والوادي الجديد', 10000, 5, 7, 7),
(8, 'Elsewhere in Egypt (governorate not given)', 'باقي مصر (المحافظة غير محددة)', 10000, 4, 7, 8);--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('"delivery_zones"', 'id'), 8);--> statement-breakpoint
INSERT INTO "governorate_zones" ("governorate", "zone_id") VALUES
('EG-C', 1),
('EG-GZ', 1),
('EG-KB', 1),
('EG-ALX', 2),
('EG-BH', 3),
('EG-DK', 3),
('EG-GH', 3),
('EG-KFS', 3),
('EG-MNF', 3),
('EG-SHR', 3),
('EG-DT', 3),
('EG-PTS', 4),
('EG-IS', 4),
('EG-SUZ', 4),
('EG-FYM', 5),
('EG-BNS', 5),
('EG-MN', 5),
('EG-AST', 5),
('EG-SHG', 5),
('EG-KN', 5),
('EG-LX', 5),
('EG-ASN', 5),
('EG-BA', 6),
('EG-SIN', 6),
('EG-JS', 6),
('EG-MT', 7),
('EG-WAD', 7);--> statement-breakpoint
-- Free delivery from 1,500 EGP, 10 EGP for cash on delivery, orders after 14:00 Cairo leave the next
-- working day, Friday off, and Egypt's fixed-date public holidays of the coming year.
INSERT INTO "shop_settings" ("id", "free_delivery_threshold_piastres", "cod_fee_kind", "cod_fee_piastres", "cutoff_hour", "days_off", "holidays", "default_zone_id")
VALUES (1, 150000, 'fixed', 1000, 14, '[5]'::jsonb, '["2027-01-07", "2027-01-25", "2027-04-25", "2027-05-01", "2027-06-30", "2027-07-23", "2027-10-06"]'::jsonb, 8);
