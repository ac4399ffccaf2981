CREATE TABLE "product_flavors" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_ar" text DEFAULT '' NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_flavors_quantity_nonnegative" CHECK ("product_flavors"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_ar" text DEFAULT '' NOT NULL,
	"price_piastres" integer NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"final_price_piastres" integer GENERATED ALWAYS AS ((price_piastres * (100 - discount) + 50) / 100) STORED NOT NULL,
	"category" text NOT NULL,
	"brand" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"available_size" text DEFAULT '' NOT NULL,
	"expiration_date" date,
	"is_new" boolean DEFAULT false NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"in_stock" boolean DEFAULT true NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"date_added" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_price_nonnegative" CHECK ("products"."price_piastres" >= 0),
	CONSTRAINT "products_discount_range" CHECK ("products"."discount" between 0 and 100),
	CONSTRAINT "products_quantity_nonnegative" CHECK ("products"."quantity" >= 0)
);
--> statement-breakpoint
ALTER TABLE "product_flavors" ADD CONSTRAINT "product_flavors_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_flavors_product_name_unique" ON "product_flavors" USING btree ("product_id",lower("name"));--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree (lower("category"),"final_price_piastres");--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree (lower("brand"),"final_price_piastres");--> statement-breakpoint
CREATE INDEX "products_final_price_idx" ON "products" USING btree ("final_price_piastres");--> statement-breakpoint
CREATE INDEX "products_date_added_idx" ON "products" USING btree ("date_added");--> statement-breakpoint
CREATE INDEX "products_name_en_idx" ON "products" USING btree (lower("name_en") collate "C");--> statement-breakpoint
CREATE INDEX "products_name_ar_idx" ON "products" USING btree (lower("name_ar") collate "C");