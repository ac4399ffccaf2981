-- Money moves from int4 to bigint piastres (issue 21). The discounted price is generated from the
-- price, and PostgreSQL cannot change the type of a column a generated column reads: it is dropped
-- (its indexes with it), the price widened, and both come back as they were, now bigint.
ALTER TABLE "products" DROP COLUMN "final_price_piastres";--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "price_piastres" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "final_price_piastres" bigint GENERATED ALWAYS AS ((price_piastres * (100 - discount) + 50) / 100) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree (lower("category"),"final_price_piastres");--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree (lower("brand"),"final_price_piastres");--> statement-breakpoint
CREATE INDEX "products_final_price_idx" ON "products" USING btree ("final_price_piastres");--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "unit_price_piastres" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "original_price_piastres" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "total_piastres" SET DATA TYPE bigint;
