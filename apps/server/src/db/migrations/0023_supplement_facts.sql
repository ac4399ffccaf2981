ALTER TABLE "product_flavors" ADD COLUMN "facts" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "facts" jsonb;