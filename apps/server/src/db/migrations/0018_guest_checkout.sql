ALTER TABLE "orders" ADD COLUMN "guest_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "guest_mobile" text;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_guest_idempotency_unique" ON "orders" USING btree ("user_email","idempotency_key") WHERE "orders"."guest_name" is not null;