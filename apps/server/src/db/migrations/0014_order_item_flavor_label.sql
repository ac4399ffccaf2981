ALTER TABLE "order_items" ADD COLUMN "flavor_label" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Orders placed in Arabic before this column: their lines name the flavor as the catalogue's Arabic name does today.
UPDATE "order_items" AS "oi" SET "flavor_label" = "pf"."name_ar"
FROM "orders" AS "o", "product_flavors" AS "pf"
WHERE "o"."id" = "oi"."order_id" AND "o"."locale" = 'ar'
  AND "pf"."product_id" = "oi"."product_id" AND lower("pf"."name") = lower("oi"."flavor") AND "pf"."name_ar" <> '';
